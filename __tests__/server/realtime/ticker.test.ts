/** @jest-environment node */
import { Ticker } from '../../../server/src/realtime/ticker';

// Fake timers make the clock and setTimeout one deterministic timeline, so these tests assert the
// scheduling rules exactly instead of timing a busy machine.
const T0 = Date.UTC(2026, 10, 22, 15, 0, 0, 10);

beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

describe('Ticker', () => {
  it('fires on period boundaries of the injected clock, one period apart, on time', () => {
    const ticks: { t: number; at: number }[] = [];
    const ticker = new Ticker(() => Date.now(), (t) => ticks.push({ t, at: Date.now() }), 50);
    ticker.start();
    ticker.start(); // idempotent: one timer only
    jest.advanceTimersByTime(500);
    ticker.stop();
    expect(ticker.running).toBe(false);
    expect(ticks).toHaveLength(10);
    expect(ticks[0]!.t).toBe(T0 - 10 + 50);
    for (const { t, at } of ticks) {
      expect(t % 50).toBe(0);
      expect(at).toBe(t);
    }
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.t - ticks[i - 1]!.t).toBe(50);
  });

  it('names the latest frame a joining client gets at once: never a tick still to come', () => {
    let clock = T0;
    const ticks: number[] = [];
    const ticker = new Ticker(() => clock, (t) => ticks.push(t), 50);
    expect(ticker.latestMs()).toBe(T0 - 10); // stopped: the boundary at or before now
    ticker.start(); // due at T0 + 40
    expect(ticker.latestMs()).toBe(T0 - 10);
    clock += 45; // the clock passed the due tick before its timer ran: still the one before it
    expect(ticker.latestMs()).toBe(T0 - 10);
    jest.advanceTimersByTime(40);
    expect(ticks).toEqual([T0 + 40]);
    expect(ticker.latestMs()).toBe(T0 + 40);
    ticker.stop();
    expect(ticker.latestMs()).toBe(T0 + 40); // stopped: the last tick fired
  });

  it('skips boundaries it slept through instead of bursting', () => {
    let clock = T0;
    const ticks: number[] = [];
    const ticker = new Ticker(() => clock, (t) => ticks.push(t), 50);
    ticker.start();
    clock += 40;
    jest.advanceTimersByTime(40); // first boundary, T0 + 40; the next is aimed at T0 + 90
    clock += 170; // the process stalls: the T0 + 90 tick fires late, at T0 + 210
    jest.advanceTimersByTime(50);
    clock += 30;
    jest.advanceTimersByTime(30);
    ticker.stop();
    // after the late tick, the next one is the next boundary (T0 + 240), not T0 + 140 and T0 + 190 in a burst
    expect(ticks).toEqual([T0 + 40, T0 + 90, T0 + 240]);
  });

  it('keeps ticking at the real rate with a frozen clock, never repeating a tick time', () => {
    const ticks: number[] = [];
    const ticker = new Ticker(() => T0, (t) => ticks.push(t), 50);
    ticker.start();
    jest.advanceTimersByTime(300);
    ticker.stop();
    expect(ticks).toHaveLength(6);
    expect(ticks[0]).toBe(T0 - 10 + 50);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]! - ticks[i - 1]!).toBe(50);
  });

  it('survives a failing tick and can be stopped from inside one', () => {
    let n = 0;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ticker: Ticker = new Ticker(() => Date.now(), () => {
      n++;
      if (n === 1) throw new Error('boom');
      if (n === 3) ticker.stop();
    }, 20);
    ticker.start();
    jest.advanceTimersByTime(500);
    expect(n).toBe(3);
    expect(ticker.running).toBe(false);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
