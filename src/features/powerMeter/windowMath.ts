import { DAY_MS, HOUR_MS, QUARTER_MS, WEEK_MS, windowLength } from './charts/chartMath';
import { INTERVALS, type Interval, type MeterQuery, type MeterWindow } from './types';

/**
 * The /meter query (start and end as ISO timestamps, and the interval) and interval lengths. The
 * calendar side (periods in the monitor's zone) is in calendarWindows.ts, loaded with luxon only
 * when an interval or shift needs it, so the signed-in bundle stays small.
 */

/** Nominal interval lengths (a month counts 30 days when a live window is built from it). */
export const INTERVAL_MS: Record<Interval, number> = { quarter: QUARTER_MS, hour: HOUR_MS, day: DAY_MS, week: WEEK_MS, month: 30 * DAY_MS };

/** How far a window's length may stray from the interval's and still count as that interval (a
 * calendar day is 23 to 25 hours, a month 28 to 31 days). */
const LENGTH_TOLERANCE: Record<Interval, number> = { quarter: 0.02, hour: 0.02, day: 0.05, week: 0.02, month: 0.08 };

/** True when the window is about one interval long (a zoomed window is not). */
export const spansInterval = (window: MeterWindow, interval: Interval): boolean =>
  Math.abs(windowLength(window) - INTERVAL_MS[interval]) <= INTERVAL_MS[interval] * LENGTH_TOLERANCE[interval];

/** The interval whose length is closest to the window's (a peak link's 15 minutes → quarter). */
export function inferInterval(window: MeterWindow): Interval {
  const length = windowLength(window);
  let best: Interval = 'quarter';
  for (const i of INTERVALS) if (Math.abs(Math.log(INTERVAL_MS[i] / length)) < Math.abs(Math.log(INTERVAL_MS[best] / length))) best = i;
  return best;
}

const isInterval = (v: string | null): v is Interval => v !== null && (INTERVALS as readonly string[]).includes(v);

/** Reads /meter's query: null (the live default) unless start and end are readable and in order. */
export function parseQuery(search: string): MeterQuery | null {
  const params = new URLSearchParams(search);
  const start = Date.parse(params.get('start') ?? '');
  const end = Date.parse(params.get('end') ?? '');
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  const interval = params.get('interval');
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString(), interval: isInterval(interval) ? interval : null };
}

/** A query that names a window (start, end or interval) but does not parse: the URL must be replaced. */
export function isUnreadableQuery(search: string): boolean {
  if (parseQuery(search) !== null) return false;
  const params = new URLSearchParams(search);
  return params.has('start') || params.has('end') || params.has('interval');
}

/** '' for the live default, else '?start=…&end=…&interval=…'. */
export function formatSearch(query: MeterQuery | null): string {
  if (!query) return '';
  const params = new URLSearchParams({ start: query.start, end: query.end });
  if (query.interval) params.set('interval', query.interval);
  return `?${params}`;
}

export const queryOf = (window: MeterWindow, interval: Interval | null): MeterQuery => ({
  start: new Date(window.startMs).toISOString(),
  end: new Date(window.endMs).toISOString(),
  interval,
});

export const windowOfQuery = (query: MeterQuery): MeterWindow => ({ startMs: Date.parse(query.start), endMs: Date.parse(query.end) });

/** The same window in the URL? (ISO texts may differ in milliseconds.) */
export const sameSearch = (a: string, b: string): boolean => formatSearch(parseQuery(a)) === formatSearch(parseQuery(b));
