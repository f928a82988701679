import path from 'node:path';
import { test, expect, newContextFor, signIn, DEMO } from './support/fixtures';
import { startServer } from './support/server';
import { axeScan, blocking, describeViolations } from './support/axe';

/**
 * A brand-new data folder: the demo home's history is back-filled into the measured store while the
 * user already looks at Usage (server/README.md, "Loading is not zero"). The server here answers at
 * once (KILOWATCH_ANSWER_WITHIN_MS=0) with the days it has, counting the rest as loading; the screen
 * says the history is still loading, never that the home used nothing, and asks again until every
 * day is in. Nothing is faked: the days arrive from the server's own back-fill.
 */
const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots', 'history-loading');

test.describe('a brand-new home history', () => {
  test('Usage says the history is still loading, never "No data", and fills in by itself', async ({ browser }) => {
    test.setTimeout(150_000);
    const server = await startServer({ env: { KILOWATCH_ANSWER_WITHIN_MS: '0' } });
    const context = await newContextFor(browser, server, { bypassCSP: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const noData: string[] = [];
    try {
      await page.goto('/login');
      await signIn(page, DEMO);
      await expect(page).toHaveURL(/\/now$/);
      await page.goto('/usage');
      const notice = page.getByTestId('trends-loading-days');
      await expect(notice).toHaveText(/^Still loading your history: \d+ days? (is|are) not counted yet\./, { timeout: 30_000 });
      await expect(notice).toHaveAttribute('role', 'status');
      await page.screenshot({ path: path.join(SHOTS, 'usage-loading-desktop-light-en.png') });
      const violations = blocking(await axeScan(page));
      expect(violations, describeViolations('usage while the history loads', violations).join('\n')).toEqual([]);
      // While it loads, the period is never said to be empty.
      const watch = setInterval(() => {
        void page
          .getByText('No data for this period')
          .count()
          .then((n) => n > 0 && noData.push('shown'))
          .catch(() => undefined);
      }, 250);
      try {
        await expect(notice).toHaveCount(0, { timeout: 120_000 });
      } finally {
        clearInterval(watch);
      }
      await expect(page.getByTestId('trends-stats')).toContainText('kWh');
      await expect(page.getByTestId('trends-summary')).toHaveText(/kWh used/);
      await page.screenshot({ path: path.join(SHOTS, 'usage-loaded-desktop-light-en.png') });
      expect(noData).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
