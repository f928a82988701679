/** @jest-environment node */
import type { MonitorProfile } from '../../../server/src/contracts';
import type { DeviceUserData } from '../../../server/src/db/devices';
import { alwaysOnEstimateW, clearAlwaysOnCaches } from '../../../server/src/devices/alwaysOn';
import { buildBook, deviceListOf } from '../../../server/src/devices/book';
import { clearFigureCaches, indexOf, lastChanges } from '../../../server/src/devices/figures';
import { liveStates } from '../../../server/src/devices/live';
import { clearSimCaches, deviceTransitions, energyByDevice, household, sampleAt } from '../../../server/src/sim';
import { dayStoreStats, setDayStore } from '../../../server/src/db/persistedDays';
import { demoProfile, solarHome } from '../support/profiles';
import { tempDayStoreForFile } from '../support/tempDayStore';

// A cold device detail reads its inputs back instead of simulating them, and they must be exactly
// what the simulator gives, read back from the store or computed, at any instant (midnight, DST days):
// - device states (last_state_time of the list and of a detail) come from the days' figures
//   (devices/figures.ts lastChanges): persisted whole days carry each device's last change;
// - the Always On estimate (48 hours) sums persisted minute values of the days before today.
jest.setTimeout(240_000);

const MIN = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

const temp = tempDayStoreForFile('kw-livestates-');

const clearMemory = () => {
  clearSimCaches();
  clearFigureCaches();
  clearAlwaysOnCaches();
};

/** The reference: the last transition of each device in the window, from the simulator's transitions. */
function reference(profile: MonitorProfile, nowMs: number, lookbackMs: number): Map<string, number> {
  const to = Math.floor(nowMs / MIN) * MIN;
  const out = new Map<string, number>();
  for (const t of deviceTransitions(profile, to - lookbackMs, to)) out.set(t.deviceId, t.epochMs);
  return out;
}

function fromFigures(profile: MonitorProfile, nowMs: number, lookbackMs: number): Map<string, number> {
  const to = Math.floor(nowMs / MIN) * MIN;
  const changes = lastChanges(profile, to - lookbackMs, to, nowMs);
  const out = new Map<string, number>();
  for (const [id, i] of indexOf(profile)) if (changes[i]! !== -Infinity) out.set(id, changes[i]!);
  return out;
}

const sorted = (m: Map<string, number>) => [...m].sort(([a], [b]) => a.localeCompare(b));

const INSTANTS = [
  Date.parse('2026-11-22T15:00:00Z'), // the benchmarks' instant (10:00 in New York)
  Date.parse('2026-11-22T05:00:00Z'), // local midnight exactly
  Date.parse('2026-11-22T05:00:59Z'), // within the day's first minute
  Date.parse('2026-11-01T06:30:00Z'), // 01:30 EST, the second time round on the fall-back day
  Date.parse('2026-11-02T04:30:00Z'), // the last hour of the 25-hour day: a day back is the same local day
  Date.parse('2026-03-08T07:10:00Z'), // 03:10 EDT, just after the spring-forward gap
];

test.each(INSTANTS.map((ms) => [new Date(ms).toISOString(), ms] as const))(
  'last changes at %s over a day and a week: equal to the simulator, computed or read back from the store',
  async (_label, nowMs) => {
    for (const profile of [demoProfile, solarHome]) {
      for (const lookback of [DAY, WEEK]) {
        setDayStore(null);
        clearMemory();
        const ref = sorted(reference(profile, nowMs, lookback));
        expect(ref.length).toBeGreaterThan(0);
        clearMemory();
        expect(sorted(fromFigures(profile, nowMs, lookback))).toEqual(ref);
        // Persist the days, then a "restarted" thread: memory empty, whole days read back, none simulated.
        setDayStore(temp.store);
        clearMemory();
        fromFigures(profile, nowMs, lookback);
        temp.store.flush();
        clearMemory();
        const before = dayStoreStats.computed;
        expect(sorted(fromFigures(profile, nowMs, lookback))).toEqual(ref);
        expect(dayStoreStats.computed - before).toBe(0);
        setDayStore(null);
      }
    }
  },
);

test('every listed device (merged ones too) gets its state and since-when exactly as from the transitions', () => {
  const nowMs = INSTANTS[0]!;
  const devices = household(demoProfile).filter((d) => !d.special);
  const data: DeviceUserData = {
    overrides: new Map(),
    merges: [{ virtualId: 'merged-1', members: [devices[0]!.id, devices[1]!.id], createdAt: nowMs - 40 * DAY }],
    supersedes: [],
  };
  const book = buildBook(demoProfile, data);
  const listed = deviceListOf(book, true);
  clearMemory();
  const simState = new Map(sampleAt(demoProfile, nowMs).devices.map((d) => [d.device.id, d.state]));
  const rank = { Off: 0, Idle: 1, On: 2 } as const;
  for (const lookback of [DAY, WEEK]) {
    const ref = reference(demoProfile, nowMs, lookback);
    clearMemory();
    const live = liveStates(book, listed, nowMs, lookback);
    for (const b of listed) {
      let state: 'Off' | 'Idle' | 'On' = 'Off';
      let since: number | null = null;
      for (const id of b.energyIds) {
        const s = simState.get(id) ?? 'Off';
        if (rank[s] > rank[state]) state = s;
        const c = ref.get(id);
        if (c !== undefined && (since === null || c > since)) since = c;
      }
      if (b.id === 'always_on') state = 'On';
      expect({ id: b.id, ...live.get(b.id) }).toEqual({ id: b.id, state, sinceMs: since });
    }
    expect(listed.some((b) => b.id === 'merged-1' && live.get(b.id)!.sinceMs !== null)).toBe(true);
  }
});

test.each(INSTANTS.map((ms) => [new Date(ms).toISOString(), ms] as const))(
  'the Always On estimate at %s: equal to the simulator’s 48-hour range, computed or read back from the store',
  (_label, nowMs) => {
    for (const profile of [demoProfile, solarHome]) {
      setDayStore(null);
      clearMemory();
      const to = Math.floor(nowMs / MIN) * MIN;
      const kwh = energyByDevice(profile, to - 2 * DAY, to).get('always_on') ?? 0;
      const reference = Math.round(((kwh * 1000) / 48) * 10) / 10;
      expect(reference).toBeGreaterThan(0);
      clearMemory();
      expect(alwaysOnEstimateW(profile, nowMs)).toBe(reference);
      setDayStore(temp.store);
      clearMemory();
      alwaysOnEstimateW(profile, nowMs);
      temp.store.flush();
      clearMemory();
      const before = { ...dayStoreStats };
      expect(alwaysOnEstimateW(profile, nowMs)).toBe(reference);
      expect(dayStoreStats.computed - before.computed).toBe(0);
      expect(dayStoreStats.hits - before.hits).toBeGreaterThanOrEqual(1);
      setDayStore(null);
    }
  },
);
