import { test, expect, newContextFor, signIn, DEMO } from './support/fixtures';
import { startServer } from './support/server';

test.describe('live view', () => {
  test("the Now screen's watts change within 3 s", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    const watts = page.getByTestId('live-usage-watts');
    await expect(watts).toHaveText(/\d/, { timeout: 10_000 });
    const first = await watts.textContent();
    await expect.poll(async () => watts.textContent(), { timeout: 3_000, intervals: [250] }).not.toBe(first);
  });

  test('/solar shows the power-flow diagram', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    await page.goto('/solar');
    await expect(page.getByRole('img', { name: /power flow/i })).toBeVisible({ timeout: 10_000 });
  });

  test('stopping the server shows the lost-connection message; restarting resumes with no reload', async ({ browser }) => {
    let server = await startServer();
    const { port, dataDir } = server;
    const context = await newContextFor(browser, server);
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await signIn(page, DEMO);
      await expect(page).toHaveURL(/\/now$/);
      const watts = page.getByTestId('live-usage-watts');
      await expect(watts).toHaveText(/\d/, { timeout: 10_000 });
      // mark the document so we can prove there was no reload
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

      await server.stop();
      await expect(page.getByText('Lost connection to Kilowatch')).toBeVisible({ timeout: 10_000 });

      // The restarted server's clock goes on from where the stopped one's was (the browser's did).
      server = await startServer({ port, dataDir, now: server.now() });
      await expect(page.getByText('Lost connection to Kilowatch')).toBeHidden({ timeout: 20_000 });
      const before = await watts.textContent();
      await expect.poll(async () => watts.textContent(), { timeout: 5_000, intervals: [250] }).not.toBe(before);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
