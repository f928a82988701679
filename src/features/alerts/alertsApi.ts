import type { ApiRequest } from '../../api/types';
import type {
  WireAlertCreate, WireAlertDeleteResponse, WireAlertsBulkUpdate, WireAlertUpdate, WireDeviceAlert, WireDeviceAlertsResponse,
} from '../../api/wire/alerts';

const notificationsPath = (monitorId: number, deviceId: string) => `/app/monitors/${monitorId}/devices/${encodeURIComponent(deviceId)}/notifications`;
const alertPath = (monitorId: number, deviceId: string, alertId: number) => `${notificationsPath(monitorId, deviceId)}/${alertId}`;

/** The device alert endpoints (spec monitoring §7). The only place their paths appear. */
export const alertsApi = {
  list: (monitorId: number, deviceId: string): ApiRequest<WireDeviceAlertsResponse> => ({ method: 'GET', path: notificationsPath(monitorId, deviceId) }),
  create: (monitorId: number, deviceId: string, body: WireAlertCreate): ApiRequest<WireDeviceAlert> => ({ method: 'PUT', path: notificationsPath(monitorId, deviceId), body, encoding: 'json' }),
  bulkToggle: (monitorId: number, deviceId: string, body: WireAlertsBulkUpdate): ApiRequest<WireDeviceAlertsResponse> => ({ method: 'POST', path: notificationsPath(monitorId, deviceId), body, encoding: 'json' }),
  update: (monitorId: number, deviceId: string, alertId: number, body: WireAlertUpdate): ApiRequest<WireDeviceAlert> => ({ method: 'POST', path: alertPath(monitorId, deviceId, alertId), body, encoding: 'json' }),
  remove: (monitorId: number, deviceId: string, alertId: number): ApiRequest<WireAlertDeleteResponse> => ({ method: 'DELETE', path: alertPath(monitorId, deviceId, alertId) }),
};
