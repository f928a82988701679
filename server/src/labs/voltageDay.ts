import type { MonitorProfile } from '../contracts';
import { dayMinutes } from '../sim';
import { calendarFor } from '../time/calendar';
import { lookbackDay, type DayRef } from './compute';
import { labsDay, type VoltRun } from './days';
import { round } from './maths';

export interface VoltageDayFigures extends DayRef {
  stepS: number;
  /** Minute means per leg (0.1 V), null for minutes not reached yet. */
  l1: (number | null)[];
  l2: (number | null)[];
  events: VoltRun[];
}

/**
 * One local day of the power-quality graph (index 0 = today): each minute's mean voltage of L1 and L2
 * (1440 a day; 1380 or 1500 on daylight-saving days), the same minute series history and the other
 * Labs figures come from, with that day's dips and spikes. Null for an index outside the lookback.
 */
export function voltageDay(profile: MonitorProfile, nowMs: number, index: number): VoltageDayFigures | null {
  const ref = lookbackDay(profile, nowMs, index);
  if (!ref) return null;
  const dayNo = calendarFor(profile.timeZone).dayOf(ref.startMs).dayNo;
  const ds = dayMinutes(profile, dayNo);
  const reached = Math.max(0, Math.min(ds.day.lengthMin, Math.floor((nowMs - ds.day.startMs) / 60_000)));
  const l1: (number | null)[] = new Array(ds.day.lengthMin);
  const l2: (number | null)[] = new Array(ds.day.lengthMin);
  for (let i = 0; i < ds.day.lengthMin; i++) {
    l1[i] = i < reached ? round(ds.voltage1[i] as number, 1) : null;
    l2[i] = i < reached ? round(ds.voltage2[i] as number, 1) : null;
  }
  return { ...ref, stepS: 60, l1, l2, events: labsDay(profile, dayNo, nowMs).events };
}
