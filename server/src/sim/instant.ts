import type { MonitorProfile } from '../contracts';
import { batterySpec, chargeState } from './battery';
import { calendarFor } from './calendar';
import { minuteNoise, streamId, unit } from '../hash';
import { householdOf, type Household } from './household';
import { fillCtx, leg1Share, legVoltages, lineHz, loadW, motorStart, newCtx, solarMinuteW } from './minute';
import type { EvSegment } from './ev';
import type { MinuteCtx } from './models';
import { batteryDay } from './series';
import { generatorOn } from './generator';
import type { SimDeviceState, SimSample } from './types';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * Realtime values: the minute-level model plus zero-mean sub-minute noise and the seconds-long
 * motor-start spikes whose energy the minute aggregates already include. So the mean of these
 * values over any whole minute (sampled every second or half second) equals the minute aggregate.
 */

interface MinuteState {
  m: number;
  ctx: MinuteCtx;
  base: Float64Array;
  spikeW: Float64Array;
  spikeS: Uint8Array;
  /** Loads whose watts step within the minute (a user's EV command), by load index. */
  steps: Map<number, EvSegment[]> | null;
  solar: number;
  battery: number;
  socStart: number;
  socEnd: number;
  /** The grid is out (sim/outage.ts): the battery carries the home, second by second. */
  outage: boolean;
}

const minuteCache = new Map<string, MinuteState>();

export function clearInstantCache(): void {
  minuteCache.clear();
}

function minuteState(h: Household, m: number): MinuteState {
  const hit = minuteCache.get(h.key);
  if (hit && hit.m === m) return hit;
  const cal = calendarFor(h.profile.timeZone);
  const n = h.loads.length;
  const prevCtx = fillCtx(h, cal, m - 1, newCtx());
  const ctx = fillCtx(h, cal, m, newCtx());
  const st: MinuteState = {
    m,
    ctx,
    base: new Float64Array(n),
    spikeW: new Float64Array(n),
    spikeS: new Uint8Array(n),
    steps: null,
    solar: solarMinuteW(h, ctx),
    battery: 0,
    socStart: 0,
    socEnd: 0,
    outage: false,
  };
  for (let k = 0; k < n; k++) {
    const rt = h.loads[k]!;
    const w = loadW(rt, ctx);
    st.base[k] = w;
    const segs = rt.segments?.(m);
    if (segs) (st.steps ??= new Map()).set(k, segs);
    if (rt.device.motor) {
      const start = motorStart(rt, m, w, loadW(rt, prevCtx));
      if (start) {
        st.spikeW[k] = start.extraW;
        st.spikeS[k] = start.seconds;
      }
    }
  }
  if (h.profile.battery) {
    const bd = batteryDay(h, ctx.dayNo);
    const i = m - ctx.dayStartMin;
    st.battery = bd.w[i] as number;
    st.socEnd = bd.socEnd[i] as number;
    st.socStart = i > 0 ? (bd.socEnd[i - 1] as number) : batterySpec(h.profile.seed).reserve;
    if (bd.curtail) st.solar -= bd.curtail[i] as number;
    st.outage = !!bd.outage && i >= bd.outage[0] && i < bd.outage[1];
  }
  if (minuteCache.size >= 20_000 && !minuteCache.has(h.key)) minuteCache.delete(minuteCache.keys().next().value as string);
  minuteCache.set(h.key, st);
  return st;
}

/** Relative size of each load's sub-minute noise. */
function noiseGain(h: Household, k: number): number {
  const sp = h.loads[k]!.device.special;
  return sp === 'unknown' ? 0.04 : sp === 'always_on' ? 0.01 : 0.012;
}

/** A stepping load's watts at a second of its minute: exact, without noise, so the minute's mean is its aggregate. */
function stepW(segs: EvSegment[], sec: number): number {
  let w = (segs[0] as EvSegment).w;
  for (const s of segs) if (s.fromSec <= sec) w = s.w;
  return w;
}

function loadSecondW(h: Household, st: MinuteState, k: number, sec: number): number {
  const segs = st.steps?.get(k);
  if (segs) return stepW(segs, sec);
  const base = st.base[k] as number;
  if (base <= 0) return 0;
  const rt = h.loads[k]!;
  const noise = base * noiseGain(h, k) * minuteNoise(rt.params.seed, rt.noise, st.m, sec);
  const spike = (st.spikeS[k] as number) > Math.floor(sec) ? (st.spikeW[k] as number) : 0;
  return base + noise + spike;
}

const S_SOLAR = streamId('solar.second');
const S_VNOISE = streamId('volt.second');
const S_GRID_EVENT = streamId('grid.event');

/** Consumption and solar only, at an instant (the fast path for recent_history). */
export function powerAt(profile: MonitorProfile, epochMs: number): { w: number; solar_w: number } {
  const h = householdOf(profile);
  const m = Math.floor(epochMs / 60_000);
  const sec = (epochMs - m * 60_000) / 1000;
  const st = minuteState(h, m);
  let w = 0;
  for (let k = 0; k < h.loads.length; k++) w += loadSecondW(h, st, k, sec);
  return { w, solar_w: solarSecondW(h, st, sec) };
}

function solarSecondW(h: Household, st: MinuteState, sec: number): number {
  return st.solar > 0 ? st.solar * (1 + 0.004 * minuteNoise(h.profile.seed >>> 0, S_SOLAR, st.m, sec)) : 0;
}

/** Grid-side transients: ~3% of 10-minute windows hold a 1-3 s sag of 4-12 V, ~1.2% a 1-2 s swell.
 * Exported for the simulator source's back-fill (sources/simulator), which must reproduce sampleAt's voltage. */
export function gridTransientV(seed: number, m: number, isec: number): number {
  const w = Math.floor(m / 10);
  const t = (m - w * 10) * 60 + isec;
  let v = 0;
  if (unit(seed, S_GRID_EVENT, w, 1) < 0.03) {
    const at = Math.floor(unit(seed, S_GRID_EVENT, w, 2) * 597);
    if (t >= at && t < at + 1 + Math.floor(unit(seed, S_GRID_EVENT, w, 3) * 3)) v -= 4 + 8 * unit(seed, S_GRID_EVENT, w, 4);
  }
  if (unit(seed, S_GRID_EVENT, w, 5) < 0.012) {
    const at = Math.floor(unit(seed, S_GRID_EVENT, w, 6) * 598);
    if (t >= at && t < at + 1 + Math.floor(unit(seed, S_GRID_EVENT, w, 7) * 2)) v += 3 + 3 * unit(seed, S_GRID_EVENT, w, 8);
  }
  return v;
}

/** Leg voltages at an instant: the minute model, sub-second noise, the sag of motor starts and grid transients. */
function secondVolts(
  h: Household, m: number, sec: number, transient: number, l1: number, l2: number, solarLegs: [number, number], sag1: number, sag2: number,
): [number, number] {
  const seed = h.profile.seed >>> 0;
  const [base1, base2] = legVoltages(h, m, l1, l2, solarLegs[0], solarLegs[1]);
  return [
    base1 + 0.15 * minuteNoise(seed, S_VNOISE, m, sec, 6) - sag1 + transient,
    base2 + 0.15 * minuteNoise(seed, S_VNOISE + 7, m, sec, 6) - sag2 + transient,
  ];
}

/**
 * Leg voltages once a second for `count` seconds from epoch second `startSec`: exactly what
 * sampleAt reports at each whole second (and the feed at …:00.000), computed without the rest of the
 * sample. The input of the sustained voltage (Labs power quality).
 */
export function voltageSeconds(profile: MonitorProfile, startSec: number, count: number): { v1: Float32Array; v2: Float32Array } {
  const h = householdOf(profile);
  const seed = profile.seed >>> 0;
  const v1 = new Float32Array(count);
  const v2 = new Float32Array(count);
  const shares = h.loads.map(leg1Share);
  for (let i = 0; i < count; i++) {
    const t = startSec + i;
    const m = Math.floor(t / 60);
    const sec = t - m * 60;
    const st = minuteState(h, m);
    let w = 0;
    let l1 = 0;
    let sag1 = 0;
    let sag2 = 0;
    for (let k = 0; k < h.loads.length; k++) {
      const dw = loadSecondW(h, st, k, sec);
      const share = shares[k]!;
      w += dw;
      l1 += dw * share;
      if ((st.spikeS[k] as number) > sec) {
        sag1 += ((st.spikeW[k] as number) * share * 0.9) / 1000;
        sag2 += ((st.spikeW[k] as number) * (1 - share) * 0.9) / 1000;
      }
    }
    const solar = solarSecondW(h, st, sec);
    const [a, b] = secondVolts(h, m, sec, gridTransientV(seed, m, sec), l1, w - l1, [solar * 0.5 * 1.003, solar * 0.5 * 0.997], sag1, sag2);
    v1[i] = a;
    v2[i] = b;
  }
  return { v1, v2 };
}

/** The household at one instant. Pure: the same (profile, epochMs) always gives the same sample. */
export function sampleAt(profile: MonitorProfile, epochMs: number): SimSample {
  const h = householdOf(profile);
  const seed = profile.seed >>> 0;
  const m = Math.floor(epochMs / 60_000);
  const sec = (epochMs - m * 60_000) / 1000;
  const isec = Math.floor(sec);
  const st = minuteState(h, m);
  const devices: SimSample['devices'] = [];
  let w = 0;
  let l1 = 0;
  let sag1 = 0;
  let sag2 = 0;
  for (let k = 0; k < h.loads.length; k++) {
    const rt = h.loads[k]!;
    const dw = loadSecondW(h, st, k, sec);
    const share = leg1Share(rt);
    w += dw;
    l1 += dw * share;
    if ((st.spikeS[k] as number) > isec) {
      // Start current through the service drop: about 0.9 V per kW of spike on each leg it uses.
      sag1 += ((st.spikeW[k] as number) * share * 0.9) / 1000;
      sag2 += ((st.spikeW[k] as number) * (1 - share) * 0.9) / 1000;
    }
    const segs = st.steps?.get(k);
    const base = segs ? stepW(segs, sec) : (st.base[k] as number);
    const state: SimDeviceState = base <= 0 ? 'Off' : base <= rt.device.idleW ? 'Idle' : 'On';
    devices.push({ device: rt.device, w: dw, state });
  }
  const solar = solarSecondW(h, st, sec);
  // Off grid, the battery takes the home's net load second by second (its minute mean is st.battery).
  const battery = st.outage ? w - solar : st.battery;
  const solarLegs: [number, number] = [solar * 0.5 * 1.003, solar * 0.5 * 0.997];
  const transient = gridTransientV(seed, m, isec);
  const [v1, v2] = secondVolts(h, m, sec, transient, l1, w - l1, solarLegs, sag1, sag2);
  const hz = lineHz(seed, m) + 0.004 * minuteNoise(seed, S_VNOISE + 13, m, sec, 4) - (transient < 0 ? 0.03 : 0);
  const genOn = generatorOn(profile, epochMs);
  const generator = genOn ? Math.max(0, w - solar - battery) : 0;
  for (const d of h.devices) {
    if (d.special === 'solar') devices.push({ device: d, w: solar, state: solar > 0 ? 'On' : 'Off' });
    if (d.special === 'battery') devices.push({ device: d, w: battery, state: Math.abs(battery) > 5 ? 'On' : 'Idle' });
    if (d.special === 'generator') devices.push({ device: d, w: generator, state: genOn ? 'On' : 'Off' });
  }
  let pct = 0;
  let toEmpty: number | null = null;
  if (profile.battery) {
    const spec = batterySpec(profile.seed);
    const soc = st.socStart + (st.socEnd - st.socStart) * (sec / 60);
    pct = soc * 100;
    if (battery > 5) toEmpty = Math.round(((soc - spec.reserve) * spec.capacityWh * 60) / battery);
  }
  return {
    epochMs,
    w,
    solar_w: solar,
    battery_w: battery,
    generator_w: generator,
    grid_w: st.outage ? 0 : w - solar - battery - generator,
    battery_pct: pct,
    charge_state: profile.battery ? chargeState(battery, pct / 100) : 'Idle',
    battery_time_to_empty: toEmpty,
    legs: [l1, w - l1],
    solarLegs,
    voltage: [v1, v2],
    hz,
    outdoorTempC: st.ctx.tempC,
    devices,
    grid_status: st.outage ? 'Disconnected' : 'Connected',
    gen_state: genOn ? 'On' : 'Off',
    backup_power: st.outage,
  };
}
