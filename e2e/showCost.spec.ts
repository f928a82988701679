import type { Page, TestInfo } from '@playwright/test';
import { axeScan, blocking } from './support/axe';
import { test, expect, endSession, openSession, signIn, DEMO } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * "Show costs" off hides every cost in the app (spec account-settings-shell: cost "-1 means hidden",
 * "saved as -1 when show cost is off"). Against the real server, on the pinned clock: turn costs off
 * in Settings → Electricity info, then (moving inside the app, no reload) Now, a device's page,
 * Usage and Dashboard show energy and no money; after a reload still none; turn costs back on: the
 * money is back. One server of its own (the journey changes the demo home's settings).
 */
const FIRST_DETAIL_MS = 45_000;
/** Money as the app writes it, in any of its languages ($12.34, 46¢, 12,34 $). */
const MONEY = /[$¢]/;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const main = (page: Page) => page.locator('main');
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Settings → Electricity info: the Show costs switch to `on`, saved (with the demo home's 16.5 ¢ when turning on). */
async function setShowCosts(page: Page, on: boolean): Promise<void> {
  await nav(page, 'Settings').click();
  await page.getByRole('link', { name: /Electricity cost/ }).first().click();
  await expect(page).toHaveURL(/\/settings\/electricity_info$/);
  const toggle = page.getByRole('switch', { name: 'Show costs' });
  await expect(toggle).toHaveAttribute('aria-checked', on ? 'false' : 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', on ? 'true' : 'false');
  if (on) await page.getByRole('textbox', { name: 'Cost per kWh, in cents' }).fill('16.5');
  else await expect(page.getByRole('textbox', { name: 'Cost per kWh, in cents' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Home info has been saved to Settings').first()).toBeVisible();
}

/** Now, live: the usage figure has arrived. */
async function nowLive(page: Page): Promise<void> {
  await nav(page, 'Now').click();
  await expect(page).toHaveURL(/\/now$/);
  await live(page, 'Using now');
}

/** A Now card whose first figure has arrived (no longer aria-busy). */
async function live(page: Page, card: string): Promise<void> {
  const region = page.getByRole('region', { name: card });
  await expect(region).toBeVisible({ timeout: 20_000 });
  await expect(region).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
}

/** The Fridge's page, its sections drawn. */
async function fridge(page: Page): Promise<void> {
  await nav(page, 'Devices').click();
  await page.getByRole('list', { name: 'Devices' }).getByRole('link', { name: /^Fridge,/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fridge' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await expect(page.getByTestId('section-cost')).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await expect(page.getByTestId('section-usage').locator('dl')).toBeVisible({ timeout: FIRST_DETAIL_MS });
}

async function usage(page: Page): Promise<void> {
  await nav(page, 'Usage').click();
  await expect(page.getByTestId('trends-stats')).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await expect(page.getByTestId('trends-devices')).toBeVisible({ timeout: FIRST_DETAIL_MS });
}

async function dashboard(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Usage views' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-so-far-kwh')).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await expect(page.getByRole('region', { name: 'Top devices' }).getByRole('link').nth(1)).toBeVisible({ timeout: FIRST_DETAIL_MS });
}

async function shoot(page: Page, info: TestInfo, name: string, mode: 'light' | 'dark'): Promise<void> {
  // The save's toast has gone (5 s); the page at its top, nothing focused.
  await expect(page.getByText('Home info has been saved to Settings')).toHaveCount(0, { timeout: 10_000 });
  // After the app has painted the user's own mode from their settings.
  await page.evaluate((m) => {
    document.documentElement.setAttribute('data-mode', m);
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  }, mode);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

test.describe('Show costs', () => {
  test('off: Now, a device, Usage and Dashboard show no money (at once, and after a reload); on again: the money is back', async ({ browser }, info) => {
    test.setTimeout(240_000);
    const s = await openSession(browser, server, { viewport: { width: 1280, height: 900 }, colorScheme: 'light', bypassCSP: true }); // axe is injected inline
    const { page } = s;
    await page.goto('/login');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);

    // Shown (the demo home's 16.5 ¢): the cost card, the device's yearly cost.
    await nowLive(page);
    await expect(page.getByTestId('cost-now')).toHaveText(MONEY);

    await setShowCosts(page, false);

    // Inside the app, no reload: the session's monitor changed with the save.
    await nowLive(page);
    await expect(page.getByRole('region', { name: 'Cost now' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Grid' })).toContainText('W');
    await expect(main(page)).not.toContainText(MONEY);
    await shoot(page, info, 'now-desktop-light-en', 'light');

    await fridge(page);
    await expect(page.getByTestId('section-cost').getByRole('heading', { name: 'Average use' })).toBeVisible();
    await expect(page.getByTestId('yearly-cost')).toHaveCount(0);
    await expect(page.getByTestId('usage-money')).toHaveCount(0);
    await expect(page.getByTestId('section-stats')).not.toContainText('Monthly cost');
    await expect(page.getByTestId('section-stats')).toContainText('kWh');
    // The device blurb the server writes says nothing about money either.
    await expect(main(page)).not.toContainText(/cost/i);
    await expect(main(page)).not.toContainText(MONEY);
    await shoot(page, info, 'fridge-desktop-light-en', 'light');
    expect(blocking(await axeScan(page))).toEqual([]);

    await usage(page);
    await expect(page.getByRole('group', { name: 'Measure' })).toHaveCount(0);
    await expect(page.getByTestId('trends-stats').locator('[data-stat="cost"]')).toHaveCount(0);
    await expect(page.getByTestId('trends-devices').getByRole('columnheader', { name: /^Cost/ })).toHaveCount(0);
    await expect(page.getByTestId('trends-summary')).not.toContainText('costing');
    await expect(main(page)).not.toContainText(MONEY);

    await dashboard(page);
    await expect(main(page)).not.toContainText(MONEY);

    // After a reload, the login answer's monitor (the server's show_cost false) says the same.
    await page.goto('/now');
    await live(page, 'Using now');
    await expect(page.getByRole('region', { name: 'Cost now' })).toHaveCount(0);
    await expect(main(page)).not.toContainText(MONEY);

    // On again: money everywhere again, at once.
    await setShowCosts(page, true);
    await nowLive(page);
    await expect(page.getByTestId('cost-now')).toHaveText(MONEY);
    await fridge(page);
    await expect(page.getByTestId('yearly-cost')).toHaveText(MONEY);
    await expect(page.getByTestId('usage-money')).toHaveText(MONEY);
    await usage(page);
    await expect(page.getByTestId('trends-stats').locator('[data-stat="cost"]')).toHaveText(MONEY);
    await expect(page.getByRole('group', { name: 'Measure' })).toBeVisible();
    await dashboard(page);
    await expect(page.getByTestId('dashboard-so-far')).toContainText(MONEY);
    await endSession(s);
  });

  test('off in one tab: another tab on Now drops its money without a reload (the feed says the settings changed)', async ({ browser }) => {
    test.setTimeout(180_000);
    const s = await openSession(browser, server, { viewport: { width: 1280, height: 900 } });
    const { page, context } = s;
    await page.goto('/login');
    await signIn(page, DEMO);
    await nowLive(page);
    await expect(page.getByTestId('cost-now')).toHaveText(MONEY);

    // A second tab of the same browser (the same stored session) turns costs off in Settings.
    const other = await context.newPage();
    await other.goto('/now');
    await live(other, 'Using now');
    await setShowCosts(other, false);

    // The first tab, never reloaded and never in Settings: the cost card goes, the energy stays.
    await expect(page.getByRole('region', { name: 'Cost now' })).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Grid' })).toContainText('W');
    await expect(main(page)).not.toContainText(MONEY);

    // And back on, from the other tab: the money returns in the first.
    await setShowCosts(other, true);
    await expect(page.getByTestId('cost-now')).toHaveText(MONEY, { timeout: 15_000 });
    await other.close();
    await endSession(s);
  });

  test('off, in French on a phone in dark mode: Now and a device page hold no money', async ({ browser }, info) => {
    test.setTimeout(180_000);
    const s = await openSession(browser, server, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const { page, context } = s;
    // Costs off through the API the app uses (the first journey goes through the form).
    const auth = await context.request.post('/apiservice/api/v1/authenticate', { form: DEMO });
    expect(auth.ok()).toBe(true);
    const { access_token: token, monitors } = (await auth.json()) as { access_token: string; monitors: { id: number }[] };
    const attributes = (body: object) =>
      context.request.post(`/apiservice/api/v1/app/monitors/${monitors[0]!.id}/attributes`, { data: body, headers: { authorization: `bearer ${token}` } });
    expect((await attributes({ show_cost: false })).ok()).toBe(true);
    try {
      await page.goto('/login');
      await page.getByLabel('Language').selectOption('fr');
      await page.getByLabel('Courriel').fill(DEMO.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/now$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Maintenant', exact: true })).toBeVisible();
      await live(page, 'Consommation actuelle');
      await expect(page.getByTestId('cost-now')).toHaveCount(0);
      await expect(main(page)).not.toContainText(MONEY);
      await shoot(page, info, 'now-phone-dark-fr', 'dark');

      await page.goto('/devices');
      await page.getByRole('list', { name: 'Appareils' }).getByRole('link', { name: /^Fridge,/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fridge' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
      await expect(page.getByTestId('section-cost').getByRole('heading', { name: 'Consommation moyenne' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
      await expect(page.getByTestId('section-usage').locator('dl')).toBeVisible({ timeout: FIRST_DETAIL_MS });
      await expect(page.getByTestId('yearly-cost')).toHaveCount(0);
      await expect(main(page)).not.toContainText(MONEY);
      await expect(main(page)).not.toContainText(/coût/i);
      await shoot(page, info, 'fridge-phone-dark-fr', 'dark');
    } finally {
      expect((await attributes({ cost: 16.5 })).ok()).toBe(true);
    }
    await endSession(s);
  });
});
