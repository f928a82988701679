import { utcTickInterval } from 'd3';
import { IANAZone } from 'luxon';
import type { MeterWindow } from '../types';
import { DAY_MS, MINUTE_MS } from './chartMath';

/**
 * Time ticks in the monitor's time zone. D3 picks "nice" instants (whole minutes, hours, local
 * midnights) on a UTC scale; shifting the domain by the zone's offset makes its UTC ticks fall on
 * the zone's wall-clock boundaries, and shifting each tick back gives the real instant to draw at.
 */

const zones = new Map<string, IANAZone>();
export function zoneOf(name: string): IANAZone {
  let z = zones.get(name);
  if (!z) {
    const created = IANAZone.create(name);
    z = created.isValid ? created : IANAZone.create('UTC');
    zones.set(name, z);
  }
  return z;
}

const OFFSET_BUCKET_MS = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * The zone's UTC offset at an instant, ms. Asking luxon costs a formatToParts each time; offsets
 * only change on quarter-hour boundaries, so they are kept per zone and 15-minute bucket.
 */
export function zoneOffsetMs(zoneName: string, t: number): number {
  let byBucket = offsets.get(zoneName);
  if (!byBucket) {
    byBucket = new Map();
    offsets.set(zoneName, byBucket);
  }
  const bucket = Math.floor(t / OFFSET_BUCKET_MS);
  let off = byBucket.get(bucket);
  if (off === undefined) {
    off = zoneOf(zoneName).offset(bucket * OFFSET_BUCKET_MS) * 60_000;
    if (byBucket.size > 50_000) byBucket.clear();
    byBucket.set(bucket, off);
  }
  return off;
}

/** True at a local midnight of the zone. */
export const isLocalMidnight = (t: number, zoneName: string): boolean => (((t + zoneOffsetMs(zoneName, t)) % DAY_MS) + DAY_MS) % DAY_MS === 0;

export interface TimeTick {
  t: number;
  /** A local midnight (labelled with the date when ticks are closer than a day). */
  midnight: boolean;
}

/**
 * Ticks at the instants D3 picks for the window's wall-clock span (its utcTickInterval), placed in
 * the zone. For intervals of a day or less (a second to a day, all of which divide a day) the
 * ticks after D3's first are added by arithmetic, which is what D3's every-nth filter yields
 * without walking every second or minute in between; longer ones (days, weeks, months, years) come
 * from the interval itself.
 */
export function timeTicks(window: MeterWindow, zoneName: string, count: number): { ticks: TimeTick[]; stepMs: number } {
  const off = (t: number) => zoneOffsetMs(zoneName, t);
  const from = window.startMs + off(window.startMs);
  const to = window.endMs + off(window.endMs);
  const interval = utcTickInterval(new Date(from), new Date(to), Math.max(2, count));
  const wall: number[] = [];
  if (interval) {
    const first = interval.ceil(new Date(from)).getTime();
    const step = interval.offset(new Date(first), 1).getTime() - first;
    if (step > 0 && step <= DAY_MS && DAY_MS % step === 0) {
      for (let w = first; w <= to; w += step) wall.push(w);
    } else {
      for (const d of interval.range(new Date(from), new Date(to + 1))) wall.push(d.getTime());
    }
  }
  const stepMs = wall.length > 1 ? (wall[1] as number) - (wall[0] as number) : window.endMs - window.startMs;
  const ticks: TimeTick[] = [];
  for (const w of wall) {
    const t = w - off(w - off(w));
    if (t < window.startMs || t > window.endMs) continue;
    ticks.push({ t, midnight: ((w % DAY_MS) + DAY_MS) % DAY_MS === 0 });
  }
  return { ticks, stepMs };
}

const formats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, f);
  }
  return f;
}

const labels = new Map<string, string>();

/** A label for a tick, by the tick spacing: seconds, clock time, or the date (remembered: a live
 * axis asks for the same ticks every second). */
export function tickLabel(tick: TimeTick, stepMs: number, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}|${stepMs}|${tick.t}|${tick.midnight ? 1 : 0}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = computeTickLabel(tick, stepMs, locale, timeZone);
    if (labels.size > 2000) labels.clear();
    labels.set(key, label);
  }
  return label;
}

function computeTickLabel(tick: TimeTick, stepMs: number, locale: string, timeZone: string): string {
  if (stepMs >= DAY_MS) {
    return dateFormat(locale, timeZone, stepMs >= 28 * DAY_MS ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }).format(tick.t);
  }
  if (tick.midnight) return dateFormat(locale, timeZone, { month: 'short', day: 'numeric' }).format(tick.t);
  if (stepMs < MINUTE_MS) return dateFormat(locale, timeZone, { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(tick.t);
  return dateFormat(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(tick.t);
}

/** The time of a point, as the tooltip and the table show it. */
export function pointTime(t: number, stepMs: number, locale: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions =
    stepMs < MINUTE_MS
      ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' }
      : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  return dateFormat(locale, timeZone, options).format(t);
}
