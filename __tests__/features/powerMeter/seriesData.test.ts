import { BlockCache } from '../../../src/features/powerMeter/blockCache';
import { blockStart, MINUTE_MS } from '../../../src/features/powerMeter/charts/chartMath';
import { gapLimitMs } from '../../../src/features/powerMeter/charts/drawSeries';
import { buildSeries, nearestIndex, seriesMax, summarize } from '../../../src/features/powerMeter/charts/seriesData';
import { rowStepMs, tableRows } from '../../../src/features/powerMeter/charts/tableRows';

const B = 5000; // a minute block index
const start = blockStart('minute', B);
/** A block of minutes: min 100·k W, max +40, mean +20, solar 0..10. */
const minuteBlock = (cache: BlockCache, count = 360) =>
  cache.store('minute', B, 1, Array.from({ length: count }, (_, i) => [1000 + i * 10, 1400 + i * 10, 0, 100, 1200 + i * 10, 50]), start + count * MINUTE_MS, 1);

describe('series from the cache', () => {
  it('covers the window with one point per step, a step either side', () => {
    const cache = new BlockCache();
    minuteBlock(cache);
    const s = buildSeries(cache, { startMs: start + 10 * MINUTE_MS, endMs: start + 20 * MINUTE_MS }, 'minute');
    expect(s.step).toBe(MINUTE_MS);
    expect(s.n).toBe(12);
    expect(s.t[0]).toBe(start + 9 * MINUTE_MS);
    expect([s.min[1], s.max[1], s.mid[1], s.solarMid[1]]).toEqual([110, 150, 130, 5]);
  });

  it('fills the live edge from live seconds, folded into the step', () => {
    const cache = new BlockCache();
    minuteBlock(cache, 10); // history for the first 10 minutes only
    const epoch0 = (start + 10 * MINUTE_MS) / 1000;
    for (let k = 0; k < 90; k++) cache.live.append({ epoch: epoch0 + k, w: 500 + k, min: 490 + k, max: 510 + k, solar: 1, solarMin: 1, solarMax: 1 });
    const s = buildSeries(cache, { startMs: start, endMs: start + 15 * MINUTE_MS }, 'minute');
    const i10 = 11; // the point of minute 10 (one step of lead)
    expect(s.min[i10]).toBe(490);
    expect(s.max[i10]).toBe(510 + 59);
    expect(s.mid[i10]).toBeCloseTo(500 + 29.5, 5);
    expect(s.mid[i10 + 1]).toBeCloseTo(500 + 60 + 14.5, 5);
    expect(Number.isNaN(s.mid[i10 + 2]!)).toBe(true);
    // History wins where it has data.
    expect(s.mid[10]).toBe(129);
  });

  it('summarises the window and finds the nearest point with data', () => {
    const cache = new BlockCache();
    minuteBlock(cache, 5);
    const window = { startMs: start, endMs: start + 10 * MINUTE_MS };
    const s = buildSeries(cache, window, 'minute');
    expect(summarize(s, window)).toEqual({ min: 100, max: 144, avg: 122, solarMax: 10, solarAvg: 5, points: 5 });
    expect(seriesMax(s, window, false)).toBe(144);
    expect(nearestIndex(s, start + 9 * MINUTE_MS)).toBe(5);
    expect(summarize(buildSeries(new BlockCache(), window, 'minute'), window)).toBeNull();
  });

  it('joins readings up to the dead gap, or 1.5 steps when steps are longer', () => {
    expect(gapLimitMs(1000)).toBe(120_000);
    expect(gapLimitMs(3_600_000)).toBe(5_400_000);
  });
});

describe('data table rows', () => {
  it('picks the shortest nice row span keeping at most 48 rows', () => {
    expect(rowStepMs({ startMs: 0, endMs: 15 * MINUTE_MS }, 1000)).toBe(30_000);
    expect(rowStepMs({ startMs: 0, endMs: 24 * 60 * MINUTE_MS }, MINUTE_MS)).toBe(30 * MINUTE_MS);
  });
  it('folds the series into rows of lowest, average and highest', () => {
    const cache = new BlockCache();
    minuteBlock(cache);
    const window = { startMs: start, endMs: start + 60 * MINUTE_MS };
    const { stepMs, rows } = tableRows(buildSeries(cache, window, 'minute'), window, () => 0);
    expect(stepMs).toBe(5 * MINUTE_MS);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ t: start, min: 100, max: 144, avg: 122, solarAvg: 5 });
  });
  it('says where the store has a gap: one row for the steps without data between rows with data', () => {
    const cache = new BlockCache();
    // Minutes 20-29 were never heard (the server sends an entry of nulls for each).
    const entries = Array.from({ length: 360 }, (_, i) => (i >= 20 && i < 30 ? [null, null, null, null, null, null] : [1000, 1400, 0, 100, 1200, 50]));
    cache.store('minute', B, 1, entries as unknown as number[][], start + 360 * MINUTE_MS, 1);
    const window = { startMs: start, endMs: start + 60 * MINUTE_MS };
    const { stepMs, rows } = tableRows(buildSeries(cache, window, 'minute'), window, () => 0);
    expect(stepMs).toBe(5 * MINUTE_MS);
    expect(rows.map((r) => [(r.t - start) / MINUTE_MS, Boolean(r.gap)])).toEqual([
      [0, false],
      [5, false],
      [10, false],
      [15, false],
      [20, true],
      [30, false],
      [35, false],
      [40, false],
      [45, false],
      [50, false],
      [55, false],
    ]);
  });
  it('never starts before the window: a row that begins earlier is shown from the window start', () => {
    const cache = new BlockCache();
    minuteBlock(cache);
    const window = { startMs: start + 28 * MINUTE_MS, endMs: start + 88 * MINUTE_MS };
    const { stepMs, rows } = tableRows(buildSeries(cache, window, 'minute'), window, () => 0);
    expect(stepMs).toBe(5 * MINUTE_MS);
    expect(rows[0]!.t).toBe(window.startMs);
    expect(rows[1]!.t).toBe(start + 30 * MINUTE_MS);
    expect(rows.every((r) => r.t >= window.startMs && r.t < window.endMs)).toBe(true);
  });
});

describe('series with fewer entries than pixels', () => {
  it('copies each entry into its point, across blocks and around gaps, as a fold of one entry would', () => {
    const cache = new BlockCache();
    // Two blocks of minutes, the second with a gap (null entries) in it, and a block missing after them.
    // Wire readings are tenths of a watt: whole watts times ten.
    const entries = (base: number) =>
      Array.from({ length: 360 }, (_, i) => (i % 50 === 7 ? [NaN, NaN, NaN, NaN, NaN, NaN] : [base + i, base + i + 40, i % 3, (i % 3) + 5, base + i + 20, (i % 3) + 2].map((w) => w * 10)));
    cache.store('minute', B, 1, entries(1000), start + 360 * MINUTE_MS, 1);
    cache.store('minute', B + 1, 1, entries(5000), start + 720 * MINUTE_MS, 1);
    const window = { startMs: start + 300 * MINUTE_MS, endMs: start + 800 * MINUTE_MS };
    const s = buildSeries(cache, window, 'minute', 1000);
    expect(s.step).toBe(MINUTE_MS);
    for (let k = 0; k < s.n; k++) {
      const minute = (s.t[k]! - start) / MINUTE_MS;
      const block = Math.floor(minute / 360);
      const i = minute - block * 360;
      const values = [s.min[k], s.max[k], s.solarMin[k], s.solarMax[k], s.mid[k], s.solarMid[k]];
      if (block > 1 || i % 50 === 7) {
        expect(values.every((v) => Number.isNaN(v))).toBe(true);
        continue;
      }
      const base = block === 0 ? 1000 : 5000;
      expect(values).toEqual([base + i, base + i + 40, i % 3, (i % 3) + 5, base + i + 20, (i % 3) + 2]);
    }
  });
});

describe('series with more entries than pixels', () => {
  it('folds whole numbers of steps into a point (lowest, highest, mean), aligned to the epoch', () => {
    const cache = new BlockCache();
    minuteBlock(cache);
    const window = { startMs: start, endMs: start + 360 * MINUTE_MS };
    // 360 minutes on 90 pixels: four minutes a point.
    const s = buildSeries(cache, window, 'minute', 90);
    expect(s.step).toBe(4 * MINUTE_MS);
    expect(s.t[1]! % s.step).toBe(0);
    const k = Math.floor((start - s.t[0]!) / s.step);
    const first = (start - s.t[k]!) / MINUTE_MS; // minutes of the block in that point before `start`
    const minutes = Array.from({ length: 4 - first }, (_, i) => i);
    expect(s.min[k]).toBe(100);
    expect(s.max[k]).toBe(140 + minutes[minutes.length - 1]!);
    expect(s.mid[k]).toBeCloseTo(120 + minutes.reduce((a, b) => a + b, 0) / minutes.length, 4);
    expect(summarize(s, window)!.max).toBe(140 + 359);
  });
});
