import type { ApiRequest } from '../../api/types';
import type {
  WireBatteryInfo, WireDeviceDeleteResponse, WireDeviceDetail, WireDeviceIdResponse, WireDeviceTypes, WireDeviceUpdate,
  WireDeviceUpdateResponse, WireDeviceUsageHistory, WireDevicesOverview, WireInverterInfo, WireResetDataResponse,
  WireSupersedeRequest, WireUsageScale, WireUserAlwaysOnBody, WireUserAlwaysOnDevice,
} from '../../api/wire/devices';

const devicesPath = (monitorId: number) => `/app/monitors/${monitorId}/devices`;
const devicePath = (monitorId: number, id: string) => `${devicesPath(monitorId)}/${encodeURIComponent(id)}`;
const alwaysOnPath = (monitorId: number, id?: string) => `/app/monitors/${monitorId}/always_on_devices${id ? `/${encodeURIComponent(id)}` : ''}`;

/** Optional period of a detail or usage request (from a timeline item: ?scale=DAY&start=…). */
export interface PeriodQuery {
  scale?: WireUsageScale;
  start?: string | null;
}
const periodQuery = ({ scale, start }: PeriodQuery = {}) => ({ scale, start: start ?? undefined });

/** The devices endpoints (spec monitoring §7). The only place their paths appear. */
export const devicesApi = {
  overview: (monitorId: number): ApiRequest<WireDevicesOverview> => ({ method: 'GET', path: `${devicesPath(monitorId)}/overview`, query: { include_merged: true } }),
  types: (): ApiRequest<WireDeviceTypes> => ({ method: 'GET', path: '/app/monitors/devicetypes' }),
  /** The battery's detail shares its path with the battery's figures: it asks for it with detail=true. */
  detail: (monitorId: number, id: string, period?: PeriodQuery): ApiRequest<WireDeviceDetail> => ({
    method: 'GET',
    path: devicePath(monitorId, id),
    query: id === 'battery' ? { ...periodQuery(period), detail: true } : periodQuery(period),
  }),
  usageHistory: (monitorId: number, id: string, period: PeriodQuery): ApiRequest<WireDeviceUsageHistory> => ({ method: 'GET', path: `${devicePath(monitorId, id)}/usage_history`, query: periodQuery(period) }),
  battery: (monitorId: number): ApiRequest<WireBatteryInfo> => ({ method: 'GET', path: `${devicesPath(monitorId)}/battery` }),
  inverter: (monitorId: number): ApiRequest<WireInverterInfo> => ({ method: 'GET', path: `${devicesPath(monitorId)}/inverter` }),
  update: (monitorId: number, id: string, changes: WireDeviceUpdate): ApiRequest<WireDeviceUpdateResponse> => ({ method: 'POST', path: devicePath(monitorId, id), body: changes, encoding: 'json' }),
  remove: (monitorId: number, id: string): ApiRequest<WireDeviceDeleteResponse> => ({ method: 'DELETE', path: devicePath(monitorId, id) }),
  resetData: (monitorId: number, id: string): ApiRequest<WireResetDataResponse> => ({ method: 'POST', path: `${devicePath(monitorId, id)}/reset_data`, body: {}, encoding: 'json' }),
  merge: (monitorId: number, id: string, devices: string[]): ApiRequest<WireDeviceIdResponse> => ({ method: 'POST', path: `${devicePath(monitorId, id)}/merge`, body: { devices: devices.join(',') }, encoding: 'json' }),
  /** Relays declare what they feed with /encompass, other devices with /supersede. */
  supersede: (monitorId: number, id: string, body: WireSupersedeRequest, relay: boolean): ApiRequest<WireDeviceIdResponse> => ({ method: 'POST', path: `${devicePath(monitorId, id)}/${relay ? 'encompass' : 'supersede'}`, body, encoding: 'json' }),
  /** Always-on devices the user added (the always-on page; /always_on/{id}). */
  alwaysOnDevice: (monitorId: number, id: string): ApiRequest<WireUserAlwaysOnDevice> => ({ method: 'GET', path: alwaysOnPath(monitorId, id) }),
  addAlwaysOnDevice: (monitorId: number, body: WireUserAlwaysOnBody): ApiRequest<WireUserAlwaysOnDevice> => ({ method: 'POST', path: alwaysOnPath(monitorId), body, encoding: 'json' }),
  updateAlwaysOnDevice: (monitorId: number, id: string, body: WireUserAlwaysOnBody): ApiRequest<WireUserAlwaysOnDevice> => ({ method: 'POST', path: alwaysOnPath(monitorId, id), body, encoding: 'json' }),
  removeAlwaysOnDevice: (monitorId: number, id: string): ApiRequest<{ status: 'ok'; id: string }> => ({ method: 'DELETE', path: alwaysOnPath(monitorId, id) }),
};
