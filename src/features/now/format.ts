import type { IntlShape } from 'react-intl';
import messages from './messages';
import { formatDuration } from '../../common/format';

/** Cost display (spec account-settings-shell §9): under 100 cents shows cents, otherwise dollars. */
export function formatCents(intl: IntlShape, cents: number): string {
  if (Math.abs(cents) < 100) return intl.formatMessage(messages.costCents, { cents: intl.formatNumber(cents) });
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
}

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
