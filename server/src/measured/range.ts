import type { MonitorProfile } from '../contracts';
import { storeWindow } from './thread';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * Step aggregates of a monitor from the measured store, in the shape figures have always read (the
 * simulator's SimRange): [start + i·step, start + (i+1)·step), steps of whole minutes.
 *
 * Watts are energy means: the energy the store holds for the step divided by the step's length, so a
 * gap adds no energy (it is never filled with a guess) and kWh = mean × step stays exact. Volts,
 * hertz and the legs' watts are means over what is covered (NaN for a step with nothing). The battery's charge is its last
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
  /** Each mains leg's mean watts over what is covered (NaN for a step with nothing), like the volts. */
  leg1: Float32Array;
  leg2: Float32Array;
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
    leg1: new Float32Array(count).fill(NaN),
    leg2: new Float32Array(count).fill(NaN),
    coveredMs: new Float64Array(count),
  };
  // One pass over the window's minutes: per channel wanted, Σ mean·covered (W·ms) per step; covered ms
  // only where a figure needs it (the mains' coverage, the legs', volts' and hertz' means), the last value
  // heard only for the battery's charge. A device channel sums straight into its output (devices:
  // ~20-40 channels a day, so no more arrays than each needs).
  const wanted = win.meta.byIdx.filter((ch) => ch && (!ch.key.startsWith('device:') || opts.devices));
  const idxOf = (key: string) => win.meta.byKey.get(key)?.idx ?? -1;
  const needsCover = new Set([idxOf('mains'), idxOf('mains.L1'), idxOf('mains.L2'), idxOf('voltage.L1'), idxOf('voltage.L2'), idxOf('frequency')]);
  const socIdx = idxOf('battery.soc');
  interface Acc {
    /** W·ms per step; or, for a device channel at one minute a step, its watts directly (`direct`). */
    energy: Float64Array | Float32Array;
    direct: boolean;
    covered: Float64Array | null;
    last: Float64Array | null;
  }
  const accs: (Acc | undefined)[] = [];
  const deviceAccs: [string, Acc][] = [];
  for (const ch of wanted) {
    const device = ch.key.startsWith('device:');
    const direct = device && step === 1;
    const acc: Acc = {
      energy: direct ? new Float32Array(count) : new Float64Array(count),
      direct,
      covered: needsCover.has(ch.idx) ? new Float64Array(count) : null,
      last: ch.idx === socIdx ? new Float64Array(count).fill(NaN) : null,
    };
    accs[ch.idx] = acc;
    if (device) deviceAccs.push([ch.key.slice('device:'.length), acc]);
  }
  const mEnd = m0 + step * count;
  for (let hr = Math.floor(m0 / 60); hr * 60 < mEnd; hr++) {
    const page = win.pages.hour(hr);
    if (page.channels.size === 0) continue;
    const from = Math.max(m0, hr * 60);
    const to = Math.min(mEnd, hr * 60 + 60);
    for (const [idx, c] of page.channels) {
      const a = accs[idx];
      if (!a) continue;
      const { energy: e, covered: cv, last: ls } = a;
      const base = hr * 60;
      if (a.direct) {
        // One minute a step: the step's watts are the minute's energy over the step, as below.
        for (let m = from; m < to; m++) {
          const cov = c.coveredMs[m - base]!;
          if (cov > 0) e[m - m0] = (c.mean[m - base]! * cov) / stepLen;
        }
        continue;
      }
      for (let m = from; m < to; m++) {
        const i = m - base;
        const cov = c.coveredMs[i]!;
        if (!(cov > 0)) continue;
        const k = ((m - m0) / step) | 0;
        e[k]! += c.mean[i]! * cov;
        if (cv) cv[k]! += cov;
        if (ls) ls[k] = c.mean[i]!;
      }
    }
  }
  const accOf = (key: string) => accs[idxOf(key)];
  const wattsOf = (key: string, into: Float64Array | Float32Array): void => {
    const e = accOf(key)?.energy;
    if (e) for (let k = 0; k < count; k++) into[k] = e[k]! / stepLen;
  };
  wattsOf('mains', out.consumption);
  wattsOf('solar', out.solar);
  wattsOf('battery', out.battery);
  wattsOf('generator', out.generator);
  const mainsCov = accOf('mains')?.covered;
  if (mainsCov) out.coveredMs.set(mainsCov);
  for (let k = 0; k < count; k++) out.grid[k] = out.consumption[k]! - out.solar[k]! - out.battery[k]! - out.generator[k]!;
  for (const [field, key] of [['voltage1', 'voltage.L1'], ['voltage2', 'voltage.L2'], ['hz', 'frequency'], ['leg1', 'mains.L1'], ['leg2', 'mains.L2']] as const) {
    const a = accOf(key);
    if (a?.covered) for (let k = 0; k < count; k++) out[field][k] = a.covered[k]! > 0 ? a.energy[k]! / a.covered[k]! : NaN;
  }
  if (opts.devices) {
    out.devices = new Map();
    for (const [id, a] of deviceAccs) {
      if (a.direct) out.devices.set(id, a.energy as Float32Array);
      else out.devices.set(id, Float32Array.from(a.energy, (e) => e / stepLen));
    }
  }
  const socLast = accOf('battery.soc')?.last;
  let soc = 0;
  for (let k = 0; k < count; k++) {
    const v = socLast ? socLast[k]! : NaN;
    if (!Number.isNaN(v)) soc = v;
    out.batteryPct[k] = soc;
  }
  return out;
}
