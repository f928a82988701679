import type { FastifyInstance } from 'fastify';
import type { FeedDeps } from '../contracts';
import { feedLocale, t } from '../i18n';
import { sampleAt } from '../sim';
import { monitorIdOf, principalOf } from './auth';
import { localizeUpdate, oneShotUpdate } from './frames';
import type { HubOptions } from './hub';

/**
 * GET /apiservice/api/v1/app/:monitorId/realtime_update (wire §3.8): one realtime_update payload,
 * bare (not wrapped in {type, payload}), without `epoch` and without devices[].c.
 */
export function registerOneShot(app: FastifyInstance, deps: FeedDeps, options: HubOptions): void {
  app.get(
    '/apiservice/api/v1/app/:monitorId/realtime_update',
    {
      schema: {
        params: {
          type: 'object',
          required: ['monitorId'],
          properties: { monitorId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
        },
        querystring: { type: 'object', properties: { access_token: { type: 'string' } } },
      },
    },
    async (req, reply) => {
      const locale = feedLocale(req);
      const principal = await principalOf(deps, req);
      if (!principal) return reply.code(401).send({ status: 'error', error_reason: t(locale, 'auth.invalidToken') });
      const monitorId = monitorIdOf((req.params as { monitorId: string }).monitorId);
      const profile = monitorId === null ? null : deps.monitorForUser(principal.userId, monitorId);
      if (!profile) return reply.code(404).send({ status: 'error', error_reason: t(locale, 'monitor.notFound') });
      const now = deps.now();
      const user = options.deviceOverrides?.(profile.id) ?? null;
      return localizeUpdate(oneShotUpdate(profile, sampleAt(profile, now), { tickMs: now, user }), locale, user);
    },
  );
}
