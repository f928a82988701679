/** @jest-environment node */
import { dueFirings, firingKey, type EvalAlert } from '../../../server/src/alerts/evaluator';
import { household, sampleAt, type SimDeviceState } from '../../../server/src/sim';
import { demoProfile } from '../support/profiles';

// Hot loops: see the sim files.
const Math = globalThis.Math;

const MIN = 60_000;
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const idOf = (name: string) => household(demoProfile).find((d) => d.name === name)!.id;
const FRIDGE = idOf('Fridge');
const FREEZER = idOf('Freezer');
const POOL = idOf('Pool Pump');
const DISHWASHER = idOf('Dishwasher');

const alert = (over: Partial<EvalAlert> & Pick<EvalAlert, 'state' | 'duration'>): EvalAlert => ({
  id: 7,
  kind: 'custom',
  enabled: true,
  deviceId: FRIDGE,
  members: [FRIDGE],
  armedAtMs: 0,
  ...over,
});

const STATE: Record<EvalAlert['state'], SimDeviceState> = { on: 'On', off: 'Off', idle: 'Idle' };

/**
 * The oracle: the combined state minute by minute from sampleAt (not from deviceTransitions, which
 * the evaluator uses), its runs, and the runs long enough to fire, with their item times.
 */
function expectedRuns(a: EvalAlert, fromMs: number, toMs: number): { runStartMs: number; firedAtMs: number }[] {
  const start = fromMs - a.duration * 1000 - 2 * MIN;
  const want = STATE[a.state];
  const members = new Set(a.members);
  const stateAt = (m: number): SimDeviceState => {
    const states = sampleAt(demoProfile, m).devices.filter((d) => members.has(d.device.id)).map((d) => d.state);
    return states.includes('On') ? 'On' : states.includes('Idle') ? 'Idle' : 'Off';
  };
  const out: { runStartMs: number; firedAtMs: number }[] = [];
  let prev = stateAt(start - MIN);
  let runStart: number | null = null;
  for (let m = start; m <= toMs; m += MIN) {
    const s = stateAt(m);
    if (s === want && prev !== want) runStart = m;
    if (s !== want) runStart = null;
    if (runStart !== null) {
      const due = runStart + a.duration * 1000;
      // Fires when the run still holds through the minute in which due falls (due may end it exactly).
      if (a.duration === 0 ? due === m : due > m && due <= m + MIN) {
        const firedAtMs = Math.ceil(due / MIN) * MIN + (a.id % 1000);
        if (firedAtMs > fromMs && firedAtMs <= toMs) out.push({ runStartMs: runStart, firedAtMs });
      }
    }
    prev = s;
  }
  return out;
}

describe('dueFirings', () => {
  test("'off for 300 s' fires once per off run of at least 5 minutes, 5 minutes in", () => {
    const a = alert({ state: 'off', duration: 300 });
    const got = dueFirings(demoProfile, [a], new Set(), T0, T0 + 6 * HOUR);
    const want = expectedRuns(a, T0, T0 + 6 * HOUR);
    expect(want.length).toBeGreaterThan(5);
    expect(got.map((f) => ({ runStartMs: f.runStartMs, firedAtMs: f.firedAtMs }))).toEqual(want);
    for (const f of got) {
      expect(f).toMatchObject({ alertId: 7, deviceId: FRIDGE, state: 'off', duration: 300, dueMs: f.runStartMs + 300_000 });
      expect(f.firedAtMs - f.dueMs).toBe(7); // whole-minute durations fire within a second
    }
  });

  test('the duration is respected: longer runs only, and never before it has passed', () => {
    const short = dueFirings(demoProfile, [alert({ state: 'off', duration: 300 })], new Set(), T0, T0 + 6 * HOUR);
    const a = alert({ state: 'off', duration: 20 * 60 });
    const long = dueFirings(demoProfile, [a], new Set(), T0, T0 + 6 * HOUR);
    expect(long.map((f) => f.runStartMs)).toEqual(expectedRuns(a, T0, T0 + 6 * HOUR).map((r) => r.runStartMs));
    expect(long.length).toBeLessThan(short.length);
    for (const f of long) expect(f.firedAtMs).toBeGreaterThanOrEqual(f.runStartMs + 20 * MIN);
    // An odd number of seconds fires in the first second of the next minute.
    const odd = dueFirings(demoProfile, [alert({ state: 'off', duration: 330 })], new Set(), T0, T0 + 6 * HOUR);
    for (const f of odd) expect(f.firedAtMs).toBe(f.runStartMs + 6 * MIN + 7);
  });

  test('consecutive 30 s windows give exactly what one long window gives (once per run)', () => {
    const a = alert({ state: 'on', duration: 240 });
    const whole = dueFirings(demoProfile, [a], new Set(), T0, T0 + 3 * HOUR);
    const pieces = [];
    for (let t = T0; t < T0 + 3 * HOUR; t += 30_000) pieces.push(...dueFirings(demoProfile, [a], new Set(), t, t + 30_000));
    expect(whole.length).toBeGreaterThan(0);
    expect(pieces).toEqual(whole);
  });

  test('runs already fired, disabled alerts, relay alerts and conditions met before arming never fire', () => {
    const a = alert({ state: 'off', duration: 300 });
    const all = dueFirings(demoProfile, [a], new Set(), T0, T0 + 6 * HOUR);
    const fired = new Set(all.slice(0, 2).map((f) => firingKey(f.alertId, f.runStartMs)));
    expect(dueFirings(demoProfile, [a], fired, T0, T0 + 6 * HOUR)).toEqual(all.slice(2));
    expect(dueFirings(demoProfile, [{ ...a, enabled: false }], new Set(), T0, T0 + 6 * HOUR)).toEqual([]);
    expect(dueFirings(demoProfile, [{ ...a, kind: 'relay' }], new Set(), T0, T0 + 6 * HOUR)).toEqual([]);
    const armed = all[3]!.dueMs + 1;
    expect(dueFirings(demoProfile, [{ ...a, armedAtMs: armed }], new Set(), T0, T0 + 6 * HOUR)).toEqual(all.slice(4));
  });

  test('a long duration: the pool pump off for 20 hours fires once a day, 20 hours after it stopped', () => {
    const a = alert({ id: 9, deviceId: POOL, members: [POOL], state: 'off', duration: 20 * 3600 });
    const from = T0;
    const to = T0 + 36 * HOUR;
    const got = dueFirings(demoProfile, [a], new Set(), from, to);
    expect(got.map((f) => f.runStartMs)).toEqual(expectedRuns(a, from, to).map((r) => r.runStartMs));
    expect(got).toHaveLength(2);
    const pool = (m: number) => sampleAt(demoProfile, m).devices.find((d) => d.device.id === POOL)?.state;
    for (const f of got) {
      expect(pool(f.runStartMs - MIN)).toBe('On');
      for (let m = f.runStartMs; m < f.dueMs; m += 10 * MIN) expect(pool(m)).toBe('Off');
    }
    // Longer than any of its off runs: never.
    expect(dueFirings(demoProfile, [{ ...a, duration: 2_678_340 }], new Set(), from, to)).toEqual([]);
  });

  test('standby (idle) alerts watch the Idle state', () => {
    const a = alert({ id: 11, deviceId: DISHWASHER, members: [DISHWASHER], state: 'idle', duration: 600 });
    const from = T0 - 12 * HOUR;
    const got = dueFirings(demoProfile, [a], new Set(), from, T0 + 12 * HOUR);
    expect(got.length).toBeGreaterThan(0);
    expect(got.map((f) => f.runStartMs)).toEqual(expectedRuns(a, from, T0 + 12 * HOUR).map((r) => r.runStartMs));
  });

  test('a merged device is off only while every member is off', () => {
    const a = alert({ id: 12, deviceId: 'merged-cold', members: [FRIDGE, FREEZER], state: 'off', duration: 300 });
    const got = dueFirings(demoProfile, [a], new Set(), T0, T0 + 8 * HOUR);
    const want = expectedRuns(a, T0, T0 + 8 * HOUR);
    expect(want.length).toBeGreaterThan(0);
    expect(got.map((f) => f.runStartMs)).toEqual(want.map((r) => r.runStartMs));
    expect(got.every((f) => f.deviceId === 'merged-cold')).toBe(true);
    const fridgeOnly = dueFirings(demoProfile, [alert({ state: 'off', duration: 300 })], new Set(), T0, T0 + 8 * HOUR);
    expect(got.length).toBeLessThan(fridgeOnly.length);
  });
});
