/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runCli } from '../../server/src/cli/commands';
import { clockRate, createClock, everyClockInterval, everyClockMinute, wallDelay } from '../../server/src/clock';
import { clockFor, loadConfig } from '../../server/src/config';
import { DB_FILE } from '../../server/src/db/database';
import { Ticker } from '../../server/src/realtime/ticker';
import { API, createClock as createTestClock, startTestApp } from './support/harness';

// Fake timers make the real clock, the monotonic counter and setTimeout one deterministic timeline.
const REAL = Date.UTC(2026, 0, 5, 9, 17, 23, 456);
const PIN = Date.parse('2026-03-08T03:30:00-04:00');
const MIN = 60_000;

beforeEach(() => jest.useFakeTimers({ now: REAL }));
afterEach(() => jest.useRealTimers());

/** A clock on the fake timeline: `elapsed` is the fake Date.now, so advanceTimersByTime moves it. */
const clockAt = (start: number | null, rate = 1) => createClock({ start, rate, elapsed: () => Date.now() });

describe('createClock', () => {
  it('is the system clock when nothing is pinned', () => {
    const clock = createClock();
    expect(clock()).toBe(REAL);
    jest.advanceTimersByTime(1234);
    expect(clock()).toBe(REAL + 1234);
    expect(clock.rate).toBe(1);
    expect(clock.pinned).toBe(false);
  });

  it('starts at the given instant and runs on in real time', () => {
    const clock = clockAt(PIN);
    expect(clock()).toBe(PIN);
    expect(clock.pinned).toBe(true);
    jest.advanceTimersByTime(90_000);
    expect(clock()).toBe(PIN + 90_000);
  });

  it('runs n times faster at rate n, from the start instant or from now', () => {
    const fast = clockAt(PIN, 60);
    jest.advanceTimersByTime(1000);
    expect(fast()).toBe(PIN + MIN);
    const fromNow = clockAt(null, 2.5);
    expect(fromNow()).toBe(REAL + 1000);
    jest.advanceTimersByTime(400);
    expect(fromNow()).toBe(REAL + 1400 + 600);
    expect(clockRate(fast)).toBe(60);
    expect(clockRate(() => 0)).toBe(1);
    expect(wallDelay(fast, MIN)).toBe(1000);
  });

  it('never goes back when the system clock is stepped back', () => {
    let system = REAL;
    let mono = 0;
    const clock = createClock({ start: PIN, systemNow: () => system, elapsed: () => mono });
    mono += 5000;
    system -= 3_600_000;
    expect(clock()).toBe(PIN + 5000);
  });

  it('refuses a rate that is not a positive number within bounds', () => {
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 5000]) expect(() => createClock({ rate })).toThrow(/clock rate/);
  });
});

describe('configuration', () => {
  it('reads KILOWATCH_NOW with its offset and KILOWATCH_CLOCK_RATE', () => {
    expect(loadConfig({})).toMatchObject({ clockStart: null, clockRate: 1 });
    expect(loadConfig({ KILOWATCH_NOW: '2026-03-08T03:30:00-04:00', KILOWATCH_CLOCK_RATE: '60' })).toMatchObject({ clockStart: PIN, clockRate: 60 });
    expect(loadConfig({ KILOWATCH_NOW: '2026-11-24T04:55Z' }).clockStart).toBe(Date.UTC(2026, 10, 24, 4, 55));
    expect(loadConfig({ KILOWATCH_NOW: '2026-11-01T01:30:00.250-05:00' }).clockStart).toBe(Date.UTC(2026, 10, 1, 6, 30, 0, 250));
    expect(loadConfig({ KILOWATCH_CLOCK_RATE: '0.5' }).clockRate).toBe(0.5);
  });

  it('fails with a clear message on a time it cannot place or a bad rate', () => {
    for (const bad of ['yesterday', '2026-03-08', '2026-03-08T03:30', '2026-02-30T00:00:00Z', '2026-03-08T24:00:00Z', '1773000000000']) {
      expect(() => loadConfig({ KILOWATCH_NOW: bad })).toThrow(`KILOWATCH_NOW must be an ISO date and time with its offset, e.g. 2026-03-08T03:30:00-04:00 or 2026-11-24T04:55:00Z (got "${bad}")`);
    }
    for (const bad of ['0', '-2', 'fast', 'Infinity', '1e6']) {
      expect(() => loadConfig({ KILOWATCH_CLOCK_RATE: bad })).toThrow(`KILOWATCH_CLOCK_RATE must be a number above 0 and at most 1000 (got "${bad}")`);
    }
  });

  it('builds the clock the configuration asks for', () => {
    const clock = clockFor(loadConfig({ KILOWATCH_NOW: '2026-03-08T03:30:00-04:00', KILOWATCH_CLOCK_RATE: '2' }));
    expect(clock.pinned).toBe(true);
    expect(clock.rate).toBe(2);
    expect(Math.abs(clock() - PIN)).toBeLessThan(1000);
  });
});

describe('everyClockMinute', () => {
  it("fires a second past each of the clock's minutes, not the system's", () => {
    const clock = clockAt(Date.UTC(2026, 10, 23, 23, 55, 40, 0));
    const fired: number[] = [];
    const timer = everyClockMinute(clock, 1000, () => fired.push(clock()));
    jest.advanceTimersByTime(3 * MIN);
    timer.stop();
    expect(fired).toEqual([Date.UTC(2026, 10, 23, 23, 56, 1), Date.UTC(2026, 10, 23, 23, 57, 1), Date.UTC(2026, 10, 23, 23, 58, 1)]);
  });

  it('waits rate times less real time at a faster rate, still on clock minutes', () => {
    const clock = clockAt(Date.UTC(2026, 10, 23, 12, 0, 30), 10);
    const fired: { at: number; real: number }[] = [];
    const timer = everyClockMinute(clock, 1000, () => fired.push({ at: clock(), real: Date.now() - REAL }));
    jest.advanceTimersByTime(20_000); // 200 s of clock time
    timer.stop();
    expect(fired.map((f) => f.at)).toEqual([1, 2, 3].map((m) => Date.UTC(2026, 10, 23, 12, m, 1)));
    expect(fired.map((f) => f.real)).toEqual([3100, 9100, 15100]);
  });

  it('skips minutes it slept through instead of firing them in a burst', () => {
    const clock = clockAt(Date.UTC(2026, 10, 23, 12, 0, 30));
    const fired: number[] = [];
    const timer = everyClockMinute(clock, 1000, () => fired.push(clock()));
    jest.advanceTimersByTime(31_000);
    jest.setSystemTime(Date.now() + 5 * MIN); // the process stalls for five minutes
    jest.advanceTimersByTime(2 * MIN);
    timer.stop();
    expect(fired).toEqual([1, 7, 8].map((m) => Date.UTC(2026, 10, 23, 12, m, 1)));
  });

  it('fires once a real minute on a clock that stands still (as tests inject)', () => {
    const t = createTestClock(Date.UTC(2026, 10, 23, 12, 0, 0));
    const realTimes: number[] = [];
    const timer = everyClockMinute(t.now, 1000, () => realTimes.push(Date.now() - REAL));
    jest.advanceTimersByTime(3 * MIN);
    timer.stop();
    // aimed at 12:00:01, then 12:01:01, 12:02:01, ...: the clock never gets there; it waits a minute each time
    expect(realTimes).toEqual([1000, 61_000, 121_000]);
  });

  it('stops', () => {
    const fn = jest.fn();
    everyClockMinute(clockAt(PIN), 1000, fn).stop();
    jest.advanceTimersByTime(5 * MIN);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('rate-aware timers', () => {
  it('everyClockInterval divides the interval by the rate', () => {
    const fn = jest.fn();
    const timer = everyClockInterval(clockAt(PIN, 30), 30_000, fn);
    jest.advanceTimersByTime(10_000);
    timer.stop();
    expect(fn).toHaveBeenCalledTimes(10);
  });

  it("the feed's ticker still ticks twice a real second at a faster clock, each frame n half seconds on", () => {
    const clock = clockAt(Date.UTC(2026, 10, 23, 12, 0, 0, 200), 10);
    const ticks: number[] = [];
    const ticker = new Ticker(clock, (t) => ticks.push(t));
    ticker.start();
    jest.advanceTimersByTime(2000);
    ticker.stop();
    expect(ticker.clockPeriodMs).toBe(5000);
    expect(ticks).toEqual([5000, 10_000, 15_000, 20_000].map((ms) => Date.UTC(2026, 10, 23, 12, 0, 0) + ms));
  });
});

test('the HTTP Date header tells the server clock', async () => {
  jest.useRealTimers();
  const t = await startTestApp({ clock: createTestClock(PIN) });
  try {
    const res = await t.app.inject({ method: 'GET', url: `${API}/no/such/route` });
    expect(res.headers.date).toBe('Sun, 08 Mar 2026 07:30:00 GMT');
  } finally {
    await t.close();
  }
});

test('the CLI writes with the same clock as the server', async () => {
  jest.useRealTimers();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-clock-'));
  const out: string[] = [];
  const code = await runCli(['add-user', 'pinned@example.com', 'Pinned-clock-1'], { KILOWATCH_DATA: dataDir, KILOWATCH_NOW: '2026-03-08T03:30:00-04:00' }, {
    out: (l) => out.push(l),
    err: (l) => out.push(l),
  });
  expect(out.join('\n')).toMatch(/Created user/);
  expect(code).toBe(0);
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  try {
    const row = db.prepare('SELECT m.date_created FROM monitors m JOIN users u ON u.id = m.user_id WHERE u.email = ?').get('pinned@example.com') as { date_created: string };
    const created = Date.parse(row.date_created);
    expect(created - PIN).toBeGreaterThanOrEqual(0);
    expect(created - PIN).toBeLessThan(MIN);
  } finally {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
