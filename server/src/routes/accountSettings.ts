import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  FeedbackCategory, FeedbackSubCategory, WireFeedbackResponse, WireNdiResponse, WireNotificationsResponse,
} from '../../../src/api/wire/account';
import { badRequest, checkFeedbackText, FEEDBACK_CATEGORIES, FEEDBACK_SUB_CATEGORIES, NOTIFICATION_FLAGS } from '../account/rules';
import { MONITOR_NOT_FOUND, USER_NOT_FOUND } from '../auth/guard';
import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import type { NotificationFlags } from '../db/users';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import { toWireSettings } from '../wire/userWire';
import { monitorOf } from './monitors';
import { anyBody, anyQuery, idParam, monitorParams, userParams } from './schemas';

export const FEEDBACK_CLIENT = 'Webclient';

const bool = { type: 'boolean' } as const;
const flagProperties = Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, bool]));
const shortText = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** A monitor_id from the query (the guard has checked it) or else from the body (checked here). */
function monitorFor(ctx: AppContext, request: FastifyRequest, userId: number, fromBody: number | undefined): MonitorRow {
  if (request.monitor) return request.monitor;
  if (fromBody === undefined) throw new HttpError(400, "Missing required field 'monitor_id'");
  const row = ctx.repos.monitors.forUser(userId, fromBody);
  if (!row) throw new HttpError(404, MONITOR_NOT_FOUND);
  return row;
}

interface FeedbackBody {
  category: FeedbackCategory;
  sub_category: FeedbackSubCategory;
  feedback?: string;
  monitor_id?: number;
  device_id?: string;
  client?: string;
  labs_id?: string;
}

const feedbackSchema = (labs: boolean) => ({
  params: userParams,
  querystring: { type: 'object', properties: { client_version: { type: 'string', maxLength: 64 } } },
  body: {
    type: 'object',
    required: labs ? [] : ['category', 'sub_category'],
    properties: {
      category: { type: 'string', enum: [...FEEDBACK_CATEGORIES], ...(labs ? { default: 'feedback' } : {}) },
      sub_category: { type: 'string', enum: [...FEEDBACK_SUB_CATEGORIES], ...(labs ? { default: 'Something else' } : {}) },
      // The length rule has its own text (account/rules.ts); this bound only stops abuse.
      feedback: { type: 'string', maxLength: 20_000 },
      monitor_id: idParam,
      device_id: { type: 'string', maxLength: 64 },
      client: { ...shortText, default: FEEDBACK_CLIENT },
      labs_id: { type: 'string', maxLength: 64, pattern: '^[a-z0-9-]*$' },
    },
  },
});

/** POST /users/{id}/notifications, POST /users/{id}/feedback (and labs/feedback), POST /app/monitors/{id}/ndi/enable|disable. */
export function accountSettingsRoutes(api: FastifyInstance, ctx: AppContext): void {
  // The GET of the same path is in legacy.ts; both read and write user_settings.notifications_json.
  api.post<{ Params: { userId: number }; Querystring: { monitor_id?: number }; Body: NotificationFlags & { monitor_id?: number } }>(
    '/users/:userId/notifications',
    {
      schema: {
        params: userParams,
        querystring: { type: 'object', properties: { monitor_id: idParam } },
        body: { type: 'object', properties: { ...flagProperties, monitor_id: idParam } },
      },
    },
    async (request): Promise<WireNotificationsResponse> => {
      const userId = request.params.userId;
      const { monitor_id: bodyMonitor, ...rest } = request.body ?? {};
      const monitor = monitorFor(ctx, request, userId, bodyMonitor);
      const flags: NotificationFlags = {};
      for (const f of NOTIFICATION_FLAGS) {
        const v = (rest as NotificationFlags)[f];
        if (typeof v === 'boolean') flags[f] = v;
      }
      if (Object.keys(flags).length === 0) throw badRequest('notifications.nothing');
      const settingsVersion = ctx.repos.users.updateNotifications(userId, monitor.id, flags);
      ctx.events.emit('settings-changed', { userId, settingsVersion });
      const settings = ctx.repos.users.settings(userId);
      if (!settings) throw new HttpError(404, USER_NOT_FOUND);
      const all = toWireSettings(settings, ctx.repos.monitors.listForUser(userId)).settings.notifications;
      return { [String(monitor.id)]: all[String(monitor.id)] } as WireNotificationsResponse;
    },
  );

  for (const variant of ['app', 'labs'] as const) {
    api.post<{ Params: { userId: number }; Querystring: { client_version?: string }; Body: FeedbackBody }>(
      variant === 'app' ? '/users/:userId/feedback' : '/users/:userId/labs/feedback',
      { schema: feedbackSchema(variant === 'labs') },
      async (request): Promise<WireFeedbackResponse> => {
        const userId = request.params.userId;
        const body = request.body;
        const text = checkFeedbackText(body.feedback);
        if (body.monitor_id !== undefined && !ctx.repos.monitors.forUser(userId, body.monitor_id)) {
          throw new HttpError(404, MONITOR_NOT_FOUND);
        }
        const id = ctx.repos.feedback.add({
          user_id: userId,
          monitor_id: body.monitor_id ?? null,
          device_id: body.device_id || null,
          variant,
          labs_id: variant === 'labs' ? body.labs_id || null : null,
          category: body.category,
          sub_category: body.sub_category,
          text,
          client: body.client ?? FEEDBACK_CLIENT,
          client_version: request.query.client_version ?? null,
          created_at: ctx.now(),
        });
        request.log.info({ userId, feedbackId: id, variant }, 'feedback stored');
        return { status: 'ok', id };
      },
    );
  }

  for (const action of ['enable', 'disable'] as const) {
    api.post(
      `/app/monitors/:monitorId/ndi/${action}`,
      { schema: { params: monitorParams, querystring: anyQuery, body: anyBody } },
      async (request): Promise<WireNdiResponse> => {
        const monitor = monitorOf(request);
        const settings = ctx.repos.users.settings(monitor.user_id);
        if (!settings) throw new HttpError(404, USER_NOT_FOUND);
        // Spec §6: multi-tenant users and admins cannot change network device identification.
        if (settings.multitenant_state === 'tenant' || settings.multitenant_state === 'admin') {
          throw new HttpError(403, msg('ndi.multitenant'));
        }
        const enabled = action === 'enable';
        const settingsVersion = ctx.db.transaction(() => {
          if (!ctx.repos.monitors.setNdiEnabled(monitor.user_id, monitor.id, enabled)) throw new HttpError(404, MONITOR_NOT_FOUND);
          return ctx.repos.users.bumpSettingsVersion(monitor.user_id);
        })();
        ctx.events.emit('settings-changed', { userId: monitor.user_id, settingsVersion });
        return { status: 'ok', monitor_id: monitor.id, ndi_enabled: enabled };
      },
    );
  }
}
