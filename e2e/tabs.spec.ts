import { test, expect, signIn, DEMO } from './support/fixtures';
import { startServer } from './support/server';

test.describe('several tabs', () => {
  // Refresh tokens rotate, and presenting a spent one revokes the session. Two tabs that find their
  // token expired at the same moment (a laptop waking up, a restored browser) must take turns: the
  // second adopts what the first renewed instead of presenting the same refresh token again.
  test('two tabs opening at once with an expired token take turns to renew and both stay signed in', async ({ browser }) => {
    const server = await startServer({ env: { KILOWATCH_ACCESS_TOKEN_TTL: '10' } });
    try {
      const context = await browser.newContext({ baseURL: server.url });
      const first = await context.newPage();
      await first.goto('/login');
      await signIn(first, DEMO);
      await expect(first).toHaveURL(/\/now$/);
      await first.goto('about:blank');
      await first.waitForTimeout(11_000); // the access token has now expired
      const second = await context.newPage();
      const renewals: number[] = [];
      context.on('response', (r) => {
        if (r.url().includes('/apiservice/api/v1/renew')) renewals.push(r.status());
      });
      await Promise.all([first.goto('/now'), second.goto('/now')]);
      for (const page of [first, second]) {
        await expect(page.getByTestId('live-usage-watts')).toHaveText(/\d/, { timeout: 15_000 });
        await expect(page).toHaveURL(/\/now$/);
      }
      expect(renewals.length).toBeGreaterThan(0);
      expect(renewals.filter((status) => status !== 200)).toEqual([]);
      await context.close();
    } finally {
      await server.stop();
    }
  });
});
