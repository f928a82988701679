import type { IntlShape } from 'react-intl';
import { centsMessage } from './messages';

/** A duration in seconds with at most its two largest units (spec: "at most two largest units"), e.g. "3 hr 20 min". */
export function formatDuration(intl: IntlShape, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return intl.formatNumber(0, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => intl.formatNumber(n, { style: 'unit', unit, unitDisplay: 'short' }))
    .join(' ');
}

/** Cost display (spec account-settings-shell §9): under 100 cents in cents, otherwise dollars (whole dollars from $100). */
export function formatCents(intl: IntlShape, cents: number): string {
  if (Math.abs(cents) < 100) return intl.formatMessage(centsMessage, { cents: intl.formatNumber(Math.round(cents)) });
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD', maximumFractionDigits: Math.abs(cents) >= 10_000 ? 0 : 2 });
}
