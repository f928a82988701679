import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';

/**
 * Device alerts journeys against the real server (demo account): create a custom alert, see it
 * after a reload (the server holds 93780 s), edit it, delete it and see the toast. Uses the
 * Dishwasher, which no other journey changes.
 */
const DEVICE = 'Dishwasher';
const FIRST_DETAIL_MS = 30_000;

async function openSettings(page: Page): Promise<string> {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/now$/);
  await page.goto('/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Always On' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
  await page.getByRole('list', { name: 'Devices' }).getByRole('link', { name: new RegExp(`^${DEVICE},`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEVICE })).toBeVisible({ timeout: FIRST_DETAIL_MS });
  const listed = page.waitForResponse((r) => r.request().method() === 'GET' && /\/devices\/[^/]+\/notifications$/.test(r.url()));
  await page.getByRole('link', { name: `Edit ${DEVICE}` }).click();
  await expect(page).toHaveURL(/\/devices\/[^/]+\/settings$/);
  return (await listed).url();
}

/** The settings card. */
const notifications = (page: Page) => page.getByTestId('section-notifications');
const customList = (page: Page) => notifications(page).getByRole('list', { name: 'Custom notifications' });

/** What the server holds, read with the session's stored token. */
async function storedCustomAlerts(page: Page, url: string): Promise<{ id: number; state: string; duration: number; enabled: boolean }[]> {
  const token = await page.evaluate(() => window.localStorage.getItem('kw.token'));
  const res = await page.request.get(url, { headers: { Authorization: `bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { user_alerts: Record<string, { id: number; state: string; duration: number; enabled: boolean }[]> };
  return Object.values(body.user_alerts)[0] ?? [];
}

test.describe('device alerts', () => {
  test('create off for 1 day 2 hours 3 minutes, see it after a reload, edit it, delete it', async ({ page }) => {
    const url = await openSettings(page);
    await expect(notifications(page).getByRole('list', { name: 'Basic notifications' }).getByRole('switch', { name: 'Alert me on standby' })).toBeVisible();

    // Create.
    await customList(page).getByRole('button', { name: 'Add custom alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add custom alert' });
    await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('on');
    await expect(dialog.getByRole('combobox', { name: 'Minutes' })).toHaveValue('5');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'State' }).selectOption('off');
    await dialog.getByRole('combobox', { name: 'Days' }).selectOption('1');
    await dialog.getByRole('combobox', { name: 'Hours' }).selectOption('2');
    await dialog.getByRole('combobox', { name: 'Minutes' }).selectOption('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(customList(page).getByTestId('custom-alert')).toHaveText(['Off for 1 day 2 hours 3 minutes']);

    // After a reload the row is still there, and the server holds 93780 s.
    await page.reload();
    const row = customList(page).getByRole('button', { name: 'Edit custom alert: Off for 1 day 2 hours 3 minutes' });
    await expect(row).toBeVisible({ timeout: FIRST_DETAIL_MS });
    const stored = await storedCustomAlerts(page, url);
    expect(stored).toEqual([expect.objectContaining({ state: 'off', duration: 93_780, enabled: true })]);

    // Edit: standby for 2 hours 3 minutes (stored as idle, 7380 s).
    await row.click();
    const edit = page.getByRole('dialog', { name: 'Edit custom alert' });
    await expect(edit.getByRole('combobox', { name: 'Days' })).toHaveValue('1');
    await edit.getByRole('combobox', { name: 'State' }).selectOption('standby');
    await edit.getByRole('combobox', { name: 'Days' }).selectOption('0');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(customList(page).getByTestId('custom-alert')).toHaveText(['In standby for 2 hours 3 minutes']);
    await expect.poll(async () => (await storedCustomAlerts(page, url)).map((a) => [a.state, a.duration])).toEqual([['idle', 7_380]]);

    // Delete: the toast names the device.
    await customList(page).getByRole('button', { name: 'Edit custom alert: In standby for 2 hours 3 minutes' }).click();
    await page.getByRole('dialog', { name: 'Edit custom alert' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`deleted notification for ${DEVICE}`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(customList(page).getByTestId('custom-alert')).toHaveCount(0);
    await expect(customList(page).getByText('No custom alerts yet.')).toBeVisible();
    expect(await storedCustomAlerts(page, url)).toEqual([]);
  });

  test('a basic toggle is saved with the device details', async ({ page }) => {
    const url = await openSettings(page);
    const standby = notifications(page).getByRole('switch', { name: 'Alert me on standby' });
    await expect(standby).toHaveAttribute('aria-checked', 'false');
    await standby.click();
    await expect(notifications(page).getByText(/1 notification change is not saved yet/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Location' }).fill('Kitchen island');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Device updated')).toBeVisible();
    await expect(notifications(page).getByRole('status')).toHaveText('Notifications saved.');
    const token = await page.evaluate(() => window.localStorage.getItem('kw.token'));
    const body = (await (await page.request.get(url, { headers: { Authorization: `bearer ${token}` } })).json()) as { alerts: Record<string, { type: string; enabled: boolean }[]> };
    expect(Object.values(body.alerts)[0]?.find((a) => a.type === 'standby')?.enabled).toBe(true);

    // Put it back for other journeys on this worker's server.
    await standby.click();
    await notifications(page).getByRole('button', { name: 'Save notifications' }).click();
    await expect(standby).toHaveAttribute('aria-checked', 'false');
    await expect(notifications(page).getByRole('button', { name: 'Save notifications' })).toHaveCount(0);
  });
});
