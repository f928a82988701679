import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  WireAlertCreate, WireAlertDeleteResponse, WireAlertsBulkUpdate, WireAlertUpdate, WireDeviceAlert, WireDeviceAlertsResponse,
} from '../../../src/api/wire/alerts';
import { alertDevice, deviceBook, offerFor } from '../alerts/devices';
import { deviceNotFound } from '../alerts/rules';
import { bulkToggle, createAlert, deleteAlert, listAlerts, updateAlert, type AlertScope } from '../alerts/service';
import type { AppContext } from '../context';
import { monitorOf } from './monitors';
import { anyQuery, idParam, OK } from './schemas';

const deviceId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const alertId = { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;
const state = { type: 'string', enum: ['on', 'off', 'idle', 'standby'] } as const;
// The range (0 to 30 days 23 hours 59 minutes) is checked in alerts/rules.ts, with its own text.
const duration = { type: 'integer' } as const;
const enabled = { type: 'boolean' } as const;
const destination = { type: 'string', enum: ['push'] } as const;

const deviceParams = { type: 'object', required: ['monitorId', 'deviceId'], properties: { monitorId: idParam, deviceId } } as const;
const alertParams = { type: 'object', required: ['monitorId', 'deviceId', 'alertId'], properties: { monitorId: idParam, deviceId, alertId } } as const;

const createBody = {
  type: 'object',
  required: ['state', 'duration'],
  properties: { state, duration, enabled: { ...enabled, default: true }, destination: { ...destination, default: 'push' } },
} as const;
const updateBody = { type: 'object', properties: { state, duration, enabled, destination } } as const;
const bulkBody = {
  type: 'object',
  required: ['alerts'],
  properties: {
    alerts: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: { type: 'object', required: ['id', 'enabled'], properties: { id: alertId, enabled } },
    },
  },
} as const;

type DeviceRequest = FastifyRequest<{ Params: { monitorId: number; deviceId: string } }>;
type AlertRequest = FastifyRequest<{ Params: { monitorId: number; deviceId: string; alertId: number } }>;

const N = '/app/monitors/:monitorId/devices/:deviceId/notifications';

/**
 * Device alerts (spec monitoring §7; wire types and error texts in src/api/wire/alerts.ts): list,
 * create (PUT), bulk toggle (POST), update one (POST …/{alertId}), delete. The guard has checked
 * the monitor; the device must be on the user's device list (a merged device included).
 */
export function notificationRoutes(api: FastifyInstance, ctx: AppContext): void {
  const scopeOf = (request: DeviceRequest | AlertRequest): AlertScope => {
    const monitor = monitorOf(request);
    const book = deviceBook(ctx.repos, monitor.id);
    const device = book ? alertDevice(book, request.params.deviceId) : undefined;
    if (!device) throw deviceNotFound();
    return { repo: ctx.repos.alerts, monitorId: monitor.id, deviceId: device.id, offer: offerFor(device), now: ctx.now() };
  };

  api.get(N, { schema: { params: deviceParams, querystring: anyQuery } }, async (request: DeviceRequest): Promise<WireDeviceAlertsResponse> =>
    listAlerts(scopeOf(request)),
  );

  api.put(N, { schema: { params: deviceParams, querystring: anyQuery, body: createBody } }, async (request: DeviceRequest): Promise<WireDeviceAlert> =>
    createAlert(scopeOf(request), request.body as WireAlertCreate),
  );

  api.post(N, { schema: { params: deviceParams, querystring: anyQuery, body: bulkBody } }, async (request: DeviceRequest): Promise<WireDeviceAlertsResponse> =>
    bulkToggle(scopeOf(request), (request.body as WireAlertsBulkUpdate).alerts),
  );

  api.post(`${N}/:alertId`, { schema: { params: alertParams, querystring: anyQuery, body: updateBody } }, async (request: AlertRequest): Promise<WireDeviceAlert> =>
    updateAlert(scopeOf(request), request.params.alertId, request.body as WireAlertUpdate),
  );

  api.delete(`${N}/:alertId`, { schema: { params: alertParams, querystring: anyQuery } }, async (request: AlertRequest): Promise<WireAlertDeleteResponse> => {
    deleteAlert(scopeOf(request), request.params.alertId);
    return OK;
  });
}
