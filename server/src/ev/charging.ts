import type { MonitorProfile } from '../contracts';
import { evDevice, evMeanW, evPluggedIn, sampleAt, sampleRange } from '../sim';
import { blendShares, carbonIntensity, fuelShares, type FuelShares } from './grid';
import type { WireEvChargeStatus } from '../../../src/api/wire/evCharger';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * What the charge point reports, from the simulator (spec §3 "EV charging", §9 EV): the status now
 * and the last 24 hours in 96 fifteen-minute slots. Every figure comes from the EV's minute
 * aggregates (the numbers history, the power meter and the device pages read) and, for the minute
 * in progress, from its watts to the second.
 */

/** A slot counts as charging when the EV's mean over it is above this (spec §9). */
export const ACTIVE_W = 100;
export const SLOT_MINUTES = 15;
export const SLOTS = 96;
const MIN_MS = 60_000;
const SLOT_MS = SLOT_MINUTES * MIN_MS;

export interface EvNow {
  chargeStatus: Exclude<WireEvChargeStatus, 'NotEnabled'>;
  /** The EV's watts at that instant: the same value the feed sends for the EV device. */
  wattage: number;
  pluggedIn: boolean;
}

/** Charging above 100 W; otherwise Connected while plugged in, else Disconnected. */
export function evNow(profile: MonitorProfile, atMs: number): EvNow {
  const ev = evDevice(profile);
  const pluggedIn = evPluggedIn(profile, atMs);
  const w = ev ? (sampleAt(profile, atMs).devices.find((d) => d.device.id === ev.id)?.w ?? 0) : 0;
  const chargeStatus = w > ACTIVE_W ? 'Charging' : pluggedIn ? 'Connected' : 'Disconnected';
  return { chargeStatus, wattage: Math.round(w), pluggedIn };
}

export interface EvSlots {
  startMs: number;
  endMs: number;
  /** Mean EV watts per slot (over the elapsed part of the last), 0 unless above ACTIVE_W. */
  watts: number[];
  /** Energy per slot, kWh, and the part of it solar covered (0 for idle slots). */
  kwh: number[];
  solarKwh: number[];
  /** The grid's mix in the middle of each slot (null outside North America). */
  shares: (FuelShares | null)[];
}

/**
 * The 96 quarter-hours up to now: slot 95 is the quarter holding `nowMs`. Whole minutes come from
 * the minute aggregates; the minute in progress counts up to `nowMs`. Solar covers the rest of the
 * home first, the EV with what is left.
 */
export function evSlots(profile: MonitorProfile, nowMs: number): EvSlots {
  const lastStart = Math.floor(nowMs / SLOT_MS) * SLOT_MS;
  const startMs = lastStart - (SLOTS - 1) * SLOT_MS;
  const nowMin = Math.floor(nowMs / MIN_MS);
  const minutes = nowMin - startMs / MIN_MS + 1;
  const ev = evDevice(profile);
  const range = sampleRange(profile, startMs, MIN_MS, minutes, { devices: true });
  const evSeries = ev ? range.devices!.get(ev.id)! : new Float32Array(minutes);
  const wh = new Float64Array(SLOTS);
  const solarWh = new Float64Array(SLOTS);
  const elapsedMin = new Float64Array(SLOTS);
  for (let i = 0; i < minutes; i++) {
    const fromMs = startMs + i * MIN_MS;
    const current = i === minutes - 1;
    const fraction = current ? (nowMs - fromMs) / MIN_MS : 1;
    const w = current ? evMeanW(profile, fromMs, nowMs) : (evSeries[i] as number);
    const slot = Math.floor(i / SLOT_MINUTES);
    elapsedMin[slot]! += fraction;
    if (w <= 0 || fraction <= 0) continue;
    const others = (range.consumption[i] as number) - (evSeries[i] as number);
    const solarLeft = Math.max(0, (range.solar[i] as number) - others);
    wh[slot]! += (w * fraction) / 60;
    solarWh[slot]! += (Math.min(w, solarLeft) * fraction) / 60;
  }
  const watts: number[] = [];
  const kwh: number[] = [];
  const solarKwh: number[] = [];
  const shares: (FuelShares | null)[] = [];
  for (let s = 0; s < SLOTS; s++) {
    const hours = (elapsedMin[s] as number) / 60;
    // The slot in progress, while the EV charges, reads its watts of this instant (the status card's
    // figure): a charge started a few seconds ago shows at once, not as a mean diluted by the idle part.
    const liveW = s === SLOTS - 1 && ev ? evMeanW(profile, nowMs, nowMs + 1) : 0;
    const mean = liveW > ACTIVE_W ? liveW : hours > 0 ? (wh[s] as number) / hours : 0;
    const active = mean > ACTIVE_W;
    watts.push(active ? Math.round(mean) : 0);
    kwh.push(active ? (wh[s] as number) / 1000 : 0);
    solarKwh.push(active ? (solarWh[s] as number) / 1000 : 0);
    shares.push(fuelShares(profile, startMs + s * SLOT_MS + SLOT_MS / 2));
  }
  return { startMs, endMs: nowMs, watts, kwh, solarKwh, shares };
}

export interface EvTotals {
  kwh: number;
  solarKwh: number;
  /** lbs CO₂ of the grid energy (null when the area has no fuel mix). */
  carbonLbs: number | null;
  /** Carbon intensity per slot (null when the area has no fuel mix). */
  intensity: number[] | null;
  /** The mix of the grid energy charged (null when none was, or the area has no fuel mix). */
  chargedMix: FuelShares | null;
}

/** Sums of the slots: energy, its solar part, the grid part's carbon and fuel mix. */
export function evTotals(slots: EvSlots): EvTotals {
  const known = slots.shares.every((s) => s !== null);
  let kwh = 0;
  let solarKwh = 0;
  let carbon = 0;
  const parts: { shares: FuelShares; weight: number }[] = [];
  const intensity = known ? slots.shares.map((s) => carbonIntensity(s as FuelShares)) : null;
  for (let s = 0; s < SLOTS; s++) {
    kwh += slots.kwh[s] as number;
    solarKwh += slots.solarKwh[s] as number;
    const grid = (slots.kwh[s] as number) - (slots.solarKwh[s] as number);
    if (intensity && grid > 0) {
      carbon += grid * (intensity[s] as number);
      parts.push({ shares: slots.shares[s] as FuelShares, weight: grid });
    }
  }
  return { kwh, solarKwh, carbonLbs: known ? carbon : null, intensity, chargedMix: known ? blendShares(parts) : null };
}

/** Everything the status answer reads from the simulator (computed in the worker pool). */
export interface EvFigures {
  now: EvNow;
  slots: EvSlots;
  totals: EvTotals;
  /** The grid's mix now (null outside North America). */
  sharesNow: FuelShares | null;
}

export function evFigures(profile: MonitorProfile, atMs: number): EvFigures {
  const slots = evSlots(profile, atMs);
  return { now: evNow(profile, atMs), slots, totals: evTotals(slots), sharesNow: fuelShares(profile, atMs) };
}
