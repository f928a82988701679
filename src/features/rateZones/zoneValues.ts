import { RATE_ZONE_LIMITS as L, WEEKDAYS, type WireRateZone, type WireRateZoneBody, type WireWeekday } from '../../api/wire/rateZones';
import { isValidTime, parseTime, timeToMs } from '../../common/time';
import type { RateZoneValues } from './types';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus n days (calendar dates, no time zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  const at = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((at(b) - at(a)) / DAY_MS);
}

export const isDate = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && addDays(s, 0) === s;

/** The home's local date of an instant, 'YYYY-MM-DD'. */
export function localDate(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const WEEKDAYS_ONLY: WireWeekday[] = WEEKDAYS.slice(0, 5);
export const WEEKEND: WireWeekday[] = WEEKDAYS.slice(5);

/** Weekday names of a comma list, Monday first. */
export const daysOf = (list: string): WireWeekday[] => WEEKDAYS.filter((d) => list.split(',').map((s) => s.trim()).includes(d));

/** A new zone: a weekday evening peak for a year from today (the user changes what differs). */
export function newZoneValues(today: string): RateZoneValues {
  return {
    name: '',
    cost: '',
    startDate: today,
    endDate: addDays(today, 364),
    allDay: false,
    startTime: '16:00',
    endTime: '21:00',
    days: [...WEEKDAYS_ONLY],
    alert: true,
    rollover: false,
  };
}

/** A stored zone in the editor: the end date shown one day earlier than sent (spec §5). */
export function valuesOf(zone: WireRateZone): RateZoneValues {
  return {
    name: zone.name,
    cost: String(zone.cost),
    startDate: zone.start_date,
    endDate: addDays(zone.end_date, -1),
    allDay: zone.all_day,
    startTime: zone.start_time,
    endTime: zone.end_time,
    days: daysOf(zone.days_enabled),
    alert: zone.alert,
    rollover: zone.rollover,
  };
}

/** The draft of a duplicate: the same zone, its name with ' (duplicate)' appended (spec §2). */
export const duplicateValues = (zone: WireRateZone): RateZoneValues => ({ ...valuesOf(zone), name: `${zone.name} (duplicate)` });

/** The zone has ended before today: it can no longer alert or repeat (spec §5). */
export const endsInPast = (endDate: string, today: string): boolean => isDate(endDate) && endDate < today;

/** The body to send: trimmed name, the day after the chosen end date, comma-joined days, 00:00 all day. */
export function bodyOf(values: RateZoneValues, today: string, splitMidnight = false): WireRateZoneBody {
  const past = endsInPast(values.endDate, today);
  return {
    name: values.name.trim(),
    cost: values.cost.trim(),
    start_date: values.startDate,
    end_date: addDays(values.endDate, 1),
    all_day: values.allDay,
    start_time: values.allDay ? '00:00' : normalTime(values.startTime),
    end_time: values.allDay ? '00:00' : normalTime(values.endTime),
    days_enabled: WEEKDAYS.filter((d) => values.days.includes(d)).join(','),
    alert: past ? false : values.alert,
    rollover: past ? false : values.rollover,
    ...(splitMidnight ? { split_midnight: true } : {}),
  };
}

/** '7:05' → '07:05' (the server's form). */
export const normalTime = (t: string): string => t.trim().replace(/^(\d):/, '0$1:');

const msOf = (t: string): number | null => (isValidTime(t) ? timeToMs(parseTime(t)) : null);

/**
 * The zone runs past midnight (start after end, both valid, not all day): the editor offers to save
 * it as two zones. An end of 00:00 is midnight itself and needs no split.
 */
export function crossesMidnight(v: Pick<RateZoneValues, 'allDay' | 'startTime' | 'endTime'>): boolean {
  if (v.allDay) return false;
  const s = msOf(v.startTime);
  const e = msOf(v.endTime);
  return s !== null && e !== null && e !== 0 && s > e;
}

/** Start time after end time (the order rule), except the 00:00 end that means midnight. */
export function timesOutOfOrder(v: Pick<RateZoneValues, 'allDay' | 'startTime' | 'endTime'>): boolean {
  return crossesMidnight(v);
}

/** The days after each chosen day (the second part of a midnight split). */
export const nextDays = (days: readonly WireWeekday[]): WireWeekday[] => WEEKDAYS.filter((_, i) => days.includes(WEEKDAYS[(i + 6) % 7]!));

/** An end time that runs to midnight. */
export const isEndOfDay = (t: string): boolean => {
  const ms = msOf(t);
  return ms !== null && ms >= timeToMs(parseTime(L.endOfDay)) - 999;
};
