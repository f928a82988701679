import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import { addUser } from './support/accounts';
import { axeScan, blocking, describeViolations } from './support/axe';

/** Every settings page issue 14 built, each with what shows it has loaded. */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/settings', (p) => expect(p.getByRole('link', { name: /Notifications/ })).toBeVisible()],
  ['/settings/account', (p) => expect(p.getByTestId('email-verified')).toBeVisible()],
  ['/settings/security', (p) => expect(p.getByTestId('mfa-status')).toHaveText(/On|Off/)],
  ['/settings/notifications', (p) => expect(p.getByRole('region', { name: 'Peaks' })).toBeVisible()],
  ['/settings/general', (p) => expect(p.getByTestId('home-time-zone')).toBeVisible()],
  ['/settings/appearance', (p) => expect(p.getByRole('switch', { name: 'Dark mode' })).toBeVisible()],
  ['/settings/connected_devices', (p) => expect(p.getByRole('region', { name: 'Sensor sources' })).toBeVisible()],
  ['/settings/monitor', (p) => expect(p.getByTestId('monitor-online')).toBeVisible()],
  ['/settings/help', (p) => expect(p.getByTestId('support-serial')).toBeVisible()],
  ['/settings/feedback', (p) => expect(p.getByLabel('Description')).toBeVisible()],
  ['/settings/about', (p) => expect(p.getByTestId('build-version')).toHaveText('21.0.0')],
];

async function setDarkMode(page: Page, on: boolean): Promise<void> {
  await page.goto('/settings/appearance');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toBeVisible({ timeout: 20_000 });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/users\/\d+\/settings$/.test(r.url()));
    await toggle.click();
    expect((await saved).ok()).toBe(true);
  }
  await expect(page.locator('html')).toHaveAttribute('data-mode', on ? 'dark' : 'light');
}

test.describe('settings pages: axe (WCAG 2.2 A and AA)', () => {
  test.use({ bypassCSP: true, colorScheme: 'light' });
  test.setTimeout(150_000);

  // The standard edition (orange) and the partner edition (serial W…, the 'wiser' theme), light and dark.
  for (const edition of ['standard', 'partner'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`every settings page and the two-factor dialog, ${edition} edition, ${mode}`, async ({ page, server }) => {
        // A serial starting with W makes the partner edition (its account starts on the 'wiser' theme).
        const serial = edition === 'partner' ? ['--serial', `W7${process.pid}${mode === 'dark' ? 1 : 0}`] : [];
        const who = await addUser(server, `axe-${edition}-${mode}`, serial);
        await page.goto('/login');
        await signIn(page, who);
        await expect(page).toHaveURL(/\/now$/, { timeout: 20_000 });
        await setDarkMode(page, mode === 'dark');
        await expect(page.locator('html')).toHaveAttribute('data-theme', edition === 'partner' ? 'wiser' : 'red');
        const found: string[] = [];
        for (const [path, loaded] of PAGES) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
          await loaded(page);
          await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
          found.push(...describeViolations(`${edition} ${mode} ${path}`, blocking(await axeScan(page))));
        }
        // The two-factor dialog at its QR code stage.
        await page.goto('/settings/security');
        await page.getByRole('button', { name: 'Set up two-factor authentication' }).click({ timeout: 20_000 });
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Password').fill(who.password);
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expect(dialog.getByTestId('totp-secret')).toBeVisible();
        found.push(...describeViolations(`${edition} ${mode} two-factor dialog`, blocking(await axeScan(page))));
        expect(found, found.join('\n\n')).toEqual([]);
      });
    }
  }
});
