import { DEFAULT_TIME_ZONE, type RequestState, type SessionState } from './sessionTypes';

// The session slice's starting value, without Redux Toolkit: src/app/session/sessionPersistence.ts
// reads the stored session onto it in the entry's first task, before the libraries are evaluated.

export const idleRequest: RequestState = { status: 'idle', error: null };

export const initialSessionState: SessionState = {
  accessToken: null,
  refreshToken: null,
  userId: null,
  accountId: null,
  monitors: [],
  monitorTimeZone: DEFAULT_TIME_ZONE,
  user: null,
  userStatus: 'idle',
  settings: null,
  settingsStatus: 'idle',
  noRenew: false,
  loginPending: false,
  loginError: null,
  mfa: null,
  renewStatus: 'idle',
  pendingTheme: null,
  forgotPassword: idleRequest,
  resetPassword: idleRequest,
  verifyEmail: idleRequest,
};
