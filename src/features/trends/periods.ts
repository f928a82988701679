import { DateTime } from 'luxon';
import type { FrameRef, TrendUnit, TrendsView } from './types';

/**
 * The trends periods in the monitor's time zone, the same as the server's (server/src/devices/history.ts
 * periodOf): the local day, the Monday-to-Sunday week, the month, the year, or the billing cycle from
 * day `cycleStart` (1-28) of one month to the same day of the next. Loaded lazily (luxon) by the saga.
 */

/** The API serves periods from 2000 on (server/README.md "Periods"). */
export const EARLIEST_MS = Date.UTC(2000, 0, 1);

const iso = (dt: DateTime) => new Date(dt.toMillis()).toISOString();

function bounds(unit: TrendUnit, atMs: number, zone: string, cycleStart: number): { start: DateTime; end: DateTime } {
  const at = DateTime.fromMillis(atMs, { zone });
  switch (unit) {
    case 'DAY': {
      const start = at.startOf('day');
      return { start, end: start.plus({ days: 1 }) };
    }
    case 'WEEK': {
      const start = at.startOf('week');
      return { start, end: start.plus({ weeks: 1 }) };
    }
    case 'MONTH': {
      const start = at.startOf('month');
      return { start, end: start.plus({ months: 1 }) };
    }
    case 'YEAR': {
      const start = at.startOf('year');
      return { start, end: start.plus({ years: 1 }) };
    }
    case 'BILL': {
      const c = Math.min(28, Math.max(1, Math.trunc(cycleStart) || 1));
      const thisMonth = at.startOf('month').set({ day: c });
      const start = at.day >= c ? thisMonth : thisMonth.minus({ months: 1 });
      return { start, end: start.plus({ months: 1 }) };
    }
  }
}

/** The period of `unit` that holds the instant. */
export function periodAt(unit: TrendUnit, atMs: number, zone: string, cycleStart: number): FrameRef {
  const { start, end } = bounds(unit, atMs, zone, cycleStart);
  return { start: iso(start), end: iso(end) };
}

export const startMs = (f: FrameRef) => Date.parse(f.start);
export const endMs = (f: FrameRef) => Date.parse(f.end);

export interface ViewInput {
  unit: TrendUnit;
  device: string | null;
  /** Any instant of the period to show. */
  atMs: number;
  zone: string;
  cycleStart: number;
  nowMs: number;
}

/**
 * The carousel around the period holding `atMs`: the previous frame (none before 2000), the current
 * one and the next (none while it has not begun). A period that has not begun is never shown: the
 * current frame is at most the running one.
 */
export function viewAt({ unit, device, atMs, zone, cycleStart, nowMs }: ViewInput): TrendsView {
  const current = periodAt(unit, Math.max(EARLIEST_MS, Math.min(atMs, nowMs)), zone, cycleStart);
  const previousAt = startMs(current) - 1;
  const previous = previousAt >= EARLIEST_MS ? periodAt(unit, previousAt, zone, cycleStart) : null;
  const next = endMs(current) <= nowMs ? periodAt(unit, endMs(current), zone, cycleStart) : null;
  const live = startMs(current) <= nowMs && nowMs < endMs(current);
  return { unit, device, previous, current, next, live, asOfMs: nowMs };
}

/**
 * The instant a unit change keeps: the running period's "now" when the viewer shows the running
 * period, else the start of the period it shows (March 2025 → its first day, week, or the year 2025).
 */
export const anchorOf = (view: Pick<TrendsView, 'current' | 'live'>, nowMs: number): number => (view.live ? nowMs : startMs(view.current));
