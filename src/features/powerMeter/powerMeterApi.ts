import type { ApiRequest } from '../../api/types';
import type { IsoTime } from '../../api/wire/common';
import type { WireGranularity, WireUsageHistory } from '../../api/wire/history';

export type { WireUsageHistory };
export type Granularity = WireGranularity;

export const powerMeterApi = {
  /** Asked for in msgpack (msgpack-lite, loaded on first use). */
  usage: (monitorId: number, granularity: Granularity, start: IsoTime, frames: number, deviceId?: string): ApiRequest<WireUsageHistory> => ({
    method: 'GET',
    path: '/app/history/usage',
    query: { monitor_id: monitorId, granularity, start, frames, device_id: deviceId },
    responseType: 'msgpack',
  }),
};
