import type { ApiRequest } from '../../api/types';
import type { WireNotificationsResponse, WireNotificationsUpdate } from '../../api/wire/account';

/** GET and POST /users/{id}/notifications?monitor_id= (spec §7). The only place the path appears. */
export const notificationSettingsApi = {
  get: (userId: number, monitorId: number): ApiRequest<WireNotificationsResponse> => ({ method: 'GET', path: `/users/${userId}/notifications`, query: { monitor_id: monitorId } }),
  update: (userId: number, monitorId: number, flags: WireNotificationsUpdate): ApiRequest<WireNotificationsResponse> => ({
    method: 'POST',
    path: `/users/${userId}/notifications`,
    query: { monitor_id: monitorId },
    body: flags,
    encoding: 'json',
  }),
};
