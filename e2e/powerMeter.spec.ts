import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openMeter, windowOf } from './support/meter';

/** How many canvas pixels have been painted (the series draws on canvas). */
const paintedPixels = (page: Page) =>
  page.getByTestId('power-meter-chart').locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0) return 0;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
    return n;
  });

test.describe('power meter', () => {
  test('/meter draws the last minutes and moves with the live feed', async ({ page }) => {
    await openMeter(page);
    const chart = page.getByTestId('power-meter-chart');
    await expect(chart).toHaveAttribute('data-live', 'true');
    await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 10_000 });
    await expect.poll(() => paintedPixels(page), { timeout: 10_000 }).toBeGreaterThan(500);
    const before = await windowOf(page);
    expect(before.end - before.start).toBe(15 * 60_000);
    await expect.poll(async () => (await windowOf(page)).start, { timeout: 5_000, intervals: [250] }).toBeGreaterThan(before.start);
    await expect(page).toHaveURL(/\/meter$/);
  });

  test('day, back a day, zoom in: the URL follows, and reload and back restore the window', async ({ page }) => {
    await openMeter(page);
    await page.getByRole('radio', { name: 'Day' }).click();
    await expect(page).toHaveURL(/interval=day/);
    const liveDay = await windowOf(page);
    expect(liveDay.end - liveDay.start).toBe(86_400_000);

    await page.getByRole('button', { name: /show the period before/i }).click();
    // Yesterday in the monitor's zone (New York): from local midnight to local midnight.
    await expect(page).toHaveURL(/start=\d{4}-\d\d-\d\dT0[45]%3A00%3A00\.000Z/);
    const chart = page.getByTestId('power-meter-chart');
    await expect(chart).toHaveAttribute('data-live', 'false');
    const yesterday = await windowOf(page);
    await expect(page.getByTestId('meter-range')).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 15_000 });

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => { const w = await windowOf(page); return w.end - w.start; }).toBe(43_200_000);
    const zoomed = await windowOf(page);
    // Continuous zoom replaces the URL once it settles.
    await expect(page).toHaveURL(new RegExp(`start=${encodeURIComponent(new Date(zoomed.start).toISOString())}`));
    const url = page.url();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Power meter' })).toBeVisible();
    expect(page.url()).toBe(url);
    await expect.poll(() => windowOf(page)).toEqual(zoomed);
    // Twelve hours is no interval of the chooser: none is checked.
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 15_000 });

    // The zoom replaced the entry of the shift: back goes to the live day.
    await page.goBack();
    await expect(page).toHaveURL(/interval=day/);
    // The live day it was (it has slid along with the feed since).
    await expect.poll(async () => Math.abs((await windowOf(page)).start - liveDay.start)).toBeLessThan(120_000);
    await page.goForward();
    await expect.poll(() => windowOf(page)).toEqual(zoomed);
    expect(yesterday.end - yesterday.start).toBeGreaterThanOrEqual(23 * 3_600_000);
  });

  test('a peak link opens its 15 minutes; Now clears the query', async ({ page, server }) => {
    const start = new Date(server.now() - 2 * 3_600_000);
    start.setUTCSeconds(0, 0);
    const end = new Date(start.getTime() + 15 * 60_000);
    await openMeter(page, `/meter?start=${start.toISOString()}&end=${end.toISOString()}`);
    await expect.poll(() => windowOf(page)).toEqual({ start: start.getTime(), end: end.getTime() });
    await expect(page.getByRole('radio', { name: 'Quarter hour' })).toBeChecked();
    await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Now' }).click();
    await expect(page).toHaveURL(/\/meter$/);
    await expect(page.getByTestId('power-meter-chart')).toHaveAttribute('data-live', 'true');
  });
});
