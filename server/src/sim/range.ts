import type { MonitorProfile } from '../contracts';
import { calendarFor } from './calendar';
import { householdOf } from './household';
import { sampleAt } from './instant';
import { daySeries } from './series';
import { generatorMinutesOfDay } from './generator';
import type { SimRange } from './types';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

export interface RangeOptions {
  /** Also return a per-device series (every household device, specials included). */
  devices?: boolean;
}

function alloc(count: number, withDevices: boolean, ids: string[]): SimRange & { devices?: Map<string, Float32Array> } {
  const r: SimRange = {
    startMs: 0,
    stepMs: 0,
    count,
    consumption: new Float64Array(count),
    solar: new Float64Array(count),
    battery: new Float64Array(count),
    grid: new Float64Array(count),
    generator: new Float64Array(count),
    batteryPct: new Float32Array(count),
    voltage1: new Float32Array(count),
    voltage2: new Float32Array(count),
    hz: new Float32Array(count),
  };
  if (withDevices) r.devices = new Map(ids.map((id) => [id, new Float32Array(count)]));
  return r;
}

/**
 * The household over a range, as typed arrays.
 *
 * When startMs is on a minute and stepMs is a whole number of minutes, entry i is the MEAN over
 * [startMs + i·step, startMs + (i+1)·step) of the minute aggregates (so energy in Wh is
 * mean × step hours), and batteryPct is the state of charge at the end of the step. This is the
 * path history, trends, usage and peaks use; a month of minutes takes a few tens of milliseconds.
 *
 * Otherwise (sub-minute steps) entry i is the instantaneous realtime value at startMs + i·step,
 * exactly what sampleAt gives (use it for short spans such as the last 30 minutes of seconds).
 */
export function sampleRange(profile: MonitorProfile, startMs: number, stepMs: number, count: number, opts: RangeOptions = {}): SimRange {
  const h = householdOf(profile);
  const ids = h.devices.map((d) => d.id);
  const r = alloc(count, Boolean(opts.devices), ids);
  r.startMs = startMs;
  r.stepMs = stepMs;
  if (count <= 0) return r;
  if (startMs % 60_000 !== 0 || stepMs % 60_000 !== 0 || stepMs <= 0) return pointSamples(profile, r);

  const cal = calendarFor(profile.timeZone);
  const per = stepMs / 60_000;
  const startMin = startMs / 60_000;
  const total = per * count;
  const loadSeries = r.devices ? h.loads.map((rt) => r.devices!.get(rt.device.id)!) : [];
  const solarSeries = r.devices?.get('solar');
  const batterySeries = r.devices?.get('battery');
  const generatorSeries = r.devices?.get('generator');
  let j = 0;
  while (j < total) {
    const mAbs = startMin + j;
    const day = cal.dayOf(mAbs * 60_000);
    const ds = daySeries(h, day.dayNo);
    const i0 = mAbs - day.startMin;
    const run = Math.min(day.lengthMin - i0, total - j);
    for (let q = 0; q < run; q++) {
      const i = i0 + q;
      const b = Math.floor((j + q) / per);
      r.consumption[b]! += ds.consumption[i]!;
      r.solar[b]! += ds.solar[i]!;
      r.battery[b]! += ds.battery[i]!;
      r.voltage1[b]! += ds.voltage1[i]!;
      r.voltage2[b]! += ds.voltage2[i]!;
      r.hz[b]! += ds.hz[i]!;
      r.batteryPct[b] = ds.socEnd[i]! * 100;
    }
    for (let k = 0; k < loadSeries.length; k++) {
      const src = ds.loads[k]!;
      const dst = loadSeries[k]!;
      for (let q = 0; q < run; q++) dst[Math.floor((j + q) / per)]! += src[i0 + q]!;
    }
    if (solarSeries) for (let q = 0; q < run; q++) solarSeries[Math.floor((j + q) / per)]! += ds.solar[i0 + q]!;
    if (batterySeries) for (let q = 0; q < run; q++) batterySeries[Math.floor((j + q) / per)]! += ds.battery[i0 + q]!;
    const gen = generatorMinutesOfDay(profile, day);
    if (gen) {
      // The generator carries what the grid would have: the home less solar and battery.
      for (let q = Math.max(0, gen[0] - mAbs); q < Math.min(run, gen[1] - mAbs); q++) {
        const i = i0 + q;
        const b = Math.floor((j + q) / per);
        const w = Math.max(0, ds.consumption[i]! - ds.solar[i]! - ds.battery[i]!);
        r.generator[b]! += w;
        if (generatorSeries) generatorSeries[b]! += w;
      }
    }
    j += run;
  }
  for (let b = 0; b < count; b++) {
    r.consumption[b]! /= per;
    r.solar[b]! /= per;
    r.battery[b]! /= per;
    r.generator[b]! /= per;
    r.grid[b] = r.consumption[b]! - r.solar[b]! - r.battery[b]! - r.generator[b]!;
    r.voltage1[b]! /= per;
    r.voltage2[b]! /= per;
    r.hz[b]! /= per;
  }
  if (r.devices && per > 1) for (const s of r.devices.values()) for (let b = 0; b < count; b++) s[b]! /= per;
  return r;
}

function pointSamples(profile: MonitorProfile, r: SimRange): SimRange {
  for (let i = 0; i < r.count; i++) {
    const t = r.startMs + i * r.stepMs;
    const s = sampleAt(profile, t);
    r.consumption[i] = s.w;
    r.solar[i] = s.solar_w;
    r.battery[i] = s.battery_w;
    r.grid[i] = s.grid_w;
    r.generator[i] = s.generator_w;
    r.batteryPct[i] = s.battery_pct;
    r.voltage1[i] = s.voltage[0];
    r.voltage2[i] = s.voltage[1];
    r.hz[i] = s.hz;
    if (r.devices) for (const d of s.devices) r.devices.get(d.device.id)![i] = d.w;
  }
  return r;
}

/** Energy per device over [startMs, endMs) in kWh (minute-aligned; specials included, battery net). */
export function energyByDevice(profile: MonitorProfile, startMs: number, endMs: number): Map<string, number> {
  const start = Math.floor(startMs / 60_000) * 60_000;
  const minutes = Math.max(0, Math.ceil((endMs - start) / 60_000));
  const r = sampleRange(profile, start, 60_000, minutes, { devices: true });
  const out = new Map<string, number>();
  for (const [id, s] of r.devices!) {
    let sum = 0;
    for (let i = 0; i < s.length; i++) sum += s[i]!;
    out.set(id, sum / 60 / 1000);
  }
  return out;
}
