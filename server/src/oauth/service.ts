import { READ_ONLY_ROLE } from '../auth/guard';
import { hashToken, randomToken } from '../auth/secrets';
import { mintFor } from '../auth/login';
import type { AppContext } from '../context';
import type { UserRow } from '../db/users';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import type { WireOAuthConsentRequest, WireOAuthTokenResponse } from '../../../src/api/wire/oauth';
import { clientOf, isRegisteredRedirect, type OAuthClient } from './clients';
import { CHALLENGE, verifyPkce } from './pkce';

/**
 * Kilowatch as an OAuth 2.0 provider (RFC 6749 authorization code with PKCE, RFC 7636 S256 only).
 * 1. The consent page (the app's /oauth/authorize) sends the app's query to GET /oauth/authorize:
 *    the client and its return address are checked, and a pending request is stored (hashed code,
 *    10 minutes) for the signed-in user.
 * 2. POST /oauth/allow {code} issues an authorization code (hashed, 5 minutes, single use) bound to
 *    the client, the return address and the PKCE challenge; POST /oauth/deny answers access_denied.
 *    Either way the answer is the address to send the browser to.
 * 3. The app posts the code with its code_verifier to POST /oauth/token and gets an access token
 *    and a refresh token of a session whose role is `read`: the guard lets it read (GET) and
 *    refuses every write with 403 (auth/guard.ts). A code presented twice is refused, and the
 *    tokens issued with it are revoked (RFC 6749 §4.1.2).
 */
export const CONSENT_TTL_MS = 10 * 60_000;
export const CODE_TTL_MS = 5 * 60_000;

type Ctx = Pick<AppContext, 'repos' | 'now' | 'sessions' | 'tokenSecret' | 'accessTokenTtlSeconds'>;

export interface AuthorizeQuery {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  state?: string;
  scope?: string;
}

/** A refusal of the token endpoint, in RFC 6749 §5.2 terms (error) with the reason written out. */
export class OAuthError extends HttpError {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    reason: Parameters<typeof msg>[0],
    status = 400,
  ) {
    super(status, msg(reason), { error_type: error });
  }
}

const bad = (key: Parameters<typeof msg>[0]) => new HttpError(400, msg(key));

/** Step 1: checks the request (client, return address, code flow, PKCE S256, scope) and stores it pending. */
export function consentRequest(ctx: Ctx, user: UserRow, q: AuthorizeQuery): WireOAuthConsentRequest {
  const client = q.client_id ? clientOf(q.client_id) : undefined;
  if (!client) throw bad('oauth.unknownClient');
  if (!q.redirect_uri || !isRegisteredRedirect(client, q.redirect_uri)) throw bad('oauth.badRedirect');
  if (q.response_type !== 'code') throw bad('oauth.responseType');
  if (!q.code_challenge || q.code_challenge_method !== 'S256' || !CHALLENGE.test(q.code_challenge)) throw bad('oauth.pkceRequired');
  const scope = q.scope?.trim() || 'read';
  if (scope.split(/\s+/).some((s) => s !== 'read')) throw bad('oauth.scope');
  if (q.state !== undefined && q.state.length > 512) throw bad('oauth.state');
  const code = randomToken(32);
  const now = ctx.now();
  const expiresAt = now + CONSENT_TTL_MS;
  ctx.repos.oauth.insertRequest({
    code_hash: hashToken(code),
    client_id: client.clientId,
    user_id: user.id,
    redirect_uri: q.redirect_uri,
    state: q.state ?? null,
    code_challenge: q.code_challenge,
    scope: 'read',
    created_at: now,
    expires_at: expiresAt,
  });
  return {
    code,
    client: wireClient(client),
    scope: 'read',
    account: { user_id: user.id, email: user.email },
    redirect_uri: q.redirect_uri,
    expires_at: new Date(expiresAt).toISOString(),
  };
}

export const wireClient = (c: OAuthClient) => ({ client_id: c.clientId, name: c.name, icon_url: c.iconUrl, website: c.website });

/** The client's return address with the answer's parameters added. */
function withParams(redirectUri: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) query.set(k, v);
  const [base, hash] = redirectUri.split('#', 2);
  const sep = (base ?? '').includes('?') ? '&' : '?';
  return `${base}${sep}${query.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}

/** Step 2: the user's answer to a pending request of theirs; returns where the browser goes. */
export function decide(ctx: Ctx, userId: number, code: string, allow: boolean): string {
  const hash = hashToken(code);
  const request = ctx.repos.oauth.request(hash);
  const now = ctx.now();
  if (!request || request.user_id !== userId) throw bad('oauth.badRequestCode');
  if (request.decided_at !== null || !ctx.repos.oauth.decide(hash, now)) throw bad('oauth.decided');
  if (request.expires_at <= now) throw bad('oauth.requestExpired');
  if (!allow) return withParams(request.redirect_uri, { error: 'access_denied', state: request.state });
  const grant = randomToken(32);
  ctx.repos.oauth.insertCode({
    code_hash: hashToken(grant),
    client_id: request.client_id,
    user_id: userId,
    redirect_uri: request.redirect_uri,
    code_challenge: request.code_challenge,
    scope: request.scope,
    created_at: now,
    expires_at: now + CODE_TTL_MS,
  });
  return withParams(request.redirect_uri, { code: grant, state: request.state });
}

/** An access token (and refresh token) of a new read-only session of the user. */
export async function issueReadToken(ctx: Ctx, user: UserRow, renewable: boolean): Promise<{ token: string; refreshToken: string; sessionId: string }> {
  const { sessionId, refreshToken } = ctx.sessions.start(user.id, READ_ONLY_ROLE, renewable);
  const { token } = await mintFor(ctx as AppContext, user, READ_ONLY_ROLE, sessionId);
  return { token, refreshToken, sessionId };
}

export interface TokenRequest {
  grant_type?: string;
  code?: string;
  redirect_uri?: string;
  client_id?: string;
  code_verifier?: string;
}

/** Step 3: POST /oauth/token. */
export async function exchangeCode(ctx: Ctx, body: TokenRequest): Promise<WireOAuthTokenResponse> {
  if (body.grant_type !== 'authorization_code') throw new OAuthError('unsupported_grant_type', 'oauth.grantType');
  if (!body.code || !body.redirect_uri || !body.client_id || !body.code_verifier) throw new OAuthError('invalid_request', 'oauth.tokenMissing');
  if (!clientOf(body.client_id)) throw new OAuthError('invalid_client', 'oauth.unknownClient', 401);
  const hash = hashToken(body.code);
  const row = ctx.repos.oauth.code(hash);
  const now = ctx.now();
  if (!row || row.client_id !== body.client_id) throw new OAuthError('invalid_grant', 'oauth.badGrant');
  if (row.used_at !== null || !ctx.repos.oauth.useCode(hash, now)) {
    // A replayed code: whatever it was exchanged for is revoked too.
    if (row.session_id) ctx.sessions.revoke(row.session_id, 'oauth-code-replay');
    throw new OAuthError('invalid_grant', 'oauth.codeReplayed');
  }
  if (row.expires_at <= now) throw new OAuthError('invalid_grant', 'oauth.badGrant');
  if (row.redirect_uri !== body.redirect_uri) throw new OAuthError('invalid_grant', 'oauth.badGrant');
  if (!verifyPkce(body.code_verifier, row.code_challenge)) throw new OAuthError('invalid_grant', 'oauth.pkceFailed');
  const user = ctx.repos.users.byId(row.user_id);
  if (!user) throw new OAuthError('invalid_grant', 'oauth.badGrant');
  const { token, refreshToken, sessionId } = await issueReadToken(ctx, user, true);
  ctx.repos.oauth.setSession(hash, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.accessTokenTtlSeconds,
    refresh_token: refreshToken,
    scope: 'read',
    user_id: user.id,
    account_id: user.account_id,
  };
}
