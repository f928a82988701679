import type { IntlShape } from 'react-intl';
import { RATE_ZONE_LIMITS as L, WEEKDAYS, type WireWeekday } from '../../../api/wire/rateZones';
import { isValidTime, parseTime, timeToMs } from '../../../common/time';
import { rowMessages as m } from '../messages';
import { WEEKDAYS_ONLY, WEEKEND } from '../zoneValues';

/** A calendar date 'YYYY-MM-DD' in the user's language (no time zone: it is the home's date). */
export const formatDay = (intl: IntlShape, date: string): string =>
  intl.formatDate(Date.parse(`${date}T12:00:00Z`), { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** A clock time 'HH:MM[:SS]' in the user's language; the end of a day reads 'midnight'. */
export function formatClockTime(intl: IntlShape, time: string): string {
  if (!isValidTime(time)) return time;
  const ms = timeToMs(parseTime(time));
  if (ms >= timeToMs(parseTime(L.endOfDay)) - 999) return intl.formatMessage(m.midnight);
  return intl.formatTime(Date.UTC(2000, 0, 1) + ms, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
}

/** A weekday's short name (2024-01-01 was a Monday). */
export const weekdayName = (intl: IntlShape, day: WireWeekday, weekday: 'short' | 'long' = 'short'): string =>
  intl.formatDate(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12), { timeZone: 'UTC', weekday });

const same = (a: readonly WireWeekday[], b: readonly WireWeekday[]) => a.length === b.length && a.every((d) => b.includes(d));

/** 'Every day', 'Weekdays', 'Weekends' or the days' short names. */
export function formatDays(intl: IntlShape, days: readonly WireWeekday[]): string {
  if (days.length === 7) return intl.formatMessage(m.everyDay);
  if (same(days, WEEKDAYS_ONLY)) return intl.formatMessage(m.weekdays);
  if (same(days, WEEKEND)) return intl.formatMessage(m.weekends);
  return intl.formatList(
    WEEKDAYS.filter((d) => days.includes(d)).map((d) => weekdayName(intl, d)),
    { type: 'conjunction', style: 'narrow' },
  );
}

/** The zone's rate against the flat rate, e.g. 2.4 (null without a flat rate). */
export const multiplierOf = (cost: number, flat: number | null): number | null => (flat && flat > 0 && Number.isFinite(cost) ? Math.round((cost / flat) * 10) / 10 : null);
