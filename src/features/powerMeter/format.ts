import type { IntlShape } from 'react-intl';
import { DateTime } from 'luxon';
import { DAY_MS } from './charts/chartMath';
import { dateFormat, isLocalMidnight } from './charts/timeAxis';
import messages from './messages';
import type { MeterWindow } from './types';

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A cached Intl.NumberFormat (react-intl's formatNumber serialises its options on every call). */
function number(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    numberFormats.set(key, f);
  }
  return f;
}

/** Texts already made per intl object ("1.25" kW → "1.25 kW"): a live summary asks every second. */
const wattTexts = new WeakMap<IntlShape, Map<string, string>>();

/** 850 W, 1.25 kW, 12.5 kW. */
export function formatWatts(intl: IntlShape, w: number): string {
  if (!Number.isFinite(w)) return '—';
  const kilo = Math.abs(w) >= 1000;
  const value = kilo ? number(intl.locale, Math.abs(w) >= 10_000 ? 1 : 2).format(w / 1000) : number(intl.locale, 0).format(Math.round(w));
  let texts = wattTexts.get(intl);
  if (!texts) {
    texts = new Map();
    wattTexts.set(intl, texts);
  }
  const key = kilo ? `k${value}` : value;
  let text = texts.get(key);
  if (text === undefined) {
    text = intl.formatMessage(kilo ? messages.kilowatts : messages.watts, { value });
    if (texts.size > 5000) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/** The y-axis: whole kW steps as "2 kW", small ones in W. */
export function formatAxisWatts(intl: IntlShape, w: number, yMax: number): string {
  if (yMax >= 2000) return intl.formatMessage(messages.kilowatts, { value: number(intl.locale, 1).format(w / 1000) });
  return intl.formatMessage(messages.watts, { value: number(intl.locale, 0).format(w) });
}

const ranges = new Map<string, string>();

/**
 * The shifter's date-range label in the monitor's zone: "Nov 22, 2:15 – 2:30 PM", "Sun, Nov 22,
 * 2026" for one local day, "Nov 16 – 22, 2026" for whole days, "November 2026" for a calendar month.
 */
export function formatWindowRange(intl: IntlShape, window: MeterWindow, zone: string): string {
  const { startMs, endMs } = window;
  const wholeDays = isLocalMidnight(startMs, zone) && isLocalMidnight(endMs, zone);
  // The label shows minutes at most: a live window asks again every second for the same text.
  const key = `${intl.locale}|${zone}|${wholeDays ? `${startMs}|${endMs}` : `${Math.floor(startMs / 60_000)}|${Math.floor(endMs / 60_000)}`}`;
  const hit = ranges.get(key);
  if (hit !== undefined) return hit;
  const text = computeRange(intl, startMs, endMs, wholeDays, zone);
  if (ranges.size > 500) ranges.clear();
  ranges.set(key, text);
  return text;
}

function computeRange(intl: IntlShape, startMs: number, endMs: number, wholeDays: boolean, zone: string): string {
  let options: Intl.DateTimeFormatOptions;
  let end = endMs;
  if (wholeDays) {
    end = endMs - 1;
    const start = DateTime.fromMillis(startMs, { zone });
    const isMonth = start.day === 1 && start.plus({ months: 1 }).toMillis() === endMs;
    if (isMonth) options = { month: 'long', year: 'numeric' };
    else if (endMs - startMs <= DAY_MS + 3_600_000) options = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
    else options = { month: 'short', day: 'numeric', year: 'numeric' };
  } else if (endMs - startMs < 2 * DAY_MS) {
    options = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  } else {
    options = { month: 'short', day: 'numeric', hour: 'numeric' };
  }
  const f = dateFormat(intl.locale, zone, options);
  return typeof f.formatRange === 'function' ? f.formatRange(startMs, end) : `${f.format(startMs)} – ${f.format(end)}`;
}
