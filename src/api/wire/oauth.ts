import type { IsoTime } from './common';

/**
 * Kilowatch as an OAuth 2.0 provider for third-party apps (authorization code + PKCE S256, tokens
 * scoped to read-only data), and the single sign-on hand-offs (community forum, help centre).
 */

export interface WireOAuthClient {
  client_id: string;
  name: string;
  /** Same-origin path or https address of the app's icon. */
  icon_url: string;
  website: string;
}

/** GET /oauth/authorize?client_id&redirect_uri&response_type&code_challenge&code_challenge_method&state&scope. */
export interface WireOAuthConsentRequest {
  /** Names this pending request in POST /oauth/allow and /oauth/deny. */
  code: string;
  client: WireOAuthClient;
  scope: 'read';
  account: { user_id: number; email: string };
  redirect_uri: string;
  expires_at: IsoTime;
}

/** POST /oauth/allow and /oauth/deny: where to send the browser (the app's redirect_uri with code or error). */
export interface WireOAuthDecisionResponse {
  redirect_uri: string;
}

/** POST /oauth/token (grant_type=authorization_code). */
export interface WireOAuthTokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
  scope: 'read';
  user_id: number;
  account_id: number;
}

/** GET /sso/discourse?sso&sig and GET /sso/zendesk?return_to. */
export type WireSsoResponse =
  | { configured: false }
  | { configured: true; redirect_uri: string; host: string };
