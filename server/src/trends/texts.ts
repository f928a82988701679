import { DEFAULT_LOCALE, t, type Locale, type MessageKey } from '../i18n';

/**
 * Every text the history routes write. Texts for people (stat labels and displays, usage_text, the
 * comparison rows) come from the server's catalogue (src/i18n, keys `trends.*`) in the request's
 * language, with numbers in its way; error reasons and the CSV's data markers stay English (see
 * server/README.md "Language").
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale.tag}|${key}`;
  let f = numberFormats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale.tag, options);
    numberFormats.set(id, f);
  }
  return f;
}
const fixed = (locale: Locale, v: number, digits: number) =>
  numberFormat(locale, `f${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);

/** Cents as the app shows costs: under 100 in cents, otherwise dollars (spec account-settings-shell §9). */
export const costText = (cents: number, locale: Locale = DEFAULT_LOCALE): string =>
  Math.abs(cents) < 100
    ? `${numberFormat(locale, 'int', { maximumFractionDigits: 0 }).format(Math.round(cents))}¢`
    : numberFormat(locale, 'usd', { style: 'currency', currency: 'USD' }).format(cents / 100);
export const kwhText = (kwh: number, locale: Locale = DEFAULT_LOCALE): string => `${fixed(locale, kwh, kwh < 10 ? 2 : 1)} kWh`;
export const wattText = (w: number, locale: Locale = DEFAULT_LOCALE): string =>
  w >= 1000 ? `${fixed(locale, w / 1000, 2)} kW` : `${numberFormat(locale, 'int', { maximumFractionDigits: 0 }).format(Math.round(w))} W`;
export const pctText = (pct: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, 'pct', { style: 'percent', maximumFractionDigits: 0 }).format(Math.round(pct) / 100);

export type PeriodName = 'day' | 'week' | 'month' | 'year' | 'cycle';
export type Tercile = 'low' | 'medium' | 'high';
export type ComparisonCohort = 'similar' | 'nearby' | 'efficient';

export const TEXT = {
  stats: {
    usage: (l: Locale) => t(l, 'trends.stat.usage'),
    cost: (l: Locale) => t(l, 'trends.stat.cost'),
    averagePower: (l: Locale) => t(l, 'trends.stat.averagePower'),
    production: (l: Locale) => t(l, 'trends.stat.production'),
    selfPowered: (l: Locale) => t(l, 'trends.stat.selfPowered'),
  },
  /** usage_text: consumption against the previous period (same elapsed span). */
  usageText(pctChange: number, period: PeriodName, locale: Locale = DEFAULT_LOCALE): string {
    const pct = Math.abs(Math.round(pctChange));
    const way = pct === 0 ? 'same' : pctChange > 0 ? 'more' : 'less';
    return t(locale, `trends.usage.${way}.${period}` as MessageKey, { pct });
  },
  comparisons: {
    periodTitle: (l: Locale) => t(l, 'trends.compare.periodTitle'),
    terciles: (l: Locale): [string, string, string] => [t(l, 'trends.compare.tercile.low'), t(l, 'trends.compare.tercile.medium'), t(l, 'trends.compare.tercile.high')],
    title: (l: Locale, cohort: ComparisonCohort) => t(l, `trends.compare.${cohort}.title` as MessageKey),
    description: (l: Locale, cohort: ComparisonCohort) => t(l, `trends.compare.${cohort}.description` as MessageKey),
    completeHome: (l: Locale) => t(l, 'trends.compare.completeHome'),
    /** 'Low usage: you used 12% less than the average (1.20 kW).' */
    summary(l: Locale, tercile: Tercile, w: number, cohortW: number): string {
      const diff = cohortW > 0 ? Math.round(((w - cohortW) / cohortW) * 100) : 0;
      const way = diff === 0 ? 'same' : diff > 0 ? 'more' : 'less';
      const level = t(l, `trends.compare.level.${tercile}` as MessageKey);
      return t(l, `trends.compare.summary.${way}` as MessageKey, { level, pct: Math.abs(diff), cohort: wattText(cohortW, l) });
    },
    homes: (l: Locale, count: number) => t(l, 'trends.compare.homes', { count }),
  },
  csv: {
    ok: 'ok',
    partial: 'partial',
    missing: 'missing',
  },
  errors: {
    scale: "Invalid query parameter 'scale': must be one of DAY, WEEK, MONTH, YEAR, CYCLE",
    unit: "Invalid query parameter 'unit': must be one of DAY, WEEK, MONTH, YEAR, CYCLE",
    start: "Invalid query parameter 'start': must be an ISO 8601 date-time such as 2026-11-22T05:00:00Z, a date, or epoch seconds, within 2000-2099",
    end: "Invalid query parameter 'end': must be an ISO 8601 date-time such as 2026-11-29T05:00:00Z, a date, or epoch seconds, within 2000-2099",
    endBeforeStart: "Invalid query parameters: 'end' must be after 'start'",
    rangeTooLong: (days: number) => `Invalid query parameters: the range from 'start' to 'end' must be at most ${days} days`,
    timeUnit: "Invalid query parameter 'time_unit': must be HOUR or DAY",
    deviceNotFound: 'Device not found',
  },
} as const;
