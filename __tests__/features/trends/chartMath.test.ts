import { yAxisMax, yTicks } from '../../../src/common/charts/yAxis';
import {
  chartTop, figuresOf, isEmptyFrame, labelEvery, layoutBars, MAX_BAR_PX, peakStep, seriesOf, stackedMax, stepForKey, stepInstant, type BarSeries,
} from '../../../src/features/trends/charts/chartMath';
import { trendsAnswer } from './trendsFixtures';

const labels = { usage: 'Usage', production: 'Solar production' };
const s = (key: string, values: number[], stack = key): BarSeries => ({ key, label: key, values, color: 'red', stack });

describe('trends chart maths', () => {
  it('the y axis: the spec\'s rounded maximum, 5 ticks from 0', () => {
    expect(yAxisMax(86)).toBe(100); // 98.9 → multiple of 100
    expect(yAxisMax(9)).toBe(20);
    expect(yAxisMax(1.5)).toBe(2);
    expect(yAxisMax(0)).toBe(1);
    expect(yTicks(100, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(yTicks(20)).toHaveLength(5);
  });

  it('bars are at most 21 px wide; stacks stand side by side, series of a stack on each other', () => {
    const series = [s('usage', [4, 2]), s('production', [1, 0]), s('peak', [2, 1], 'usage')];
    const bars = layoutBars(series, 2, (i) => i * 100, 100);
    expect(bars.every((b) => b.width <= MAX_BAR_PX)).toBe(true);
    const step0 = bars.filter((b) => b.step === 0);
    expect(step0.map((b) => [b.key, b.from, b.to])).toEqual([['usage', 0, 4], ['peak', 4, 6], ['production', 0, 1]]);
    const usage = step0.find((b) => b.key === 'usage')!;
    expect(step0.find((b) => b.key === 'peak')!.x).toBe(usage.x);
    expect(step0.find((b) => b.key === 'production')!.x).toBeGreaterThan(usage.x + usage.width - 0.001);
    // No zero-height bars (production is 0 in step 1).
    expect(bars.filter((b) => b.step === 1).map((b) => b.key)).toEqual(['usage', 'peak']);
    // Narrow bands make narrower bars.
    expect(layoutBars([s('usage', [1])], 1, () => 0, 10)[0]!.width).toBeLessThanOrEqual(10);
    expect(stackedMax(series, 2)).toBe(6);
    expect(chartTop(series, 2)).toBe(yAxisMax(6));
  });

  it('figures of the home (usage and solar) or of one device; cost mode in dollars', () => {
    const data = trendsAnswer({ start: '2026-11-01T04:00:00.000Z', steps: 3 });
    const home = figuresOf(data, null)!;
    expect(home.usage!.kwh).toEqual(data.consumption.totals);
    expect(home.production!.totalKwh).toBe(6);
    const energy = seriesOf(home, 3, 'energy', labels);
    expect(energy.map((x) => x.key)).toEqual(['usage', 'production']);
    expect(energy[0]!.values).toEqual([4.75, 4.75, 4.75]);
    const cost = seriesOf(home, 3, 'cost', labels);
    expect(cost[0]!.values[0]).toBeCloseTo(data.consumption.total_costs[0]! / 100, 6);
    const oven = figuresOf(data, 'oven')!;
    expect([oven.usage!.totalKwh, oven.production]).toEqual([1.5, null]);
    const solar = figuresOf(data, 'solar')!;
    expect([solar.usage, solar.production!.totalKwh]).toEqual([null, 6]);
    expect(figuresOf(data, 'nope')).toBeNull();
    expect(figuresOf(trendsAnswer({ start: 'x', steps: 2, solar: false }), null)!.production).toBeNull();
  });

  it('empty periods, peaks and labels', () => {
    expect(isEmptyFrame([s('usage', [0, 0]), s('production', [0])])).toBe(true);
    expect(isEmptyFrame([s('usage', [0, 0.1])])).toBe(false);
    expect(peakStep([s('usage', [1, 3, 3, 2])], 4)).toBe(1);
    expect(peakStep([s('usage', [0, 0])], 2)).toBeNull();
    expect(labelEvery('MONTH', 31, 700)).toBeGreaterThanOrEqual(2);
    expect(labelEvery('YEAR', 12, 900)).toBe(1);
    expect(labelEvery('DAY', 24, 300)).toBeGreaterThan(labelEvery('DAY', 24, 900));
  });

  it('a step\'s instant lies inside the step (hours exact, days at noon, months mid-month)', () => {
    const start = Date.parse('2026-11-01T04:00:00.000Z');
    expect(stepInstant('DAY', start, 2)).toBe(start + 2 * 3_600_000);
    expect(new Date(stepInstant('MONTH', start, 9)).toISOString()).toBe('2026-11-10T16:00:00.000Z');
    expect(new Date(stepInstant('YEAR', Date.parse('2026-01-01T05:00:00Z'), 11)).getUTCMonth()).toBe(11);
  });

  it('arrow keys step through the bars, Home and End jump, other keys do nothing', () => {
    expect(stepForKey('ArrowRight', null, 5)).toBe(0);
    expect(stepForKey('ArrowLeft', null, 5)).toBe(4);
    expect(stepForKey('ArrowRight', 4, 5)).toBe(4);
    expect(stepForKey('ArrowLeft', 0, 5)).toBe(0);
    expect(stepForKey('End', 1, 5)).toBe(4);
    expect(stepForKey('Home', 3, 5)).toBe(0);
    expect(stepForKey('Enter', 3, 5)).toBeNull();
    expect(stepForKey('ArrowRight', null, 0)).toBeNull();
  });
});
