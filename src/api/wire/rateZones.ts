import type { IsoTime } from './common';

/**
 * Time-of-use rate zones (spec account-settings-shell §2 "Rate zones", §3 "Rate zone", §5 rules,
 * §7 rate_zones calls; server/README.md "Rate zones"). Paths under /apiservice/api/v1:
 *   GET    /app/monitors/{monitorId}/rate_zones         → WireRateZoneLists
 *   POST   /app/monitors/{monitorId}/rate_zones         (WireRateZoneBody) → WireRateZoneWrite
 *   POST   /app/monitors/{monitorId}/rate_zones/{id}    (WireRateZoneBody) → WireRateZoneWrite
 *   DELETE /app/monitors/{monitorId}/rate_zones/{id}    → WireRateZoneWrite
 * `{monitorId}` must be one of the token's user's monitors and `{id}` one of its zones, else 404.
 * Every rule is checked before anything is written; refusals are `{status:'error', error_reason}` in
 * the request's language. While the home's time-of-use switch (`tou_enabled`) is on, the zone in
 * force at a minute sets that minute's rate in every cost the server reports; otherwise the flat rate.
 */

/** Weekday names as sent and answered (Monday first). */
export type WireWeekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** Where a zone stands today (in the home's time zone). */
export type WireRateZoneStatus = 'historic' | 'present' | 'future';

/** A rate zone as stored. Dates are local calendar dates of the home; times local clock times. */
export interface WireRateZone {
  id: number;
  monitor_id: number;
  name: string;
  /** Cents per kWh, 3 decimals at most. */
  cost: number;
  /** First day, 'YYYY-MM-DD'. */
  start_date: string;
  /** The day AFTER the last day, 'YYYY-MM-DD' (spec §5: sent as the day after the chosen date). */
  end_date: string;
  /** 'HH:MM[:SS[.mmm]]', 24-hour; the zone covers [start_time, end_time) of each enabled day. */
  start_time: string;
  /** Equal to start_time (00:00 when all_day) means the whole day; 23:59:59.999 runs to midnight. */
  end_time: string;
  all_day: boolean;
  /** Comma-joined weekday names, Monday first: 'Monday,Tuesday,Wednesday,Thursday,Friday'. */
  days_enabled: string;
  /** Show the time-of-use banner (the feed's tou_alert) while the zone is in force. */
  alert: boolean;
  /** Repeat every year on the same dates. */
  rollover: boolean;
  status: WireRateZoneStatus;
  /** The dates the status refers to: the stored ones, or this or next year's repeat of a rollover zone. */
  occurrence: { start_date: string; end_date: string };
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** GET …/rate_zones: the zones by status, each list by start date. */
export interface WireRateZoneLists {
  historic: WireRateZone[];
  present: WireRateZone[];
  future: WireRateZone[];
}

/**
 * A zone to create or the new state of one (form-encoded or JSON). `days_enabled` is a comma list
 * (an array is accepted too). With `split_midnight: true` a zone whose start time is after its end
 * time is saved as two: start → midnight on the chosen days, and midnight → end on the days after.
 */
export interface WireRateZoneBody {
  name: string;
  cost: number | string;
  start_date: string;
  end_date: string;
  start_time?: string;
  end_time?: string;
  all_day?: boolean;
  days_enabled: string | string[];
  alert?: boolean;
  rollover?: boolean;
  split_midnight?: boolean;
}

/** The answer of every write: the zones written (two for a split), the deleted id, and the lists now. */
export interface WireRateZoneWrite {
  status: 'ok';
  zones: WireRateZone[];
  deleted_id?: number;
  lists: WireRateZoneLists;
}

/** Spec §5 and §9 (the server holds the same numbers in server/src/rates/limits.ts; a test compares them). */
export const RATE_ZONE_LIMITS = {
  nameMax: 64,
  costMin: 0.001,
  costMax: 999,
  costDecimals: 3,
  rangeMinDays: 7,
  rangeMaxDays: 365,
  maxZones: 50,
  /** The end of a day, as an end time. */
  endOfDay: '23:59:59.999',
} as const;

/** A time of day: 'HH:MM[:SS[.mmm]]', 24-hour (spec §5). */
export const RATE_ZONE_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,3}))?)?$/;

/** The weekdays, Monday first. */
export const WEEKDAYS: readonly WireWeekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
