/** The chart periods (spec monitoring §9: DAY, WEEK, MONTH, YEAR, BILL; a "cycle" is BILL). */
export type Period = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'BILL';

/** Bars a period's chart has when the server gives no step count (spec monitoring §9). */
export const DEFAULT_CHART_STEPS: Readonly<Record<Period, number>> = { DAY: 24, WEEK: 7, MONTH: 31, YEAR: 12, BILL: 30 };

/** The server's step count when it gives one, else the period's default. */
export const chartSteps = (period: Period, steps: number | null | undefined): number =>
  typeof steps === 'number' && Number.isInteger(steps) && steps > 0 ? steps : DEFAULT_CHART_STEPS[period];
