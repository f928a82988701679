import fs from 'node:fs';
import type { Page, Response } from '@playwright/test';
import type { WireTrends } from '../src/api/wire/trends';
import { test, expect, signIn } from './support/fixtures';
import { axeScan, blocking, describeViolations } from './support/axe';
import { E2E_TIME_ZONE } from './support/clock';
import { kwhText } from './support/format';

/**
 * The Usage viewer (/usage) against the real server, at the suite's pinned instant: open it, switch
 * units, page back with the arrow key, sort the device table by cost, open a device row, export a
 * week of hourly CSV and check its rows and sum against the trends totals; axe in light and dark.
 */
const FIRST_ANSWER_MS = 30_000;

/** Signs in and opens /usage; resolves with the answer of the period the viewer shows. */
async function openUsage(page: Page): Promise<WireTrends> {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/now$/);
  // The carousel asks for the previous and the current frame together: keep every answer.
  const answers = new Map<string, WireTrends>();
  const collect = async (r: Response) => {
    if (!r.url().includes('/app/history/trends') || !r.ok()) return;
    try {
      const d = (await r.json()) as WireTrends;
      answers.set(`${d.scale}|${d.start}`, d);
    } catch {
      // the page moved on before the body was read
    }
  };
  page.on('response', collect);
  await page.goto('/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  const frame = page.getByTestId('trends-frame');
  await expect(frame).toBeVisible({ timeout: FIRST_ANSWER_MS });
  const key = `${await frame.getAttribute('data-scale')}|${await frame.getAttribute('data-start')}`;
  await expect.poll(() => answers.has(key)).toBe(true);
  page.off('response', collect);
  return answers.get(key)!;
}

/** 'YYYY-MM-DD' of an instant in the demo home's zone. */
const localDate = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: E2E_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));

test.describe('usage', () => {
  // The server simulates a year the first time a device's detail or a cold period is asked for.
  test.describe.configure({ timeout: 180_000 });

  test('open Usage: the running billing cycle, with figures, chart and summary from one answer', async ({ page, server }) => {
    const data = await openUsage(page);
    // The demo home's billing cycle starts on day 1: the running cycle holds now.
    expect(Date.parse(data.start)).toBeLessThanOrEqual(server.now());
    expect(Date.parse(data.end)).toBeGreaterThan(server.now());
    await expect(page.getByRole('tab', { name: 'Bill' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('trends-frame')).toHaveAttribute('data-start', data.start);
    await expect(page.getByText('So far', { exact: true })).toBeVisible();
    const stats = page.getByTestId('trends-stats');
    const kwh = kwhText(data.consumption.total);
    await expect(stats.locator('[data-stat="usage"] dd').first()).toHaveText(kwh);
    await expect(page.getByTestId('trends-summary')).toContainText(`${kwh} used`);
    await expect(page.getByTestId('trends-chart')).toBeVisible();
    // Keyboard: the chart announces the bar it steps to.
    await page.getByTestId('trends-chart').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('trends-chart-announcement')).toContainText(/Usage [\d.,]+ kWh/);
    await expect(page.getByTestId('trends-flows')).toContainText('Self-powered');
  });

  test('switch units, then page back with the arrow key; back in the browser returns', async ({ page, server }) => {
    await openUsage(page);
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page).toHaveURL(/\/usage\?scale=WEEK$/);
    const frame = page.getByTestId('trends-frame');
    await expect(frame).toHaveAttribute('data-scale', 'week', { timeout: FIRST_ANSWER_MS });
    // This week: Monday to Sunday, holding now.
    const thisWeekStart = (await frame.getAttribute('data-start'))!;
    expect(Date.parse(thisWeekStart)).toBeLessThanOrEqual(server.now());
    expect(Date.parse(thisWeekStart) + 7 * 86_400_000 + 3_600_000).toBeGreaterThan(server.now());
    expect(new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: E2E_TIME_ZONE }).format(new Date(thisWeekStart))).toBe('Monday');

    await page.getByTestId('trends-carousel').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/usage\?scale=WEEK&start=/);
    const previousStart = new URL(page.url()).searchParams.get('start')!;
    expect(Date.parse(thisWeekStart) - Date.parse(previousStart)).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    await expect(frame).toHaveAttribute('data-start', previousStart, { timeout: FIRST_ANSWER_MS });
    await expect(page.getByText('So far', { exact: true })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/usage\?scale=WEEK$/);
    await expect(frame).toHaveAttribute('data-start', thisWeekStart);
  });

  test('sort the device table by cost, then open a device row', async ({ page }) => {
    await openUsage(page);
    const table = page.getByTestId('trends-devices');
    await table.getByRole('button', { name: /^Cost/ }).click();
    await expect(table.getByRole('columnheader', { name: /^Cost/ })).toHaveAttribute('aria-sort', 'descending');
    const cents = (await table.locator('td[data-col="cost"]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-cents'))))) as number[];
    expect(cents.length).toBeGreaterThan(5);
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    await expect(table.getByRole('link', { name: 'Other' })).toHaveAttribute('href', '/devices/unknown');

    const first = table.getByRole('rowheader').first().getByRole('link');
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/devices\/[^/]+$/);
    // A device's first detail works out a year of statistics (the server also warms past days after trends).
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 90_000 });
  });

  test('export a week of hourly CSV: every hour, in order, summing to the week\'s trends total', async ({ page }) => {
    const weeks = new Map<string, WireTrends>();
    page.on('response', async (r) => {
      const q = new URL(r.url()).searchParams;
      if (!r.url().includes('/app/history/trends') || q.get('scale') !== 'WEEK' || !r.ok()) return;
      try {
        const d = (await r.json()) as WireTrends;
        weeks.set(d.start, d);
      } catch {
        // the page moved on before the body was read
      }
    });
    await openUsage(page);
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page).toHaveURL(/scale=WEEK/);
    await page.getByTestId('trends-carousel').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/scale=WEEK&start=/);
    // The whole previous week (the carousel asked for it together with the current one).
    const start = new URL(page.url()).searchParams.get('start')!;
    await expect.poll(() => weeks.has(start), { timeout: FIRST_ANSWER_MS }).toBe(true);
    const lastWeek = weeks.get(start)!;
    const first = localDate(Date.parse(lastWeek.start));
    const last = localDate(Date.parse(lastWeek.end) - 1);

    await page.getByTestId('trends-export').click();
    const dialog = page.getByRole('dialog', { name: 'Export usage data' });
    await dialog.getByRole('radio', { name: 'Choose dates' }).check();
    await dialog.getByLabel('From').fill(first);
    await dialog.getByLabel('To').fill(last);
    await dialog.getByRole('radio', { name: 'Hourly' }).check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`kilowatch-N327004101-${first}-to-${last}-hour.csv`);
    await expect(dialog.getByTestId('export-success')).toContainText('Your data is downloading');
    await expect(page.getByRole('status').filter({ hasText: 'Export ready' })).toBeVisible();

    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe('start,end,consumption_kwh,production_kwh,from_grid_kwh,to_grid_kwh,cost_cents,data');
    const hours = (Date.parse(lastWeek.end) - Date.parse(lastWeek.start)) / 3_600_000; // 167-169 on DST weeks
    expect(rows).toHaveLength(hours);
    const cells = rows.map((r) => r.split(','));
    const starts = cells.map((c) => Date.parse(c[0]!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(hours);
    expect(cells.every((c) => c[7] === 'ok')).toBe(true);
    const sum = (i: number) => cells.reduce((s, c) => s + Number(c[i]), 0);
    expect(sum(2)).toBeCloseTo(lastWeek.consumption.total, 3);
    expect(sum(3)).toBeCloseTo(lastWeek.production.total, 3);
    expect(sum(4)).toBeCloseTo(lastWeek.from_grid!, 3);
  });

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`axe, ${mode}`, () => {
      test.use({ colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });
      test(`/usage has no serious or critical violation in ${mode} mode`, async ({ page }) => {
        await openUsage(page);
        await setMode(page, mode);
        try {
          await page.goto('/usage');
          await expect(page.getByTestId('trends-chart')).toBeVisible({ timeout: FIRST_ANSWER_MS });
          await expect(page.getByTestId('trends-devices')).toBeVisible();
          const found = describeViolations(`/usage ${mode}`, blocking(await axeScan(page)));
          await page.getByRole('button', { name: 'Table' }).click();
          found.push(...describeViolations(`/usage table ${mode}`, blocking(await axeScan(page))));
          await page.getByTestId('trends-export').click();
          await page.getByRole('dialog').getByRole('radio', { name: 'Choose dates' }).check();
          found.push(...describeViolations(`/usage export ${mode}`, blocking(await axeScan(page))));
          expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
        } finally {
          if (mode === 'dark') await setMode(page, 'light');
        }
      });
    });
  }
});

/** The user's own Appearance setting drives the mode once signed in. */
async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.goto('/settings/appearance');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) !== String(mode === 'dark')) {
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/users\/\d+\/settings$/.test(r.url()));
    await toggle.click();
    expect((await saved).ok()).toBe(true);
  }
  await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
}
