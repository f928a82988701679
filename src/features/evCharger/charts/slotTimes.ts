import type { IntlShape } from 'react-intl';
import { SLOT_MS } from './chargeMath';

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The local hour and minute of an instant in a time zone (the monitor's). */
export function localHourMinute(ms: number, timeZone: string | undefined): { hour: number; minute: number } {
  const key = timeZone ?? '';
  let f = partsFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) });
    partsFormats.set(key, f);
  }
  const parts = f.formatToParts(new Date(ms));
  const num = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: num('hour') % 24, minute: num('minute') };
}

/** A clock time in the monitor's zone, e.g. '10:15 PM' or '22:15' by locale. */
export const clockTime = (intl: IntlShape, ms: number, timeZone?: string) =>
  intl.formatTime(new Date(ms), { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });

/** An axis label: the hour only, e.g. '9 PM' or '21 h' by locale. */
export const hourLabel = (intl: IntlShape, ms: number, timeZone?: string) =>
  intl.formatTime(new Date(ms), { hour: 'numeric', ...(timeZone ? { timeZone } : {}) });

/** A slot's start and end as clock times. */
export function slotRange(intl: IntlShape, startMs: number, index: number, timeZone?: string): { from: string; to: string } {
  const from = startMs + index * SLOT_MS;
  return { from: clockTime(intl, from, timeZone), to: clockTime(intl, from + SLOT_MS, timeZone) };
}

/** The zone's short name for labels, e.g. 'EST'. */
export function zoneName(ms: number, timeZone?: string, locale = 'en-US'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', ...(timeZone ? { timeZone } : {}) }).formatToParts(new Date(ms));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}
