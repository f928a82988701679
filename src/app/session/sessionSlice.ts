import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import type { WireAuthResponse, WireRenewResponse } from '../../api/wire/auth';
import type { WireMonitorAttributes } from '../../api/wire/monitor';
import type { WireUser, WireUserSettings } from '../../api/wire/user';
import { themeChangeFailed, themeChangeRequested, themeChangeSucceeded } from '../../theme/themeActions';
import { idleRequest, initialSessionState } from './sessionInitialState';
import { DEFAULT_TIME_ZONE, type LoginRequest, type RequestState } from './sessionTypes';

export { initialSessionState } from './sessionInitialState';

const loading: RequestState = { status: 'loading', error: null };
const failed = (error: ApiError): RequestState => ({ status: 'failed', error: error.message });

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.loginPending = true;
      state.loginError = null;
    },
    loginSucceeded: {
      reducer(state, action: PayloadAction<WireAuthResponse, string, { admin: boolean }>) {
        const auth = action.payload;
        state.accessToken = auth.access_token;
        // A support session (admin token) is never renewed: it keeps no refresh token.
        state.refreshToken = action.meta.admin ? null : (auth.refresh_token ?? null);
        state.userId = auth.user_id;
        state.accountId = auth.account_id ?? null;
        state.monitors = auth.monitors ?? [];
        state.monitorTimeZone = auth.monitors?.[0]?.time_zone || DEFAULT_TIME_ZONE;
        state.settings = auth.settings ?? null;
        state.noRenew = action.meta.admin;
        state.loginPending = false;
        state.loginError = null;
        state.mfa = null;
      },
      prepare(auth: WireAuthResponse, options: { admin?: boolean } = {}) {
        return { payload: auth, meta: { admin: options.admin ?? false } };
      },
    },
    loginFailed(state, action: PayloadAction<ApiError>) {
      state.loginPending = false;
      state.loginError = action.payload.message;
    },
    mfaRequired(state, action: PayloadAction<{ mfaToken: string; next?: string | null }>) {
      state.loginPending = false;
      state.loginError = null;
      state.mfa = { token: action.payload.mfaToken, next: action.payload.next ?? null };
    },
    /** The one-time code; the MFA token comes from the state, or from the /mfa page's history state after a reload. */
    mfaRequested(state, _action: PayloadAction<{ totp: string; mfaToken?: string; next?: string | null }>) {
      state.loginPending = true;
      state.loginError = null;
    },
    adminLoginRequested(state, _action: PayloadAction<{ token: string; next?: string | null }>) {
      state.loginPending = true;
      state.loginError = null;
    },
    logoutRequested: {
      reducer() {},
      /** `toProviderApp`: afterwards go to the provider's get-app address instead of /login (the /logout page in the mobile app). */
      prepare(payload?: { next?: string | null; toProviderApp?: boolean }) {
        return { payload: payload ?? {} };
      },
    },
    /** The global reset: the root reducer returns every slice to its initial state. */
    logoutSucceeded() {},
    renewRequested(state) {
      state.renewStatus = 'pending';
    },
    renewSucceeded(state, action: PayloadAction<WireRenewResponse>) {
      state.renewStatus = 'idle';
      state.accessToken = action.payload.access_token;
      state.refreshToken = action.payload.refresh_token;
      state.userId = action.payload.user_id ?? state.userId;
    },
    renewFailed(state, _action: PayloadAction<ApiError>) {
      state.renewStatus = 'idle';
    },
    userRequested(state) {
      state.userStatus = 'loading';
    },
    userSucceeded(state, action: PayloadAction<WireUser>) {
      const user = action.payload;
      state.userStatus = 'succeeded';
      state.user = user;
      if (user.monitors?.length) {
        state.monitors = user.monitors;
        state.monitorTimeZone = user.monitors[0]?.time_zone || state.monitorTimeZone;
      }
      if (user.settings && (!state.settings || user.settings.version >= state.settings.version)) state.settings = user.settings;
    },
    userFailed(state, _action: PayloadAction<ApiError>) {
      state.userStatus = 'failed';
    },
    settingsRequested(state) {
      state.settingsStatus = 'loading';
    },
    settingsSucceeded(state, action: PayloadAction<WireUserSettings>) {
      state.settingsStatus = 'succeeded';
      state.settings = action.payload;
    },
    settingsFailed(state, _action: PayloadAction<ApiError>) {
      state.settingsStatus = 'failed';
    },
    /**
     * A monitor's home attributes as GET/POST /app/monitors/{id}/attributes answered them (cost,
     * billing cycle, home details...): every feature reads them from the session's monitors.
     */
    monitorAttributesReceived(state, action: PayloadAction<{ monitorId: number; attributes: WireMonitorAttributes }>) {
      const monitor = state.monitors.find((m) => m.id === action.payload.monitorId);
      if (monitor) monitor.attributes = action.payload.attributes;
    },
    forgotPasswordRequested(state, _action: PayloadAction<{ email: string }>) {
      state.forgotPassword = loading;
    },
    forgotPasswordSucceeded(state) {
      state.forgotPassword = { status: 'succeeded', error: null };
    },
    forgotPasswordFailed(state, action: PayloadAction<ApiError>) {
      state.forgotPassword = failed(action.payload);
    },
    resetPasswordRequested(state, _action: PayloadAction<{ password: string; token: string }>) {
      state.resetPassword = loading;
    },
    resetPasswordSucceeded(state) {
      state.resetPassword = { status: 'succeeded', error: null };
    },
    resetPasswordFailed(state, action: PayloadAction<ApiError>) {
      state.resetPassword = failed(action.payload);
    },
    /** A sign-in page opened: forget errors and results of earlier visits (pure UI state). */
    authFormsReset(state) {
      state.loginError = null;
      state.forgotPassword = idleRequest;
      state.resetPassword = idleRequest;
      state.verifyEmail = idleRequest;
    },
    verifyEmailRequested(state, _action: PayloadAction<{ token: string }>) {
      state.verifyEmail = loading;
    },
    verifyEmailSucceeded(state) {
      state.verifyEmail = { status: 'succeeded', error: null };
    },
    verifyEmailFailed(state, action: PayloadAction<ApiError>) {
      state.verifyEmail = failed(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(themeChangeRequested, (state, action) => {
        state.pendingTheme = action.payload;
      })
      .addCase(themeChangeSucceeded, (state, action) => {
        if (action.payload?.settings?.theme) state.settings = action.payload;
        else if (state.settings && state.pendingTheme) state.settings.settings.theme = state.pendingTheme;
        state.pendingTheme = null;
      })
      .addCase(themeChangeFailed, (state) => {
        state.pendingTheme = null;
      });
  },
});

export const sessionActions = sessionSlice.actions;
export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  mfaRequired,
  mfaRequested,
  adminLoginRequested,
  logoutRequested,
  logoutSucceeded,
  renewRequested,
  renewSucceeded,
  renewFailed,
  userRequested,
  userSucceeded,
  userFailed,
  settingsRequested,
  settingsSucceeded,
  settingsFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  forgotPasswordFailed,
  resetPasswordRequested,
  resetPasswordSucceeded,
  resetPasswordFailed,
  verifyEmailRequested,
  verifyEmailSucceeded,
  authFormsReset,
  verifyEmailFailed,
  monitorAttributesReceived,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export default sessionSlice;
