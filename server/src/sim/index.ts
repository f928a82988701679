/**
 * The household simulator: a pure, deterministic function of (monitor profile, time). It is the
 * single source of realtime frames, history, trends, device usage, timeline events, peaks and
 * fault figures, so they all agree. No clock, no Math.random: noise is hashed from the seed.
 *
 * Layers (each file ~200 lines):
 *   ../hash.ts   integer hashes, smooth noise, zero-mean sub-minute noise, ids (shared)
 *   calendar.ts  local days and clock minutes for the monitor's zone (luxon, cached)
 *   ../world/weather.ts  outdoor temperature, clouds, NOAA sun position, PV output (the world's)
 *   catalogue.ts the appliances; household.ts builds devices (ids, names, icons, tags) from a seed
 *   models.ts    O(1) minute-level power model of each appliance kind
 *   minute.ts    the per-minute context, motor starts, solar, legs, voltage, frequency
 *   series.ts    a local day of minute aggregates (cached) + battery.ts (per-day battery)
 *   instant.ts   sampleAt: minute model + zero-mean noise + start spikes (realtime)
 *   range.ts     sampleRange / energyByDevice (history);  events.ts  transitions, motors, peaks
 *   report.ts    what a realtime view lists, with the user's names, deletions and merges applied
 *   ev.ts        the EV's plug, its charging schedule and the user's Start / Stop commands
 */
import type { MonitorProfile } from '../contracts';
import { batterySpec, type BatterySpec } from './battery';
import { householdOf } from './household';
import { clearInstantCache, powerAt } from './instant';
import { arrayOf, fillCtx, newCtx } from './minute';
import { batteryDay, clearSeriesCaches, daySeries, type DaySeries } from './series';
import { calendarFor } from './calendar';
import type { SimDevice } from './types';

export type { SimDevice, SimDeviceState, SimLegs, SimRange, SimSample, SimStage, SpecialDeviceId } from './types';
export type { RangeOptions } from './range';
export type { DeviceTransition, MotorEvent, PeakMinute } from './events';
export type { BatterySpec } from './battery';
export type { LocalDay } from './calendar';
export { sampleAt, powerAt, voltageSeconds } from './instant';
export type { DaySeries } from './series';
export { gridEventRate } from './minute';
export { sampleRange, energyByDevice } from './range';
export { deviceTransitions, motorEvents, peakMinute } from './events';
export type { DeviceOverride, MergedDevice, ReportedDevice, UserDeviceState } from './report';
export { reportDevices } from './report';
export { generatorOn, generatorSince } from './generator';
export { EV_MANUAL_MINUTES } from './ev';
export type { EvSegment } from './ev';

/** The household's EV (every simulated home has one), or undefined. */
export function evDevice(profile: MonitorProfile): SimDevice | undefined {
  return householdOf(profile).loads.find((rt) => rt.device.kind === 'ev')?.device;
}

/** Whether the EV is plugged in at an instant (false for a home without one). */
export function evPluggedIn(profile: MonitorProfile, epochMs: number): boolean {
  return householdOf(profile).ev?.pluggedIn(epochMs) ?? false;
}

/**
 * The EV's watts from `fromMs` to `toMs` within one minute, averaged: the minute model with the
 * user's commands to the second (what the realtime values average to over those seconds, but for
 * their zero-mean noise). 0 for a home without an EV.
 */
export function evMeanW(profile: MonitorProfile, fromMs: number, toMs: number): number {
  const ev = householdOf(profile).ev;
  if (!ev || toMs <= fromMs) return 0;
  const m = Math.floor(fromMs / 60_000);
  const segs = ev.segments(m);
  if (!segs) return ev.wattsAt(fromMs);
  const a = (fromMs - m * 60_000) / 1000;
  const b = Math.min(60, (toMs - m * 60_000) / 1000);
  let sum = 0;
  for (let j = 0; j < segs.length; j++) {
    const lo = Math.max(a, segs[j]!.fromSec);
    const hi = Math.min(b, j + 1 < segs.length ? segs[j + 1]!.fromSec : 60);
    if (hi > lo) sum += segs[j]!.w * (hi - lo);
  }
  return b > a ? sum / (b - a) : 0;
}

/** The household's devices: always_on, unknown, ~20 appliances across the detection stages,
 * relay circuits when profile.relays, then solar and battery when present. Do not mutate. */
export function household(profile: MonitorProfile): readonly SimDevice[] {
  return householdOf(profile).devices;
}

/** Nameplate figures: PV capacity (W, 0 without solar) and the battery (null without one). */
export function equipment(profile: MonitorProfile): { solarCapacityW: number; battery: BatterySpec | null } {
  const h = householdOf(profile);
  return {
    solarCapacityW: profile.solar ? arrayOf(h).capacityW : 0,
    battery: profile.battery ? batterySpec(profile.seed) : null,
  };
}

/** [w, solar_w] once a second for the `seconds` before endMs (the feed's recent_history). */
export function recentHistory(profile: MonitorProfile, endMs: number, seconds = 1800): { data: [number, number][]; start_epoch: number } {
  const end = Math.floor(endMs / 1000);
  const start = end - seconds;
  const data: [number, number][] = new Array(seconds);
  for (let i = 0; i < seconds; i++) {
    const p = powerAt(profile, (start + i) * 1000);
    data[i] = [Math.round(p.w * 10) / 10, Math.round(p.solar_w * 10) / 10];
  }
  return { data, start_epoch: start };
}

/**
 * Makes sure the per-day tables an instant needs are computed (the battery day, a few ms), so a
 * realtime tick after local midnight does not pay for it. The feed calls this ahead of time.
 */
export function prepareDay(profile: MonitorProfile, epochMs: number): void {
  if (!profile.battery) return;
  const h = householdOf(profile);
  batteryDay(h, calendarFor(profile.timeZone).dayOf(epochMs).dayNo);
}

/** The monitor-local calendar day containing an instant (server/src/time/calendar.ts). */
export { localDay } from '../time/calendar';

/** The minute series of the local day `dayNo` (cached): per-load watts, legs, voltages, motor starts. */
export function dayMinutes(profile: MonitorProfile, dayNo: number): DaySeries {
  return daySeries(householdOf(profile), dayNo);
}

/**
 * What one device's power model draws over the whole minutes of [fromMs, toMs) (Wh) for each of
 * `ratingsW` as its rating, without its fault: the same schedule and weather, other units. Labs
 * compares a home's heat pump with a reference unit this way. Null when the household has no such device.
 */
export function modelWh(profile: MonitorProfile, deviceId: string, fromMs: number, toMs: number, ratingsW: readonly number[]): number[] | null {
  const h = householdOf(profile);
  const rt = h.loads.find((l) => l.device.id === deviceId);
  if (!rt) return null;
  const cal = calendarFor(profile.timeZone);
  const params = ratingsW.map((rated) => ({ ...rt.params, rated }));
  const ctx = newCtx();
  const wh = ratingsW.map(() => 0);
  for (let m = Math.ceil(fromMs / 60_000), end = Math.floor(toMs / 60_000); m < end; m++) {
    fillCtx(h, cal, m, ctx);
    for (let k = 0; k < params.length; k++) wh[k]! += rt.model(params[k]!, ctx) / 60;
  }
  return wh;
}

export { outdoorTemp } from '../world/weather';

/** Drops every cache (benchmarks use it to time cold computations). */
export function clearSimCaches(): void {
  clearSeriesCaches();
  clearInstantCache();
}
