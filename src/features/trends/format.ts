import type { IntlShape } from 'react-intl';
import { formatCents } from '../../common/format';
import type { FrameRef, TrendUnit } from './types';
import type { StepKind } from './charts/chartMath';
import { unitTextMessages as u, viewerMessages } from './messages';

const otherMessage = viewerMessages.other;

export { formatCents };

/** kWh with fewer decimals as it grows: 0.42 kWh, 12.4 kWh, 412 kWh. */
export function formatKwh(intl: IntlShape, kwh: number): string {
  const digits = Math.abs(kwh) < 10 ? 2 : Math.abs(kwh) < 100 ? 1 : 0;
  return intl.formatMessage(u.kwh, { value: intl.formatNumber(kwh, { maximumFractionDigits: digits }) });
}

export const formatWatts = (intl: IntlShape, watts: number): string =>
  Math.abs(watts) >= 1000
    ? intl.formatMessage(u.kilowatts, { value: intl.formatNumber(watts / 1000, { maximumFractionDigits: 2 }) })
    : intl.formatMessage(u.watts, { value: intl.formatNumber(Math.round(watts)) });

/** A percentage given as 0-100. */
export const formatPct = (intl: IntlShape, pct: number, digits = 0): string => intl.formatNumber(pct / 100, { style: 'percent', maximumFractionDigits: digits });

/** Dollars for an axis or table in cost mode. */
export const formatDollars = (intl: IntlShape, dollars: number, digits = 2): string =>
  intl.formatNumber(dollars, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: digits });

const tz = (timeZone: string) => ({ timeZone });

/**
 * A period's name in the monitor's zone: 'Monday, November 23, 2026', 'Nov 16 – 22, 2026',
 * 'November 2026', '2026', 'Nov 1 – 30, 2026' (a billing cycle). `short` drops the weekday and year.
 */
export function formatPeriod(intl: IntlShape, unit: TrendUnit, frame: FrameRef, timeZone: string, short = false): string {
  const start = new Date(frame.start);
  const last = new Date(Date.parse(frame.end) - 1);
  switch (unit) {
    case 'DAY':
      return intl.formatDate(start, short ? { month: 'short', day: 'numeric', ...tz(timeZone) } : { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', ...tz(timeZone) });
    case 'MONTH':
      return intl.formatDate(start, short ? { month: 'long', ...tz(timeZone) } : { month: 'long', year: 'numeric', ...tz(timeZone) });
    case 'YEAR':
      return intl.formatDate(start, { year: 'numeric', ...tz(timeZone) });
    default:
      return intl.formatDateTimeRange(start, last, short ? { month: 'short', day: 'numeric', ...tz(timeZone) } : { month: 'short', day: 'numeric', year: 'numeric', ...tz(timeZone) });
  }
}

/** A step's label on the x axis: '3 PM', 'Mon', '16', 'Nov'. */
export function formatStepTick(intl: IntlShape, kind: StepKind, unit: TrendUnit, ms: number, timeZone: string): string {
  if (kind === 'hour') return intl.formatTime(ms, { hour: 'numeric', ...tz(timeZone) });
  if (kind === 'month') return intl.formatDate(ms, { month: 'short', ...tz(timeZone) });
  if (unit === 'WEEK') return intl.formatDate(ms, { weekday: 'short', ...tz(timeZone) });
  return intl.formatDate(ms, { day: 'numeric', ...tz(timeZone) });
}

/** A step's full name (tooltips, announcements, the table): '3:00 PM', 'Mon, Nov 16', 'November 2026'. */
export function formatStepLong(intl: IntlShape, kind: StepKind, ms: number, timeZone: string): string {
  if (kind === 'hour') return intl.formatDate(ms, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...tz(timeZone) });
  if (kind === 'month') return intl.formatDate(ms, { month: 'long', year: 'numeric', ...tz(timeZone) });
  return intl.formatDate(ms, { weekday: 'short', month: 'short', day: 'numeric', ...tz(timeZone) });
}

/** The zone's name for a caption, whatever the season: 'Eastern Time'. */
export function formatZoneName(intl: IntlShape, ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(intl.locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date(ms));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A device's name as the viewer shows it: the unknown device is Other (spec §2), in the UI language. */
export const deviceName = (intl: IntlShape, d: { id: string; name: string }): string => (d.id === 'unknown' ? intl.formatMessage(otherMessage) : d.name);
