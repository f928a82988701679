import type { WireMonitor } from '../../api/wire/monitor';
import type { WireUser, WireUserSettings } from '../../api/wire/user';
import type { ThemeChoice } from '../../theme/themeActions';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  error: string | null;
}

export const DEFAULT_TIME_ZONE = 'America/New_York';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  userId: number | null;
  accountId: number | null;
  monitors: WireMonitor[];
  /** The first monitor's time zone (stored), America/New_York by default. */
  monitorTimeZone: string;
  user: WireUser | null;
  userStatus: RequestStatus;
  settings: WireUserSettings | null;
  settingsStatus: RequestStatus;
  /** Admin token sessions are never renewed. */
  noRenew: boolean;
  /** True around login, MFA and admin login. */
  loginPending: boolean;
  loginError: string | null;
  /** Set when /authenticate answered mfa_required: the token the /mfa page submits, and where to go next. */
  mfa: { token: string; next: string | null } | null;
  /** 'pending' while the one renew is in flight; every 401 waits for it. */
  renewStatus: 'idle' | 'pending';
  /** A theme the user just chose, shown while it saves; cleared on success (then in settings) or failure. */
  pendingTheme: ThemeChoice | null;
  forgotPassword: RequestState;
  resetPassword: RequestState;
  verifyEmail: RequestState;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** Where to go after sign-in (from ?next=). */
  next?: string | null;
}
