import type { RateZoneRule } from '../contracts';
import type { WireRateZone, WireRateZoneLists } from '../../../src/api/wire/rateZones';
import { calendarFor } from '../time/calendar';
import type { RateZoneRow } from './repo';
import { daysText } from './rules';
import { dateDayNo, dayNoDate, statusOf, timeOfDayMs } from './zones';

/** A stored row as the cost model reads it (the same conversion as the monitor row's copy). */
export function ruleOf(row: RateZoneRow): RateZoneRule {
  return {
    id: row.id,
    name: row.name,
    cost: row.cost,
    startDay: dateDayNo(row.start_date),
    endDay: dateDayNo(row.end_date),
    startMs: timeOfDayMs(row.start_time),
    endMs: timeOfDayMs(row.end_time),
    allDay: row.all_day === 1,
    days: row.days_mask,
    alert: row.alert === 1,
    rollover: row.rollover === 1,
  };
}

/** The home's local date now, as a day number. */
export const todayOf = (timeZone: string, nowMs: number): number => calendarFor(timeZone).dayOf(nowMs).dayNo;

export function toWireRateZone(row: RateZoneRow, todayNo: number): WireRateZone {
  const s = statusOf(ruleOf(row), todayNo);
  return {
    id: row.id,
    monitor_id: row.monitor_id,
    name: row.name,
    cost: row.cost,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    all_day: row.all_day === 1,
    days_enabled: daysText(row.days_mask),
    alert: row.alert === 1,
    rollover: row.rollover === 1,
    status: s.status,
    occurrence: { start_date: dayNoDate(s.start), end_date: dayNoDate(s.end) },
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The zones by status: historic ones newest first, the others by their (next) start date. */
export function rateZoneLists(rows: readonly RateZoneRow[], todayNo: number): WireRateZoneLists {
  const all = rows.map((r) => toWireRateZone(r, todayNo));
  const by = (a: WireRateZone, b: WireRateZone) => a.occurrence.start_date.localeCompare(b.occurrence.start_date) || a.id - b.id;
  return {
    historic: all.filter((z) => z.status === 'historic').sort((a, b) => -by(a, b)),
    present: all.filter((z) => z.status === 'present').sort(by),
    future: all.filter((z) => z.status === 'future').sort(by),
  };
}
