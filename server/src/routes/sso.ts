import type { FastifyInstance } from 'fastify';
import type { WireSsoResponse } from '../../../src/api/wire/oauth';
import { USER_NOT_FOUND } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { discourseHandOff, zendeskHandOff } from '../sso/sso';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** GET /sso/discourse?sso&sig and GET /sso/zendesk?return_to: the hand-off address, or {configured:false}. */
export function ssoRoutes(api: FastifyInstance, ctx: AppContext): void {
  const userOf = (userId: number | undefined) => {
    const user = userId === undefined ? undefined : ctx.repos.users.byId(userId);
    if (!user) throw new HttpError(404, USER_NOT_FOUND);
    return user;
  };
  api.get<{ Querystring: { sso?: string; sig?: string } }>(
    '/sso/discourse',
    { schema: { querystring: { type: 'object', properties: { sso: text(4096), sig: text(128) } } }, config: { userOnly: true } },
    async (request, reply): Promise<WireSsoResponse> => {
      reply.header('cache-control', 'no-store');
      return discourseHandOff(ctx.sso, userOf(request.principal?.userId), request.query.sso, request.query.sig);
    },
  );
  api.get<{ Querystring: { return_to?: string } }>(
    '/sso/zendesk',
    { schema: { querystring: { type: 'object', properties: { return_to: text(2048) } } }, config: { userOnly: true } },
    async (request, reply): Promise<WireSsoResponse> => {
      reply.header('cache-control', 'no-store');
      return zendeskHandOff(ctx.sso, userOf(request.principal?.userId), request.query.return_to, ctx.now());
    },
  );
}
