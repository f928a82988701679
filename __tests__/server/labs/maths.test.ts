/** @jest-environment node */
import {
  cohortHistogram, efficiencyRating, logNormalTerciles, neutralRating, powerQualityRating, slopeOf, sustainedExtremes, tercileRating, windowMedian,
} from '../../../server/src/labs/maths';
import { joinRuns } from '../../../server/src/labs/compute';
import { voltageRuns } from '../../../server/src/labs/days';

describe('sustained voltage: the 7-second median, computed each second', () => {
  it('takes the median of the window ending at each second', () => {
    const v = [120, 121, 119, 118, 130, 90, 120, 122, 125];
    expect(windowMedian(v, 6, 7)).toBe(120); // 90 118 119 120 120 121 130
    expect(windowMedian(v, 8, 7)).toBe(120); // 119 118 130 90 120 122 125 → 90 118 119 120 122 125 130
    expect(windowMedian([1, 2, 3, 4], 3, 4)).toBe(2.5);
  });

  it('a one-second spike or dip never moves it; a sustained one does', () => {
    const flat = Array.from({ length: 60 }, () => 120);
    flat[20] = 90; // one second
    flat[40] = 150;
    expect(sustainedExtremes(flat, 6)).toEqual({ min: 120, minAt: 6, max: 120, maxAt: 6 });
    const sag = Array.from({ length: 60 }, (_, i) => (i >= 30 && i < 34 ? 100 : 120)); // four seconds: the median follows
    const e = sustainedExtremes(sag, 6)!;
    expect(e.min).toBe(100);
    expect(e.minAt).toBe(33); // the first second whose window (27-33) holds four of the seven low ones
  });

  it('matches a brute-force median at every second', () => {
    let x = 7;
    const v = Array.from({ length: 500 }, () => ((x = (x * 48271) % 2147483647), 110 + (x % 2000) / 100));
    let min = Infinity;
    let max = -Infinity;
    for (let i = 6; i < v.length; i++) {
      const m = windowMedian(v, i, 7);
      min = Math.min(min, m);
      max = Math.max(max, m);
    }
    const e = sustainedExtremes(v, 6)!;
    expect(e.min).toBeCloseTo(min, 10);
    expect(e.max).toBeCloseTo(max, 10);
    expect(windowMedian(v, e.minAt, 7)).toBeCloseTo(min, 10);
  });

  it('has nothing to say about fewer than seven seconds', () => {
    expect(sustainedExtremes([120, 121, 122], 0)).toBeNull();
  });
});

describe('ratings', () => {
  it('terciles of a log-normal cohort split it in thirds, and rate low / med / high', () => {
    const [a, b] = logNormalTerciles(2.6, 0.5);
    expect(a).toBeCloseTo(2.6 * Math.exp(-0.5 * 0.4307273), 6);
    expect(a * b).toBeCloseTo(2.6 * 2.6, 6); // symmetric around the median in log space
    expect(tercileRating(a, [a, b])).toBe('low');
    expect(tercileRating(a + 0.01, [a, b])).toBe('med');
    expect(tercileRating(b, [a, b])).toBe('med');
    expect(tercileRating(b + 0.01, [a, b])).toBe('high');
  });

  it('power quality: under 10 dips and spikes is low, 10 to 20 medium, over 20 high', () => {
    expect([0, 9, 10, 20, 21, 150].map(powerQualityRating)).toEqual(['low', 'low', 'med', 'med', 'high', 'high']);
  });

  it('AC efficiency: efficient at or below the threshold, slightly inefficient up to 1.5 times, inefficient above', () => {
    expect(efficiencyRating(2, 2)).toBe('efficient');
    expect(efficiencyRating(1.2, 2)).toBe('efficient');
    expect(efficiencyRating(2.01, 2)).toBe('slightlyInefficient');
    expect(efficiencyRating(3, 2)).toBe('slightlyInefficient');
    expect(efficiencyRating(3.01, 2)).toBe('inefficient');
  });

  it('floating neutral: volts per kW of leg imbalance', () => {
    expect([0.4, 1.99, 2, 4.99, 5, 16].map(neutralRating)).toEqual(['low', 'low', 'med', 'med', 'high', 'high']);
  });
});

describe('the neutral regression and the cohort histogram', () => {
  it('finds the slope of a line through noisy points, and none without spread', () => {
    const s = { n: 0, sx: 0, sy: 0, sxx: 0, sxy: 0 };
    for (let i = 0; i < 200; i++) {
      const x = (i % 20) / 5 - 2;
      const y = 0.8 - 3 * x + ((i * 7919) % 13) / 100;
      s.n++;
      s.sx += x;
      s.sy += y;
      s.sxx += x * x;
      s.sxy += x * y;
    }
    expect(slopeOf(s)!).toBeCloseTo(-3, 1);
    expect(slopeOf({ n: 200, sx: 200, sy: 5, sxx: 200, sxy: 5 })).toBeNull();
  });

  it('counts every home of the cohort once', () => {
    const bins = cohortHistogram(2.5, 0.28, 317, 12, 6);
    expect(bins).toHaveLength(12);
    expect(bins.reduce((a, b) => a + b.count, 0)).toBe(317);
    expect(bins[0]!.from).toBe(0);
    expect(bins[11]!.to).toBe(6);
    const peak = bins.indexOf(bins.reduce((a, b) => (b.count > a.count ? b : a)));
    expect(bins[peak]!.from).toBeLessThanOrEqual(2.5);
    expect(bins[peak]!.to).toBeGreaterThanOrEqual(2.0);
  });
});

describe('dips and spikes', () => {
  const T = Date.UTC(2026, 10, 23, 5);
  it('are runs of minutes with a leg below 108 V or above 132 V', () => {
    const v1 = [120, 107, 106.5, 120, 133, 120, 120];
    const v2 = [120, 109, 107.9, 120, 120, 120, 132.5];
    const runs = voltageRuns(T, v1, v2, v1.length);
    expect(runs).toEqual([
      { kind: 'dip', startMs: T + 60_000, endMs: T + 180_000, legs: ['L1', 'L2'], voltage: 106.5 },
      { kind: 'spike', startMs: T + 240_000, endMs: T + 300_000, legs: ['L1'], voltage: 133 },
      { kind: 'spike', startMs: T + 360_000, endMs: T + 420_000, legs: ['L2'], voltage: 132.5 },
    ]);
    expect(voltageRuns(T, [108, 132], [120, 120], 2)).toEqual([]); // the band's edges are not outside it
  });

  it('one that runs across midnight counts once', () => {
    const a = { kind: 'dip' as const, startMs: T - 60_000, endMs: T, legs: ['L1' as const], voltage: 105 };
    const b = { kind: 'dip' as const, startMs: T, endMs: T + 120_000, legs: ['L2' as const], voltage: 104 };
    const c = { kind: 'spike' as const, startMs: T + 600_000, endMs: T + 660_000, legs: ['L1' as const], voltage: 134 };
    expect(joinRuns([a, b, c])).toEqual([{ ...a, endMs: T + 120_000, legs: ['L1', 'L2'], voltage: 104 }, c]);
  });
});
