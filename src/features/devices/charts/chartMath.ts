import type { WireDeviceUsageHistory, WireUsageScale } from '../../../api/wire/devices';
import { chartSteps } from '../../../common/periods';

/** The y-axis rule (spec monitoring §9), shared with the trends charts. */
export { yAxisMax } from '../../../common/charts/yAxis';

export type ChartUnit = 'Wh' | 'kWh';

/**
 * One bar per step (the server's step count, else the period's default: day 24, week 7, month 31,
 * year 12, bill 30); steps without a figure are 0. Hours of a day are drawn in Wh (the hour's
 * average watts); longer periods in kWh.
 */
export function chartSeries(history: Pick<WireDeviceUsageHistory, 'scale' | 'kwh'> & { steps?: number | null }): { values: number[]; unit: ChartUnit } {
  const steps = chartSteps(history.scale, history.steps);
  const factor = history.scale === 'DAY' ? 1000 : 1;
  const values = Array.from({ length: steps }, (_, i) => Math.max(0, history.kwh[i] ?? 0) * factor);
  return { values, unit: history.scale === 'DAY' ? 'Wh' : 'kWh' };
}

/** Every n-th bar gets a label, so labels never crowd (fewer on narrow charts). */
export function labelEvery(scale: WireUsageScale, steps: number, width: number): number {
  const roomy = width >= 520;
  if (scale === 'DAY') return roomy ? 3 : 6;
  if (scale === 'WEEK') return 1;
  if (scale === 'YEAR') return roomy ? 1 : 2;
  return steps > 20 ? (roomy ? 5 : 7) : roomy ? 2 : 4;
}

/** Evenly spaced y ticks from 0 to max (the max is always a tick). */
export function yTicks(max: number, count = 4): number[] {
  const step = max / count;
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toFixed(6)));
}

/** True when the period has no usage at all. */
export const isEmptySeries = (values: number[]) => values.every((v) => v <= 0);

/** The largest bar. */
export const seriesMax = (values: number[]) => values.reduce((m, v) => (v > m ? v : m), 0);
