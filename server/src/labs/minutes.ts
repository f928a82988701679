import type { MonitorProfile } from '../contracts';
import { profileKey } from '../home/profileKey';
import { declaredDevices, storedRange, versionedDayKey } from '../measured';
import { dayMinutes } from '../sim';
import { householdOf } from '../sim/household';
import type { LocalDay } from '../time/calendar';

const MINUTE_MS = 60_000;

/**
 * A local day's minutes as Labs reads them: each mains leg's watts, each leg's volts and the heat
 * pump's watts. From the measured store where there is one (a minute the meter was not heard is NaN
 * for the legs and volts, so it is a gap in the graph and the neutral reading, never a 0 V dip; the
 * heat pump's watts are energy means, so a gap adds no energy); the simulator's day series without a
 * store (no data folder: the pure unit tests).
 */
export interface LabsMinutes {
  day: LocalDay;
  /** Minutes up to now: the whole day, or today's minutes so far. */
  reached: number;
  leg1: ArrayLike<number>;
  leg2: ArrayLike<number>;
  voltage1: ArrayLike<number>;
  voltage2: ArrayLike<number>;
  /** The heat pump's watts, null without one (or, in a store, without its channel). */
  heatPump: ArrayLike<number> | null;
}

/** The home's heat pump (the AC comparison's device), or null. */
export function heatPumpId(profile: MonitorProfile): string | null {
  return declaredDevices(profile).find((d) => d.kind === 'hvac')?.id ?? null;
}

/** The last few days read: one Labs answer reads today and yesterday several times (the day, the 24-hour average, the legs now). */
const MINUTES_MAX = 4;
const minutesCache = new Map<string, LabsMinutes>();

/** A day's Labs minutes as of nowMs, kept by the store's version of the day and the minutes reached. */
export function labsMinutes(profile: MonitorProfile, day: LocalDay, nowMs: number): LabsMinutes {
  const reached = Math.max(0, Math.min(day.lengthMin, Math.floor((nowMs - day.startMs) / MINUTE_MS)));
  const key = `${versionedDayKey(profile.id, profileKey(profile), day.dayNo)}#${reached}`;
  const hit = minutesCache.get(key);
  if (hit) return hit;
  const out = readMinutes(profile, day, nowMs, reached);
  if (minutesCache.size >= MINUTES_MAX) minutesCache.delete(minutesCache.keys().next().value as string);
  minutesCache.set(key, out);
  return out;
}

function readMinutes(profile: MonitorProfile, day: LocalDay, nowMs: number, reached: number): LabsMinutes {
  const hpId = heatPumpId(profile);
  const r = storedRange(profile, day.startMs, MINUTE_MS, day.lengthMin, Math.min(nowMs, day.endMs), { devices: hpId !== null });
  if (r) {
    return { day, reached, leg1: r.leg1, leg2: r.leg2, voltage1: r.voltage1, voltage2: r.voltage2, heatPump: hpId ? (r.devices?.get(hpId) ?? null) : null };
  }
  const ds = dayMinutes(profile, day.dayNo);
  const k = hpId ? householdOf(profile).loads.findIndex((l) => l.device.id === hpId) : -1;
  return { day, reached, leg1: ds.leg1, leg2: ds.leg2, voltage1: ds.voltage1, voltage2: ds.voltage2, heatPump: k >= 0 ? ds.loads[k]! : null };
}

/** Forgets the days read (tests, benchmarks: a new data folder starts its day versions again). */
export function clearLabsMinutes(): void {
  minutesCache.clear();
}
