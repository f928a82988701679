import type { WireMonitor } from '../../api/wire/monitor';
import type { SessionState } from './sessionTypes';

/** Any state that holds the session slice (the root state does). */
export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
export const selectAccessToken = (state: WithSession) => state.session.accessToken;
export const selectRefreshToken = (state: WithSession) => state.session.refreshToken;
export const selectUserId = (state: WithSession) => state.session.userId;
export const selectMonitors = (state: WithSession): WireMonitor[] => state.session.monitors;
/** The first monitor, which the app shows. */
export const selectMonitor = (state: WithSession): WireMonitor | null => state.session.monitors[0] ?? null;
export const selectMonitorId = (state: WithSession): number | null => state.session.monitors[0]?.id ?? null;
export const selectMonitorTimeZone = (state: WithSession) => state.session.monitorTimeZone;
export const selectIsSignedIn = (state: WithSession) => Boolean(state.session.accessToken);
export const selectUser = (state: WithSession) => state.session.user;
export const selectSettings = (state: WithSession) => state.session.settings;
/** The stored user record version, compared with the feed's user_version. */
export const selectUserVersion = (state: WithSession): number | null => state.session.user?.version ?? null;
/** The stored settings version, compared with the feed's settings_version. */
export const selectSettingsVersion = (state: WithSession): number | null => state.session.settings?.version ?? null;
export const selectLoginPending = (state: WithSession) => state.session.loginPending;
export const selectLoginError = (state: WithSession) => state.session.loginError;
export const selectMfa = (state: WithSession) => state.session.mfa;
export const selectNoRenew = (state: WithSession) => state.session.noRenew;
export const selectRenewPending = (state: WithSession) => state.session.renewStatus === 'pending';
export const selectForgotPassword = (state: WithSession) => state.session.forgotPassword;
export const selectResetPassword = (state: WithSession) => state.session.resetPassword;
export const selectVerifyEmail = (state: WithSession) => state.session.verifyEmail;

/**
 * Whether the app shows money (spec account-settings-shell: cost "-1 means hidden", saved as -1 when
 * Settings → Electricity info's "Show costs" is off): the shown monitor's `show_cost`, with a cost of
 * 0 or more. Until the monitor's attributes are known, costs show (the login answer carries them, so
 * a signed-in screen knows from its first render). Energy figures never depend on this.
 */
export const selectShowCost = (state: WithSession): boolean => {
  const attributes = state.session.monitors[0]?.attributes;
  return attributes ? costsShownBy(attributes) : true;
};

/** The rule itself, for any home attributes (the Electricity info form starts its switch from it too). */
export const costsShownBy = (attributes: { show_cost?: boolean | null; cost?: number | null }): boolean =>
  attributes.show_cost !== false && !(typeof attributes.cost === 'number' && attributes.cost < 0);
