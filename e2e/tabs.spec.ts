import { test, expect } from './support/fixtures';
import { expiredSession } from './support/expiredSession';

test.describe('several tabs', () => {
  // Refresh tokens rotate, and presenting a spent one revokes the session. Two tabs that find their
  // token expired at the same moment (a laptop waking up, a restored browser) must take turns: the
  // second adopts what the first renewed instead of presenting the same refresh token again.
  test('two tabs opening at once with an expired token take turns to renew and both stay signed in', async ({ browser }) => {
    const session = await expiredSession(browser);
    try {
      const first = session.page;
      const second = await session.context.newPage();
      await Promise.all([first.goto('/now'), second.goto('/now')]);
      for (const page of [first, second]) {
        await expect(page.getByTestId('live-usage-watts')).toHaveText(/\d/, { timeout: 15_000 });
        await expect(page).toHaveURL(/\/now$/);
      }
      expect(session.renewals.length).toBeGreaterThan(0);
      expect(session.renewals.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await session.done();
    }
  });
});
