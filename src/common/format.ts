import type { IntlShape } from 'react-intl';

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
