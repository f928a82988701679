import type { FastifyInstance } from 'fastify';
import type { WireEnvironment } from '../../../src/api/wire/monitor';
import { wsOriginOf, type AppContext } from '../context';
import { anyQuery } from './schemas';

export const API_BASE = '/apiservice/api/v1';

/** GET /public/monitors/environments: no auth; URLs of this server's configured origin (never the request's Host). */
export function publicRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/public/monitors/environments', { config: { public: true }, schema: { querystring: anyQuery } }, async () => {
    const origin = ctx.origin();
    const env: WireEnvironment = {
      environment: 'PROD',
      display_name: 'Kilowatch (local)',
      api_url: `${origin}${API_BASE}/`,
      client_bridgelink_url: wsOriginOf(origin),
    };
    return [env];
  });
}
