import type { IsoTime } from './common';
import type { WireMonitor } from './monitor';
import type { WireUserSettings } from './user';

/** POST /authenticate, /authenticate/mfa and /authenticate_token, 200 (wire §1.2). */
export interface WireAuthResponse {
  authorized: true;
  account_id: number;
  user_id: number;
  access_token: string;
  refresh_token: string;
  settings: WireUserSettings;
  monitors: WireMonitor[];
  bridge_server: string;
  date_created: IsoTime;
  totp_enabled: boolean;
  ab_cohort: string;
  flags: Record<string, boolean>;
  roles: string;
  expires: IsoTime;
}

/** POST /authenticate, 401 when the account has TOTP on (wire §1.3). */
export interface WireMfaRequired {
  status: 'mfa_required';
  mfa_token: string;
  mfa_type: 'totp';
  error_reason: string;
}

/** POST /renew, 200 (wire §1.4). */
export interface WireRenewResponse {
  authorized: true;
  account_id: number;
  user_id: number;
  access_token: string;
  refresh_token: string;
  roles: string;
  totp_enabled: boolean;
  expires: IsoTime;
}

/** Payload of the access token's JWT: `t1.v2.<header>.<payload>.<signature>`. */
export interface WireAccessTokenClaims {
  iss: string;
  exp: number;
  iat: number;
  userId: number;
  accountId: number;
  roles: string;
  /** Session id: the refresh-token family this access token belongs to. */
  sid: string;
}
