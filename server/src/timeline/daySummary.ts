import type { MonitorProfile } from '../contracts';
import { localDay, peakMinute, sampleRange, type LocalDay } from '../sim';
import { calendarFor } from '../sim/calendar';
import { profileKey } from '../sim/household';

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

/** A whole local day's peak and always-on figure. */
export function daySummary(profile: MonitorProfile, dayNo: number): DaySummary {
  const key = `${profileKey(profile)}|${dayNo}`;
  const hit = summaries.get(key);
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
  if (summaries.size >= CACHE_MAX) summaries.delete(summaries.keys().next().value as string);
  summaries.set(key, summary);
  return summary;
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
