import type { MonitorProfile } from '../contracts';
import { localDay } from '../sim';
import type { WireDeviceUsage } from '../../../src/api/wire/devices';
import { DEFAULT_LOCALE, t, type Locale } from '../i18n';
import type { BookDevice } from './book';
import { figuresBetween, pick } from './figures';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const AVG_MONTH_DAYS = 365.25 / 12;

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** 'About 1,200 kWh a year' in the locale (rounded to 2 significant figures above 100). */
export function yearlyText(kwh: number, locale: Locale = DEFAULT_LOCALE): string {
  if (kwh <= 0) return t(locale, 'device.yearly.none');
  if (kwh < 1) return t(locale, 'device.yearly.lessThanOne');
  const digits = Math.floor(Math.log10(kwh));
  const rounded = kwh < 100 ? Math.round(kwh) : Math.round(kwh / 10 ** (digits - 1)) * 10 ** (digits - 1);
  return t(locale, 'device.yearly.about', { kwh: rounded });
}

/** Start of the local day `days` days before the one containing ms. */
export function daysBack(profile: MonitorProfile, ms: number, days: number): number {
  return localDay(profile, localDay(profile, ms).startMs - days * DAY + 12 * HOUR).startMs;
}

/** Start of the local month containing ms. */
export function monthStart(profile: MonitorProfile, ms: number): number {
  const d = localDay(profile, ms);
  return localDay(profile, d.startMs - (d.day - 1) * DAY + 12 * HOUR).startMs;
}

interface Window {
  kwh: number;
  runs: number;
  onMin: number;
  homeKwh: number;
  /** Days covered (after the device's data start). */
  days: number;
}

function windowOf(profile: MonitorProfile, b: BookDevice, fromMs: number, nowMs: number): Window {
  const from = Math.max(fromMs, b.dataStartMs);
  if (nowMs - from < HOUR) return { kwh: 0, runs: 0, onMin: 0, homeKwh: 0, days: 0 };
  const f = figuresBetween(profile, from, nowMs, nowMs);
  return { ...pick(profile, f, b.energyIds), homeKwh: f.consumptionKwh, days: (nowMs - from) / DAY };
}

/**
 * A device's usage statistics (wire §3.5), from the simulator: the last 30 days (averages), the
 * current local month, and the last 365 days (yearly estimate: extrapolated when the device's data
 * starts later, e.g. after reset_data). Costs are integer cents at the monitor's cost per kWh.
 * yearly_text is written in the locale.
 */
export function usageOf(profile: MonitorProfile, b: BookDevice, nowMs: number, locale: Locale = DEFAULT_LOCALE): WireDeviceUsage {
  const cost = profile.costCentsPerKwh;
  const month = windowOf(profile, b, daysBack(profile, nowMs, 30), nowMs);
  const current = windowOf(profile, b, monthStart(profile, nowMs), nowMs);
  const year = windowOf(profile, b, daysBack(profile, nowMs, 365), nowMs);
  const perMonth = month.days > 0 ? AVG_MONTH_DAYS / month.days : 0;
  const monthlyKwh = month.kwh * perMonth;
  const yearlyKwh = year.days > 0 ? (year.kwh / year.days) * 365 : 0;
  const runsCount = b.special ? 0 : month.runs;
  return {
    avg_monthly_runs: round(runsCount * perMonth, 1),
    avg_duration: runsCount > 0 ? Math.round((month.onMin * 60) / runsCount) : 0,
    avg_watts: month.days > 0 ? round((month.kwh * 1000) / (month.days * 24), 1) : 0,
    avg_monthly_KWH: round(monthlyKwh, 3),
    avg_monthly_pct: month.homeKwh > 0 && b.id !== 'solar' ? round((month.kwh / month.homeKwh) * 100, 1) : 0,
    avg_monthly_cost: Math.round(monthlyKwh * cost),
    current_month_runs: b.special ? 0 : Math.round(current.runs),
    current_month_KWH: round(current.kwh, 3),
    current_month_cost: Math.round(current.kwh * cost),
    yearly_KWH: round(yearlyKwh, 3),
    yearly_text: yearlyText(yearlyKwh, locale),
    yearly_cost: Math.round(yearlyKwh * cost),
  };
}
