import type { MonitorProfile } from '../../contracts';
import { HALF_SECONDS } from '../../history/minuteModel';
import { sampleAt, sampleRange } from '../../sim';
import { calendarFor } from '../../time/calendar';
import { householdOf } from '../../sim/household';
import { daySeries } from '../../sim/series';
import type { Backfill, BackfillOptions, MinuteAggregate, MinuteSeries, Sample, Source, SourceCapabilities } from '../types';
import { layoutOf, roundW, type Layout } from './channels';
import { FrameEngine } from './frame';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * The simulator as a source (ARCHITECTURE, "The third wave"): the household of server/src/sim seen
 * as a monitor with a 2 Hz feed. The only part of the new architecture that imports sim/.
 *
 * - liveSample(t): sampleAt(profile, t) as the feed reads it: watts to 0.1 W, volts, hertz and the
 *   battery's charge (%) as they are; one `detected` channel per household load.
 * - backfill(from, to, 'native'): the same values at every multiple of 500 ms in [from, to), from a
 *   per-minute frame (frame.ts) rather than sampleAt instant by instant.
 * - backfill(from, to, 'minute'): one aggregate per whole minute: mains, solar and each load exactly
 *   as history/envelope.ts computes the minute's envelope (min/max to the deciwatt, rounded outward,
 *   and the mean), the other channels from the 120 half seconds of the minute. Minutes only partly
 *   in [from, to), or overlapping one of the source's outages, come back as native samples for
 *   their instants outside the outages.
 *
 * `outages` are intervals [startMs, endMs) the monitor was not heard: no live sample, nothing to
 * back-fill. (Not the simulated grid outages of sim/outage.ts: the monitor reports through those.)
 */

export type Outages = readonly (readonly [number, number])[];

export interface SimulatorSource extends Source {
  readonly kind: 'simulator';
  capabilities(): SourceCapabilities;
  /** The sample at instant tMs (any ms), or null inside an outage. */
  liveSample(tMs: number): Sample | null;
  backfill(fromMs: number, toMs: number, resolution: 'native' | 'minute', options?: BackfillOptions): Backfill;
}

const NATIVE_MS = 500;
const MINUTE_MS = 60_000;
const Q = HALF_SECONDS;

/** Sorted, merged, non-empty intervals. */
function normalise(outages: Outages | undefined): [number, number][] {
  const list = (outages ?? []).filter(([a, b]) => b > a).map(([a, b]) => [a, b] as [number, number]);
  list.sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const o of list) {
    const last = out.at(-1);
    if (last && o[0] <= last[1]) last[1] = Math.max(last[1], o[1]);
    else out.push(o);
  }
  return out;
}

export function simulatorSource(profile: MonitorProfile, options?: { outages?: Outages }): SimulatorSource {
  const layout = layoutOf(profile);
  const outages = normalise(options?.outages);
  const capabilities: SourceCapabilities = { channels: layout.decls, nativeIntervalMs: NATIVE_MS, backfill: 'native' };
  let engine: FrameEngine | null = null;
  const frames = () => (engine ??= new FrameEngine(profile, layout));

  const inOutage = (t: number): boolean => {
    for (const [a, b] of outages) {
      if (t < a) return false;
      if (t < b) return true;
    }
    return false;
  };
  /** Whether [a, b) meets an outage. */
  const overlapsOutage = (a: number, b: number): boolean => outages.some(([s, e]) => s < b && e > a);

  return {
    kind: 'simulator',
    capabilities: () => capabilities,
    liveSample(tMs) {
      if (inOutage(tMs)) return null;
      return { t: tMs, values: liveValues(profile, layout, tMs), quality: 'measured' };
    },
    backfill(fromMs, toMs, resolution, options) {
      if (!(toMs > fromMs)) return resolution === 'native' ? { samples: [] } : { minutes: [], samples: [] };
      if (resolution === 'native') return { samples: nativeSamples(frames(), fromMs, toMs, inOutage) };
      if (options?.extremes === false) return meanBackfill(profile, layout, frames(), fromMs, toMs, inOutage, overlapsOutage);
      return minuteBackfill(profile, frames(), fromMs, toMs, inOutage, overlapsOutage);
    },
  };
}

function liveValues(profile: MonitorProfile, layout: Layout, t: number): Record<string, number> {
  const s = sampleAt(profile, t);
  const v: number[] = new Array(layout.keys.length);
  v[layout.mains] = roundW(s.w);
  v[layout.l1] = roundW(s.legs[0]);
  v[layout.l2] = roundW(s.legs[1]);
  if (layout.solar >= 0) v[layout.solar] = roundW(s.solar_w);
  if (layout.battery >= 0) {
    v[layout.battery] = roundW(s.battery_w);
    v[layout.soc] = s.battery_pct;
  }
  if (layout.generator >= 0) v[layout.generator] = roundW(s.generator_w);
  v[layout.v1] = s.voltage[0];
  v[layout.v2] = s.voltage[1];
  v[layout.hz] = s.hz;
  // sampleAt lists the household's loads first, in load order, then solar, battery and generator.
  for (let k = 0; k < layout.nLoads; k++) v[layout.load0 + k] = roundW(s.devices[k]!.w);
  const values: Record<string, number> = {};
  for (let c = 0; c < layout.keys.length; c++) values[layout.keys[c]!] = v[c]!;
  return values;
}

/** The values of half second q of the engine's current frame. */
function frameValues(e: FrameEngine, q: number): Record<string, number> {
  const { keys, watts } = e.layout;
  const rows = e.rows;
  const values: Record<string, number> = {};
  for (let c = 0; c < keys.length; c++) {
    const v = rows[c * Q + q]!;
    values[keys[c]!] = watts[c] ? Math.round(v * 10) / 10 + 0 : v;
  }
  return values;
}

/** Native samples at every multiple of 500 ms in [fromMs, toMs) outside the outages, appended to `out`. */
function nativeSamples(e: FrameEngine, fromMs: number, toMs: number, inOutage: (t: number) => boolean, out: Sample[] = []): Sample[] {
  let t = Math.ceil(fromMs / NATIVE_MS) * NATIVE_MS;
  while (t < toMs) {
    const m = Math.floor(t / MINUTE_MS);
    const end = Math.min(toMs, (m + 1) * MINUTE_MS);
    let framed = false;
    for (; t < end; t += NATIVE_MS) {
      if (inOutage(t)) continue;
      if (!framed) {
        e.exact(m);
        framed = true;
      }
      out.push({ t, values: frameValues(e, (t - m * MINUTE_MS) / NATIVE_MS), quality: 'backfilled' });
    }
  }
  return out;
}

type Agg = { mean: number; min: number; max: number };

/**
 * min/max/mean of row c of the frame over the minute's 120 half seconds. Watts' extremes are of the
 * values the source reports (rounded to 0.1 W, as its samples and the feed are), so a minute's
 * envelope holds exactly the values the store's samples and the feed have; volts, hertz and % as they are.
 */
function rowAgg(rows: Float64Array, c: number, watts: boolean): Agg {
  const off = c * Q;
  let lo = Infinity;
  let hi = -Infinity;
  let sum = 0;
  for (let q = 0; q < Q; q++) {
    const v = rows[off + q]!;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
    sum += v;
  }
  // A constant row's mean is its value (not a sum of 120 copies divided by 120).
  const mean = lo === hi ? lo : sum / Q;
  return watts ? { mean, min: roundW(lo), max: roundW(hi) } : { mean, min: lo, max: hi };
}

const ZERO: Agg = Object.freeze({ mean: 0, min: 0, max: 0 });

function minuteBackfill(
  profile: MonitorProfile,
  e: FrameEngine,
  fromMs: number,
  toMs: number,
  inOutage: (t: number) => boolean,
  overlapsOutage: (a: number, b: number) => boolean,
): Backfill {
  const cal = calendarFor(profile.timeZone);
  const layout = e.layout;
  const { keys } = layout;
  const minutes: MinuteAggregate[] = [];
  const samples: Sample[] = [];
  const firstWhole = Math.ceil(fromMs / MINUTE_MS);
  const endWhole = Math.floor(toMs / MINUTE_MS);
  // A part-minute at the start (or the whole interval inside one minute): native samples.
  if (firstWhole >= endWhole) return { minutes, samples: nativeSamples(e, fromMs, toMs, inOutage) };
  if (fromMs < firstWhole * MINUTE_MS) nativeSamples(e, fromMs, firstWhole * MINUTE_MS, inOutage, samples);
  let m = firstWhole;
  while (m < endWhole) {
    const day = cal.dayOf(m * MINUTE_MS);
    const stop = Math.min(endWhole, day.startMin + day.lengthMin);
    for (; m < stop; m++) {
      if (overlapsOutage(m * MINUTE_MS, (m + 1) * MINUTE_MS)) {
        nativeSamples(e, m * MINUTE_MS, (m + 1) * MINUTE_MS, inOutage, samples);
        continue;
      }
      // The exact minute (as the native samples are), so a minute's extremes are its samples' extremes.
      e.exact(m);
      const rows = e.rows;
      const values: Record<string, Agg> = {};
      for (let c = 0; c < keys.length; c++) {
        values[keys[c]!] = c >= layout.load0 && e.loadOff[c - layout.load0] ? ZERO : rowAgg(rows, c, layout.watts[c]!);
      }
      minutes.push({ minute: m, values, count: Q });
    }
  }
  if (toMs > endWhole * MINUTE_MS) nativeSamples(e, endWhole * MINUTE_MS, toMs, inOutage, samples);
  return { minutes, samples };
}

/**
 * Whole minutes as columns of means only (what energy figures need): the simulator's minute aggregates
 * (sampleRange, the same means its envelopes average to) with the legs from its day series; no
 * extremes, so a day costs a few milliseconds rather than the ~50 ms of every load's envelope. Minutes
 * overlapping an outage are left out of the columns (NaN) and come back as native samples outside it;
 * part minutes at either end as native samples too.
 */
function meanBackfill(
  profile: MonitorProfile,
  layout: Layout,
  e: FrameEngine,
  fromMs: number,
  toMs: number,
  inOutage: (t: number) => boolean,
  overlapsOutage: (a: number, b: number) => boolean,
): Backfill {
  const samples: Sample[] = [];
  const series: MinuteSeries[] = [];
  const firstWhole = Math.ceil(fromMs / MINUTE_MS);
  const endWhole = Math.floor(toMs / MINUTE_MS);
  if (firstWhole >= endWhole) return { samples: nativeSamples(e, fromMs, toMs, inOutage) };
  if (fromMs < firstWhole * MINUTE_MS) nativeSamples(e, fromMs, firstWhole * MINUTE_MS, inOutage, samples);
  const h = householdOf(profile);
  const cal = calendarFor(profile.timeZone);
  let m = firstWhole;
  while (m < endWhole) {
    // A local day at a time (the day series' legs), at most.
    const day = cal.dayOf(m * MINUTE_MS);
    const stop = Math.min(endWhole, day.startMin + day.lengthMin);
    const count = stop - m;
    const r = sampleRange(profile, m * MINUTE_MS, MINUTE_MS, count, { devices: true });
    const ds = daySeries(h, day.dayNo);
    const off = m - day.startMin;
    const channels: Record<string, { mean: Float64Array | Float32Array }> = {};
    const put = (c: number, mean: Float64Array | Float32Array) => {
      if (c >= 0) channels[layout.keys[c]!] = { mean };
    };
    put(layout.mains, r.consumption);
    put(layout.l1, ds.leg1.slice(off, off + count));
    put(layout.l2, ds.leg2.slice(off, off + count));
    put(layout.solar, r.solar);
    put(layout.battery, r.battery);
    put(layout.soc, r.batteryPct);
    put(layout.generator, r.generator);
    put(layout.v1, r.voltage1);
    put(layout.v2, r.voltage2);
    put(layout.hz, r.hz);
    for (let k = 0; k < layout.nLoads; k++) put(layout.load0 + k, r.devices!.get(h.loads[k]!.device.id)!);
    if (overlapsOutage(m * MINUTE_MS, stop * MINUTE_MS)) {
      for (let i = 0; i < count; i++) {
        const a = (m + i) * MINUTE_MS;
        if (!overlapsOutage(a, a + MINUTE_MS)) continue;
        for (const key in channels) channels[key]!.mean[i] = NaN;
        nativeSamples(e, a, a + MINUTE_MS, inOutage, samples);
      }
    }
    series.push({ fromMinute: m, count, samplesPerMinute: Q, channels });
    m = stop;
  }
  if (toMs > endWhole * MINUTE_MS) nativeSamples(e, endWhole * MINUTE_MS, toMs, inOutage, samples);
  return { series, samples };
}
