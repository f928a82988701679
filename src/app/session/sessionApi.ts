import type { ApiRequest } from '../../api/types';
import type { WireAuthResponse, WireRenewResponse } from '../../api/wire/auth';
import type { WireUser, WireUserSettings, WireUserSettingsUpdate } from '../../api/wire/user';

type Ok = { status: 'ok' };
// Session calls answer 401 for bad credentials; that is an answer, not an expired session.
const session = { renewOn401: false } as const;

export const authenticate = (email: string, password: string): ApiRequest<WireAuthResponse> => ({ method: 'POST', path: '/authenticate', body: { email, password }, ...session });
export const authenticateMfa = (totp: string, mfaToken: string, clientTime: string): ApiRequest<WireAuthResponse> => ({ method: 'POST', path: '/authenticate/mfa', body: { totp, mfa_token: mfaToken, client_time: clientTime }, ...session });
export const authenticateToken = (accessToken: string): ApiRequest<WireAuthResponse> => ({ method: 'POST', path: '/authenticate_token', body: { access_token: accessToken }, ...session });
export const renew = (userId: number, refreshToken: string): ApiRequest<WireRenewResponse> => ({ method: 'POST', path: '/renew', body: { user_id: userId, is_access_token: true, refresh_token: refreshToken }, ...session });
export const logout = (): ApiRequest<unknown> => ({ method: 'GET', path: '/logout', ...session });
export const forgotPassword = (email: string): ApiRequest<Ok> => ({ method: 'POST', path: '/forgot_password', body: { email }, ...session });
export const resetPassword = (password: string, token: string): ApiRequest<Ok> => ({ method: 'POST', path: '/reset_password', body: { password, token }, ...session });
export const verifyEmail = (token: string): ApiRequest<Ok> => ({ method: 'POST', path: '/verify_email', body: { token }, ...session });
export const getUser = (userId: number): ApiRequest<WireUser> => ({ method: 'GET', path: `/users/${userId}` });
export const getSettings = (userId: number): ApiRequest<WireUserSettings> => ({ method: 'GET', path: `/users/${userId}/settings` });
export const updateSettings = (userId: number, update: WireUserSettingsUpdate): ApiRequest<WireUserSettings> => ({ method: 'POST', path: `/users/${userId}/settings`, body: update, encoding: 'json' });
