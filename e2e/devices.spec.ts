import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';

/**
 * Devices journeys against the real server (demo account). Each journey uses its own devices, and
 * merge + unmerge run as one test: they change this worker's server data.
 */
const FIRST_DETAIL_MS = 30_000;

async function openDevices(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/now$/);
  await page.goto('/devices');
  await expect(page).toHaveURL(/\/devices\/always_on$/);
  // The server works out a year of statistics on the first detail it serves (seconds on a busy machine).
  await expect(page.getByRole('heading', { level: 1, name: 'Always On' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
}

const deviceList = (page: Page) => page.getByRole('list', { name: 'Devices' });
/** A list item by device name (its accessible name is "name, watts[, state]"). */
const listItem = (page: Page, name: string) => deviceList(page).getByRole('link', { name: new RegExp(`^${name.replace(/[+]/g, '\\+')},`) });

async function openSettings(page: Page, name: string): Promise<void> {
  await listItem(page, name).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/devices\/[^/]+\/settings$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
}

test.describe('devices', () => {
  test('solar shows production and its value, never a cost; the always-on figures agree', async ({ page }) => {
    await openDevices(page);
    // Always On: the cost card's average, the breakdown's total and the list row are the 48-hour estimate.
    const estimate = (await page.getByTestId('always-on-total').textContent())!.trim();
    await expect(page.getByTestId('section-cost')).toContainText(estimate);
    await expect(listItem(page, 'Always On')).toContainText(estimate);
    await expect(page.getByTestId('device-live-watts')).toContainText('live');
    await expect(page.getByTestId('section-stats')).not.toContainText('Times on');

    await page.goto('/devices/solar');
    await expect(page.getByRole('heading', { level: 1, name: 'Solar' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
    await expect(page.getByTestId('section-production')).toContainText('Yearly value');
    await expect(page.getByTestId('section-stats')).toContainText('Estimated kWh made per year');
    await expect(page.getByTestId('section-usage')).toContainText('Produced');
    await expect(page.locator('main')).not.toContainText(/cost|Times on|run time/i);
  });

  test('the battery is in the list with its charge state; its page shows its charge and production, never a cost', async ({ page }) => {
    await openDevices(page);
    const row = listItem(page, 'Battery');
    await expect(row).toBeVisible();
    // Its charge state and charge, live from the feed: "Charging · 20%", "Idle · 64%"…
    await expect(row.getByTestId('battery-charge')).toHaveText(/^(Charging|Discharging|Idle|Full|Empty) · \d{1,3}%$/, { timeout: 10_000 });
    await row.click();
    await expect(page).toHaveURL(/\/devices\/battery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Battery' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
    const charge = page.getByTestId('section-battery');
    await expect(charge.getByRole('img', { name: /^Battery charge \d{1,3}%$/ })).toBeVisible();
    await expect(charge).toContainText('Kept for backup');
    await expect(charge).toContainText('Charged today');
    await expect(page.getByTestId('section-production')).toContainText('Yearly value');
    await expect(page.locator('main')).not.toContainText(/cost|Times on|run time/i);
    await expect(listItem(page, 'Battery')).toHaveAttribute('aria-current', 'page');
  });

  test('an always-on device the user adds counts in always on, out of the unknown estimate; its page; removing it', async ({ page }) => {
    await openDevices(page);
    const section = page.getByTestId('section-always-on');
    const unknownRow = section.getByRole('listitem').filter({ hasText: 'Unknown estimate' });
    const watts = async () => Number((await unknownRow.textContent())!.match(/([\d.,]+) W/)![1]!.replace(/,/g, ''));
    const before = await watts();
    await section.getByRole('button', { name: 'Add a device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an always-on device' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Aquarium pump');
    await dialog.getByRole('textbox', { name: 'Power (W)' }).fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Always-on device added')).toBeVisible();
    const row = section.getByRole('link', { name: /Aquarium pump/ });
    await expect(row).toContainText('Added by you');
    await expect(row).toContainText('5.0 W');
    await expect.poll(watts).toBeCloseTo(before - 5, 1);

    await row.click();
    await expect(page).toHaveURL(/\/always_on\/ao-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aquarium pump' })).toBeVisible();
    await expect(page.getByTestId('always-on-device-watts')).toHaveText('5.0 W');
    await expect(page.getByTestId('section-always-on-device')).toContainText('Monthly cost');
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Remove Aquarium pump?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page).toHaveURL(/\/devices\/always_on$/);
    await expect(page.getByTestId('section-always-on').getByRole('link', { name: /Aquarium pump/ })).toHaveCount(0);
    await expect.poll(watts).toBeCloseTo(before, 1);
  });

  test('the list hides solar; opening a device shows its detail', async ({ page }) => {
    // What the server sent: the overview includes solar; the list must not show it.
    const sent: string[][] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/devices/overview') || !r.ok()) return;
      try {
        sent.push(((await r.json()) as { devices: { id: string }[] }).devices.map((d) => d.id));
      } catch {
        // the page navigated away before the body was read
      }
    });
    await openDevices(page);
    await expect.poll(() => sent.at(-1) ?? []).toContain('solar');

    await expect(page.getByRole('region', { name: 'What is always on' })).toBeVisible();
    await expect(listItem(page, 'Fridge')).toBeVisible();
    await expect(deviceList(page).getByRole('link', { name: /Solar/ })).toHaveCount(0);

    await listItem(page, 'Fridge').click();
    await expect(page).toHaveURL(/\/devices\/(?!always_on)[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fridge' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usage' }).getByTestId('usage-chart')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stats' })).toContainText('Estimated kWh per year');
    await expect(listItem(page, 'Fridge')).toHaveAttribute('aria-current', 'page');
  });

  test('renaming a device sticks after a reload', async ({ page }) => {
    await openDevices(page);
    await openSettings(page, 'Microwave');
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Office microwave');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Device updated')).toBeVisible();
    await expect(listItem(page, 'Office microwave')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Office microwave');
    await expect(listItem(page, 'Office microwave')).toBeVisible();
    await expect(listItem(page, 'Microwave')).toHaveCount(0);
  });

  test('an empty name shows the error and the server keeps the old name', async ({ page }) => {
    await openDevices(page);
    await openSettings(page, 'Toaster');
    await page.getByRole('textbox', { name: 'Name' }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'please enter a name' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Toaster');
    await expect(listItem(page, 'Toaster')).toBeVisible();
  });

  test('merging two devices opens the merged device; unmerging lists them again', async ({ page }) => {
    await openDevices(page);
    await openSettings(page, 'Dryer');
    await page.getByRole('region', { name: 'Manage' }).getByRole('button', { name: 'Merge' }).click();
    await expect(page).toHaveURL(/mergeIsOpen=true/);
    const dialog = page.getByRole('dialog', { name: 'Merge devices' });
    await expect(dialog.getByRole('checkbox', { name: /^Dryer/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Merge' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /^Washer/ }).check();
    await dialog.getByRole('button', { name: 'Merge' }).click();

    await expect(page.getByText('Merge complete')).toBeVisible();
    await expect(page).toHaveURL(/\/devices\/merged-[^/]+\/settings$/);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Dryer + Washer');
    await expect(listItem(page, 'Dryer + Washer')).toBeVisible();
    await expect(listItem(page, 'Washer')).toHaveCount(0);

    await page.getByRole('region', { name: 'Manage' }).getByRole('button', { name: 'Unmerge' }).click();
    await page.getByRole('alertdialog', { name: 'Unmerge Dryer + Washer?' }).getByRole('button', { name: 'Unmerge' }).click();
    await expect(page.getByText('Unmerge complete')).toBeVisible();
    await expect(page).toHaveURL(/\/devices(\/always_on)?$/);
    await expect(listItem(page, 'Washer')).toBeVisible();
    await expect(listItem(page, 'Dryer')).toBeVisible();
    await expect(listItem(page, 'Dryer + Washer')).toHaveCount(0);
  });
});

test.describe('devices on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Devices tab is the list; a tap opens the detail; back returns to the list at the same place', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/now$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    await expect(page).toHaveURL(/\/devices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    const washer = listItem(page, 'Washer');
    await washer.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await washer.tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Washer' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
    // The detail starts at the top, without the list.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(deviceList(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'All devices' }).tap();
    await expect(page).toHaveURL(/\/devices$/);
    await expect(listItem(page, 'Washer')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  });
});
