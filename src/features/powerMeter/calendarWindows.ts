import { DateTime, type DurationLikeObject } from 'luxon';
import { isRealtime, liveWindow, windowLength } from './charts/chartMath';
import type { Interval, MeterWindow } from './types';
import { INTERVAL_MS, spansInterval } from './windowMath';

/** Windows in the monitor's time zone: the interval chooser and the previous/next shifter. */

const STEP: Record<Interval, DurationLikeObject> = { quarter: { minutes: 15 }, hour: { hours: 1 }, day: { days: 1 }, week: { weeks: 1 }, month: { months: 1 } };

const at = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone });

/** The calendar period of an interval that holds an instant: the quarter hour, clock hour, local
 * day, Monday-to-Sunday week or calendar month, in the monitor's zone. */
export function periodOf(interval: Interval, t: number, zone: string): MeterWindow {
  const dt = at(t, zone);
  let start: DateTime;
  if (interval === 'quarter') start = dt.startOf('hour').plus({ minutes: Math.floor(dt.minute / 15) * 15 });
  else start = dt.startOf(interval === 'hour' ? 'hour' : interval === 'day' ? 'day' : interval === 'week' ? 'week' : 'month');
  return { startMs: start.toMillis(), endMs: start.plus(STEP[interval]).toMillis() };
}

/** True when a window is exactly one calendar period of the interval. */
export function isPeriod(window: MeterWindow, interval: Interval, zone: string): boolean {
  const p = periodOf(interval, window.startMs, zone);
  return p.startMs === window.startMs && p.endMs === window.endMs;
}

/** Week and month windows always stand on calendar bounds, live or not: the live month is this
 * month, the 1st to the last day (a rolling 30 days would reach days into the future). */
const ALWAYS_CALENDAR: ReadonlySet<Interval> = new Set<Interval>(['week', 'month']);

/** A week or month window on its calendar bounds: it stays put while live. */
export const isFixedWindow = (window: MeterWindow, interval: Interval, zone: string): boolean =>
  ALWAYS_CALENDAR.has(interval) && isPeriod(window, interval, zone);

/**
 * The window an interval choice shows: while live, a live window of that length (now 15% from the
 * right edge) or, for a week or month, the one holding now; otherwise the calendar period holding
 * the middle of the current window.
 */
export function intervalWindow(interval: Interval, current: MeterWindow | null, nowMs: number, zone: string): MeterWindow {
  if (!current || isRealtime(current, nowMs)) {
    return ALWAYS_CALENDAR.has(interval) ? periodOf(interval, nowMs, zone) : liveWindow(nowMs, INTERVAL_MS[interval]);
  }
  return periodOf(interval, (current.startMs + current.endMs) / 2, zone);
}

/**
 * Previous (-1) or next (+1). A calendar period moves to the neighbouring period (a month to the
 * previous month, across daylight-saving changes too); a window as long as the interval moves to
 * the period one interval before or after its middle (for a live one: before now, so a live day
 * goes back to yesterday); a zoomed window moves by its own length. A result that holds now becomes the live window of that length instead, except
 * a week or month period, which keeps its calendar bounds.
 */
export function shiftWindow(window: MeterWindow, interval: Interval, direction: -1 | 1, zone: string, nowMs: number): MeterWindow {
  const length = windowLength(window);
  let next: MeterWindow;
  if (isPeriod(window, interval, zone)) {
    const start = at(window.startMs, zone)[direction < 0 ? 'minus' : 'plus'](STEP[interval]);
    next = { startMs: start.toMillis(), endMs: start.plus(STEP[interval]).toMillis() };
  } else if (spansInterval(window, interval)) {
    // From a live window, the period before the one holding now (yesterday, last week...).
    const anchor = isRealtime(window, nowMs) ? nowMs : (window.startMs + window.endMs) / 2;
    next = periodOf(interval, at(anchor, zone)[direction < 0 ? 'minus' : 'plus'](STEP[interval]).toMillis(), zone);
  } else {
    next = { startMs: window.startMs + length * direction, endMs: window.endMs + length * direction };
  }
  return isRealtime(next, nowMs) && !isFixedWindow(next, interval, zone) ? liveWindow(nowMs, windowLength(next)) : next;
}
