import type { LocalDay } from '../time/calendar';
import { MINUTE_ASKED, MINUTE_DATA, MINUTE_UNKNOWN, newColumns, type DayChannel, type DayRollup, type HourRollup, type MinuteColumns } from './codec';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * The store's arithmetic, pure: samples into minute rollups, minutes into local days.
 *
 * Energy integrates only across real samples: each sample holds its value until the next one, but a
 * silence longer than two native intervals is not bridged (the sample then covers one interval), so a
 * gap is never filled with a guess. A minute's mean is the time-weighted mean over what its samples
 * cover; min, max and count are of the samples inside the minute (and a value spilling in from the
 * minute before).
 */

/** One channel's samples in time order (values finite; absent values already left out). */
export interface Series {
  t: ArrayLike<number>;
  v: ArrayLike<number>;
  q: ArrayLike<number>;
}

/** How long sample i of a series holds its value (ms). */
export function holdMs(s: Series, i: number, nativeMs: number): number {
  if (i + 1 >= s.t.length) return nativeMs;
  const dt = s.t[i + 1]! - s.t[i]!;
  return dt <= 2 * nativeMs ? dt : nativeMs;
}

/**
 * Minute rollups of minutes [fromMin, toMin) from one channel's series (which may start before fromMin:
 * a sample held across the boundary counts for the minute it spills into). Writes into `out(minute)`
 * columns at `slot(minute)`; minutes without any coverage are left as they are.
 */
export function rollSeries(s: Series, nativeMs: number, fromMin: number, toMin: number, target: (minute: number) => { c: MinuteColumns; i: number }): void {
  const energy = new Map<number, { wh: number; cov: number; n: number; lo: number; hi: number; qm: number }>();
  const acc = (m: number) => {
    let a = energy.get(m);
    if (!a) energy.set(m, (a = { wh: 0, cov: 0, n: 0, lo: Infinity, hi: -Infinity, qm: 0 }));
    return a;
  };
  for (let i = 0; i < s.t.length; i++) {
    const t0 = s.t[i]!;
    const t1 = t0 + holdMs(s, i, nativeMs);
    const v = s.v[i]!;
    const q = s.q[i]!;
    const m0 = Math.floor(t0 / 60_000);
    const m1 = Math.floor((t1 - 1) / 60_000);
    for (let m = Math.max(m0, fromMin); m <= m1 && m < toMin; m++) {
      const a = acc(m);
      const lo = Math.max(t0, m * 60_000);
      const hi = Math.min(t1, (m + 1) * 60_000);
      a.wh += (v * (hi - lo)) / 3_600_000;
      a.cov += hi - lo;
      if (m === m0) a.n++;
      if (v < a.lo) a.lo = v;
      if (v > a.hi) a.hi = v;
      a.qm |= 1 << q;
    }
  }
  for (const [m, a] of energy) {
    const { c, i } = target(m);
    c.mean[i] = a.cov > 0 ? (a.wh * 3_600_000) / a.cov : NaN;
    c.min[i] = a.lo;
    c.max[i] = a.hi;
    c.coveredMs[i] = a.cov;
    c.count[i] = a.n;
    c.qmask[i] = a.qm;
  }
}

/** Clears minute i of every channel of an hour (before rolling it again). */
export function clearMinute(h: HourRollup, i: number): void {
  for (const c of h.channels.values()) {
    c.mean[i] = NaN;
    c.min[i] = NaN;
    c.max[i] = NaN;
    c.coveredMs[i] = 0;
    c.count[i] = 0;
    c.qmask[i] = 0;
  }
}

export function columnsOf(h: HourRollup, idx: number): MinuteColumns {
  let c = h.channels.get(idx);
  if (!c) h.channels.set(idx, (c = newColumns()));
  return c;
}

/** Sets a minute's state from its columns: DATA when any channel covers some of it; ASKED kept or added. */
export function settleState(h: HourRollup, i: number, asked: boolean): void {
  let data = false;
  for (const c of h.channels.values()) if (c.coveredMs[i]! > 0) data = true;
  h.state[i] = (data ? MINUTE_DATA : 0) | (asked || h.state[i]! & MINUTE_ASKED ? MINUTE_ASKED : 0);
}

/** Energy (Wh) of minute i of a channel: the mean over what is covered. */
export const minuteWh = (c: MinuteColumns, i: number): number => (c.coveredMs[i]! > 0 ? (c.mean[i]! * c.coveredMs[i]!) / 3_600_000 : 0);

/**
 * A local day from the hours that overlap it (any order; missing hours are unknown). Local hours are
 * counted from the day's start, so a 23- or 25-hour day has 23 or 25 of them.
 */
export function rollDay(day: LocalDay, hours: ReadonlyMap<number, HourRollup>): DayRollup {
  const channels = new Map<number, DayChannel>();
  const nHours = Math.ceil(day.lengthMin / 60);
  let knownMin = 0;
  for (let k = 0; k < day.lengthMin; k++) {
    const m = day.startMin + k;
    const h = hours.get(Math.floor(m / 60));
    if (!h) continue;
    const i = m - h.hour * 60;
    if (h.state[i] !== MINUTE_UNKNOWN) knownMin++;
    const lh = Math.floor(k / 60);
    for (const [idx, c] of h.channels) {
      const cov = c.coveredMs[i]!;
      if (cov <= 0) continue;
      let d = channels.get(idx);
      if (!d) {
        d = { energyWh: 0, coveredMs: 0, count: 0, min: Infinity, max: -Infinity, qmask: 0, hourWh: new Float64Array(nHours), hourCoveredMs: new Float64Array(nHours) };
        channels.set(idx, d);
      }
      const wh = (c.mean[i]! * cov) / 3_600_000;
      d.energyWh += wh;
      d.coveredMs += cov;
      d.count += c.count[i]!;
      if (c.min[i]! < d.min) d.min = c.min[i]!;
      if (c.max[i]! > d.max) d.max = c.max[i]!;
      d.qmask |= c.qmask[i]!;
      d.hourWh[lh]! += wh;
      d.hourCoveredMs[lh]! += cov;
    }
  }
  return { dayNo: day.dayNo, knownMin, lengthMin: day.lengthMin, channels };
}
