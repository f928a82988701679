import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { msg } from '../i18n';

/** Error reasons, written in the request's language (server/src/i18n). */
export const MONITOR_NOT_FOUND = msg('monitor.notFound');
export const USER_NOT_FOUND = msg('user.notFound');

/** The role of tokens issued to third-party apps (OAuth, read-only data). */
export const READ_ONLY_ROLE = 'read';
const READ_METHODS = new Set(['GET', 'HEAD']);

/** The access token from `Authorization: bearer|Bearer <t>` or `?access_token=<t>`. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const m = /^bearer\s+(\S+)\s*$/i.exec(header);
    if (m?.[1]) return m[1];
  }
  const q = (request.query as Record<string, unknown> | undefined)?.access_token;
  if (typeof q === 'string' && q !== '') return q;
  if (Array.isArray(q) && typeof q[0] === 'string') return q[0];
  return null;
}

const declaresMonitorQuery = (request: FastifyRequest): boolean => {
  const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  return !!schema?.properties && 'monitor_id' in schema.properties;
};

/**
 * The one place authorization lives, as a preHandler on every API route (after validation):
 * 1. unless the route is `config.public`, a valid access token is required (401 otherwise); a
 *    read-only token (role `read`, from OAuth) may only GET, and not routes marked `config.userOnly` (403);
 * 2. a `:userId` param must be the token's user, else 404 'User not found';
 * 3. a `:monitorId` param (or a `monitor_id` query the route declares) must be a monitor the
 *    user owns, else 404 'Monitor not found' — the same answer as for a monitor that does not exist.
 */
export function registerGuard(api: FastifyInstance, ctx: AppContext): void {
  api.decorateRequest('principal', null);
  api.decorateRequest('monitor', null);

  api.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    const token = tokenFrom(request);
    request.principal = token ? await ctx.authenticate(token) : null;
    if (config.public || config.optionalAuth) return;
    if (!request.principal) {
      throw new HttpError(401, msg(token ? 'auth.invalidToken' : 'auth.authRequired'), { title: 'Unauthorized' });
    }
    // Tokens third-party apps got through OAuth (oauth/service.ts) read data only: any write, and
    // the few reads that act as the user (SSO hand-offs, consent, minting tokens), are refused.
    if (request.principal.roles === READ_ONLY_ROLE && (!READ_METHODS.has(request.method) || config.userOnly)) {
      throw new HttpError(403, msg('oauth.readOnly'), { title: 'Forbidden' });
    }
    const { userId } = request.principal;
    const params = (request.params ?? {}) as Record<string, unknown>;

    if (params.userId !== undefined && Number(params.userId) !== userId) throw new HttpError(404, USER_NOT_FOUND);

    let monitorId: unknown = params.monitorId;
    if (monitorId === undefined && declaresMonitorQuery(request)) {
      monitorId = (request.query as Record<string, unknown>).monitor_id;
    }
    if (monitorId !== undefined) {
      const id = Number(monitorId);
      const row = Number.isSafeInteger(id) ? ctx.repos.monitors.forUser(userId, id) : undefined;
      if (!row) throw new HttpError(404, MONITOR_NOT_FOUND);
      request.monitor = row;
    }
  });
}
