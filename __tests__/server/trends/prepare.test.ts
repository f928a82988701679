/** @jest-environment node */
import { cachedTrendDays, clearTrendDayCache } from '../../../server/src/trends/days';
import { prepareDays } from '../../../server/src/trends/prepare';
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
});
