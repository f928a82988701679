import type { WireTrends } from '../../../api/wire/trends';
import { yAxisMax } from '../../../common/charts/yAxis';
import type { TrendUnit } from '../types';

/** What the bars measure: energy (kWh) or money (dollars). */
export type Measure = 'energy' | 'cost';

/**
 * One series of bars. Series are data, not code: the chart draws whatever it is given. Series that
 * share a `stack` sit on each other; different stacks stand side by side in a step (today consumption
 * and production; a per-rate-zone cost split would add stacked series).
 */
export interface BarSeries {
  key: string;
  label: string;
  /** One value per step, in the measure's unit (kWh, or dollars). */
  values: number[];
  /** A CSS colour, e.g. 'var(--kw-color-usage)'. */
  color: string;
  stack: string;
}

export const MAX_BAR_PX = 21;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The kind of step a unit's bars are: hours of a day, days, or months of a year. */
export type StepKind = 'hour' | 'day' | 'month';
export const stepKindOf = (unit: TrendUnit): StepKind => (unit === 'DAY' ? 'hour' : unit === 'YEAR' ? 'month' : 'day');

/**
 * An instant inside step i of a period (for its label): hours are exact hours (23 or 25 on DST days),
 * days are taken at noon (a DST shift cannot leave the day), months mid-month.
 */
export function stepInstant(unit: TrendUnit, startMs: number, i: number): number {
  const kind = stepKindOf(unit);
  if (kind === 'hour') return startMs + i * HOUR_MS;
  if (kind === 'day') return startMs + i * DAY_MS + 12 * HOUR_MS;
  return startMs + Math.round((i * 30.44 + 15) * DAY_MS);
}

/** One side of a period's figures: per step and in total. */
export interface SideFigures {
  kwh: number[];
  costs: number[];
  totalKwh: number;
  totalCost: number;
}

/** What the viewer shows of a period: usage (null for the solar device) and production (null without solar). */
export interface FrameFigures {
  usage: SideFigures | null;
  production: SideFigures | null;
}

/** The figures the viewer shows: the home's (consumption and, with solar, production) or one device's row. */
export function figuresOf(data: WireTrends, device: string | null): FrameFigures | null {
  if (device) {
    const consuming = data.consumption.devices.find((d) => d.id === device);
    if (consuming) return { usage: { kwh: consuming.history, costs: consuming.cost_history, totalKwh: consuming.total_kwh, totalCost: consuming.total_cost }, production: null };
    const producing = data.production.devices.find((d) => d.id === device);
    if (!producing) return null;
    return { usage: null, production: { kwh: producing.history, costs: producing.cost_history, totalKwh: producing.total_kwh, totalCost: producing.total_cost } };
  }
  const solar = data.from_grid !== null;
  return {
    usage: { kwh: data.consumption.totals, costs: data.consumption.total_costs, totalKwh: data.consumption.total, totalCost: data.consumption.total_cost },
    production: solar ? { kwh: data.production.totals, costs: data.production.total_costs, totalKwh: data.production.total, totalCost: data.production.total_cost } : null,
  };
}

/** The bars of a frame: usage, and production beside it when there is any. */
export function seriesOf(f: FrameFigures, steps: number, measure: Measure, labels: { usage: string; production: string }): BarSeries[] {
  const pick = (side: SideFigures) => Array.from({ length: steps }, (_, i) => Math.max(0, measure === 'energy' ? (side.kwh[i] ?? 0) : (side.costs[i] ?? 0) / 100));
  const out: BarSeries[] = [];
  if (f.usage) out.push({ key: 'usage', label: labels.usage, values: pick(f.usage), color: 'var(--kw-color-usage)', stack: 'usage' });
  if (f.production) out.push({ key: 'production', label: labels.production, values: pick(f.production), color: 'var(--kw-color-solar)', stack: 'production' });
  return out;
}

/** The stacks of the series, in first-seen order. */
export const stacksOf = (series: readonly BarSeries[]): string[] => [...new Set(series.map((s) => s.stack))];

/** The tallest stack of any step. */
export function stackedMax(series: readonly BarSeries[], steps: number): number {
  let max = 0;
  for (const stack of stacksOf(series)) {
    const members = series.filter((s) => s.stack === stack);
    for (let i = 0; i < steps; i++) max = Math.max(max, members.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  }
  return max;
}

/** The y-axis top: the spec's rounding rule over the tallest stack. */
export const chartTop = (series: readonly BarSeries[], steps: number): number => yAxisMax(stackedMax(series, steps));

/** True when nothing was used or produced in the period. */
export const isEmptyFrame = (series: readonly BarSeries[]): boolean => series.every((s) => s.values.every((v) => v <= 0));

export interface Bar {
  step: number;
  key: string;
  color: string;
  x: number;
  width: number;
  /** Top and bottom in value units (the scale maps them). */
  from: number;
  to: number;
}

/**
 * Where every bar goes: each step's band holds one slot per stack (at most 21 px wide, centred), and
 * within a slot the stack's series sit on each other in series order.
 */
export function layoutBars(series: readonly BarSeries[], steps: number, bandX: (i: number) => number, bandWidth: number): Bar[] {
  const stacks = stacksOf(series);
  const gap = stacks.length > 1 ? Math.min(3, bandWidth * 0.08) : 0;
  const width = Math.max(1, Math.min(MAX_BAR_PX, (bandWidth - gap * (stacks.length - 1)) / Math.max(1, stacks.length)));
  const groupWidth = width * stacks.length + gap * (stacks.length - 1);
  const bars: Bar[] = [];
  for (let i = 0; i < steps; i++) {
    const left = bandX(i) + (bandWidth - groupWidth) / 2;
    stacks.forEach((stack, j) => {
      let base = 0;
      for (const s of series) {
        if (s.stack !== stack) continue;
        const v = s.values[i] ?? 0;
        if (v > 0) bars.push({ step: i, key: s.key, color: s.color, x: left + j * (width + gap), width, from: base, to: base + v });
        base += v;
      }
    });
  }
  return bars;
}

/** Every n-th step gets a label, so labels never crowd (fewer on narrow charts). */
export function labelEvery(unit: TrendUnit, steps: number, width: number): number {
  const px = unit === 'DAY' ? 48 : unit === 'WEEK' ? 52 : unit === 'YEAR' ? 44 : 30;
  const room = Math.max(1, Math.floor(width / px));
  return Math.max(1, Math.ceil(steps / room));
}

/** The step where the first series peaks (the first of equals), or null when it is all 0. */
export function peakStep(series: readonly BarSeries[], steps: number): number | null {
  const s = series[0];
  if (!s) return null;
  let best: number | null = null;
  for (let i = 0; i < steps; i++) if ((s.values[i] ?? 0) > 0 && (best === null || (s.values[i] ?? 0) > (s.values[best] ?? 0))) best = i;
  return best;
}

/** The next active step for a key press, or null when the key is not a chart key. */
export function stepForKey(key: string, active: number | null, steps: number): number | null {
  if (steps <= 0) return null;
  const at = active ?? -1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return active === null ? 0 : Math.min(steps - 1, at + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return active === null ? steps - 1 : Math.max(0, at - 1);
    case 'Home':
      return 0;
    case 'End':
      return steps - 1;
    default:
      return null;
  }
}
