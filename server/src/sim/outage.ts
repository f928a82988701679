import type { MonitorProfile } from '../contracts';
import { calendarFor, type LocalDay } from './calendar';
import { streamId, unit } from '../hash';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * Grid outages of homes with a battery (spec §2 banner "backup power": grid status not Connected and
 * backup_power set). Once a month, on a day of the month and at an evening time chosen by the seed,
 * the grid fails for OUTAGE_MIN minutes. The utility announces it, so the battery's storm watch
 * charges it to full (from solar and the grid) in the STORM_WATCH_MIN minutes before; during the
 * outage the battery carries the whole home (the grid is disconnected: nothing is bought or sold)
 * and solar the home cannot use or store is curtailed. Homes without a battery see no outage.
 */
export const OUTAGE_MIN = 30;
export const STORM_WATCH_MIN = 180;

interface Schedule {
  /** Day of the month, 1-28. */
  day: number;
  /** Local clock minute the outage starts (18:00-20:45, on a quarter hour). */
  clock: number;
}

function scheduleOf(profile: MonitorProfile): Schedule {
  const seed = profile.seed >>> 0;
  const s = streamId('grid.outage');
  return { day: 1 + Math.floor(unit(seed, s, 1) * 28), clock: 18 * 60 + 15 * Math.floor(unit(seed, s, 2) * 12) };
}

/** The outage of a local day as minutes of the day [from, to), or null (none that day, or no battery). */
export function outageOfDay(profile: MonitorProfile, day: LocalDay): [number, number] | null {
  if (!profile.battery) return null;
  const sch = scheduleOf(profile);
  if (day.day !== sch.day) return null;
  const from = Math.round((calendarFor(profile.timeZone).clockToMs(day, sch.clock) - day.startMs) / 60_000);
  return [from, Math.min(day.lengthMin, from + OUTAGE_MIN)];
}

/** The outage holding an instant, as epoch ms [start, end), or null. */
export function outageAt(profile: MonitorProfile, epochMs: number): { startMs: number; endMs: number } | null {
  if (!profile.battery) return null;
  const day = calendarFor(profile.timeZone).dayOf(epochMs);
  const o = outageOfDay(profile, day);
  if (!o) return null;
  const startMs = day.startMs + o[0] * 60_000;
  const endMs = day.startMs + o[1] * 60_000;
  return epochMs >= startMs && epochMs < endMs ? { startMs, endMs } : null;
}
