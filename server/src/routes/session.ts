import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenFrom } from '../auth/guard';
import { mintFor, renewResponse } from '../auth/login';
import { verifyAccessToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import { anyBody, anyQuery, idParam, OK, opaqueToken } from './schemas';

/** Error reasons, written in the request's language (server/src/i18n). */
export const INVALID_REFRESH = msg('session.invalidRefresh');
export const REUSED_REFRESH = msg('session.reused');
export const NOT_RENEWABLE = msg('session.notRenewable');

/** POST /renew and GET /logout. */
export function sessionRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Body: { user_id: number; refresh_token: string } }>(
    '/renew',
    {
      config: { public: true },
      schema: {
        querystring: anyQuery,
        body: {
          type: 'object',
          required: ['user_id', 'refresh_token'],
          properties: {
            user_id: idParam,
            refresh_token: opaqueToken,
            is_access_token: { type: 'string', maxLength: 16 },
          },
        },
      },
    },
    async (request) => {
      const { user_id: userId, refresh_token: refreshToken } = request.body;
      const result = ctx.sessions.rotate(userId, refreshToken);
      if (!result.ok) {
        if (result.reason === 'reused') request.log.warn({ userId }, 'refresh token reused; session revoked');
        const reason = result.reason === 'reused' ? REUSED_REFRESH : result.reason === 'not-renewable' ? NOT_RENEWABLE : INVALID_REFRESH;
        throw new HttpError(401, reason, { title: 'Unauthorized' });
      }
      const user = ctx.repos.users.byId(userId);
      if (!user) throw new HttpError(401, INVALID_REFRESH, { title: 'Unauthorized' });
      const access = await mintFor(ctx, user, result.session.roles, result.session.id);
      return renewResponse(user, result.session.roles, access, result.refreshToken);
    },
  );

  // 200 with or without a token (sense_energy logs out with no Authorization header).
  // A valid signature is enough to end the session, even when the token has expired.
  const logout = async (request: FastifyRequest) => {
    const token = tokenFrom(request);
    const claims = token ? await verifyAccessToken(ctx.tokenSecret, token, ctx.now(), { ignoreExpiry: true }) : null;
    if (claims && ctx.sessions.isActive(claims.sid, claims.userId)) {
      ctx.sessions.revoke(claims.sid, 'logout');
      request.log.info({ userId: claims.userId }, 'signed out');
    }
    return OK;
  };
  api.get('/logout', { config: { optionalAuth: true }, schema: { querystring: anyQuery } }, logout);
  api.post('/logout', { config: { optionalAuth: true }, schema: { querystring: anyQuery, body: anyBody } }, logout);
}
