/** @jest-environment node */
import { getEventListeners } from 'node:events';
import { DEFAULT_LOCALE, localeFromTag } from '../../../server/src/i18n';
import type { DeviceUserData } from '../../../server/src/db/devices';
import { buildBook, findDevice } from '../../../server/src/devices/book';
import { deviceDetail, type ChartRequest } from '../../../server/src/devices/detail';
import { cachedDays, clearFigureCaches, figuresBetween } from '../../../server/src/devices/figures';
import { clearEnvelopeCache } from '../../../server/src/history/envelope';
import { usage, type UsageQuery } from '../../../server/src/history/usage';
import { localDay } from '../../../server/src/sim';
import { deviceList, runJob } from '../../../server/src/workers/jobs';
import { BACKGROUND_OWNER, BUSY, CLIENT_GONE, TOO_MANY_AT_ONCE, WorkerPool } from '../../../server/src/workers/pool';
import { demoProfile, solarHome } from '../support/profiles';

// The pool's thread compiles the server's sources on its first start (then they are cached).
jest.setTimeout(120_000);

const NOW = Date.UTC(2026, 10, 22, 15, 0, 30);
const DAY = 86_400_000;

let pool: WorkerPool;
beforeAll(() => {
  pool = new WorkerPool({ size: 1, maxQueue: 16, maxPerOwner: 8 });
});
afterAll(() => pool.close());

const queries: [string, UsageQuery][] = [
  ['DAY over cold days', { granularity: 'DAY', startMs: Date.UTC(2024, 2, 1), frames: 20, subject: { kind: 'home' }, nowMs: NOW }],
  ['MINUTE up to now', { granularity: 'MINUTE', startMs: NOW - 90 * 60_000, frames: 360, subject: { kind: 'home' }, nowMs: NOW }],
  ['SECOND of one load', { granularity: 'SECOND', startMs: NOW - 300_000, frames: 400, subject: { kind: 'load', index: 3 }, nowMs: NOW }],
  ['HOUR of solar', { granularity: 'HOUR', startMs: NOW - 3 * DAY, frames: 100, subject: { kind: 'solar' }, nowMs: NOW }],
];

describe('the worker pool', () => {
  it.each(queries)('history/usage in a worker thread equals the inline computation: %s', async (_name, query) => {
    const { result, threadId } = await pool.run('usage', { profile: solarHome, query }, 'user:1');
    expect(threadId).not.toBe(0);
    clearEnvelopeCache();
    expect(result).toEqual(usage(solarHome, query));
  });

  it('whole-day device figures from a worker thread reach the main thread’s cache, equal to the inline ones to the bit', async () => {
    clearFigureCaches();
    const from = localDay(demoProfile, Date.UTC(2026, 3, 1, 12)).startMs;
    const input = { profile: demoProfile, fromMs: from, toMs: from + 20 * DAY, nowMs: NOW, maxDays: 5 };
    const { result: next, threadId } = await pool.run('figureDays', input, 'user:1');
    expect(threadId).not.toBe(0);
    expect(next).toBe(localDay(demoProfile, from + 5 * DAY + 12 * 3_600_000).startMs);
    expect(cachedDays(demoProfile)).toBe(5);
    const adopted = figuresBetween(demoProfile, from, next!, NOW);
    clearFigureCaches();
    const inline = figuresBetween(demoProfile, from, next!, NOW);
    expect(Array.from(adopted.kwh)).toEqual(Array.from(inline.kwh));
    expect(Array.from(adopted.runs)).toEqual(Array.from(inline.runs));
    expect(Array.from(adopted.onMin)).toEqual(Array.from(inline.onMin));
    expect(adopted.consumptionKwh).toBe(inline.consumptionKwh);
    // The same job here skips the five cached days and computes the next five.
    const again = runJob('figureDays', input);
    expect(again.days).toHaveLength(5);
    expect(again.result).toBe(localDay(demoProfile, from + 10 * DAY + 12 * 3_600_000).startMs);
  });

  it('a device detail, its chart and the device list from a worker thread equal the inline ones', async () => {
    // Six weeks after the demo household's install date: statistics cover those weeks only.
    const now = Date.UTC(2025, 3, 12, 18, 30);
    const data: DeviceUserData = { overrides: new Map(), merges: [], supersedes: [] };
    const chart: ChartRequest = { scale: 'MONTH', atMs: now - 20 * DAY, cycleStart: 1 };
    const book = buildBook(demoProfile, data);
    const job = { profile: demoProfile, data, nowMs: now, chart, days: [], locale: DEFAULT_LOCALE };
    const ids = book.all.filter((b) => !b.deleted).map((b) => b.id);
    for (const deviceId of [ids[0]!, ids[4]!]) {
      const detail = await pool.run('deviceDetail', { ...job, deviceId }, 'user:1');
      expect(detail.threadId).not.toBe(0);
      expect(detail.result).toEqual(deviceDetail(book, findDevice(book, deviceId)!, now, chart));
      const week = await pool.run('deviceUsageHistory', { ...job, deviceId, chart: { ...chart, scale: 'WEEK' } }, 'user:1');
      expect(week.result).toEqual(runJob('deviceUsageHistory', { ...job, deviceId, chart: { ...chart, scale: 'WEEK' } }).result);
    }
    const list = await pool.run('deviceList', { profile: demoProfile, data, includeMerged: true, nowMs: now, locale: DEFAULT_LOCALE }, 'user:1');
    expect(list.result).toEqual(deviceList(book, true, now));
    // In the request's language: the thread names the system devices as the main thread would.
    const fr = localeFromTag('fr-CA')!;
    const frList = await pool.run('deviceList', { profile: demoProfile, data, includeMerged: true, nowMs: now, locale: fr }, 'user:1');
    expect(frList.result).toEqual(deviceList(buildBook(demoProfile, data, fr), true, now));
    expect(frList.result.find((d) => d.id === 'always_on')?.name).toBe('Toujours allumé');
  });

  it('size 0 runs jobs inline, on the main thread, with the same answer', async () => {
    const inline = new WorkerPool({ size: 0, maxQueue: 1, maxPerOwner: 1 });
    const query = queries[1]![1];
    const { result, threadId } = await inline.run('usage', { profile: solarHome, query }, 'user:1');
    expect(threadId).toBe(0);
    expect(result).toEqual(runJob('usage', { profile: solarHome, query }).result);
    await inline.close();
  });

  it("declares a job's monitor to the store on the main thread before the job is queued (a thread reads only declared monitors)", async () => {
    const seen: number[] = [];
    const declaring = new WorkerPool({ size: 0, maxQueue: 1, maxPerOwner: 1, declare: (p) => void seen.push(p.id) });
    await declaring.run('usage', { profile: solarHome, query: queries[1]![1] }, 'user:1');
    expect(seen).toEqual([solarHome.id]);
    await declaring.close();
  });

  it('owners take turns: a second user is served before the first user’s queued jobs', async () => {
    const order: string[] = [];
    const job = (owner: string, label: string, day: number) =>
      pool.run('usage', { profile: demoProfile, query: { ...queries[0]![1], frames: 1, startMs: Date.UTC(2023, 0, day) } }, owner).then(() => order.push(label));
    await Promise.all([job('user:1', 'a1', 1), job('user:1', 'a2', 2), job('user:1', 'a3', 3), job('user:2', 'b1', 4)]);
    expect(order).toEqual(['a1', 'a2', 'b1', 'a3']);
  });

  it('requests first: a waiting request job goes before background jobs queued earlier, and none slips in between a request’s jobs', async () => {
    const order: string[] = [];
    const job = (owner: string, label: string, day: number) =>
      pool.run('usage', { profile: demoProfile, query: { ...queries[0]![1], frames: 1, startMs: Date.UTC(2021, 0, day) } }, owner).then(() => order.push(label));
    // One background job runs; two more wait; then a request's job arrives.
    const background = [job(BACKGROUND_OWNER, 'w1', 1), job(BACKGROUND_OWNER, 'w2', 2), job(BACKGROUND_OWNER, 'w3', 3)];
    expect(pool.busyForBackground).toBe(false);
    const request = job('user:1', 'r1', 4);
    expect(pool.busyForBackground).toBe(true);
    await Promise.all([...background, request]);
    expect(order).toEqual(['w1', 'r1', 'w2', 'w3']);
    // A request of three jobs in a row (as a device detail: its days, then its answer) holds the pool:
    // the background job queued meanwhile waits for the whole request, not just for its first job.
    order.length = 0;
    let late: Promise<unknown> = Promise.resolve();
    await pool.foreground(async () => {
      await job('user:1', 'r1', 5);
      late = job(BACKGROUND_OWNER, 'w1', 6);
      expect(pool.busyForBackground).toBe(true);
      await job('user:1', 'r2', 7);
      await job('user:1', 'r3', 8);
    });
    await late;
    expect(order).toEqual(['r1', 'r2', 'r3', 'w1']);
    expect(pool.busyForBackground).toBe(false);
  });

  it('refuses work beyond its bounds: 429 past the per-user bound, 503 when the queue is full', async () => {
    const small = new WorkerPool({ size: 1, maxQueue: 2, maxPerOwner: 2 });
    const input = (day: number) => ({ profile: demoProfile, query: { ...queries[0]![1], frames: 1, startMs: Date.UTC(2022, 0, day) } });
    const first = [small.run('usage', input(1), 'user:1'), small.run('usage', input(2), 'user:1')];
    await expect(small.run('usage', input(3), 'user:1')).rejects.toMatchObject({ statusCode: 429, message: TOO_MANY_AT_ONCE, headers: { 'retry-after': '1' } });
    // user:1's first job runs, its second waits; two more waiting jobs fill the queue.
    const second = [small.run('usage', input(4), 'user:2')];
    await expect(small.run('usage', input(5), 'user:3')).rejects.toMatchObject({ statusCode: 503, message: BUSY });
    await Promise.all([...first, ...second]);
    expect(small.pendingFor('user:1')).toBe(0);
    await small.close();
    await expect(small.run('usage', input(6), 'user:1')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('drops a waiting job whose client has gone: its user is no longer refused for it; a running one finishes', async () => {
    const small = new WorkerPool({ size: 1, maxQueue: 8, maxPerOwner: 2 });
    const input = (day: number) => ({ profile: demoProfile, query: { ...queries[0]![1], frames: 1, startMs: Date.UTC(2021, 0, day) } });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = small.run('usage', input(1), 'user:1', undefined, running.signal);
    const second = small.run('usage', input(2), 'user:1', undefined, waiting.signal);
    expect(small.pendingFor('user:1')).toBe(2);
    // A reload: both requests close. The waiting one leaves the queue at once.
    running.abort();
    waiting.abort();
    await expect(second).rejects.toMatchObject({ statusCode: 499, message: CLIENT_GONE });
    expect(small.pendingFor('user:1')).toBe(1);
    expect(small.queueLength).toBe(0);
    // The reloaded page's request is taken, not refused, and the running job still answers.
    const third = small.run('usage', input(3), 'user:1');
    await expect(first).resolves.toMatchObject({ result: { granularity: 'DAY' } });
    await expect(third).resolves.toMatchObject({ result: { granularity: 'DAY' } });
    expect(small.pendingFor('user:1')).toBe(0);
    // A request already gone is not queued at all.
    await expect(small.run('usage', input(4), 'user:1', undefined, waiting.signal)).rejects.toMatchObject({ statusCode: 499 });
    expect(small.pendingFor('user:1')).toBe(0);
    // One request's many jobs in turn (a device detail's figure days) leave no listener behind.
    const open = new AbortController();
    for (let day = 10; day < 14; day++) await small.run('usage', input(day), 'user:1', undefined, open.signal);
    expect(getEventListeners(open.signal, 'abort')).toHaveLength(0);
    await small.close();
  });
});
