import { chartSeries, isEmptySeries, labelEvery, yAxisMax, yTicks } from '../../../src/features/devices/charts/chartMath';

describe('yAxisMax (spec §9: max × 1.15, rounded up)', () => {
  it.each([
    [0, 1],
    [0.5, 1],
    [1.7, 2], // 1.955 → steps of 1
    [1.8, 5], // 2.07 → above 2: steps of 5
    [8, 10], // 9.2 → 10
    [9, 20], // 10.35 → above 10: steps of 20
    [40, 60], // 46 → 60
    [44, 100], // 50.6 → above 50: steps of 100
    [200, 300], // 230 → 300
    [218, 500], // 250.7 → above 250: steps of 500
    [1000, 1500], // 1150 → 1500
    [1305, 2000], // 1500.75 → 2000
  ])('%p → %p', (max, expected) => {
    expect(yAxisMax(max)).toBe(expected);
  });

  it('treats negative and non-finite maxima as zero', () => {
    expect(yAxisMax(-5)).toBe(1);
    expect(yAxisMax(Number.NaN)).toBe(1);
  });
});

describe('chart series', () => {
  it('draws hours of a day in Wh and longer periods in kWh', () => {
    expect(chartSeries({ scale: 'DAY', kwh: [0.25, 1], steps: 2 })).toEqual({ values: [250, 1000], unit: 'Wh' });
    expect(chartSeries({ scale: 'MONTH', kwh: [3, -1], steps: 2 })).toEqual({ values: [3, 0], unit: 'kWh' });
    // A 23-hour day keeps its 23 steps; steps beyond the figures are 0.
    expect(chartSeries({ scale: 'DAY', kwh: [0.5], steps: 23 }).values).toHaveLength(23);
  });
  it("uses the spec's default step counts when the server gives none (day 24, week 7, month 31, year 12, bill 30)", () => {
    const counts = (['DAY', 'WEEK', 'MONTH', 'YEAR', 'BILL'] as const).map((scale) => chartSeries({ scale, kwh: [1] }).values.length);
    expect(counts).toEqual([24, 7, 31, 12, 30]);
    expect(chartSeries({ scale: 'WEEK', kwh: [1, 2], steps: 0 }).values).toEqual([1, 2, 0, 0, 0, 0, 0]);
  });

  it('knows an empty period and thins the labels', () => {
    expect(isEmptySeries([0, 0])).toBe(true);
    expect(isEmptySeries([0, 0.1])).toBe(false);
    expect(labelEvery('DAY', 24, 800)).toBe(3);
    expect(labelEvery('DAY', 24, 300)).toBe(6);
    expect(labelEvery('WEEK', 7, 300)).toBe(1);
    expect(labelEvery('MONTH', 30, 800)).toBe(5);
  });

  it('ticks from 0 to the max', () => {
    expect(yTicks(500)).toEqual([0, 125, 250, 375, 500]);
  });
});
