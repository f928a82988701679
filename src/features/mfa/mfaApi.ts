import type { ApiRequest } from '../../api/types';
import type { WireTotpDisableResponse, WireTotpSetupResponse, WireTotpVerifyResponse } from '../../api/wire/account';

const base = (userId: number) => `/users/${userId}/mfa/totp`;

/** The two-factor endpoints (spec §7). The only place their paths appear. */
export const mfaApi = {
  setup: (userId: number, password: string, clientTime: string): ApiRequest<WireTotpSetupResponse> => ({ method: 'POST', path: base(userId), body: { password, client_time: clientTime }, encoding: 'json' }),
  verify: (userId: number, code: string, clientTime: string): ApiRequest<WireTotpVerifyResponse> => ({ method: 'POST', path: `${base(userId)}/verify`, body: { code, client_time: clientTime }, encoding: 'json' }),
  disable: (userId: number, password: string): ApiRequest<WireTotpDisableResponse> => ({ method: 'POST', path: `${base(userId)}/disable`, body: { password }, encoding: 'json' }),
};
