import { selectUser, type WithSession } from '../../app/session/sessionSelectors';
import type { MfaState } from './types';

export type WithMfa = WithSession & { mfa: MfaState };

export const selectMfa = (state: WithMfa) => state.mfa;
export const selectMfaDisable = (state: WithMfa) => state.mfa.disable;

/** Two-factor on or off: the last verify or disable answer, else the user record; null while it loads. */
export const selectTotpEnabled = (state: WithMfa): boolean | null => state.mfa.totpEnabled ?? selectUser(state)?.totp_enabled ?? null;
