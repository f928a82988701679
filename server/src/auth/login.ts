import type { FastifyRequest } from 'fastify';
import type { WireAuthResponse, WireRenewResponse } from '../../../src/api/wire/auth';
import { wsOriginOf, type AppContext } from '../context';
import type { UserRow } from '../db/users';
import { toWireMonitor } from '../wire/monitorWire';
import { toWireSettings } from '../wire/userWire';
import { mintAccessToken, TOKEN_ISSUER } from './tokens';

/** An access token for (user, session); returns it with its expiry as ISO text. */
export async function mintFor(ctx: AppContext, user: UserRow, roles: string, sessionId: string): Promise<{ token: string; expires: string }> {
  const iat = Math.floor(ctx.now() / 1000);
  const exp = iat + ctx.accessTokenTtlSeconds;
  const token = await mintAccessToken(ctx.tokenSecret, {
    iss: TOKEN_ISSUER,
    exp,
    iat,
    userId: user.id,
    accountId: user.account_id,
    roles,
    sid: sessionId,
  });
  return { token, expires: new Date(exp * 1000).toISOString() };
}

/** Starts a session for a user who has proven who they are and builds the login response. */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  { roles = 'user', renewable = true }: { roles?: string; renewable?: boolean } = {},
): Promise<WireAuthResponse> {
  const { sessionId, refreshToken } = ctx.sessions.start(user.id, roles, renewable);
  const { token, expires } = await mintFor(ctx, user, roles, sessionId);
  const monitors = ctx.repos.monitors.listForUser(user.id);
  const settings = ctx.repos.users.settings(user.id);
  if (!settings) throw new Error(`user ${user.id} has no settings row`);
  request.log.info({ userId: user.id, roles }, 'signed in');
  return {
    authorized: true,
    account_id: user.account_id,
    user_id: user.id,
    access_token: token,
    refresh_token: refreshToken,
    settings: toWireSettings(settings, monitors),
    monitors: monitors.map(toWireMonitor),
    bridge_server: wsOriginOf(ctx.origin()),
    date_created: user.date_created,
    totp_enabled: !!user.totp_enabled,
    ab_cohort: user.ab_cohort,
    flags: {},
    roles,
    expires,
  };
}

export function renewResponse(user: UserRow, roles: string, access: { token: string; expires: string }, refreshToken: string): WireRenewResponse {
  return {
    authorized: true,
    account_id: user.account_id,
    user_id: user.id,
    access_token: access.token,
    refresh_token: refreshToken,
    roles,
    totp_enabled: !!user.totp_enabled,
    expires: access.expires,
  };
}
