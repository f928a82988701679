import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { toWireSettings } from '../wire/userWire';
import { MONITOR_NOT_FOUND, USER_NOT_FOUND } from '../auth/guard';
import { idParam, userParams } from './schemas';

/**
 * Paths that only older clients call, kept so that they answer (sense_energy reports a 404 as a
 * failed login). The device-list aliases without `app/` live with the devices (routes/devices.ts).
 *
 * GET /users/{id}/notifications[?monitor_id=]: the notification preferences, as old sense_energy
 * releases read them (`get_notification_preferences`, wire §3.11). They send `monitor_id` as a form
 * body on the GET; the query works too. The answer is the same map as `settings.notifications` of
 * GET /users/{id}/settings, `{ "<monitor id>": { new_named_device_push: true, … } }`, narrowed to
 * the asked monitor when there is one. POST of the same path (routes/accountSettings.ts) writes the
 * same storage.
 */
export function legacyRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { userId: number }; Querystring: { monitor_id?: number } }>(
    '/users/:userId/notifications',
    { schema: { params: userParams, querystring: { type: 'object', properties: { monitor_id: idParam } } } },
    async (request) => {
      const settings = ctx.repos.users.settings(request.params.userId);
      if (!settings) throw new HttpError(404, USER_NOT_FOUND);
      const { notifications } = toWireSettings(settings, ctx.repos.monitors.listForUser(request.params.userId)).settings;
      const fromBody = Number((request.body as { monitor_id?: unknown } | undefined)?.monitor_id);
      const monitorId = request.query.monitor_id ?? (Number.isSafeInteger(fromBody) && fromBody > 0 ? fromBody : undefined);
      if (monitorId === undefined) return notifications;
      const one = notifications[String(monitorId)];
      if (!one) throw new HttpError(404, MONITOR_NOT_FOUND);
      return { [String(monitorId)]: one };
    },
  );
}
