/** @jest-environment node */
import type { MonitorRow } from '../../../server/src/db/monitors';
import { dayStoreStats, setDayStore } from '../../../server/src/db/persistedDays';
import { timelinePage } from '../../../server/src/timeline';
import { clearSummaryCache, dayByNo, dayOf, daySummary, summaryReady } from '../../../server/src/timeline/daySummary';
import { prepareTimeline, summaryDaysFor } from '../../../server/src/timeline/prepare';
import { sourceOf } from '../../../server/src/timeline/source';
import { WorkerPool } from '../../../server/src/workers/pool';
import { tempDayStoreForFile } from '../support/tempDayStore';

// The timeline's day summaries (a day's peak minute and always-on) are simulated by a pool thread
// and persisted, so a cold server's first timeline page reads them instead of simulating ~120 days
// on the event loop (which held every other request for a second or two).
jest.setTimeout(120_000);

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);
const row = (over: Partial<MonitorRow> = {}): MonitorRow => ({
  id: 100001, user_id: 1, serial_number: 'N327004101', time_zone: 'America/New_York', latitude: 40.7, longitude: -74,
  seed: 100001, solar: 1, battery: 1, relays: 0, hardware_type: 'monitor', aux_port: 'solar', num_detected: 20,
  attributes_json: '{"cost":16.5}', date_created: '2026-11-20T12:00:00.000Z', signal_check_completed_time: null, online: 1, ndi_enabled: 0, ...over,
});
const page = (src: ReturnType<typeof sourceOf>) => timelinePage(src, { nowMs: NOW, beforeMs: null, n: 30, filter: { rollup: true }, dismissed: new Set() });

const temp = tempDayStoreForFile('kw-summaries-');
let pool: WorkerPool;
beforeAll(() => {
  setDayStore(temp.store);
  pool = new WorkerPool({ size: 1, maxQueue: 16, maxPerOwner: 8, dbFile: temp.dbFile });
});
afterAll(() => pool.close());

describe('timeline day summaries', () => {
  it('names the days a first page reads: the setup recap\'s search and the month before now, none before the history starts', () => {
    const src = sourceOf(row(), null);
    const days = summaryDaysFor(src, NOW);
    const setupDay = dayOf(src.profile, src.createdMs).dayNo;
    const today = dayOf(src.profile, NOW).dayNo;
    expect(days).toContain(setupDay - 1);
    expect(days).toContain(today);
    expect(days).toContain(today - 33);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(setupDay - 120);
    for (const d of days) expect(dayByNo(src.profile, d).endMs).toBeGreaterThan(src.floorMs);
    const young = sourceOf(row({ seed: 7, date_created: '2026-11-21T12:00:00.000Z' }), null);
    for (const d of summaryDaysFor(young, NOW)) expect(dayByNo(young.profile, d).endMs).toBeGreaterThan(young.floorMs);
  });

  it('are simulated by the pool thread and read back here: the page then simulates no day on this thread, and is the same page', async () => {
    const src = sourceOf(row(), null);
    clearSummaryCache();
    const before = { ...dayStoreStats };
    await prepareTimeline(pool, src, NOW, 'user:1');
    expect(dayStoreStats.computed).toBe(before.computed);
    for (const d of summaryDaysFor(src, NOW)) expect(summaryReady(src.profile, d)).toBe(true);
    const fromStore = page(src);
    expect(dayStoreStats.computed).toBe(before.computed);

    // The same page with every summary simulated here, from nothing.
    setDayStore(null);
    clearSummaryCache();
    try {
      expect(page(src)).toEqual(fromStore);
    } finally {
      setDayStore(temp.store);
    }
  });

  it('read back from the store equal the simulated ones, bit for bit', () => {
    const src = sourceOf(row(), null);
    const day = dayOf(src.profile, NOW).dayNo - 5;
    setDayStore(null);
    clearSummaryCache();
    const simulated = daySummary(src.profile, day);
    setDayStore(temp.store);
    clearSummaryCache();
    expect(summaryReady(src.profile, day)).toBe(true);
    expect(daySummary(src.profile, day)).toEqual(simulated);
  });
});
