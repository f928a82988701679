/** @jest-environment node */
import type { EvCommand, MonitorProfile } from '../../../server/src/contracts';
import { usage } from '../../../server/src/history/usage';
import { evDevice, evPluggedIn, powerAt, sampleAt, sampleRange } from '../../../server/src/sim';
import { householdOf, profileKey } from '../../../server/src/sim/household';
import { demoProfile } from '../support/profiles';

/**
 * The EV and the user's Start / Stop commands (sim/ev.ts): the commands change the household from
 * their instant on, and every view of the simulator (realtime values, minute aggregates, the power
 * meter's envelopes) agrees across the step.
 *
 * The demo home on Monday 2026-11-23 (America/New_York): the car is out 07:48-17:53, plugged in
 * after that, and the schedule charges it 22:22-23:49.
 */
const at = (iso: string) => Date.parse(iso);
/** 20:00:30 EST on Monday: plugged in, not charging. */
const EVENING = at('2026-11-24T01:00:30Z');
const ev = evDevice(demoProfile)!;
const withCommands = (...commands: EvCommand[]): MonitorProfile => ({ ...demoProfile, evCommands: commands });
const evW = (p: MonitorProfile, t: number) => sampleAt(p, t).devices.find((d) => d.device.id === ev.id)!.w;
const minuteMeanOfEv = (p: MonitorProfile, minuteStart: number) => sampleRange(p, minuteStart, 60_000, 1, { devices: true }).devices!.get(ev.id)![0]!;

describe('the EV without commands', () => {
  test('is plugged in at home, out on a commute, and charges on its overnight schedule', () => {
    expect(evPluggedIn(demoProfile, at('2026-11-23T15:00:00Z'))).toBe(false); // 10:00, at work
    expect(evPluggedIn(demoProfile, EVENING)).toBe(true);
    expect(evW(demoProfile, EVENING)).toBe(0);
    expect(evW(demoProfile, at('2026-11-24T03:40:00Z'))).toBeGreaterThan(7000); // 22:40
    // The schedule never charges while the car is out.
    const day = sampleRange(demoProfile, at('2026-11-23T05:00:00Z'), 60_000, 1440, { devices: true }).devices!.get(ev.id)!;
    for (let i = 0; i < 1440; i++) if (!evPluggedIn(demoProfile, at('2026-11-23T05:00:00Z') + i * 60_000)) expect(day[i]).toBe(0);
  });

  test('an empty command list is the same household (and cache key) as none', () => {
    expect(profileKey(withCommands())).toBe(profileKey(demoProfile));
    expect(profileKey(withCommands({ atMs: EVENING, action: 'start' }))).not.toBe(profileKey(demoProfile));
    expect(householdOf(withCommands()).loads.find((rt) => rt.device.id === ev.id)!.segments).toBeUndefined();
  });
});

describe('Start charging', () => {
  const started = withCommands({ atMs: EVENING, action: 'start' });

  test('draws the rated power from its second on, in the realtime values', () => {
    const rated = householdOf(demoProfile).loads.find((rt) => rt.device.id === ev.id)!.params.rated;
    expect(evW(started, EVENING - 500)).toBe(0);
    expect(evW(started, EVENING)).toBe(rated);
    // Whole minutes later: the rated power with the realtime values' zero-mean noise.
    expect(Math.abs(evW(started, EVENING + 90_000) - rated) / rated).toBeLessThan(0.03);
    expect(sampleAt(started, EVENING).devices.find((d) => d.device.id === ev.id)!.state).toBe('On');
    // The home's power rises by exactly the EV's watts; the rest of the house is untouched.
    expect(powerAt(started, EVENING + 1000).w - powerAt(demoProfile, EVENING + 1000).w).toBeCloseTo(rated, 6);
    expect(powerAt(started, EVENING - 1000).w).toBeCloseTo(powerAt(demoProfile, EVENING - 1000).w, 9);
  });

  test('the minute of the step averages its seconds, and history agrees with every feed value', () => {
    const minute = Math.floor(EVENING / 60_000) * 60_000;
    const rated = householdOf(demoProfile).loads.find((rt) => rt.device.id === ev.id)!.params.rated;
    expect(minuteMeanOfEv(started, minute)).toBeCloseTo(rated / 2, 3);
    // Half seconds as the feed samples them: their mean is the minute aggregate the power meter, trends and devices read...
    const values = Array.from({ length: 120 }, (_, q) => powerAt(started, minute + q * 500).w);
    const aggregate = sampleRange(started, minute, 60_000, 1).consumption[0]!;
    expect(values.reduce((a, b) => a + b, 0) / 120).toBeCloseTo(aggregate, 3);
    // ...and the envelopes of that minute and of each second hold every value (deciwatts).
    const nowMs = minute + 3_600_000;
    const [entry] = usage(started, { granularity: 'MINUTE', startMs: minute, frames: 1, subject: { kind: 'home' }, nowMs }).totals;
    for (const w of values) {
      expect(w * 10).toBeGreaterThanOrEqual(entry![0]);
      expect(w * 10).toBeLessThanOrEqual(entry![1]);
    }
    expect(entry![4] / 10).toBeCloseTo(aggregate, 0);
    const seconds = usage(started, { granularity: 'SECOND', startMs: minute, frames: 60, subject: { kind: 'home' }, nowMs }).totals;
    seconds.forEach((e, sec) => {
      for (const w of [values[2 * sec]!, values[2 * sec + 1]!]) {
        expect(w * 10).toBeGreaterThanOrEqual(e[0]);
        expect(w * 10).toBeLessThanOrEqual(e[1]);
      }
    });
    const evIndex = householdOf(started).loads.findIndex((rt) => rt.device.id === ev.id);
    const evSeconds = usage(started, { granularity: 'SECOND', startMs: minute, frames: 60, subject: { kind: 'load', index: evIndex }, nowMs }).totals;
    expect(evSeconds[29]![1]).toBe(0);
    expect(evSeconds[30]![0]).toBeGreaterThanOrEqual(rated * 10 - 1);
  });

  test('stops by itself when the battery is full after 4 hours, and that night the schedule does not charge again', () => {
    expect(evW(started, EVENING + 239 * 60_000 - 30_000)).toBeGreaterThan(1500);
    expect(evW(started, EVENING + 241 * 60_000)).toBe(0);
    // The schedule's 22:22-23:49 session is replaced by the user's.
    expect(evW(demoProfile, at('2026-11-24T04:30:00Z'))).toBeGreaterThan(7000); // 23:30, scheduled
    expect(evW(started, at('2026-11-24T04:30:00Z'))).toBeGreaterThan(7000); // 23:30, still the manual session
    expect(evW(started, at('2026-11-24T05:30:00Z'))).toBe(0); // 00:30, full
  });

  test('does nothing while the car is out', () => {
    const away = withCommands({ atMs: at('2026-11-23T15:00:00Z'), action: 'start' });
    expect(householdOf(away).ev!.commands).toEqual([]);
    expect(evW(away, at('2026-11-23T15:00:05Z'))).toBe(0);
  });
});

describe('Stop charging', () => {
  /** 22:40:10, in the middle of the scheduled session. */
  const STOP = at('2026-11-24T03:40:10Z');
  const stopped = withCommands({ atMs: STOP, action: 'stop' });

  test('ends the scheduled session from its second, until the next charging day', () => {
    expect(evW(stopped, STOP - 1000)).toBeGreaterThan(7000);
    expect(evW(stopped, STOP)).toBe(0);
    expect(evW(stopped, at('2026-11-24T04:30:00Z'))).toBe(0);
    expect(sampleAt(stopped, STOP).devices.find((d) => d.device.id === ev.id)!.state).toBe('Off');
    // Tuesday night's schedule runs again (23:00-02:24).
    expect(evW(demoProfile, at('2026-11-25T04:30:00Z'))).toBeGreaterThan(7000);
    expect(evW(stopped, at('2026-11-25T04:30:00Z'))).toBe(evW(demoProfile, at('2026-11-25T04:30:00Z')));
  });

  test('a start and a stop within one minute make two steps; the minute mean is their weighted sum', () => {
    const start = at('2026-11-24T01:10:10Z');
    const both = withCommands({ atMs: start, action: 'start' }, { atMs: start + 20_000, action: 'stop' });
    const rated = householdOf(demoProfile).loads.find((rt) => rt.device.id === ev.id)!.params.rated;
    const minute = Math.floor(start / 60_000) * 60_000;
    expect(minuteMeanOfEv(both, minute)).toBeCloseTo((rated * 20) / 60, 3);
    expect(evW(both, start + 5000)).toBe(rated);
    expect(evW(both, start + 25_000)).toBe(0);
    const values = Array.from({ length: 120 }, (_, q) => powerAt(both, minute + q * 500).w);
    expect(values.reduce((a, b) => a + b, 0) / 120).toBeCloseTo(sampleRange(both, minute, 60_000, 1).consumption[0]!, 3);
  });
});
