import type { IntlShape } from 'react-intl';
import { formatDuration } from '../../common/format';

/** The common cost rule (src/common/format.ts). */
export { formatCents } from '../../common/format';

/** A duration in minutes with at most its two largest units (e.g. "3 hr 20 min"). */
export function formatDurationMinutes(intl: IntlShape, totalMinutes: number): string {
  return formatDuration(intl, Math.max(0, Math.round(totalMinutes)) * 60);
}

/** Clock time of an ISO instant in the monitor's time zone. */
export function formatClock(intl: IntlShape, iso: string, timeZone: string | null | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return intl.formatTime(date, { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : null) });
}

/** Clock time of an ISO instant, with its date when it is not today (in the monitor's time zone). */
export function formatSinceClock(intl: IntlShape, iso: string, timeZone: string | null | undefined, now = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tz = timeZone ? { timeZone } : {};
  const sameDay = intl.formatDate(date, { dateStyle: 'short', ...tz }) === intl.formatDate(new Date(now), { dateStyle: 'short', ...tz });
  return sameDay ? formatClock(intl, iso, timeZone) : intl.formatDate(date, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', ...tz });
}
