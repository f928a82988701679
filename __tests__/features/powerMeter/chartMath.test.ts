import {
  blockIndex, blockRange, blockStart, cacheBounds, clampWindow, DAY_MS, defaultLiveWindow, fetchRange, HOUR_MS, isBlockComplete,
  isCachingFrame, isDeadGap, isRealtime, liveWindow, MINUTE_MS, panWindow, peakMeterPath, peakMeterWindow, prefetchRange, prefetchRuns,
  runsOf, unitFor, wantsRecentHistory, yAxisMax, zoomWindow,
} from '../../../src/features/powerMeter/charts/chartMath';

const T = Date.parse('2026-11-22T15:00:00.000Z');
const win = (startMs: number, endMs: number) => ({ startMs, endMs });

describe('y-axis maximum', () => {
  it('never goes below 1000 W', () => {
    expect(yAxisMax(0)).toBe(1000);
    expect(yAxisMax(NaN)).toBe(1000);
    expect(yAxisMax(3)).toBe(1000);
    expect(yAxisMax(833)).toBe(1000);
  });
  it('is the maximum × 1.2 rounded up to the step for its size', () => {
    expect(yAxisMax(900)).toBe(1500); // 1080 → steps of 500
    expect(yAxisMax(5000)).toBe(6000); // exactly 6000
    expect(yAxisMax(5001)).toBe(6500);
    expect(yAxisMax(16_300)).toBe(20_000); // 19 560
  });
});

describe('unit by window length per pixel', () => {
  it('is second under 60 s a pixel, minute under 3600, else hour', () => {
    expect(unitFor(win(0, 15 * MINUTE_MS), 1920)).toBe('second');
    expect(unitFor(win(0, DAY_MS), 1920)).toBe('second'); // 45 s/px
    expect(unitFor(win(0, DAY_MS), 1280)).toBe('minute'); // 67.5 s/px
    expect(unitFor(win(0, 59 * 1000), 1)).toBe('second');
    expect(unitFor(win(0, 60 * 1000), 1)).toBe('minute');
    expect(unitFor(win(0, 30 * DAY_MS), 1920)).toBe('minute'); // 1350 s/px
    expect(unitFor(win(0, 30 * DAY_MS), 390)).toBe('hour');
    expect(unitFor(win(0, 3600 * 1000), 1)).toBe('hour');
  });
});

describe('block indexing', () => {
  it('aligns blocks of 360 steps to the epoch', () => {
    expect(blockIndex('second', 0)).toBe(0);
    expect(blockIndex('second', 359_999)).toBe(0);
    expect(blockIndex('second', 360_000)).toBe(1);
    expect(blockIndex('minute', 6 * HOUR_MS)).toBe(1);
    expect(blockIndex('hour', 15 * DAY_MS - 1)).toBe(0);
    expect(blockIndex('second', -1)).toBe(-1);
    expect(blockStart('minute', 3)).toBe(3 * 6 * HOUR_MS);
    expect(blockRange('second', 360_000, 720_000)).toEqual([1, 1]);
    expect(blockRange('second', 359_000, 720_001)).toEqual([0, 2]);
  });
  it('counts a block complete only when it lies fully in the past', () => {
    expect(isBlockComplete('minute', 1, 12 * HOUR_MS)).toBe(true);
    expect(isBlockComplete('minute', 1, 12 * HOUR_MS - 1)).toBe(false);
  });
  it('groups consecutive blocks into requests of at most n', () => {
    expect(runsOf([5, 3, 4, 9, 10, 4], 2)).toEqual([{ first: 3, count: 2 }, { first: 5, count: 1 }, { first: 9, count: 2 }]);
    expect(runsOf([], 40)).toEqual([]);
  });
});

describe('cache bounds and fetch range', () => {
  it('keeps 20 blocks before and 30 after the visible range, and no more', () => {
    const w = win(blockStart('second', 100), blockStart('second', 103));
    expect(cacheBounds(w, 'second')).toEqual([80, 132]);
  });
  it('keeps what a pan by the window\'s width needs, however long the window (15 hours of seconds: 150 blocks)', () => {
    const w = win(blockStart('second', 1000), blockStart('second', 1150));
    const [from, to] = cacheBounds(w, 'second');
    // A window's width and its padding either side: 150 × 1.15 blocks.
    expect(from).toBeLessThanOrEqual(1000 - 172);
    expect(to).toBeGreaterThanOrEqual(1150 + 172);
    // Everything the padded fetch asks for is kept (else it would be asked for again and again).
    const range = fetchRange(w, Infinity)!;
    const [first, last] = blockRange('second', range.fromMs, range.toMs);
    expect(from <= first && last <= to).toBe(true);
  });
  it('fetches the window padded by 0.15 of its length, never past now', () => {
    expect(fetchRange(win(T - 1000 * 1000, T), T + 10_000_000)).toEqual({ fromMs: T - 1_150_000, toMs: T + 150_000 });
    expect(fetchRange(win(T - 1000 * 1000, T), T - 500_000)).toEqual({ fromMs: T - 1_150_000, toMs: T - 500_000 });
    expect(fetchRange(win(T + 1000, T + 2000), T)).toBeNull();
  });
});

describe('live windows', () => {
  it('runs the default live window from 12.75 minutes back to 2.25 ahead', () => {
    expect(defaultLiveWindow(T)).toEqual(win(T - 765_000, T + 135_000));
    expect(liveWindow(T, 15 * MINUTE_MS)).toEqual(defaultLiveWindow(T));
    expect(liveWindow(T, DAY_MS)).toEqual(win(T - 0.85 * DAY_MS, T + 0.15 * DAY_MS));
  });
  it('is realtime when now lies inside the window', () => {
    expect(isRealtime(win(T - 10, T + 10), T)).toBe(true);
    expect(isRealtime(win(T - 10, T), T)).toBe(true);
    expect(isRealtime(win(T - 10, T - 1), T)).toBe(false);
  });
  it('wants recent history when the window ends within 30 minutes of now', () => {
    expect(wantsRecentHistory(defaultLiveWindow(T), T)).toBe(true);
    expect(wantsRecentHistory(win(T - HOUR_MS, T - 29 * MINUTE_MS), T)).toBe(true);
    expect(wantsRecentHistory(win(T - HOUR_MS, T - 31 * MINUTE_MS), T)).toBe(false);
    expect(wantsRecentHistory(win(T + 1000, T + 2000), T)).toBe(false);
  });
  it('marks a live-point gap above 120 s dead', () => {
    expect(isDeadGap(1000, 1120)).toBe(false);
    expect(isDeadGap(1000, 1121)).toBe(true);
  });
  it('treats whole-second frames (multiples of 60 cycles) as caching frames', () => {
    expect(isCachingFrame(13285440)).toBe(true);
    expect(isCachingFrame(13285470)).toBe(false);
  });
});

describe('zoom, pan and clamp', () => {
  it('zooms about an anchor and pans by a share of the length', () => {
    expect(zoomWindow(win(0, 100), 0.5)).toEqual(win(25, 75));
    expect(zoomWindow(win(0, 100), 2, 100)).toEqual(win(-100, 100));
    expect(panWindow(win(0, 100), -0.1)).toEqual(win(-10, 90));
  });
  it('keeps windows between a minute and 92 days, starting no later than now', () => {
    expect(clampWindow(win(T, T + 1000), T + DAY_MS)).toEqual(win(T + 500 - 30_000, T + 500 + 30_000));
    const huge = clampWindow(win(0, 200 * DAY_MS), 300 * DAY_MS);
    expect(huge.endMs - huge.startMs).toBe(92 * DAY_MS);
    expect(clampWindow(win(T + HOUR_MS, T + 2 * HOUR_MS), T)).toEqual(win(T, T + HOUR_MS));
  });
});

describe('the peak link', () => {
  it('opens the 15 minutes from 7.5 minutes before the peak', () => {
    expect(peakMeterWindow('2026-11-22T18:07:30.000Z')).toEqual({ start: '2026-11-22T18:00:00.000Z', end: '2026-11-22T18:15:00.000Z' });
    expect(peakMeterWindow(Date.parse('2026-11-22T18:00:00Z'))).toEqual({ start: '2026-11-22T17:52:30.000Z', end: '2026-11-22T18:07:30.000Z' });
  });
  it('is plain /meter when no peak time is known', () => {
    expect(peakMeterWindow(null)).toBeNull();
    expect(peakMeterWindow('not a time')).toBeNull();
    expect(peakMeterPath(undefined)).toBe('/meter');
    expect(peakMeterPath('2026-11-22T18:07:30.000Z')).toBe('/meter?start=2026-11-22T18%3A00%3A00.000Z&end=2026-11-22T18%3A15%3A00.000Z');
  });
});

describe('prefetch', () => {
  it('reaches a window\'s width and its padding either side, never past now', () => {
    expect(prefetchRange(win(T - 1000 * 1000, T), T + 10_000_000)).toEqual({ fromMs: T - 2_150_000, toMs: T + 1_150_000 });
    expect(prefetchRange(win(T - 1000 * 1000, T), T)).toEqual({ fromMs: T - 2_150_000, toMs: T });
    expect(prefetchRange(win(T + 1000, T + 2000), T - 10_000)).toBeNull();
  });
  it('asks for the missing blocks nearest first, the earlier side first, in runs of at most n', () => {
    const span = (a: number, b: number) => ({ fromMs: blockStart('minute', a), toMs: blockStart('minute', b + 1) });
    const missing = new Set([3, 4, 5, 6, 8, 20, 21, 22, 23, 24]);
    const runs = prefetchRuns('minute', [10, 15], span(3, 24), (i) => missing.has(i), 3);
    expect(runs).toEqual([
      { first: 8, count: 1 },
      { first: 4, count: 3 },
      { first: 3, count: 1 },
      { first: 20, count: 3 },
      { first: 23, count: 2 },
    ]);
    expect(prefetchRuns('minute', [10, 15], span(3, 24), () => false, 3)).toEqual([]);
  });
});
