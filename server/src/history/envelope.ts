import type { MonitorProfile } from '../contracts';
import { calendarFor } from '../time/calendar';
import { householdOf, type Household } from '../sim/household';
import { daySeries } from '../sim/series';
import { fillModel, HALF_SECONDS, newModel, solarAt, wattsAt, type MinuteModel, type Subject } from './minuteModel';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * Min/max envelopes in deciwatts (W × 10, integers: compact in msgpack, exact in JSON).
 * Minimums round down and maximums round up, with a few milliwatts of slack for the float32 day
 * series, so every realtime value the feed sends for that span lies inside its envelope. Watts are
 * never negative here, and an exact zero (solar at night, a device that is off) stays 0.
 */
const SLACK_W = 0.005;
export const floorDw = (w: number): number => (w <= 0 ? 0 : Math.max(0, Math.floor((w - SLACK_W) * 10)));
export const ceilDw = (w: number): number => (w <= 0 ? 0 : Math.ceil((w + SLACK_W) * 10));

/** Entry layout: [minW, maxW, minSolar, maxSolar, meanW, meanSolar], deciwatts. The means (over the
 * same half seconds) let a graph draw a true average line under the min/max envelope. */
export type Entry = [number, number, number, number, number, number];

/** Running min/max of one entry. */
export class Acc {
  minW = Infinity;
  maxW = -Infinity;
  minS = Infinity;
  maxS = -Infinity;
  /** Sums of raw watts and how many half seconds they cover. */
  sumW = 0;
  sumS = 0;
  n = 0;

  reset(): this {
    this.minW = Infinity;
    this.maxW = -Infinity;
    this.minS = Infinity;
    this.maxS = -Infinity;
    this.sumW = 0;
    this.sumS = 0;
    this.n = 0;
    return this;
  }

  get empty(): boolean {
    return this.minW === Infinity;
  }

  /** A whole minute from the day cache: its extremes (deciwatts) and its mean watts over 120 half seconds. */
  addMinute(minW: number, maxW: number, minS: number, maxS: number, meanW: number, meanS: number): void {
    if (minW < this.minW) this.minW = minW;
    if (maxW > this.maxW) this.maxW = maxW;
    if (minS < this.minS) this.minS = minS;
    if (maxS > this.maxS) this.maxS = maxS;
    this.sumW += meanW * HALF_SECONDS;
    this.sumS += meanS * HALF_SECONDS;
    this.n += HALF_SECONDS;
  }

  /** Half seconds q in [from, to) of a minute model (raw watts). */
  addHalfSeconds(model: MinuteModel, from: number, to: number): void {
    let lo = Infinity;
    let hi = -Infinity;
    let slo = Infinity;
    let shi = -Infinity;
    let sw = 0;
    let ss = 0;
    for (let q = from; q < to; q++) {
      const w = wattsAt(model, q);
      const s = solarAt(model, q);
      if (w < lo) lo = w;
      if (w > hi) hi = w;
      if (s < slo) slo = s;
      if (s > shi) shi = s;
      sw += w;
      ss += s;
    }
    if (lo === Infinity) return;
    const [minW, maxW, minS, maxS] = [floorDw(lo), ceilDw(hi), floorDw(slo), ceilDw(shi)];
    if (minW < this.minW) this.minW = minW;
    if (maxW > this.maxW) this.maxW = maxW;
    if (minS < this.minS) this.minS = minS;
    if (maxS > this.maxS) this.maxS = maxS;
    this.sumW += sw;
    this.sumS += ss;
    this.n += to - from;
  }

  /** Mean watts so far (raw). */
  get meanW(): number {
    return this.n ? this.sumW / this.n : 0;
  }

  get meanS(): number {
    return this.n ? this.sumS / this.n : 0;
  }

  entry(): Entry {
    // The mean lies between the extremes; clamp away float noise so min <= mean <= max always.
    const meanW = Math.min(this.maxW, Math.max(this.minW, Math.round(this.meanW * 10)));
    const meanS = Math.min(this.maxS, Math.max(this.minS, Math.round(this.meanS * 10)));
    return [this.minW, this.maxW, this.minS, this.maxS, meanW, meanS];
  }
}

export const subjectKey = (s: Subject): string => (s.kind === 'load' ? `load:${s.index}` : s.kind);

/** Per-minute envelopes of a whole local day: extremes in deciwatts (Int32Array(lengthMin × 4)) and
 * mean watts (Float64Array(lengthMin × 2): consumption, solar). */
export interface DayEnvelope {
  startMin: number;
  lengthMin: number;
  data: Int32Array;
  means: Float64Array;
}

const CACHE_MAX = 256;
const cache = new Map<string, DayEnvelope>();

export function clearEnvelopeCache(): void {
  cache.clear();
}

function computeDay(h: Household, dayNo: number, subject: Subject): DayEnvelope {
  const ds = daySeries(h, dayNo);
  const len = ds.day.lengthMin;
  const data = new Int32Array(len * 4);
  const means = new Float64Array(len * 2);
  const model = newModel();
  const acc = new Acc();
  for (let i = 0; i < len; i++) {
    fillModel(h, ds, i, subject, model);
    acc.reset().addHalfSeconds(model, 0, HALF_SECONDS);
    data[i * 4] = acc.minW;
    data[i * 4 + 1] = acc.maxW;
    data[i * 4 + 2] = acc.minS;
    data[i * 4 + 3] = acc.maxS;
    means[i * 2] = acc.meanW;
    means[i * 2 + 1] = acc.meanS;
  }
  return { startMin: ds.day.startMin, lengthMin: len, data, means };
}

/** The envelope of every minute of a local day (cached, most recently used kept). */
export function dayEnvelope(profile: MonitorProfile, dayNo: number, subject: Subject): DayEnvelope {
  const h = householdOf(profile);
  const key = `${h.key}#${dayNo}#${subjectKey(subject)}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const env = computeDay(h, dayNo, subject);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, env);
  return env;
}

/** The local day number of an instant in the monitor's zone. */
export const dayNoOf = (profile: MonitorProfile, ms: number): number => calendarFor(profile.timeZone).dayOf(ms).dayNo;
