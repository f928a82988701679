/** @jest-environment node */
import type { MonitorProfile, RateZoneRule } from '../../../server/src/contracts';
import { sqliteDayStore } from '../../../server/src/db/dayStore';
import type { DeviceOverrideRow, DeviceUserData } from '../../../server/src/db/devices';
import { buildBook } from '../../../server/src/devices/book';
import { clearFigureCaches } from '../../../server/src/devices/figures';
import { dayStoreStats, setDayStore } from '../../../server/src/db/persistedDays';
import { clearSimCaches } from '../../../server/src/sim';
import { clearTrendDayCache } from '../../../server/src/trends/days';
import { trendPeriod } from '../../../server/src/trends/period';
import { prepareDays } from '../../../server/src/trends/prepare';
import { clearTrendsCache, trends } from '../../../server/src/trends/trends';
import { trendDevicesOf } from '../../../server/src/trends/views';
import { DEFAULT_LOCALE } from '../../../server/src/i18n';
import { runJob } from '../../../server/src/workers/jobs';
import { demoProfile } from '../support/profiles';
import { tempDayStoreForFile } from '../support/tempDayStore';

// The persisted days (db/persistedDays.ts, db/dayStore.ts) must give exactly what simulating gives, and
// every kind of user state must still show through: the store keys on what the simulation depends
// on, and answers price and attribute the stored kWh when they are computed.
jest.setTimeout(240_000);

const NOW = Date.parse('2026-11-22T15:00:00Z');
const DAY = 86_400_000;
const EMPTY: DeviceUserData = { overrides: new Map(), merges: [], supersedes: [] };

const temp = tempDayStoreForFile('kw-daystore-');

const clearMemory = () => {
  clearSimCaches();
  clearTrendDayCache();
  clearTrendsCache();
  clearFigureCaches();
};


/** Trends for a MONTH (and its previous period) the way the route prepares and computes them. */
async function trendsAnswer(profile: MonitorProfile, data: DeviceUserData) {
  const input = { profile, devices: trendDevicesOf(buildBook(profile, data)), scale: 'MONTH' as const, atMs: NOW, cycleStart: 1, nowMs: NOW, locale: DEFAULT_LOCALE };
  const period = trendPeriod(profile, 'MONTH', NOW, 1);
  const elapsed = Math.max(0, Math.min(period.endMs, NOW) - period.startMs);
  await prepareDays(profile, period.startMs, period.endMs, NOW, input.devices);
  await prepareDays(profile, period.previousStartMs, Math.min(period.startMs, period.previousStartMs + elapsed), NOW, input.devices);
  return trends(input);
}

/** A device's detail (a year of statistics, its month chart) as the pool job computes it. */
const detail = (profile: MonitorProfile, data: DeviceUserData, deviceId: string) =>
  runJob('deviceDetail', { profile, data, deviceId, nowMs: NOW, chart: { scale: 'MONTH', atMs: NOW, cycleStart: 1 }, locale: DEFAULT_LOCALE }).result;

/** Computed with no store at all, from an empty memory: the reference. */
async function direct<T>(fn: () => T | Promise<T>): Promise<T> {
  setDayStore(null);
  clearMemory();
  try {
    return await fn();
  } finally {
    clearMemory();
  }
}

/** Computed by a "restarted" server: memory empty, the store as earlier runs left it. Counts simulated days. */
async function restarted<T>(fn: () => T | Promise<T>): Promise<{ value: T; simulated: number; read: number }> {
  temp.store.flush();
  setDayStore(temp.store);
  clearMemory();
  const before = { ...dayStoreStats };
  const value = await fn();
  const simulated = dayStoreStats.computed - before.computed;
  const read = dayStoreStats.hits - before.hits;
  temp.store.flush();
  setDayStore(null);
  clearMemory();
  return { value, simulated, read };
}

const override = (deviceId: string, patch: Partial<DeviceOverrideRow>): DeviceOverrideRow => ({
  monitor_id: demoProfile.id, device_id: deviceId, name: null, icon: null, type: null, location: null, make: null, model: null,
  notes: null, standby_threshold_w: null, tags_json: null, user_deleted: 0, data_reset_at: null, ...patch,
} as DeviceOverrideRow);

const EVENING: RateZoneRule = {
  id: 7, name: 'Evening peak', cost: 31.5, startDay: Math.floor(Date.parse('2026-10-01') / DAY), endDay: Math.floor(Date.parse('2027-04-01') / DAY),
  startMs: 16 * 3600_000, endMs: 21 * 3600_000, allDay: false, days: 0b0011111, alert: true, rollover: false,
};

let deviceIds: string[] = [];

test('a restarted server answers trends and device details from the store, equal to simulating, without simulating', async () => {
  const reference = await direct(() => trendsAnswer(demoProfile, EMPTY));
  deviceIds = reference.consumption.devices.map((d) => d.id).filter((id) => id !== 'unknown');
  const someDevice = deviceIds[0]!;
  const refDetail = await direct(() => detail(demoProfile, EMPTY, someDevice));
  // First run: simulates and persists.
  const first = await restarted(async () => [await trendsAnswer(demoProfile, EMPTY), detail(demoProfile, EMPTY, someDevice)] as const);
  expect(first.simulated).toBeGreaterThan(365);
  expect(first.value[0]).toEqual(reference);
  expect(first.value[1]).toEqual(refDetail);
  // Cold start: everything read back, nothing whole simulated, identical answers.
  const cold = await restarted(async () => [await trendsAnswer(demoProfile, EMPTY), detail(demoProfile, EMPTY, someDevice)] as const);
  expect(cold.simulated).toBe(0);
  expect(cold.read).toBeGreaterThan(365);
  expect(cold.value[0]).toEqual(reference);
  expect(cold.value[1]).toEqual(refDetail);
});

test('a rate change reprices the stored kWh: equal to simulating, nothing re-simulated', async () => {
  const profile = { ...demoProfile, costCentsPerKwh: 23.7, sellBackCentsPerKwh: 4.1 };
  const reference = await direct(() => trendsAnswer(profile, EMPTY));
  const cold = await restarted(() => trendsAnswer(profile, EMPTY));
  expect(cold.simulated).toBe(0);
  expect(cold.value).toEqual(reference);
  expect(cold.value.consumption.total_cost).not.toEqual((await restarted(() => trendsAnswer(demoProfile, EMPTY))).value.consumption.total_cost);
});

test('a new rate zone splits the days by its minutes (new rows), equal to simulating; a changed zone cost only reprices', async () => {
  const zoned = { ...demoProfile, touEnabled: true, rateZones: [EVENING] };
  const reference = await direct(() => trendsAnswer(zoned, EMPTY));
  const first = await restarted(() => trendsAnswer(zoned, EMPTY));
  expect(first.simulated).toBeGreaterThan(0);
  expect(first.value).toEqual(reference);
  const refDetail = await direct(() => detail(zoned, EMPTY, deviceIds[0]!));
  expect((await restarted(() => detail(zoned, EMPTY, deviceIds[0]!))).value).toEqual(refDetail);
  const dearer = { ...zoned, rateZones: [{ ...EVENING, cost: 45 }] };
  const refDearer = await direct(() => trendsAnswer(dearer, EMPTY));
  const cold = await restarted(() => trendsAnswer(dearer, EMPTY));
  expect(cold.simulated).toBe(0);
  expect(cold.value).toEqual(refDearer);
  // Other minutes: a new split, never the old one's rows.
  const moved = { ...zoned, rateZones: [{ ...EVENING, startMs: 6 * 3600_000, endMs: 9 * 3600_000 }] };
  const refMoved = await direct(() => trendsAnswer(moved, EMPTY));
  const coldMoved = await restarted(() => trendsAnswer(moved, EMPTY));
  expect(coldMoved.simulated).toBeGreaterThan(0);
  expect(coldMoved.value).toEqual(refMoved);
});

test('an EV command changes the household key: its days are simulated anew, equal to simulating', async () => {
  const profile = { ...demoProfile, evCommands: [{ atMs: NOW - 5 * DAY, action: 'start' as const }] };
  const reference = await direct(() => trendsAnswer(profile, EMPTY));
  const first = await restarted(() => trendsAnswer(profile, EMPTY));
  expect(first.simulated).toBeGreaterThan(0);
  expect(first.value).toEqual(reference);
});

test('merges, data resets and smart plugs are applied to the stored kWh: equal to simulating', async () => {
  const [a, b, c] = deviceIds;
  const variants: DeviceUserData[] = [
    { ...EMPTY, merges: [{ virtualId: 'merged-1', members: [a!, b!], createdAt: NOW - 40 * DAY }] },
    { ...EMPTY, overrides: new Map([[c!, override(c!, { data_reset_at: NOW - 12 * DAY - 3_600_000 })]]) },
    { ...EMPTY, plugs: [{ id: 'ssi-0001', deviceId: a!, model: 'HS110', mac: '50:c7:bf:00:00:01', foundAt: NOW - 9 * DAY - 7_200_000 }] },
  ];
  for (const data of variants) {
    const reference = await direct(() => trendsAnswer(demoProfile, data));
    const cold = await restarted(() => trendsAnswer(demoProfile, data));
    expect(cold.value).toEqual(reference);
  }
  // The reset device's detail counts from its reset, from the store as from the simulator.
  const reset = variants[1]!;
  const refDetail = await direct(() => detail(demoProfile, reset, c!));
  const cold = await restarted(() => detail(demoProfile, reset, c!));
  expect(cold.simulated).toBe(0);
  expect(cold.value).toEqual(refDetail);
});

test('the store is bounded: beyond its row limit the oldest-written rows go', () => {
  const small = sqliteDayStore(temp.db, 5);
  for (let i = 0; i < 12; i++) {
    small.put(`test:${i}`, Float64Array.of(i, i + 0.5));
    small.flush();
  }
  expect(small.rows()).toBe(5);
  expect(small.get('test:0')).toBeUndefined();
  expect(Array.from(small.get('test:11')!)).toEqual([11, 11.5]);
});
