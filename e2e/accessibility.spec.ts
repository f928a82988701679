import type { Page } from '@playwright/test';
import { test, expect, nowCard, signIn, DEMO, PARTNER } from './support/fixtures';
import { axeScan, blocking, describeViolations } from './support/axe';

/**
 * axe (WCAG 2.2 A and AA) over the main screens, in light and dark, for the standard edition
 * (demo@example.com) and the partner edition (partner@example.com). One sign-in per account and
 * mode; the pages follow in sequence. Before sign-in the OS preference (the context's colour
 * scheme) picks the mode; after it the user's own Appearance setting does, so the dark runs turn
 * it on there and back off at the end.
 */
const FIRST_DETAIL_MS = 30_000;

type Mode = 'light' | 'dark';
type Account = typeof DEMO;

async function setDarkMode(page: Page, on: boolean): Promise<void> {
  await page.goto('/settings/appearance');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/users\/\d+\/settings$/.test(r.url()));
    await toggle.click();
    expect((await saved).ok()).toBe(true);
  }
  await expect(page.locator('html')).toHaveAttribute('data-mode', on ? 'dark' : 'light');
}

/** Collects what axe finds on each page; the test fails at the end with all of it. */
function scanner(page: Page, run: string) {
  const found: string[] = [];
  return {
    found,
    scan: async (where: string) => {
      found.push(...describeViolations(`${run} ${where}`, blocking(await axeScan(page))));
    },
  };
}

const deviceList = (page: Page) => page.getByRole('list', { name: 'Devices' });

async function scanSharedPages(page: Page, scan: (where: string) => Promise<void>): Promise<void> {
  await page.goto('/now');
  await expect((await nowCard(page, 'Devices on now')).getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  await expect((await nowCard(page, 'Recent activity')).getByTestId('timeline-day').first()).toBeVisible({ timeout: 15_000 });
  await scan('/now');

  await page.goto('/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Always On' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await expect(deviceList(page).getByRole('link').first()).toBeVisible();
  await scan('/devices');

  await page.goto('/meter');
  await expect(page.getByRole('heading', { name: 'Power meter' })).toBeVisible();
  await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 10_000 });
  await scan('/meter');
}

async function scanDevicePages(page: Page, scan: (where: string) => Promise<void>): Promise<void> {
  await page.goto('/devices');
  await deviceList(page).getByRole('link', { name: /^Fridge,/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fridge' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await expect(page.getByRole('region', { name: 'Usage' }).getByTestId('usage-chart')).toBeVisible();
  await scan('device detail');

  await page.getByRole('link', { name: 'Edit Fridge' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Fridge');
  await expect(page.getByTestId('section-notifications')).toBeVisible();
  await scan('device settings');

  await page.getByRole('region', { name: 'Manage' }).getByRole('button', { name: 'Merge' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge devices' });
  await expect(merge.getByRole('checkbox').first()).toBeVisible();
  await scan('device settings, merge dialog');
  await page.keyboard.press('Escape');
  await expect(merge).toBeHidden();

  // The battery's page, and the always-on page's dialog for a device the user adds.
  await page.goto('/devices/battery');
  await expect(page.getByTestId('section-battery')).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await scan('battery');
  await page.goto('/devices/always_on');
  await page.getByTestId('section-always-on').getByRole('button', { name: 'Add a device' }).click();
  const add = page.getByRole('dialog', { name: 'Add an always-on device' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert').first()).toBeVisible();
  await scan('always on, add-a-device dialog with its errors');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
}

async function scanRelayPages(page: Page, scan: (where: string) => Promise<void>): Promise<void> {
  await page.goto('/panel');
  const relays = page.getByRole('list', { name: 'Relays' });
  await expect(relays.getByRole('link').first()).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await scan('/panel');

  await relays.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/panel\/relay-[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('timeline-day').first()).toBeVisible({ timeout: 15_000 });
  await scan('relay page');
}

const RUNS: { edition: 'standard' | 'partner'; who: Account; mode: Mode }[] = [
  { edition: 'standard', who: DEMO, mode: 'light' },
  { edition: 'standard', who: DEMO, mode: 'dark' },
  { edition: 'partner', who: PARTNER, mode: 'light' },
  { edition: 'partner', who: PARTNER, mode: 'dark' },
];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const { edition, who, mode } of RUNS) {
    test.describe(`${edition}, ${mode}`, () => {
      // The OS preference drives the sign-in page; no motion, so no colour is caught mid-transition.
      test.use({ colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });

      test(`${edition} edition in ${mode} mode has no serious or critical violation`, async ({ page }) => {
        test.setTimeout(180_000);
        const { found, scan } = scanner(page, `${edition}/${mode}`);

        await page.goto('/login');
        await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
        await scan('/login');
        await page.getByRole('button', { name: /^Server: / }).click();
        const servers = page.getByRole('dialog', { name: 'Choose a server' });
        await expect(servers.getByRole('radio').first()).toBeVisible();
        await scan('/login, server chooser');
        await page.keyboard.press('Escape');
        await expect(servers).toBeHidden();

        await signIn(page, who);
        await expect(page).toHaveURL(/\/now$/);
        if (mode === 'dark') await setDarkMode(page, true);
        try {
          await expect(page.locator('html')).toHaveAttribute('data-theme', edition === 'partner' ? 'wiser' : 'red');
          await scanSharedPages(page, scan);
          if (edition === 'standard') await scanDevicePages(page, scan);
          else await scanRelayPages(page, scan);
          await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
        } finally {
          // This worker's server outlives the test: leave the account as it was.
          if (mode === 'dark') await setDarkMode(page, false);
        }

        expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
      });
    });
  }
});
