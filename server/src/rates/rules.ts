import { HttpError } from '../errors';
import { msg, type MessageKey, type MessageValues } from '../i18n';
import { RATE_ZONE_LIMITS as L, RATE_ZONE_TIME_PATTERN, WEEKDAYS } from './limits';
import { dateDayNo, dayNoDate, timeOfDayMs } from './zones';

/**
 * The rate-zone rules (spec account-settings-shell §5 "Rate zone"), checked whole before anything
 * is written. The app's editor checks the same rules with the same texts
 * (src/features/rateZones/components/RateZoneSchema.ts); each failure here is a 400 in the
 * request's language.
 */

/** What a request may send: form values arrive as text, JSON as numbers and booleans. */
export interface RateZoneBody {
  name?: string;
  cost?: string;
  start_date?: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
  all_day?: boolean;
  /** After schema coercion always a list; each item may itself be a comma list. */
  days_enabled?: string[];
  alert?: boolean;
  rollover?: boolean;
  split_midnight?: boolean;
}

/** A zone ready to store. */
export interface ZoneValues {
  name: string;
  cost: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  all_day: boolean;
  /** Bit 0 = Monday … bit 6 = Sunday. */
  days: number;
  alert: boolean;
  rollover: boolean;
}

const bad = (key: MessageKey, values?: MessageValues) => new HttpError(400, msg(key, values));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T/;

/** 'YYYY-MM-DD' (or the date of an ISO date-time as written), checked to be a real date; null otherwise. */
function dateOf(raw: string): string | null {
  const text = raw.trim();
  const date = DATE_TIME.exec(text)?.[1] ?? text;
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2099) return null;
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? date : null;
}

/** '7:05' → '07:05'; null unless HH:MM[:SS[.mmm]] (24-hour). */
export function timeOf(raw: string | undefined): string | null {
  const text = (raw ?? '').trim().replace(/^(\d):/, '0$1:');
  return RATE_ZONE_TIME_PATTERN.test(text) ? text : null;
}

const DAY_NAMES = new Map<string, number>(WEEKDAYS.flatMap((d, i) => [[d.toLowerCase(), i], [d.slice(0, 3).toLowerCase(), i]]));

/** Weekday names (a comma list or a list) → a bit mask. */
function daysOf(raw: string[] | undefined): number {
  let mask = 0;
  for (const item of raw ?? []) {
    for (const part of item.split(',')) {
      const name = part.trim();
      if (name === '') continue;
      const i = DAY_NAMES.get(name.toLowerCase());
      if (i === undefined) throw bad('rateZone.dayUnknown', { day: name.slice(0, 20) });
      mask |= 1 << i;
    }
  }
  return mask;
}

/** The weekday names of a mask, Monday first, comma-joined (as sent and answered). */
export const daysText = (mask: number): string => WEEKDAYS.filter((_, i) => mask & (1 << i)).join(',');

function costOf(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '') throw bad('rateZone.costRequired');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) throw bad('rateZone.costInvalid');
  const cost = Number(text);
  if (cost < L.costMin || cost > L.costMax) throw bad('rateZone.costRange');
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > L.costDecimals && Math.abs(Math.round(cost * 1000) - cost * 1000) > 1e-6) throw bad('rateZone.costPrecision');
  return Math.round(cost * 1000) / 1000;
}

/** The day after the last one of the zone (exclusive) has passed: alert and rollover are off. */
export const isPast = (endDate: string, todayNo: number): boolean => dateDayNo(endDate) <= todayNo;

/**
 * Checks a create or update body (all fields, spec §5) and returns the zone(s) to store: one, or
 * two when a zone running past midnight is split (`split_midnight`). `todayNo` is the home's local
 * date (days since 1970-01-01).
 */
export function checkRateZone(body: RateZoneBody, todayNo: number): ZoneValues[] {
  const name = (body.name ?? '').trim();
  if (name === '') throw bad('rateZone.nameRequired');
  if ([...name].length > L.nameMax) throw bad('rateZone.nameTooLong', { max: L.nameMax });
  const cost = costOf(body.cost);

  if ((body.start_date ?? '').trim() === '') throw bad('rateZone.startDateRequired');
  if ((body.end_date ?? '').trim() === '') throw bad('rateZone.endDateRequired');
  const startDate = dateOf(body.start_date!);
  const endDate = dateOf(body.end_date!);
  if (!startDate || !endDate) throw bad('rateZone.dateInvalid');
  // The end date is sent as the day after the chosen one: the range runs to the chosen day.
  const span = dateDayNo(endDate) - 1 - dateDayNo(startDate);
  if (span < L.rangeMinDays || span > L.rangeMaxDays) throw bad('rateZone.range');

  const allDay = body.all_day === true;
  let startTime = '00:00';
  let endTime = '00:00';
  if (!allDay) {
    const s = timeOf(body.start_time);
    if (!s) throw bad('rateZone.startTimeInvalid');
    const e = timeOf(body.end_time);
    if (!e) throw bad('rateZone.endTimeInvalid');
    startTime = s;
    endTime = e;
  }
  const days = daysOf(body.days_enabled);
  if (days === 0) throw bad('rateZone.daysRequired');

  const past = isPast(endDate, todayNo);
  const base: ZoneValues = {
    name, cost, start_date: startDate, end_date: endDate, start_time: startTime, end_time: endTime, all_day: allDay, days,
    alert: past ? false : body.alert === true,
    rollover: past ? false : body.rollover === true,
  };
  const startMs = timeOfDayMs(startTime);
  const endMs = timeOfDayMs(endTime);
  if (allDay || startMs <= endMs) return [base];
  // Past midnight: "to 00:00" is to midnight; anything later needs the split (or is refused).
  if (endMs === 0) return [{ ...base, end_time: L.endOfDay }];
  if (body.split_midnight !== true) throw bad('rateZone.timeOrder');
  const nextDays = ((days << 1) | (days >> 6)) & 0x7f;
  const shift = (date: string) => dayNoDate(dateDayNo(date) + 1);
  const after: ZoneValues = {
    ...base,
    start_date: shift(startDate),
    end_date: shift(endDate),
    start_time: '00:00',
    days: nextDays,
    alert: isPast(shift(endDate), todayNo) ? false : base.alert,
    rollover: isPast(shift(endDate), todayNo) ? false : base.rollover,
  };
  return [{ ...base, end_time: L.endOfDay }, after];
}
