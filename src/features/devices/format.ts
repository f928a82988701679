import type { IntlShape } from 'react-intl';
import messages from './messages';
import { formatCents } from '../../common/format';

/** The yearly cost card shows 0 when the cost is below 100 cents (spec §2 "Cost card"). */
export const yearlyCostCents = (cents: number) => (cents < 100 ? 0 : cents);

export const formatWatts = (intl: IntlShape, watts: number) => intl.formatMessage(messages.watts, { watts: intl.formatNumber(Math.round(watts)) });

/** Standby watts, to the 0.1 W the always-on breakdown is kept to, always with its tenth so the column reads alike ("2.0 W", "2.3 W", "181.4 W"). */
export const formatStandbyWatts = (intl: IntlShape, watts: number) =>
  intl.formatMessage(messages.watts, { watts: intl.formatNumber(Math.round(watts * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });

export function formatKwh(intl: IntlShape, kwh: number): string {
  const digits = kwh < 10 ? 2 : kwh < 100 ? 1 : 0;
  return intl.formatMessage(messages.kwh, { kwh: intl.formatNumber(kwh, { maximumFractionDigits: digits }) });
}

/**
 * A monthly cost or value beside its yearly figure: to the cent from a dollar up, so twelve of it
 * make the yearly figure as shown ($140.43 a month, $1,685 a year, not $140 and $1,685).
 */
export const formatMonthlyCents = (intl: IntlShape, cents: number) =>
  Math.abs(cents) < 100 ? formatCents(intl, cents) : intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The common cost and duration rules (src/common/format.ts). */
export { formatCents, formatDuration } from '../../common/format';

/** Clock time (and the date when not today) of an ISO instant, in the monitor's time zone. */
export function formatSince(intl: IntlShape, iso: string, timeZone: string | null | undefined, now = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tz = timeZone ? { timeZone } : {};
  const sameDay = intl.formatDate(date, { dateStyle: 'short', ...tz }) === intl.formatDate(new Date(now), { dateStyle: 'short', ...tz });
  return sameDay
    ? intl.formatTime(date, { hour: 'numeric', minute: '2-digit', ...tz })
    : intl.formatDate(date, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', ...tz });
}
