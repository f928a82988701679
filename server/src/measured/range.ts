import type { MonitorProfile } from '../contracts';
import { storeWindow } from './thread';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * Step aggregates of a monitor from the measured store, in the shape figures have always read (the
 * simulator's SimRange): [start + i·step, start + (i+1)·step), steps of whole minutes.
 *
 * Watts are energy means: the energy the store holds for the step divided by the step's length, so a
 * gap adds no energy (it is never filled with a guess) and kWh = mean × step stays exact. Volts and
 * hertz are means over what is covered (NaN for a step with nothing). The battery's charge is its last
 * value heard in the step. `coveredMs` says how much of each step the store holds (the mains channel).
 */
export interface StoredRange {
  startMs: number;
  stepMs: number;
  count: number;
  consumption: Float64Array;
  solar: Float64Array;
  /** + discharging, − charging. */
  battery: Float64Array;
  /** consumption − solar − battery − generator. */
  grid: Float64Array;
  generator: Float64Array;
  batteryPct: Float32Array;
  voltage1: Float32Array;
  voltage2: Float32Array;
  hz: Float32Array;
  /** Per device channel ('device:<id>'), by id. */
  devices?: Map<string, Float32Array>;
  coveredMs: Float64Array;
}

/** The range, or null without a store (no data folder). Whole minutes: startMs and stepMs are floored to them. */
export function storedRange(profile: MonitorProfile, startMs: number, stepMs: number, count: number, nowMs: number, opts: { devices?: boolean } = {}): StoredRange | null {
  const step = Math.max(1, Math.round(stepMs / 60_000));
  const m0 = Math.floor(startMs / 60_000);
  const win = storeWindow(profile, m0 * 60_000, (m0 + step * count) * 60_000, nowMs);
  if (!win) return null;
  const stepLen = step * 60_000;
  const out: StoredRange = {
    startMs: m0 * 60_000,
    stepMs: stepLen,
    count,
    consumption: new Float64Array(count),
    solar: new Float64Array(count),
    battery: new Float64Array(count),
    grid: new Float64Array(count),
    generator: new Float64Array(count),
    batteryPct: new Float32Array(count),
    voltage1: new Float32Array(count).fill(NaN),
    voltage2: new Float32Array(count).fill(NaN),
    hz: new Float32Array(count).fill(NaN),
    coveredMs: new Float64Array(count),
  };
  // One pass over the window's minutes: per channel wanted, Σ mean·covered (W·ms), covered ms and the
  // last value heard, per step.
  const wanted = win.meta.byIdx.filter((ch) => ch && (!ch.key.startsWith('device:') || opts.devices));
  const energy = new Map<number, Float64Array>();
  const covered = new Map<number, Float64Array>();
  const last = new Map<number, Float64Array>();
  for (const ch of wanted) {
    energy.set(ch.idx, new Float64Array(count));
    covered.set(ch.idx, new Float64Array(count));
    last.set(ch.idx, new Float64Array(count).fill(NaN));
  }
  const mEnd = m0 + step * count;
  for (let hr = Math.floor(m0 / 60); hr * 60 < mEnd; hr++) {
    const page = win.pages.hour(hr);
    if (page.channels.size === 0) continue;
    const from = Math.max(m0, hr * 60);
    const to = Math.min(mEnd, hr * 60 + 60);
    for (const [idx, c] of page.channels) {
      const e = energy.get(idx);
      if (!e) continue;
      const cv = covered.get(idx)!;
      const ls = last.get(idx)!;
      for (let m = from; m < to; m++) {
        const i = m - hr * 60;
        const cov = c.coveredMs[i]!;
        if (!(cov > 0)) continue;
        const k = ((m - m0) / step) | 0;
        e[k]! += c.mean[i]! * cov;
        cv[k]! += cov;
        ls[k] = c.mean[i]!;
      }
    }
  }
  const idxOf = (key: string) => win.meta.byKey.get(key)?.idx ?? -1;
  const wattsOf = (key: string, into: Float64Array | Float32Array): void => {
    const e = energy.get(idxOf(key));
    if (e) for (let k = 0; k < count; k++) into[k] = e[k]! / stepLen;
  };
  wattsOf('mains', out.consumption);
  wattsOf('solar', out.solar);
  wattsOf('battery', out.battery);
  wattsOf('generator', out.generator);
  const mainsCov = covered.get(idxOf('mains'));
  if (mainsCov) out.coveredMs.set(mainsCov);
  for (let k = 0; k < count; k++) out.grid[k] = out.consumption[k]! - out.solar[k]! - out.battery[k]! - out.generator[k]!;
  for (const [field, key] of [['voltage1', 'voltage.L1'], ['voltage2', 'voltage.L2'], ['hz', 'frequency']] as const) {
    const e = energy.get(idxOf(key));
    const cv = covered.get(idxOf(key));
    if (e && cv) for (let k = 0; k < count; k++) out[field][k] = cv[k]! > 0 ? e[k]! / cv[k]! : NaN;
  }
  const socLast = last.get(idxOf('battery.soc'));
  let soc = 0;
  for (let k = 0; k < count; k++) {
    const v = socLast ? socLast[k]! : NaN;
    if (!Number.isNaN(v)) soc = v;
    out.batteryPct[k] = soc;
  }
  if (opts.devices) {
    out.devices = new Map();
    for (const ch of wanted) {
      if (!ch.key.startsWith('device:')) continue;
      const arr = new Float32Array(count);
      const e = energy.get(ch.idx)!;
      for (let k = 0; k < count; k++) arr[k] = e[k]! / stepLen;
      out.devices.set(ch.key.slice('device:'.length), arr);
    }
  }
  return out;
}
