import type { MonitorProfile } from '../contracts';
import { calendarFor } from '../time/calendar';
import { lookbackDay, type DayRef } from './compute';
import { labsDay, type VoltRun } from './days';
import { labsMinutes } from './minutes';
import { round } from './maths';

export interface VoltageDayFigures extends DayRef {
  stepS: number;
  /** Minute means per leg (0.1 V), null for minutes not reached yet or not heard (a gap). */
  l1: (number | null)[];
  l2: (number | null)[];
  events: VoltRun[];
}

/**
 * One local day of the power-quality graph (index 0 = today): each minute's mean voltage of L1 and L2
 * (1440 a day; 1380 or 1500 on daylight-saving days), from the measured store's minutes as the other
 * Labs figures read them (labs/minutes.ts), with that day's dips and spikes. Null for an index outside the lookback.
 */
export function voltageDay(profile: MonitorProfile, nowMs: number, index: number): VoltageDayFigures | null {
  const ref = lookbackDay(profile, nowMs, index);
  if (!ref) return null;
  const day = calendarFor(profile.timeZone).dayOf(ref.startMs);
  const lm = labsMinutes(profile, day, nowMs);
  const volts = (v: number, i: number): number | null => (i < lm.reached && Number.isFinite(v) ? round(v, 1) : null);
  const l1: (number | null)[] = new Array(day.lengthMin);
  const l2: (number | null)[] = new Array(day.lengthMin);
  for (let i = 0; i < day.lengthMin; i++) {
    l1[i] = volts(lm.voltage1[i] as number, i);
    l2[i] = volts(lm.voltage2[i] as number, i);
  }
  return { ...ref, stepS: 60, l1, l2, events: labsDay(profile, day.dayNo, nowMs).events };
}
