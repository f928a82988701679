import type { Calendar, LocalDay } from './calendar';
import { smoothNoise, streamId, unit } from '../hash';
import type { DeviceRuntime, Household } from './household';
import type { MinuteCtx } from './models';
import { cloudCover, outdoorTempC, solarArray, solarOutputW, sunPosition, type SolarArray } from '../world/weather';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/** The minute-level model shared by history (daySeries) and realtime (sampleAt). */

export function newCtx(): MinuteCtx {
  return { m: 0, clock: 0, dayNo: 0, dayStartMin: 0, weekday: 1, weekend: false, doy: 1, month: 1, tempC: 15 };
}

/** Fills `ctx` for epoch minute m. Pass the local day when the caller already knows it. */
export function fillCtx(h: Household, cal: Calendar, m: number, ctx: MinuteCtx, day?: LocalDay): MinuteCtx {
  const ms = m * 60_000;
  const d = day && ms >= day.startMs && ms < day.endMs ? day : cal.dayOf(ms);
  ctx.m = m;
  ctx.clock = cal.clockMin(ms);
  ctx.dayNo = d.dayNo;
  ctx.dayStartMin = d.startMin;
  ctx.weekday = d.weekday;
  ctx.weekend = d.weekday >= 6;
  ctx.doy = d.dayOfYear;
  ctx.month = d.month;
  ctx.tempC = outdoorTempC(h.profile.seed >>> 0, h.profile.latitude, m, d.dayOfYear, ctx.clock / 60);
  return ctx;
}

/** Minute-level power of one load. */
export function loadW(rt: DeviceRuntime, ctx: MinuteCtx): number {
  const w = rt.model(rt.params, ctx);
  return rt.gain === 1 ? w : w * rt.gain;
}

const STALL = 77;

/** A motor start (off → on at minute m): its extra watts and how many seconds it lasts (0 = none).
 * About 2% of starts are stalls: five times the rated power for four seconds (a failing
 * compressor stalls far more often, for longer: household.ts FAILING_COMPRESSOR). */
export function motorStart(rt: DeviceRuntime, m: number, w: number, prevW: number): { extraW: number; seconds: number; stall: boolean } | null {
  const d = rt.device;
  if (!d.motor || w <= d.idleW || prevW > d.idleW) return null;
  const stall = unit(rt.params.seed, rt.noise, m, STALL) < rt.stallChance;
  return stall ? { extraW: 5 * d.ratedW, seconds: rt.stallSeconds, stall } : { extraW: 2.2 * w, seconds: 2, stall };
}

const arrays = new Map<string, SolarArray>();
export function arrayOf(h: Household): SolarArray {
  let a = arrays.get(h.key);
  if (!a) {
    a = solarArray(h.profile.seed >>> 0, h.profile.latitude);
    if (arrays.size >= 20_000) arrays.delete(arrays.keys().next().value as string);
    arrays.set(h.key, a);
  }
  return a;
}

/** Minute-level PV output (the sun at the middle of the minute). */
export function solarMinuteW(h: Household, ctx: MinuteCtx): number {
  if (!h.profile.solar) return 0;
  const sun = sunPosition((ctx.m + 0.5) * 60_000, h.profile.latitude, h.profile.longitude);
  if (sun.elevation <= 0.005) return 0;
  return solarOutputW(arrayOf(h), sun, cloudCover(h.profile.seed >>> 0, ctx.m), ctx.tempC);
}

/** Share of a device's power on leg 1. */
export function leg1Share(rt: DeviceRuntime): number {
  const d = rt.device;
  if (d.special === 'always_on') return 0.52;
  if (d.special === 'unknown') return 0.45;
  return d.legs === 'L1' ? 1 : d.legs === 'L2' ? 0 : 0.5;
}

const S_VOLT = streamId('volt');
/** Minute-level leg voltage: a slowly drifting supply minus the drop caused by this leg's load. */
export function legVoltage(seed: number, leg: 0 | 1, m: number, legW: number, solarLegW: number): number {
  const supply = 120.6 + 1.3 * smoothish(seed, S_VOLT + leg, m);
  return supply - 0.35 * (legW / 1000) + 0.25 * (solarLegW / 1000);
}

const S_GRID_EVENT = streamId('grid.event.big');
/** Supply quality class of a home: how often the utility's voltage leaves the ±10% band (events an hour). */
const GRID_EVENT_RATES = [0.004, 0.016, 0.034];

/** The home's grid-event rate: one of GRID_EVENT_RATES, from the seed (about 3, 12 or 25 events in 30 days). */
export function gridEventRate(seed: number): number {
  return GRID_EVENT_RATES[Math.min(2, Math.floor(unit(seed, S_GRID_EVENT, 0, 99) * 3))]!;
}

/**
 * Utility-side voltage events beyond ±10% of 120 V, on both legs: now and then a sag of 14.5-18 V
 * (a dip below 108 V) or a swell of 13-15 V (a spike above 132 V) lasting 1-4 whole minutes, so the
 * minute series and the per-second readings agree. At most one per clock hour.
 */
export function gridEventV(seed: number, m: number): number {
  const w = Math.floor(m / 60);
  if (unit(seed, S_GRID_EVENT, w, 1) >= gridEventRate(seed)) return 0;
  const at = Math.floor(unit(seed, S_GRID_EVENT, w, 2) * 56);
  const len = 1 + Math.floor(unit(seed, S_GRID_EVENT, w, 3) * 4);
  const off = m - w * 60;
  if (off < at || off >= at + len) return 0;
  const sag = unit(seed, S_GRID_EVENT, w, 4) < 0.6;
  return sag ? -(14.5 + 3.5 * unit(seed, S_GRID_EVENT, w, 5)) : 13 + 2 * unit(seed, S_GRID_EVENT, w, 5);
}

/**
 * Minute-level voltage of both legs: each leg's supply and load drop (legVoltage), the utility's
 * events (gridEventV), and with a weak neutral a swing of `neutralVPerKw` per kW of imbalance: the
 * more loaded leg sags and the other rises by as much.
 */
export function legVoltages(h: Household, m: number, l1W: number, l2W: number, solar1W: number, solar2W: number): [number, number] {
  const seed = h.profile.seed >>> 0;
  const grid = gridEventV(seed, m);
  const swing = h.neutralVPerKw === 0 ? 0 : (h.neutralVPerKw * (l1W - l2W)) / 1000;
  return [legVoltage(seed, 0, m, l1W, solar1W) + grid - swing, legVoltage(seed, 1, m, l2W, solar2W) + grid + swing];
}

function smoothish(seed: number, s: number, m: number): number {
  // Two scales of drift: hours and days.
  const a = unit(seed, s, Math.floor(m / 240));
  const b = unit(seed, s, Math.floor(m / 240) + 1);
  const f = (m % 240) / 240;
  const hourly = a + (b - a) * f - 0.5;
  const daily = unit(seed, s + 9, Math.floor(m / 1440)) - 0.5;
  return hourly + 0.6 * daily;
}

const S_HZ = streamId('hz');
/** Minute-level line frequency: 60 Hz with a slow wander of a few hundredths. */
export function lineHz(seed: number, m: number): number {
  return 60 + 0.012 * smoothNoise(seed, S_HZ, m, 7) + 0.006 * smoothNoise(seed, S_HZ + 1, m, 53);
}
