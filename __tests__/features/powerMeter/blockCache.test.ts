import { BlockCache } from '../../../src/features/powerMeter/blockCache';
import { blockStart } from '../../../src/features/powerMeter/charts/chartMath';
import { LiveBuffer } from '../../../src/features/powerMeter/liveBuffer';

const entries = (n: number, base = 1000) => Array.from({ length: n }, (_, i) => [base + i * 10, base + i * 10 + 40, 0, 5, base + i * 10 + 20, 2]);

describe('block cache', () => {
  it('stores answers divided by 10, complete when fully before endOfData', () => {
    const cache = new BlockCache();
    cache.markLoading('minute', 10, 2, 1);
    expect(cache.get('minute', 10)?.status).toBe('loading');
    // Two blocks asked, data up to the middle of the second one.
    cache.store('minute', 10, 2, entries(540), blockStart('minute', 11) + 180 * 60_000, 2);
    const a = cache.get('minute', 10)!;
    const b = cache.get('minute', 11)!;
    expect(a.status).toBe('complete');
    expect(b.status).toBe('partial');
    expect(Array.from(a.data!.slice(0, 5))).toEqual([100, 104, 0, 0.5, 102]);
    expect(a.data![5]).toBeCloseTo(0.2, 5);
    expect(b.data![179 * 6]).toBeCloseTo(100 + 539, 5);
    expect(Number.isNaN(b.data![180 * 6])).toBe(true);
  });

  it('uses the middle of the envelope when an answer has no means', () => {
    const cache = new BlockCache();
    cache.store('second', 0, 1, [[100, 140, 0, 0]], 1_000_000_000, 1);
    expect(cache.get('second', 0)!.data![4]).toBe(12);
  });

  it('keeps failures apart from blocks that had data, and forgets them on retry', () => {
    const cache = new BlockCache();
    cache.store('second', 1, 1, entries(360), 0, 1);
    cache.markLoading('second', 0, 2, 5);
    cache.markFailed('second', 0, 2, 6);
    expect(cache.get('second', 0)?.status).toBe('failed');
    expect(cache.get('second', 1)?.status).toBe('partial');
    cache.clearFailed();
    expect(cache.get('second', 0)).toBeUndefined();
    expect(cache.get('second', 1)).toBeDefined();
  });

  it('evicts every block outside its unit bounds', () => {
    const cache = new BlockCache();
    for (const i of [1, 5, 9]) cache.store('second', i, 1, [], 0, 1);
    cache.store('minute', 3, 1, [], 0, 1);
    expect(cache.evictOutside({ second: [4, 9] })).toBe(2);
    expect(cache.keys().sort()).toEqual(['second:5', 'second:9']);
  });
});

describe('live buffer', () => {
  const point = (epoch: number, w: number) => ({ epoch, w, min: w, max: w, solar: 0, solarMin: 0, solarMax: 0 });

  it('appends only newer seconds and keeps a fixed number', () => {
    const live = new LiveBuffer(3);
    expect(live.append(point(10, 1))).toBe(true);
    expect(live.append(point(10, 2))).toBe(false);
    for (const e of [11, 12, 13]) live.append(point(e, e));
    expect(live.size).toBe(3);
    expect([live.firstEpoch, live.lastEpoch]).toEqual([11, 13]);
    expect(live.lowerBound(12)).toBe(1);
    expect(live.lowerBound(99)).toBe(3);
    expect(live.point(2)).toEqual(point(13, 13));
  });

  it('merges recent history, keeping the richer live points', () => {
    const live = new LiveBuffer(10);
    live.append({ epoch: 103, w: 50, min: 40, max: 60, solar: 1, solarMin: 1, solarMax: 1 });
    const added = live.merge(100, [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0.5]]);
    expect(added).toBe(4);
    expect(Array.from({ length: live.size }, (_, i) => live.epochAt(i))).toEqual([100, 101, 102, 103, 104]);
    expect(live.point(3).min).toBe(40);
    expect(live.point(4).solar).toBe(0.5);
    live.merge(95, Array.from({ length: 20 }, () => [7, 0] as [number, number]));
    expect(live.size).toBe(10);
    expect(live.lastEpoch).toBe(114);
  });
});
