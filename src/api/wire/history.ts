import type { IsoTime } from './common';

export type WireGranularity = 'SECOND' | 'MINUTE' | 'HOUR' | 'DAY';

/** One step: [min_w, max_w, min_solar_w, max_solar_w, mean_w, mean_solar_w], in deciwatts. */
export type WireUsageEntry = readonly number[];

/**
 * GET /app/history/usage (wire §3.10, server/README.md "History"): entries from `start` (aligned
 * down to the step) up to `endOfData`, the last complete instant; entries after it are absent.
 */
export interface WireUsageHistory {
  start: IsoTime;
  endOfData: IsoTime;
  granularity: WireGranularity;
  totals: WireUsageEntry[];
}
