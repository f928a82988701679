/**
 * Every text the history routes write, in one place (English), so they can move into the server's
 * message catalogue when it lands. Numbers are formatted here too.
 */

const num = (v: number, digits: number) => v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Cents as the app shows costs: under 100 in cents, otherwise dollars. */
export const costText = (cents: number): string => (Math.abs(cents) < 100 ? `${Math.round(cents)}¢` : `$${num(cents / 100, 2)}`);
export const kwhText = (kwh: number): string => `${num(kwh, kwh < 10 ? 2 : 1)} kWh`;
export const wattText = (w: number): string => (w >= 1000 ? `${num(w / 1000, 2)} kW` : `${Math.round(w)} W`);
export const pctText = (pct: number): string => `${Math.round(pct)}%`;

const PERIOD_NAMES = { day: 'yesterday', week: 'last week', month: 'last month', year: 'last year', cycle: 'the last billing cycle' } as const;
export type PeriodName = keyof typeof PERIOD_NAMES;

export const TEXT = {
  stats: {
    usage: 'Usage',
    cost: 'Cost',
    averagePower: 'Average power',
    production: 'Solar production',
    selfPowered: 'Self-powered',
  },
  /** usage_text: consumption against the previous period (same elapsed span). */
  usageText(pctChange: number, period: PeriodName): string {
    const than = PERIOD_NAMES[period];
    const p = Math.abs(Math.round(pctChange));
    if (p === 0) return `You used about the same as ${than}.`;
    return pctChange > 0 ? `You used ${p}% more than ${than}.` : `You used ${p}% less than ${than}.`;
  },
  comparisons: {
    periodTitle: 'Last 30 days',
    terciles: ['Low', 'Medium', 'High'] as [string, string, string],
    similar: { title: 'Similar homes', description: 'Homes of a similar size and type in your area' },
    nearby: { title: 'Homes nearby', description: 'Homes in your state' },
    efficient: { title: 'Efficient homes', description: 'The most efficient third of similar homes' },
    completeHome: 'Tell us about your home to compare it with similar homes.',
    summary(tercile: string, w: number, cohortW: number): string {
      const diff = Math.round(((w - cohortW) / cohortW) * 100);
      const rel = diff === 0 ? 'about the same as' : diff > 0 ? `${diff}% more than` : `${-diff}% less than`;
      return `${tercile} usage: you used ${rel} the average (${wattText(cohortW)}).`;
    },
    homes: (count: number) => `${count.toLocaleString('en-US')} homes`,
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
