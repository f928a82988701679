import type { ApiRequest } from '../../api/types';
import type { WireComparisons, WireCumulative, WireTrends, WireTrendScale } from '../../api/wire/trends';
import type { ExportTimeUnit, TrendUnit } from './types';

/** The app's BILL is the wire's CYCLE (spec §7: "scale (CYCLE for bill)"). */
export const wireScale = (unit: TrendUnit): WireTrendScale => (unit === 'BILL' ? 'CYCLE' : unit);

/** The history endpoints (spec account-settings-shell §7). The only place their paths appear. */
export const trendsApi = {
  trends: (monitorId: number, unit: TrendUnit, start: string, deviceId: string | null): ApiRequest<WireTrends> => ({
    method: 'GET',
    path: '/app/history/trends',
    query: { monitor_id: monitorId, scale: wireScale(unit), start, device_id: deviceId ?? undefined },
  }),
  /** Running daily totals of the `unit` period holding `start`. */
  cumulative: (monitorId: number, unit: TrendUnit, start: string): ApiRequest<WireCumulative> => ({
    method: 'GET',
    path: '/app/history/cumulative',
    query: { monitor_id: monitorId, unit: wireScale(unit), start },
  }),
  comparisons: (monitorId: number): ApiRequest<WireComparisons> => ({ method: 'GET', path: '/app/history/comparisons', query: { monitor_id: monitorId } }),
  /** The CSV export, with the token in the query as a download link sends it (spec §7 "token in the query"). */
  exportCsv: (monitorId: number, q: { start: string; end: string; timeUnit: ExportTimeUnit; deviceId: string | null }): ApiRequest<string> => ({
    method: 'GET',
    path: `/monitors/${monitorId}/data`,
    query: { start: q.start, end: q.end, time_unit: q.timeUnit, device_id: q.deviceId ?? undefined },
    responseType: 'text',
    tokenInQuery: true,
  }),
};
