import type { MonitorProfile } from '../contracts';
import { localDay } from '../time/calendar';
import type { WireDeviceProduction, WireDeviceUsage, WireProductionSource } from '../../../src/api/wire/devices';
import { DEFAULT_LOCALE, t, type Locale } from '../i18n';
import { alwaysOnEstimateW } from './alwaysOn';
import type { BookDevice } from './book';
import type { RateZoneRule } from '../contracts';
import { meanRate } from '../rates/zones';
import { figuresBetween, flatPart, pick, priceFigure, zoneFiguresBetween, type Figures, type ZoneFigures } from './figures';
import { productionValueInZone, rateOf, usageCostInZone, type ZonePrice } from './money';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const YEAR_DAYS = 365;
const YEAR_HOURS = YEAR_DAYS * 24;

/** Appliances that cycle on a thermostat around the clock: each cycle is not a use, so "times on" does not apply. */
const CYCLING_KINDS: ReadonlySet<string> = new Set(['fridge', 'freezer', 'hvac']);

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

/** The producing device ids and what they produce. */
export function productionSource(b: Pick<BookDevice, 'id'>): WireProductionSource | null {
  return b.id === 'solar' || b.id === 'battery' || b.id === 'generator' ? b.id : null;
}

interface Window {
  f: Figures | null;
  /** The same figures over each time-of-use rate zone's minutes (empty without zones). */
  zones: ZoneFigures[];
  /** Days covered (after the device's data start). */
  days: number;
  fromMs: number;
}

function windowOf(profile: MonitorProfile, b: BookDevice, fromMs: number, nowMs: number): Window {
  const from = Math.max(fromMs, b.dataStartMs);
  if (nowMs - from < HOUR) return { f: null, zones: [], days: 0, fromMs: from };
  return { f: figuresBetween(profile, from, nowMs, nowMs), zones: zoneFiguresBetween(profile, from, nowMs, nowMs), days: (nowMs - from) / DAY, fromMs: from };
}

/** What a device's energy in these figures cost, each minute at the rate in force (devices/money.ts). */
export function usageCents(profile: MonitorProfile, f: Figures, zones: readonly ZoneFigures[], ids: readonly string[]): number {
  const price: ZonePrice = (kwh, zone) => usageCostInZone(profile, kwh, zone);
  return priceFigure(f, zones, (x) => pick(profile, x, ids).kwh, price);
}

/**
 * The device's year: the last 365 days, extrapolated when its data starts later (e.g. after reset_data)
 * or when only the days from yearFromMs are ready (a brand-new data folder still loading the rest).
 */
const yearOf = (profile: MonitorProfile, b: BookDevice, nowMs: number, yearFromMs = -Infinity): Window =>
  windowOf(profile, b, Math.max(daysBack(profile, nowMs, YEAR_DAYS), yearFromMs), nowMs);
const perYear = (w: Window, v: number) => (w.days > 0 ? (v / w.days) * YEAR_DAYS : 0);

/**
 * A consuming device's statistics (wire §3.5), from ONE yearly model so they agree: monthly
 * figures are the yearly ones / 12, the average power is the yearly energy over a year's hours.
 * Always On's figures come from its 48-hour estimate (spec), the figure shown wherever it is.
 * Costs are integer cents, each minute's energy at the rate in force that minute (time-of-use zones
 * included); runs and run time are null where they do not apply.
 * yearly_text is written in the locale.
 */
export function usageOf(profile: MonitorProfile, b: BookDevice, nowMs: number, locale: Locale = DEFAULT_LOCALE, yearFromMs?: number): WireDeviceUsage {
  const year = yearOf(profile, b, nowMs, yearFromMs);
  const current = windowOf(profile, b, monthStart(profile, nowMs), nowMs);
  const mine = year.f ? pick(profile, year.f, b.energyIds) : { kwh: 0, runs: 0, onMin: 0 };
  const yearlyKwh = b.id === 'always_on' ? (alwaysOnEstimateW(profile, nowMs) * YEAR_HOURS) / 1000 : perYear(year, mine.kwh);
  const homeKwh = year.f?.consumptionKwh ?? 0;
  const runsApply = !b.special && !(b.info && CYCLING_KINDS.has(b.info.kind));
  const durationApplies = !b.special && mine.runs > 0;
  const currentRuns = current.f ? pick(profile, current.f, b.energyIds).runs : 0;
  const currentKwh = current.f ? pick(profile, current.f, b.energyIds).kwh : 0;
  // Each minute's energy at the rate in force that minute; Always On (a steady estimate) at the
  // time-weighted mean rate of the year.
  const yearlyCost = b.id === 'always_on'
    ? yearlyKwh * meanRate(profile, year.f ? year.fromMs : nowMs - YEAR_DAYS * DAY, nowMs, (z: RateZoneRule | null) => rateOf(profile, z))
    : year.f ? perYear(year, usageCents(profile, year.f, year.zones, b.energyIds)) : 0;
  return {
    avg_monthly_runs: runsApply ? Math.round(perYear(year, mine.runs) / 12) : null,
    avg_duration: durationApplies ? Math.round((mine.onMin * 60) / mine.runs) : null,
    avg_watts: round((yearlyKwh * 1000) / YEAR_HOURS, 1),
    avg_monthly_KWH: round(yearlyKwh / 12, 3),
    avg_monthly_pct: homeKwh > 0 ? round((yearlyKwh / perYear(year, homeKwh)) * 100, 1) : 0,
    avg_monthly_cost: Math.round(yearlyCost / 12),
    current_month_runs: runsApply ? Math.round(currentRuns) : null,
    current_month_KWH: round(currentKwh, 3),
    current_month_cost: current.f ? Math.round(usageCents(profile, current.f, current.zones, b.energyIds)) : 0,
    yearly_KWH: round(yearlyKwh, 3),
    yearly_text: yearlyText(yearlyKwh, locale),
    yearly_cost: Math.round(yearlyCost),
  };
}

/** What a producing device made over figures, kWh, and the part of it exported. */
export function producedOf(profile: MonitorProfile, source: WireProductionSource, f: Figures): { kwh: number; exportedKwh: number } {
  if (source === 'battery') return { kwh: f.batteryOutKwh, exportedKwh: f.batteryExportKwh };
  const kwh = pick(profile, f, [source]).kwh;
  return { kwh, exportedKwh: source === 'solar' ? Math.min(kwh, f.solarOutKwh) : 0 };
}

/**
 * Its worth, cents: savings on the part the home used, credit for the part exported, in each rate
 * zone's minutes at that zone's rates and the rest at the flat rates.
 */
export function producedValueCents(profile: MonitorProfile, source: WireProductionSource, f: Figures, zones: readonly ZoneFigures[]): number {
  const worth = (x: Figures, zone: RateZoneRule | null) => {
    const p = producedOf(profile, source, x);
    return productionValueInZone(profile, p.kwh - p.exportedKwh, p.exportedKwh, zone);
  };
  return zones.reduce((sum, z) => sum + worth(z.f, z.zone), worth(flatPart(f, zones), null));
}

/** A producing device's statistics: energy made and its worth, from the same yearly model. */
export function productionOf(profile: MonitorProfile, b: BookDevice, source: WireProductionSource, nowMs: number, locale: Locale = DEFAULT_LOCALE, yearFromMs?: number): WireDeviceProduction {
  const year = yearOf(profile, b, nowMs, yearFromMs);
  const current = windowOf(profile, b, monthStart(profile, nowMs), nowMs);
  const made = year.f ? producedOf(profile, source, year.f) : { kwh: 0, exportedKwh: 0 };
  const now = current.f ? producedOf(profile, source, current.f) : { kwh: 0, exportedKwh: 0 };
  const yearlyKwh = perYear(year, made.kwh);
  const yearlyValue = year.f ? perYear(year, producedValueCents(profile, source, year.f, year.zones)) : 0;
  return {
    source,
    avg_watts: round((yearlyKwh * 1000) / YEAR_HOURS, 1),
    yearly_KWH: round(yearlyKwh, 3),
    yearly_text: yearlyText(yearlyKwh, locale),
    avg_monthly_KWH: round(yearlyKwh / 12, 3),
    yearly_value: Math.round(yearlyValue),
    avg_monthly_value: Math.round(yearlyValue / 12),
    current_month_KWH: round(now.kwh, 3),
    current_month_value: current.f ? Math.round(producedValueCents(profile, source, current.f, current.zones)) : 0,
    exported_pct: made.kwh > 0 ? round((made.exportedKwh / made.kwh) * 100, 1) : 0,
  };
}
