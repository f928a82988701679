import type { ExportTimeUnit, FrameRef, TrendUnit } from './types';

/**
 * The data export's rules (spec account-settings-shell §5 "Export date range": at least 7 days, at
 * most a year; §2: interval HOUR or DAY, default DAY). Dates are local calendar dates 'YYYY-MM-DD'
 * in the monitor's time zone, both ends included; the server reads a date as local midnight.
 */
export const EXPORT_MIN_DAYS = 7;
export const DEFAULT_TIME_UNIT: ExportTimeUnit = 'DAY';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as UTC midnight ms (date arithmetic without zones), or NaN. */
export function dateMs(date: string): number {
  const m = DATE.exec(date);
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : NaN;
}
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `first` to `last`, both included ('2026-11-16'..'2026-11-22' is 7). */
export const daysInclusive = (first: string, last: string): number => Math.round((dateMs(last) - dateMs(first)) / DAY_MS) + 1;

/** The date after a date (the exclusive end the server is sent). */
export const dayAfter = (date: string): string => dateOf(dateMs(date) + DAY_MS);

/** The last day a range from `first` may end on to stay within a year: a year later, less a day. */
export function lastDayWithinYear(first: string): string {
  const m = DATE.exec(first);
  if (!m) return first;
  const y = Number(m[1]) + 1;
  const month = Number(m[2]) - 1;
  // A year after Feb 29 is Feb 28 (the day before Mar 1).
  const sameDay = Date.UTC(y, month, Number(m[3]));
  const clipped = new Date(sameDay).getUTCMonth() !== month ? Date.UTC(y, month + 1, 1) : sameDay;
  return dateOf(clipped - DAY_MS);
}

/** A range of at least 7 days and at most a year. */
export function rangeProblem(first: string, last: string): 'tooShort' | 'tooLong' | null {
  if (Number.isNaN(dateMs(first)) || Number.isNaN(dateMs(last))) return null;
  if (daysInclusive(first, last) < EXPORT_MIN_DAYS) return 'tooShort';
  if (last > lastDayWithinYear(first)) return 'tooLong';
  return null;
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function localDate(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The bars of the viewer as CSV rows: hours for a day, days otherwise (the CSV has no months). */
export const timeUnitOfView = (unit: TrendUnit): ExportTimeUnit => (unit === 'DAY' ? 'HOUR' : 'DAY');

/** The default custom range: the 7 days ending on the last day shown (today at most). */
export function defaultRange(frame: FrameRef | null, nowMs: number, timeZone: string): { start: string; end: string } {
  const lastShown = frame ? Math.min(Date.parse(frame.end) - 1, nowMs) : nowMs;
  const end = localDate(lastShown, timeZone);
  return { start: dateOf(dateMs(end) - (EXPORT_MIN_DAYS - 1) * DAY_MS), end };
}

/** The file's name, as the server names it: kilowatch-<serial>-<first day>-to-<last day>-<hour|day>[-<device id>].csv */
export function exportFileName(serial: string, firstDay: string, lastDay: string, unit: ExportTimeUnit, deviceId: string | null): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');
  return `kilowatch-${safe(serial)}-${firstDay}-to-${lastDay}-${unit.toLowerCase()}${deviceId ? `-${safe(deviceId)}` : ''}.csv`;
}

/** Data rows of a CSV answer (lines after the header). */
export const csvRows = (csv: string): number => Math.max(0, csv.split(/\r?\n/).filter((l) => l.trim() !== '').length - 1);
