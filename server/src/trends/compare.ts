import type { MonitorProfile } from '../contracts';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { calendarFor } from '../time/calendar';
import { between, streamId, unit as hashUnit } from '../hash';
import type { WireComparison, WireComparisons, WireCumulative, WireTrendScale } from '../../../src/api/wire/trends';
import { daysBetween } from './days';
import { trendPeriod } from './period';
import { spanSeries, sum } from './series';
import { TEXT, type ComparisonCohort, type Tercile } from './texts';
import { r6 } from './trends';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const CUMULATIVE_MAX_DAYS = 366;

export interface CumulativeInput {
  profile: MonitorProfile;
  unit: WireTrendScale;
  atMs: number;
  /** An explicit end (exclusive): the days from the one containing atMs to the one containing endMs − 1. */
  endMs: number | null;
  cycleStart: number;
  nowMs: number;
}

/**
 * GET /app/history/cumulative: running totals per local day of the period (the `unit` containing
 * `start`, or start..end). totals[i] is the consumption from the period's start to the end of day i
 * (so far, for today); days not begun yet are left out (`steps` tells how many the period has).
 */
export function cumulative(input: CumulativeInput): WireCumulative {
  const { profile, nowMs } = input;
  let startMs: number;
  let endMs: number;
  if (input.endMs !== null) {
    const days = daysBetween(profile, input.atMs, input.endMs);
    startMs = days[0]!.startMs;
    endMs = days[days.length - 1]!.endMs;
  } else {
    const p = trendPeriod(profile, input.unit === 'DAY' ? 'DAY' : input.unit, input.atMs, input.cycleStart);
    startMs = p.startMs;
    endMs = p.endMs;
  }
  const days = daysBetween(profile, startMs, endMs);
  const bounds = [...days.map((d) => d.startMs), endMs];
  const s = spanSeries(profile, [], bounds, Math.floor(nowMs / 60_000) * 60_000, false);
  const begun = days.filter((d) => d.startMs < nowMs).length;
  const running = (a: Float64Array) => {
    const out: number[] = [];
    let acc = 0;
    for (let i = 0; i < begun; i++) out.push(r6((acc += a[i]!)));
    return out;
  };
  return {
    unit: input.unit.toLowerCase() as WireCumulative['unit'],
    start: new Date(startMs).toISOString(),
    end: new Date(endMs).toISOString(),
    steps: days.length,
    consumption: { total: r6(sum(s.consumption)), totals: running(s.consumption) },
    production: profile.solar ? { total: r6(sum(s.solar)), totals: running(s.solar) } : null,
  };
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 through erf; |error| < 1.5e-7). */
function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Spread of homes' mean power in a cohort (log-normal). */
const SIGMA = 0.45;
/** z of the first tercile: Φ⁻¹(1/3). */
const Z_TERCILE = -0.4307;

/** Where a home's mean power falls in a log-normal cohort of median `median`: 1-30. */
export function cohortMarker(w: number, median: number): number {
  if (!(w > 0) || !(median > 0)) return 1;
  const p = phi(Math.log(w / median) / SIGMA);
  return Math.min(30, Math.max(1, Math.ceil(p * 30)));
}

/** Low for markers 1-10, medium 11-20, high 21-30. */
export const tercileOf = (marker: number): Tercile => (marker <= 10 ? 'low' : marker <= 20 ? 'medium' : 'high');

export interface ComparisonsInput {
  profile: MonitorProfile;
  /** From the monitor's home settings: a similar-homes cohort needs its size or type; nearby homes its state. */
  home: { size: string | null; type: string | null; state: string | null };
  nowMs: number;
  /** The language of the titles and summaries; English when absent. */
  locale?: Locale;
}

/**
 * GET /app/history/comparisons: the home's mean power over the last 30 days (the 30 local days
 * before today, the same figures as trends) against simulated cohorts of similar homes. A cohort's
 * median is the home's long-run level scaled by a factor hashed from the monitor's seed, so the
 * comparison is stable and deterministic; its homes spread log-normally (σ = 0.45), which gives the
 * cohort marker (1-30) and the tercile. Rows the home cannot be compared in yet (no home details or
 * no state) have no marker, are not selectable and point to /settings/home.
 */
export function comparisons(input: ComparisonsInput): WireComparisons {
  const { profile, nowMs } = input;
  const cal = calendarFor(profile.timeZone);
  const today = cal.dayOf(nowMs);
  const start = cal.dayOf(today.startMs - 30 * DAY_MS + 12 * HOUR_MS).startMs;
  const s = spanSeries(profile, [], [start, today.startMs], nowMs, false);
  const kwh = sum(s.consumption);
  const w = s.elapsedMs > 0 ? (kwh * 1000) / (s.elapsedMs / HOUR_MS) : 0;
  const seed = profile.seed >>> 0;
  const t = TEXT.comparisons;
  const l = input.locale ?? DEFAULT_LOCALE;
  const row = (id: WireComparison['id'], cohort: ComparisonCohort, median: number, available: boolean): WireComparison => {
    const cohortW = Math.round(median);
    const marker = available ? cohortMarker(w, median) : null;
    const count = Math.round(between(120, 900, seed, streamId(`comparison.count.${id}`)));
    return {
      id,
      title: t.title(l, cohort),
      description_text: t.description(l, cohort),
      comparison_summary_text: marker === null ? t.completeHome(l) : t.summary(l, tercileOf(marker), w, cohortW),
      cohort_marker: marker,
      tercile_strings: t.terciles(l),
      w: Math.round(w * 10) / 10,
      cohort_avg_w: cohortW,
      kWh: r6(kwh),
      count,
      display_count: t.homes(l, count),
      destination: available ? null : '/settings/home',
      selectable: available,
    };
  };
  const similarMedian = w * between(0.75, 1.3, seed, streamId('comparison.similar'));
  const nearbyMedian = w * (0.8 + 0.5 * hashUnit(seed, streamId('comparison.nearby')));
  const hasHome = Boolean(input.home.size || input.home.type);
  return {
    period_title: t.periodTitle(l),
    start: new Date(start).toISOString(),
    end: new Date(today.startMs).toISOString(),
    avg_w: Math.round(w * 10) / 10,
    comparisons: [
      row('similar_homes', 'similar', similarMedian, hasHome),
      row('nearby_homes', 'nearby', nearbyMedian, Boolean(input.home.state)),
      row('efficient_homes', 'efficient', similarMedian * Math.exp(SIGMA * Z_TERCILE), hasHome),
    ],
  };
}
