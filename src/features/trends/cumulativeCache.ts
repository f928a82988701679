import type { WireCumulative } from '../../api/wire/trends';
import type { CumulativeSeries, TrendUnit } from './types';

/**
 * The dashboard's cumulative usage, cached locally (spec §7: "totals and start day cached locally and
 * compared with new values"): per monitor, the unit, the running period's start day and totals, and
 * the whole previous period. The dashboard shows the cached curve at once; the server's answer then
 * replaces it only where it differs (a new start day means a new period: the cache is not shown).
 */
export const cumulativeCacheKey = (monitorId: number) => `kw.trends.cumulative.${monitorId}`;

export interface CumulativeCacheEntry {
  unit: TrendUnit;
  current: CumulativeSeries | null;
  previous: CumulativeSeries | null;
}

const isSeries = (v: unknown): v is CumulativeSeries => {
  const s = v as CumulativeSeries | null;
  return (
    typeof s === 'object' && s !== null && typeof s.start === 'string' && typeof s.end === 'string' && Number.isInteger(s.steps) &&
    Array.isArray(s.totals) && s.totals.length <= s.steps && s.totals.every((x) => typeof x === 'number' && Number.isFinite(x))
  );
};

/** The cached entry, or null when there is none or it cannot be read (a damaged entry is ignored). */
export function readCumulativeCache(storage: Storage, monitorId: number): CumulativeCacheEntry | null {
  try {
    const raw = storage.getItem(cumulativeCacheKey(monitorId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<CumulativeCacheEntry>;
    if (typeof v.unit !== 'string') return null;
    return { unit: v.unit as TrendUnit, current: isSeries(v.current) ? v.current : null, previous: isSeries(v.previous) ? v.previous : null };
  } catch {
    return null;
  }
}

export function writeCumulativeCache(storage: Storage, monitorId: number, entry: CumulativeCacheEntry): void {
  try {
    storage.setItem(cumulativeCacheKey(monitorId), JSON.stringify(entry));
  } catch {
    // storage full or unavailable: the dashboard simply has no cache next time
  }
}

/** A period whose every day has its total (a past period; its figures no longer change). */
export const isComplete = (s: CumulativeSeries | null): s is CumulativeSeries => s !== null && s.totals.length === s.steps;

export const seriesOf = (w: WireCumulative): CumulativeSeries => ({ start: w.start, end: w.end, steps: w.steps, totals: w.consumption.totals });
