import type { ApiRequest } from '../../api/types';
import type { WireRateZoneBody, WireRateZoneLists, WireRateZoneWrite } from '../../api/wire/rateZones';

const zonesPath = (monitorId: number) => `/app/monitors/${monitorId}/rate_zones`;

/** The rate-zone endpoints (spec account-settings-shell §7). The only place their paths appear. */
export const rateZonesApi = {
  list: (monitorId: number): ApiRequest<WireRateZoneLists> => ({ method: 'GET', path: zonesPath(monitorId) }),
  create: (monitorId: number, body: WireRateZoneBody): ApiRequest<WireRateZoneWrite> => ({ method: 'POST', path: zonesPath(monitorId), body, encoding: 'json' }),
  update: (monitorId: number, id: number, body: WireRateZoneBody): ApiRequest<WireRateZoneWrite> => ({ method: 'POST', path: `${zonesPath(monitorId)}/${id}`, body, encoding: 'json' }),
  remove: (monitorId: number, id: number): ApiRequest<WireRateZoneWrite> => ({ method: 'DELETE', path: `${zonesPath(monitorId)}/${id}` }),
};
