import { authenticator } from 'otplib';
import { test, expect, signIn, DEMO, MFA } from './support/fixtures';

/** The signed-in features' chunk (src/app/signedInFeatures.ts) is the one that lists their slices. */
const isSignedInFeaturesChunk = (body: string) => body.includes('key:"realtime"') && body.includes('key:"timeline"');

test.describe('the app shell', () => {
  test('a deep link survives the MFA step', async ({ page, server }) => {
    const target = '/meter?start=2026-01-10T10%3A00%3A00.000Z&end=2026-01-10T11%3A00%3A00.000Z&interval=hour';
    await page.goto(target);
    await expect(page).toHaveURL(/\/login\?next=/);
    await signIn(page, MFA);
    await expect(page).toHaveURL(/\/mfa\?next=/);
    // The next 30-second step of the server's (pinned) clock (the server allows one step of drift): the journey in
    // session.spec.ts may have used this step's code on the same server, and a code signs in once.
    await page.getByLabel(/code/i).fill(authenticator.clone({ epoch: server.now() + 30_000 }).generate(MFA.secret));
    await page.getByRole('button', { name: /verify|continue|sign in/i }).click();
    await expect(page).toHaveURL(/\/meter\?start=2026-01-10T10%3A00%3A00\.000Z&end=2026-01-10T11%3A00%3A00\.000Z&interval=hour$/);
  });

  test("the navigation's Sign out returns to /login carrying where the user was", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/usage$/);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fusage$/);
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/usage$/);
  });

  test('a signed-in features chunk that fails reloads the page once, then shows the error page', async ({ page }) => {
    let blocked = 0;
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      if (isSignedInFeaturesChunk(await response.text())) {
        blocked += 1;
        await route.abort('failed');
        return;
      }
      await route.fulfill({ response });
    });
    await page.goto('/login');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await signIn(page, DEMO);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    // The first failure reloaded the page once; the second (after that reload) showed the error page.
    expect(loads).toBe(1);
    expect(blocked).toBe(2);
  });
});

test.describe('start-up', () => {
  test("the sign-in page's Server link lists the server's environments and switches to one; initialisation fetches the monitor overview", async ({ page, server }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Server: PROD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a server' });
    const local = dialog.getByRole('radio', { name: /Kilowatch \(local\)/ });
    await expect(local).toBeChecked();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Use this server' }).click();
    await reloaded;
    // The choice is stored as the environment overrides (GET /public/monitors/environments names this server).
    const stored = await page.evaluate(() => ({ name: localStorage.getItem('kw.envName'), api: localStorage.getItem('kw.apiRoot'), ws: localStorage.getItem('kw.wsRoot') }));
    expect(stored).toEqual({ name: 'PROD', api: `${server.url}/apiservice/api/v1`, ws: server.url.replace(/^http/, 'ws') });
    await expect(page.getByRole('button', { name: 'Server: Kilowatch (local)' })).toBeVisible();

    const overview = page.waitForResponse((r) => /\/app\/monitors\/\d+\/overview$/.test(new URL(r.url()).pathname));
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    expect((await overview).status()).toBe(200);
    await expect(page.getByTestId('live-usage-watts')).toHaveText(/\d/, { timeout: 10_000 });
  });
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a dark system keeps the app dark through sign-in until the user chooses a mode', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    // After a reload too.
    await page.reload();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  });
});
