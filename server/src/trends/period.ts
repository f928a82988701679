import { DateTime } from 'luxon';
import type { MonitorProfile } from '../contracts';
import { periodOf } from '../devices/history';
import type { WireUsageScale } from '../../../src/api/wire/devices';
import type { WireTrendScale } from '../../../src/api/wire/trends';

/** Trends scales as the wire spells them (wire §3.6); CYCLE is the app's BILL. */
export const TREND_SCALES: readonly WireTrendScale[] = ['DAY', 'WEEK', 'MONTH', 'YEAR', 'CYCLE'];

/** Accepted start dates: 2000-2099 (as the device charts). */
export const EARLIEST_MS = Date.UTC(2000, 0, 1);
export const LATEST_MS = Date.UTC(2100, 0, 1);

/** 'day', 'Cycle', 'BILL' … → the wire scale, or null. BILL is accepted as CYCLE. */
export function parseTrendScale(raw: string): WireTrendScale | null {
  const s = raw.trim().toUpperCase();
  if (s === 'BILL') return 'CYCLE';
  return (TREND_SCALES as readonly string[]).includes(s) ? (s as WireTrendScale) : null;
}

export const usageScaleOf = (s: WireTrendScale): WireUsageScale => (s === 'CYCLE' ? 'BILL' : s);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d{9,13}$/;

/**
 * A `start` (or `end`) in every format of wire §3.6, as epoch ms, or null:
 * - `2024-08-29T07:00:00` (no zone: UTC, as sense_energy sends it), `…:00.000Z` (toISOString),
 *   `…:00Z` and fractional seconds of any length (Java Instant.toString), an explicit offset;
 * - `2024-08-29` (a calendar date: local midnight in the monitor's zone);
 * - epoch seconds (9-11 digits) or milliseconds (12-13 digits).
 * Years outside 2000-2099 are refused.
 */
export function parseInstant(text: string, timeZone: string): number | null {
  const raw = text.trim();
  let ms: number;
  if (DIGITS.test(raw)) ms = raw.length > 11 ? Number(raw) : Number(raw) * 1000;
  else if (DATE_ONLY.test(raw)) ms = DateTime.fromISO(raw, { zone: timeZone }).toMillis();
  else {
    const dt = DateTime.fromISO(raw, { zone: 'utc' });
    ms = dt.isValid ? dt.toMillis() : NaN;
  }
  if (!Number.isFinite(ms) || ms < EARLIEST_MS || ms >= LATEST_MS) return null;
  return ms;
}

/** A period of a scale: its bounds in epoch ms (steps + 1 of them) and the previous period's start. */
export interface TrendPeriod {
  scale: WireTrendScale;
  startMs: number;
  endMs: number;
  previousStartMs: number;
  bounds: number[];
}

/**
 * The period of `scale` that contains `atMs`, in the monitor's zone: the local day (hourly steps:
 * 23 or 25 on daylight-saving days), the Monday-to-Sunday week, the month, the year (monthly steps)
 * or the billing cycle starting on day `cycleStart` (1-28) of a month. The same periods as the
 * device charts (devices/history.ts periodOf), so the two agree.
 */
export function trendPeriod(profile: MonitorProfile, scale: WireTrendScale, atMs: number, cycleStart: number): TrendPeriod {
  const p = periodOf(profile, usageScaleOf(scale), atMs, cycleStart);
  return { scale, startMs: p.start.toMillis(), endMs: p.end.toMillis(), previousStartMs: p.previous.toMillis(), bounds: p.bounds };
}

/** The billing cycle's first day from the monitor's attributes (default 1). */
export const cycleStartOf = (attrs: { cycle_start?: unknown }): number => {
  const c = attrs.cycle_start;
  return typeof c === 'number' && Number.isInteger(c) && c >= 1 && c <= 28 ? c : 1;
};
