/** @jest-environment node */
import { Ticker } from '../../../server/src/realtime/ticker';

const waitFor = (cond: () => boolean, ms = 3000) =>
  new Promise<void>((resolve, reject) => {
    const start = Date.now();
    const poll = setInterval(() => {
      if (cond()) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - start > ms) {
        clearInterval(poll);
        reject(new Error('timed out'));
      }
    }, 5);
  });

describe('Ticker', () => {
  it('fires on period boundaries of the injected clock, one period apart, close to on time', async () => {
    const ticks: { t: number; at: number }[] = [];
    const ticker = new Ticker(() => Date.now(), (t) => ticks.push({ t, at: Date.now() }), 50);
    ticker.start();
    ticker.start(); // idempotent
    await waitFor(() => ticks.length >= 10);
    ticker.stop();
    expect(ticker.running).toBe(false);
    for (const { t, at } of ticks) {
      expect(t % 50).toBe(0);
      // Node timers run on a monotonic clock, so against Date.now() they may look a millisecond early.
      expect(at - t).toBeGreaterThanOrEqual(-2);
      expect(at - t).toBeLessThan(40);
    }
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.t - ticks[i - 1]!.t).toBe(50);
  });

  it('keeps ticking at the real rate with a frozen clock, never repeating a tick time', async () => {
    const frozen = Date.UTC(2026, 10, 22, 15, 0, 0, 10);
    const ticks: number[] = [];
    const started = Date.now();
    const ticker = new Ticker(() => frozen, (t) => ticks.push(t), 50);
    ticker.start();
    await waitFor(() => ticks.length >= 6);
    ticker.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(ticks[0]).toBe(Date.UTC(2026, 10, 22, 15, 0, 0, 50));
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]! - ticks[i - 1]!).toBe(50);
  });

  it('survives a failing tick and can be stopped from inside one', async () => {
    let n = 0;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ticker: Ticker = new Ticker(() => Date.now(), () => {
      n++;
      if (n === 1) throw new Error('boom');
      if (n === 3) ticker.stop();
    }, 20);
    ticker.start();
    await waitFor(() => n >= 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(n).toBe(3);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
