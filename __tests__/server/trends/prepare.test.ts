/** @jest-environment node */
import { setDayStore } from '../../../server/src/db/persistedDays';
import { cachedTrendDays, clearTrendDayCache, daysBetween } from '../../../server/src/trends/days';
import { prepareDays } from '../../../server/src/trends/prepare';
import { clearTrendsCache, trends } from '../../../server/src/trends/trends';
import type { WorkerPool } from '../../../server/src/workers/pool';
import { plainHome } from '../support/profiles';

describe('prepareDays', () => {
  it('computes the missing whole days of a span, letting other work run in between', async () => {
    clearTrendDayCache();
    const profile = { ...plainHome, seed: 9191 };
    const now = Date.UTC(2026, 10, 22, 15, 0, 0);
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    // 60 local days (~4 ms each to simulate here, far more under Jest): several 20 ms slices.
    await prepareDays(profile, Date.UTC(2026, 8, 1, 4), Date.UTC(2026, 9, 31, 4), now);
    running = false;
    expect(cachedTrendDays()).toBe(60);
    expect(turns).toBeGreaterThan(1);
    // Days not over yet are left to the request; cached days are not computed again.
    await prepareDays(profile, Date.UTC(2026, 10, 21, 5), now + 86_400_000, now);
    expect(cachedTrendDays()).toBe(61);
  });

  it('with a deadline, answers the days a slow pool has not filled yet; the fill goes on, and a second request joins it', async () => {
    clearTrendDayCache();
    const kept = new Map<string, Float64Array>();
    setDayStore({ get: (k) => kept.get(k), put: (k, v) => void kept.set(k, v) });
    try {
      const profile = { ...plainHome, seed: 9292 };
      const now = Date.UTC(2026, 10, 22, 15, 0, 0);
      const from = Date.UTC(2026, 9, 1, 4);
      const to = Date.UTC(2026, 9, 11, 4);
      const jobs: (() => void)[] = [];
      let released = false;
      // A pool whose thread is busy: a job answers only once the test lets it (then with "done").
      const pool = {
        options: { size: 1 },
        busyForBackground: false,
        run: () => new Promise((resolve) => (released ? resolve({ result: null }) : jobs.push(() => resolve({ result: null })))),
      } as unknown as WorkerPool;
      const offLoop = { pool, owner: 'u1' };
      const t0 = performance.now();
      const late = await prepareDays(profile, from, to, now, [], offLoop, performance.now() + 50);
      expect(performance.now() - t0).toBeLessThan(2_000);
      expect(late.map((d) => d.dayNo)).toEqual(daysBetween(profile, from, to).map((d) => d.dayNo));
      expect(jobs).toHaveLength(1);
      const again = await prepareDays(profile, from, to, now, [], offLoop, performance.now() + 50);
      expect(again).toHaveLength(10);
      expect(jobs).toHaveLength(1);
      // The thread answers (it filled nothing here): without a deadline the days are computed in this thread.
      released = true;
      jobs[0]!();
      expect(await prepareDays(profile, from, to, now, [], offLoop)).toEqual([]);
      expect(cachedTrendDays()).toBe(10);
    } finally {
      setDayStore(null);
    }
  });

  it('an answer with days still loading leaves them out, says how many, and is not cached', async () => {
    clearTrendDayCache();
    clearTrendsCache();
    const profile = { ...plainHome, seed: 9393 };
    const now = Date.UTC(2026, 10, 22, 15, 0, 0);
    const input = { profile, devices: [], scale: 'MONTH' as const, atMs: Date.UTC(2026, 9, 15), cycleStart: 1, nowMs: now };
    const october = daysBetween(profile, Date.UTC(2026, 9, 1, 4), Date.UTC(2026, 10, 1, 4));
    const whole = trends(input);
    expect(whole.loading_days).toBeUndefined();
    const partial = trends({ ...input, loadingDays: october.slice(10).map((d) => d.dayNo) });
    expect(partial.loading_days).toBe(21);
    const firstTen = october.slice(0, 10).reduce((a, _d, i) => a + whole.consumption.totals[i]!, 0);
    expect(partial.consumption.total).toBeCloseTo(firstTen, 6);
    expect(partial.consumption.totals.slice(10).every((v) => v === 0)).toBe(true);
    // Averages are over the ten days counted; nothing is compared while days are loading.
    const avg = (a: typeof whole) => a.stats.find((x) => x.id === 'average_power')!.value;
    expect(avg(partial)).toBeCloseTo((firstTen * 1000) / (october.slice(0, 10).reduce((a, d) => a + d.lengthMin, 0) / 60), -1);
    expect(partial.consumption_percent_change).toBeNull();
    expect(partial.consumption.devices.every((d) => d.percent_change === null)).toBe(true);
    expect(trends(input)).toEqual(whole);
  });
});
