import type { MonitorProfile } from '../contracts';
import { calendarFor } from '../time/calendar';
import { streamId, unit } from '../hash';
import { householdOf, type Household } from '../sim/household';
import { daySeries, type DaySeries } from '../sim/series';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * The simulator's realtime values within one minute, in closed form.
 *
 * sampleAt/powerAt (sim/instant.ts) give each load `base + base·gain·minuteNoise(…) + spike`, where
 * minuteNoise is a sum of three sines at whole cycles per minute with phases hashed from the minute.
 * A sum of sines of the same frequency is one sine, so the whole household's consumption in a
 * minute is `Σbase + Σ_j G_j·(A_j·sin ω_j s + B_j·cos ω_j s) + spikes(s)`: the per-load work is done
 * once per minute and each half second then costs six multiplications. This is what makes min/max
 * envelopes of every half second of a day cheap enough to serve (history/usage).
 *
 * It mirrors the private noise constants of sim/instant.ts and sim/hash.ts; the history tests
 * compare it with powerAt half second by half second, so a change there fails loudly here.
 */

const TAU = Math.PI * 2;
/** sim/hash.ts minuteNoise: the first three harmonics (cycles per minute) and their gains. */
const HARMONICS = [2, 5, 11] as const;
const GAINS = [0.5, 0.4, 0.3] as const;
/** sim/instant.ts: relative solar noise and its stream. */
const SOLAR_NOISE = 0.004;
const S_SOLAR = streamId('solar.second');

/** Samples per minute: the feed sends a frame every half second (…:00.000, …:00.500). */
export const HALF_SECONDS = 120;

/** sin/cos of each harmonic at each half second of a minute (the same for every minute). */
const SIN: Float64Array[] = HARMONICS.map((h) => Float64Array.from({ length: HALF_SECONDS }, (_, q) => Math.sin((TAU * h * (q / 2)) / 60)));
const COS: Float64Array[] = HARMONICS.map((h) => Float64Array.from({ length: HALF_SECONDS }, (_, q) => Math.cos((TAU * h * (q / 2)) / 60)));

/** sim/instant.ts noiseGain. */
function noiseGain(special: string | undefined): number {
  return special === 'unknown' ? 0.04 : special === 'always_on' ? 0.01 : 0.012;
}

/** Which series a model describes: the whole home (consumption + solar), one load, or the solar device. */
export type Subject = { kind: 'home' } | { kind: 'load'; index: number } | { kind: 'solar' };

/** One minute of one subject, ready to evaluate at any half second. */
export interface MinuteModel {
  m: number;
  base: number;
  a: Float64Array;
  b: Float64Array;
  /** Motor-start spikes: extra watts during the first `seconds` whole seconds (negative for the
   * seconds before a commanded EV start). */
  spikeW: number[];
  spikeS: number[];
  /** Minute-level solar (0 when none) and its harmonic coefficients. */
  solar: number;
  sa: Float64Array;
  sb: Float64Array;
}

export function newModel(): MinuteModel {
  return { m: 0, base: 0, a: new Float64Array(3), b: new Float64Array(3), spikeW: [], spikeS: [], solar: 0, sa: new Float64Array(3), sb: new Float64Array(3) };
}

/** Motor starts of a day series, indexed by minute (built once per day series). */
const startsByDay = new WeakMap<DaySeries, Map<number, { k: number; extraW: number; seconds: number }[]>>();
function startsAt(ds: DaySeries, i: number) {
  let map = startsByDay.get(ds);
  if (!map) {
    map = new Map();
    for (const s of ds.starts) {
      const list = map.get(s.i) ?? [];
      list.push({ k: s.k, extraW: s.extraW, seconds: s.seconds });
      map.set(s.i, list);
    }
    startsByDay.set(ds, map);
  }
  return map.get(i);
}

function addLoad(h: Household, model: MinuteModel, ds: DaySeries, i: number, k: number, spike: { extraW: number; seconds: number } | undefined): void {
  const rt = h.loads[k]!;
  const segs = rt.segments?.(model.m);
  if (segs) {
    // A user's command steps the load within the minute, without noise (sim/instant.ts): its last
    // value as the base, and each earlier value as a "spike" over the seconds before the next step.
    const last = segs.at(-1)!;
    model.base += last.w;
    for (let j = 1; j < segs.length; j++) {
      const extra = segs[j - 1]!.w - segs[j]!.w;
      if (extra === 0) continue;
      model.spikeW.push(extra);
      model.spikeS.push(segs[j]!.fromSec);
    }
    return;
  }
  // The day series stores the minute mean, which includes the start spike's energy.
  const base = (ds.loads[k]![i] as number) - (spike ? (spike.extraW * spike.seconds) / 60 : 0);
  if (base <= 0) return;
  model.base += base;
  const amp = base * noiseGain(rt.device.special);
  for (let j = 0; j < 3; j++) {
    const phase = unit(rt.params.seed, rt.noise + j, model.m) * TAU;
    model.a[j]! += amp * Math.cos(phase);
    model.b[j]! += amp * Math.sin(phase);
  }
  if (spike) {
    model.spikeW.push(spike.extraW);
    model.spikeS.push(spike.seconds);
  }
}

/** Fills `model` for minute i of a day series. */
export function fillModel(h: Household, ds: DaySeries, i: number, subject: Subject, model: MinuteModel): MinuteModel {
  model.m = ds.day.startMin + i;
  model.base = 0;
  model.a.fill(0);
  model.b.fill(0);
  model.spikeW.length = 0;
  model.spikeS.length = 0;
  model.solar = 0;
  model.sa.fill(0);
  model.sb.fill(0);
  const starts = startsAt(ds, i);
  if (subject.kind === 'home') {
    for (let k = 0; k < h.loads.length; k++) addLoad(h, model, ds, i, k, starts?.find((s) => s.k === k));
  } else if (subject.kind === 'load') {
    addLoad(h, model, ds, i, subject.index, starts?.find((s) => s.k === subject.index));
  }
  if (subject.kind !== 'load' && h.profile.solar) {
    const s0 = ds.solar[i] as number;
    if (s0 > 0) {
      model.solar = s0;
      const seed = h.profile.seed >>> 0;
      for (let j = 0; j < 3; j++) {
        const phase = unit(seed, S_SOLAR + j, model.m) * TAU;
        model.sa[j] = s0 * SOLAR_NOISE * Math.cos(phase);
        model.sb[j] = s0 * SOLAR_NOISE * Math.sin(phase);
      }
    }
  }
  if (subject.kind === 'solar') {
    // The solar device reports production as its own watts.
    model.base = model.solar;
    model.a.set(model.sa);
    model.b.set(model.sb);
    model.solar = 0;
  }
  return model;
}

/** Consumption (or the subject's watts) at half second q (0..119) of the model's minute. */
export function wattsAt(model: MinuteModel, q: number): number {
  if (model.base <= 0 && model.spikeW.length === 0) return 0;
  let w = model.base;
  for (let j = 0; j < 3; j++) w += (GAINS[j] as number) * ((model.a[j] as number) * (SIN[j]![q] as number) + (model.b[j] as number) * (COS[j]![q] as number));
  const sec = q >> 1;
  for (let n = 0; n < model.spikeS.length; n++) if ((model.spikeS[n] as number) > sec) w += model.spikeW[n] as number;
  return w;
}

/** Solar production at half second q of the model's minute. */
export function solarAt(model: MinuteModel, q: number): number {
  if (model.solar <= 0) return 0;
  let s = model.solar;
  for (let j = 0; j < 3; j++) s += (GAINS[j] as number) * ((model.sa[j] as number) * (SIN[j]![q] as number) + (model.sb[j] as number) * (COS[j]![q] as number));
  return s;
}

/** The household, its day series for the minute containing `ms`, and the index of that minute. */
export function locate(profile: MonitorProfile, ms: number): { h: Household; ds: DaySeries; i: number } {
  const h = householdOf(profile);
  const day = calendarFor(profile.timeZone).dayOf(ms);
  const ds = daySeries(h, day.dayNo);
  return { h, ds, i: Math.floor(ms / 60_000) - day.startMin };
}
