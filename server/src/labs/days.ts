import type { MonitorProfile } from '../contracts';
import { fillModel, newModel, wattsAt } from '../history/minuteModel';
import { versionedDayKey } from '../measured';
import { dayMinutes, modelWh, type DaySeries } from '../sim';
import { calendarFor } from '../time/calendar';
import { outdoorTemp } from '../world/weather';
import { clearLabsMinutes, heatPumpId, labsMinutes } from './minutes';
import { householdOf } from '../sim/household';
import { profileKey } from '../home/profileKey';
import { DIP_BELOW_V, emptySums, SPIKE_ABOVE_V, type LineSums } from './maths';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Degree-days are counted from this base (65 °F): below it the home heats, above it cools. */
export const DEGREE_DAY_BASE_C = 18.3;
/** The reference heat pump Labs compares with: this many watts for a 2,000 sq. ft home. */
export const REFERENCE_HEAT_PUMP_W = 2750;

export interface StallRecord {
  /** The stall's first second (the start of its minute). */
  epochMs: number;
  deviceId: string;
  seconds: number;
  /** The motor's extra watts during the stall. */
  spikeW: number;
  /** The home's highest half-second reading during the stall: the power meter's maximum of that minute. */
  peakW: number;
}

export interface VoltRun {
  kind: 'dip' | 'spike';
  startMs: number;
  endMs: number;
  legs: ('L1' | 'L2')[];
  /** Lowest (dip) or highest (spike) minute voltage. */
  voltage: number;
}

/** What Labs keeps of one local day (whole past days are cached). */
export interface LabsDay {
  dayNo: number;
  /** YYYY-MM-DD in the monitor's zone. */
  date: string;
  startMs: number;
  endMs: number;
  /** Minutes looked at: the whole day, or today's minutes so far. */
  minutes: number;
  stalls: StallRecord[];
  events: VoltRun[];
  /** x = leg imbalance (L1 − L2, kW), y = voltage difference (V1 − V2) for each minute. */
  neutral: LineSums;
  /** The heat pump's energy (Wh), a reference unit's at 1 W rating without its fixed strip heat, and that strip heat. */
  hvacWh: number;
  hvacPerRatedWh: number;
  hvacFixedWh: number;
  /** Heating plus cooling degree-days (base 18.3 °C) of the minutes looked at. */
  degreeDays: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export { heatPumpId };

function stallsOf(profile: MonitorProfile, ds: DaySeries, upToMs: number): StallRecord[] {
  const h = householdOf(profile);
  const model = newModel();
  const out: StallRecord[] = [];
  for (const st of ds.starts) {
    if (!st.stall) continue;
    const epochMs = (ds.day.startMin + st.i) * MINUTE_MS;
    if (epochMs + st.seconds * 1000 > upToMs) continue;
    // The same closed form the power meter's envelopes come from (history/minuteModel.ts).
    fillModel(h, ds, st.i, { kind: 'home' }, model);
    let peak = 0;
    for (let q = 0; q < st.seconds * 2; q++) peak = Math.max(peak, wattsAt(model, q));
    out.push({ epochMs, deviceId: h.loads[st.k]!.device.id, seconds: st.seconds, spikeW: st.extraW, peakW: peak });
  }
  return out;
}

/** Runs of minutes with a leg below 108 V (dips) or above 132 V (spikes), in minutes [0, n); a minute not heard (NaN) is neither. */
export function voltageRuns(startMs: number, v1: ArrayLike<number>, v2: ArrayLike<number>, n: number): VoltRun[] {
  const out: VoltRun[] = [];
  let dip: VoltRun | null = null;
  let spike: VoltRun | null = null;
  for (let i = 0; i < n; i++) {
    const a = v1[i] as number;
    const b = v2[i] as number;
    const t = startMs + i * MINUTE_MS;
    const low = [a < DIP_BELOW_V, b < DIP_BELOW_V];
    const high = [a > SPIKE_ABOVE_V, b > SPIKE_ABOVE_V];
    if (low[0] || low[1]) {
      dip ??= { kind: 'dip', startMs: t, endMs: t, legs: [], voltage: Infinity };
      dip.endMs = t + MINUTE_MS;
      if (low[0] && !dip.legs.includes('L1')) dip.legs.push('L1');
      if (low[1] && !dip.legs.includes('L2')) dip.legs.push('L2');
      dip.voltage = Math.min(dip.voltage, low[0] ? a : Infinity, low[1] ? b : Infinity);
    } else if (dip) {
      out.push(dip);
      dip = null;
    }
    if (high[0] || high[1]) {
      spike ??= { kind: 'spike', startMs: t, endMs: t, legs: [], voltage: -Infinity };
      spike.endMs = t + MINUTE_MS;
      if (high[0] && !spike.legs.includes('L1')) spike.legs.push('L1');
      if (high[1] && !spike.legs.includes('L2')) spike.legs.push('L2');
      spike.voltage = Math.max(spike.voltage, high[0] ? a : -Infinity, high[1] ? b : -Infinity);
    } else if (spike) {
      out.push(spike);
      spike = null;
    }
  }
  if (dip) out.push(dip);
  if (spike) out.push(spike);
  for (const r of out) r.legs.sort();
  return out.sort((x, y) => x.startMs - y.startMs);
}

function computeDay(profile: MonitorProfile, dayNo: number, nowMs: number): LabsDay {
  const day = calendarFor(profile.timeZone).day(dayNo);
  const lm = labsMinutes(profile, day, nowMs);
  const minutes = lm.reached;
  // The neutral reading pairs each heard minute's leg imbalance with its voltage difference.
  const neutral = emptySums();
  for (let i = 0; i < minutes; i++) {
    const x = ((lm.leg1[i] as number) - (lm.leg2[i] as number)) / 1000;
    const y = (lm.voltage1[i] as number) - (lm.voltage2[i] as number);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    neutral.n++;
    neutral.sx += x;
    neutral.sy += y;
    neutral.sxx += x * x;
    neutral.sxy += x * y;
  }
  const hpId = heatPumpId(profile);
  let hvacWh = 0;
  if (lm.heatPump) for (let i = 0; i < minutes; i++) hvacWh += (lm.heatPump[i] as number) / 60;
  // The reference unit over the same minutes: the model is linear in its rating except the fixed strip heat.
  let perRated = 0;
  let fixed = 0;
  if (hpId && minutes > 0) {
    const end = day.startMs + minutes * MINUTE_MS;
    const [atZero, atOne] = modelWh(profile, hpId, day.startMs, end, [0, 1]) ?? [0, 0];
    fixed = atZero!;
    perRated = atOne! - fixed;
  }
  let degreeDays = 0;
  for (let t = day.startMs; t + HOUR_MS <= day.startMs + minutes * MINUTE_MS; t += HOUR_MS) {
    degreeDays += Math.abs(outdoorTemp(profile, t + HOUR_MS / 2) - DEGREE_DAY_BASE_C) / 24;
  }
  return {
    dayNo,
    date: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
    startMs: day.startMs,
    endMs: day.endMs,
    minutes,
    stalls: stallsOf(profile, dayMinutes(profile, dayNo), Math.min(nowMs, day.endMs)),
    events: voltageRuns(day.startMs, lm.voltage1, lm.voltage2, minutes),
    neutral,
    hvacWh,
    hvacPerRatedWh: perRated,
    hvacFixedWh: fixed,
    degreeDays,
  };
}

const DAY_CACHE_MAX = 600;
const dayCache = new Map<string, LabsDay>();

/**
 * A local day of Labs figures: the legs, volts and heat pump from the measured store (labs/minutes.ts),
 * the motor stalls from the simulator's motor starts (no source detects stalls yet). Whole past days
 * are cached per monitor profile and the store's version of the day (so a month of them is computed
 * once per thread, and data heard late is read); today's part is recomputed per call.
 */
export function labsDay(profile: MonitorProfile, dayNo: number, nowMs: number): LabsDay {
  const day = calendarFor(profile.timeZone).day(dayNo);
  const whole = day.endMs <= nowMs;
  if (!whole) return computeDay(profile, dayNo, nowMs);
  const key = versionedDayKey(profile.id, profileKey(profile), dayNo);
  const hit = dayCache.get(key);
  if (hit) return hit;
  const value = computeDay(profile, dayNo, nowMs);
  if (dayCache.size >= DAY_CACHE_MAX) dayCache.delete(dayCache.keys().next().value as string);
  dayCache.set(key, value);
  return value;
}

/** True when the whole past day `dayNo` is in this thread's cache. */
export function isLabsDayCached(profile: MonitorProfile, dayNo: number): boolean {
  return dayCache.has(versionedDayKey(profile.id, profileKey(profile), dayNo));
}

/** Drops the cached days (tests, benchmarks). */
export function clearLabsDays(): void {
  dayCache.clear();
  clearLabsMinutes();
}
