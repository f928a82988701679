import type { MonitorProfile } from '../contracts';
import { peakMinute, sampleRange } from '../sim';
import { calendarFor, localDay, type LocalDay } from '../time/calendar';
import { storeDay, storedDay } from '../db/persistedDays';
import { profileKey } from '../home/profileKey';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/** What the notices need to know about one local day (computed once, then cached). */
export interface DaySummary {
  day: LocalDay;
  /** The minute of highest consumption and its mean watts. */
  peakMs: number;
  peakW: number;
  /** Mean always-on watts over the day. */
  alwaysOnW: number;
}

/** A day's peak against the 30 days before it (spec: "a day's peak exceeds the previous peak"). */
export interface PeakRecord {
  day: DaySummary;
  /** The highest of the 30 days before (null before the first day with data). */
  previous: DaySummary | null;
  /** The day's peak is higher than every peak of the 30 days before. */
  isRecord: boolean;
}

export const PEAK_LOOKBACK_DAYS = 30;
const CACHE_MAX = 20_000;
const summaries = new Map<string, DaySummary>();

export function dayByNo(profile: MonitorProfile, dayNo: number): LocalDay {
  return calendarFor(profile.timeZone).day(dayNo);
}

export function dayOf(profile: MonitorProfile, ms: number): LocalDay {
  return localDay(profile, ms);
}

const remember = (key: string, summary: DaySummary): DaySummary => {
  if (summaries.size >= CACHE_MAX) summaries.delete(summaries.keys().next().value as string);
  summaries.set(key, summary);
  return summary;
};

/** The persisted form (db/persistedDays.ts): a whole past day never changes for one household key. */
const storeKey = (key: string) => `ds:${key}`;

/** A stored summary read back, or undefined. */
function readStored(profile: MonitorProfile, dayNo: number, key: string): DaySummary | undefined {
  const stored = storedDay(storeKey(key));
  if (!stored || stored.length !== 3) return undefined;
  return remember(key, { day: dayByNo(profile, dayNo), peakMs: stored[0]!, peakW: stored[1]!, alwaysOnW: stored[2]! });
}

/**
 * A whole local day's peak and always-on figure: from memory, else from the day store, else
 * simulated (a few ms: every minute of the day) and stored. The timeline's routes and the warm-up
 * have a pool thread simulate the days they need first (ensureDaySummaries), so on the event loop
 * this is a read.
 */
export function daySummary(profile: MonitorProfile, dayNo: number): DaySummary {
  const key = `${profileKey(profile)}|${dayNo}`;
  const hit = summaries.get(key) ?? readStored(profile, dayNo, key);
  if (hit) return hit;
  const day = dayByNo(profile, dayNo);
  const peak = peakMinute(profile, day.startMs, day.endMs);
  const range = sampleRange(profile, day.startMs, day.lengthMin * 60_000, 1, { devices: true });
  const summary: DaySummary = {
    day,
    peakMs: peak?.epochMs ?? day.startMs,
    peakW: Math.round(peak?.w ?? 0),
    alwaysOnW: Math.round(range.devices?.get('always_on')?.[0] ?? 0),
  };
  storeDay(storeKey(key), Float64Array.of(summary.peakMs, summary.peakW, summary.alwaysOnW));
  return remember(key, summary);
}

/** Whether a day's summary is at hand without simulating (in memory, or stored: then read into memory). */
export function summaryReady(profile: MonitorProfile, dayNo: number): boolean {
  const key = `${profileKey(profile)}|${dayNo}`;
  return summaries.has(key) || readStored(profile, dayNo, key) !== undefined;
}

/** Day dayNo's peak against the 30 days before it. floorMs: no data before it (no earlier days count). */
export function peakRecord(profile: MonitorProfile, dayNo: number, floorMs: number): PeakRecord {
  const day = daySummary(profile, dayNo);
  let previous: DaySummary | null = null;
  for (let d = dayNo - 1; d >= dayNo - PEAK_LOOKBACK_DAYS; d--) {
    if (dayByNo(profile, d).endMs <= floorMs) break;
    const s = daySummary(profile, d);
    if (!previous || s.peakW > previous.peakW) previous = s;
  }
  return { day, previous, isRecord: previous !== null && day.peakW > previous.peakW };
}

export function clearSummaryCache(): void {
  summaries.clear();
}
