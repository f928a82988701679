import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openMeter, windowOf } from './support/meter';

/** An instant as New York (the demo home's zone) reads it: weekday, day of month, hour, minute. */
const newYork = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(t);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return { weekday: get('weekday'), day: Number(get('day')), hour: Number(get('hour')), minute: Number(get('minute')) };
  }, ms);

const checkedIntervals = (page: Page) => page.getByRole('radio', { checked: true });

test.describe('power meter windows', () => {
  test('Week and Month stand on calendar bounds and read like a person would write them', async ({ page }) => {
    await openMeter(page);
    await page.getByRole('radio', { name: 'Month' }).click();
    await expect(page).toHaveURL(/interval=month/);
    await expect(page.getByTestId('meter-range')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
    const month = await windowOf(page);
    expect(await newYork(page, month.start)).toMatchObject({ day: 1, hour: 0, minute: 0 });
    expect(await newYork(page, month.end)).toMatchObject({ day: 1, hour: 0, minute: 0 });
    expect(month.end - month.start).toBeGreaterThanOrEqual(28 * 86_400_000 - 3_600_000);
    // This month holds now: it does not slide with the feed, and there is no "next" yet.
    await expect(page.getByRole('button', { name: /show the period after/i })).toBeDisabled();
    await page.waitForTimeout(1500);
    expect(await windowOf(page)).toEqual(month);

    await page.getByRole('radio', { name: 'Week' }).click();
    await expect(page).toHaveURL(/interval=week/);
    await expect(page.getByTestId('meter-range')).toHaveText(/^[A-Z][a-z]{2} \d{1,2} – ([A-Z][a-z]{2} )?\d{1,2}, \d{4}$/);
    const week = await windowOf(page);
    expect(await newYork(page, week.start)).toMatchObject({ weekday: 'Mon', hour: 0, minute: 0 });
    expect(await newYork(page, week.end)).toMatchObject({ weekday: 'Mon', hour: 0, minute: 0 });

    // Last week, then forward again: this week's calendar bounds, not a rolling seven days.
    await page.getByRole('button', { name: /show the period before/i }).click();
    await expect(page.getByTestId('power-meter-chart')).toHaveAttribute('data-live', 'false');
    await page.getByRole('button', { name: /show the period after/i }).click();
    await expect.poll(() => windowOf(page)).toEqual(week);
  });

  test('the interval chooser follows the window: none is checked once zooming leaves every interval', async ({ page }) => {
    await openMeter(page);
    await expect(page.getByRole('radio', { name: 'Quarter hour' })).toBeChecked();
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await zoomOut.click(); // 30 minutes
    await expect(checkedIntervals(page)).toHaveCount(0);
    await zoomOut.click(); // 1 hour
    await expect(page.getByRole('radio', { name: 'Hour', exact: true })).toBeChecked();
    for (let i = 0; i < 5; i++) await zoomOut.click(); // 32 hours
    await expect.poll(async () => { const w = await windowOf(page); return w.end - w.start; }).toBe(32 * 3_600_000);
    await expect(checkedIntervals(page)).toHaveCount(0);
  });

  test('an unreadable query shows the live window and leaves the URL', async ({ page }) => {
    await openMeter(page, '/meter?start=garbage');
    await expect(page).toHaveURL(/\/meter$/);
    await expect(page.getByTestId('power-meter-chart')).toHaveAttribute('data-live', 'true');
    await expect(page.getByRole('radio', { name: 'Quarter hour' })).toBeChecked();
  });
});

test.describe('power meter on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap shows the point under the finger, which stays until a tap elsewhere', async ({ page }) => {
    await openMeter(page);
    await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 15_000 });
    const box = (await page.getByTestId('power-meter-chart').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.4, box.y + box.height * 0.5);
    const tooltip = page.getByTestId('meter-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(/\d+(\.\d+)? k?W/);
    await page.waitForTimeout(500);
    await expect(tooltip).toBeVisible();
    await page.getByRole('heading', { name: 'Power meter' }).tap();
    await expect(tooltip).toHaveCount(0);
  });

  test('one finger dragged along the graph moves the point under it and leaves the window; two fingers pinch', async ({ page }) => {
    await openMeter(page);
    await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 15_000 });
    const chart = page.getByTestId('power-meter-chart');
    const box = (await chart.boundingBox())!;
    const y = box.y + box.height * 0.5;
    const at = (f: number) => box.x + box.width * f;
    const before = await windowOf(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number; id: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: p.id })) });

    // One finger: the card follows it, as hover does, and the window neither pans nor stops being live.
    const tooltip = page.getByTestId('meter-tooltip');
    await touch('touchStart', [{ x: at(0.3), y, id: 1 }]);
    await expect(tooltip).toBeVisible();
    const first = await tooltip.textContent();
    for (const f of [0.4, 0.5, 0.6, 0.7]) await touch('touchMove', [{ x: at(f), y, id: 1 }]);
    await expect.poll(() => tooltip.textContent()).not.toBe(first);
    await touch('touchEnd', []);
    await expect(tooltip).toBeVisible();
    await expect(chart).toHaveAttribute('data-live', 'true');
    // The live window keeps its span (read again if a live step caught it between its two ends).
    await expect.poll(async () => { const w = await windowOf(page); return w.end - w.start; }).toBe(before.end - before.start);

    // Two fingers spread apart: the window zooms in.
    await touch('touchStart', [{ x: at(0.45), y, id: 1 }, { x: at(0.55), y, id: 2 }]);
    for (const d of [0.1, 0.15, 0.2, 0.25]) await touch('touchMove', [{ x: at(0.5 - d), y, id: 1 }, { x: at(0.5 + d), y, id: 2 }]);
    await touch('touchEnd', []);
    await expect.poll(async () => { const w = await windowOf(page); return w.end - w.start; }).toBeLessThan((before.end - before.start) * 0.5);
  });
});
