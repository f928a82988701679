import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, newContextFor, signIn, DEMO } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';
import { axeScan, blocking, describeViolations } from './support/axe';

/**
 * The measured store keeps a gap as a gap (server/README.md "The measured store"): the demo home's
 * source is stopped for two simulated minutes (PUT /app/monitors/{id}/source) on a server of its own
 * whose clock runs 60 times faster, then started again. The power meter draws nothing there (its
 * history answers nulls for those minutes) and its table says so; Usage says how many minutes of the
 * period have no data. Nothing is faked: the journey reads what the server stored.
 */
const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots', 'measured-gap');
const MONITOR = 100001;
const API = '/apiservice/api/v1';
const MIN = 60_000;

async function token(page: Page): Promise<string> {
  const t = await page.evaluate(() => window.localStorage.getItem('kw.token'));
  expect(t).toBeTruthy();
  return t!;
}

async function setSource(page: Page, state: 'running' | 'stopped'): Promise<void> {
  const res = await page.request.put(`${API}/app/monitors/${MONITOR}/source`, { headers: { Authorization: `bearer ${await token(page)}` }, data: { state } });
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { state: string }).state).toBe(state);
}

/** Waits until the server clock has passed `ms`. */
async function until(server: RunningServer, ms: number): Promise<void> {
  await expect.poll(() => server.now(), { timeout: 30_000 }).toBeGreaterThan(ms);
}

test.describe('a stopped source leaves a gap', () => {
  test('stop the demo meter for two minutes: the history answers nulls there, the power meter and its table show the gap, Usage counts it', async ({ browser }) => {
    test.setTimeout(150_000);
    // One simulated minute a real second; tokens that outlast the journey at that pace.
    const server = await startServer({ env: { KILOWATCH_CLOCK_RATE: '60', KILOWATCH_ACCESS_TOKEN_TTL: '86400' } });
    const context = await newContextFor(browser, server, { bypassCSP: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      await page.goto('/login');
      await signIn(page, DEMO);
      await expect(page).toHaveURL(/\/now$/);

      // Stop at a whole minute plus a few seconds, so whole minutes fall inside the stop.
      await until(server, Math.ceil((server.now() + 2 * MIN) / MIN) * MIN + 5_000);
      await setSource(page, 'stopped');
      const stoppedAt = server.now();
      const status = await page.request.get(`${API}/app/monitors/${MONITOR}/source`, { headers: { Authorization: `bearer ${await token(page)}` } });
      expect(((await status.json()) as { kind: string; state: string }).kind).toBe('simulator');
      await until(server, stoppedAt + 2 * MIN + 30_000);
      await setSource(page, 'running');
      const resumedAt = server.now();
      await until(server, resumedAt + 4 * MIN);

      // The history the power meter reads: nulls for the minutes the meter was stopped, figures either side.
      const from = Math.floor(stoppedAt / MIN) * MIN - 3 * MIN;
      const hist = await page.request.get(`${API}/app/history/usage?monitor_id=${MONITOR}&granularity=MINUTE&frames=10&start=${new Date(from).toISOString()}`, {
        headers: { Authorization: `bearer ${await token(page)}` },
      });
      expect(hist.ok()).toBe(true);
      const totals = ((await hist.json()) as { totals: (number | null)[][] }).totals;
      const whole = (m: number) => from + m * MIN >= stoppedAt && from + (m + 1) * MIN <= resumedAt;
      for (let m = 0; m < totals.length; m++) {
        const e = totals[m]!;
        if (whole(m)) expect(e.every((v) => v === null), `minute ${m} is a gap`).toBe(true);
        else if (from + (m + 1) * MIN <= stoppedAt || from + m * MIN >= resumedAt) expect(e[4], `minute ${m} has data`).toBeGreaterThan(0);
      }
      expect(totals.filter((e) => e.every((v) => v === null)).length).toBeGreaterThanOrEqual(1);

      // The power meter on those minutes: its table has a row saying the meter was not heard.
      const end = from + 15 * MIN;
      await page.goto(`/meter?start=${new Date(from).toISOString()}&end=${new Date(end).toISOString()}`);
      await expect(page.getByRole('heading', { name: 'Power meter' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('meter-summary')).toHaveText(/usage ranged from/, { timeout: 20_000 });
      await page.screenshot({ path: path.join(SHOTS, 'meter-chart-gap-desktop-light-en.png') });
      await page.getByRole('button', { name: 'Table' }).click();
      const table = page.getByRole('region', { name: /Power readings/ });
      await expect(table.getByRole('row', { name: /No data: the meter was not heard/ }).first()).toBeVisible();
      // Rows with figures on both sides of the gap.
      const rows = table.getByRole('row');
      const texts = await rows.allInnerTexts();
      const gapAt = texts.findIndex((t) => /No data: the meter was not heard/.test(t));
      expect(gapAt).toBeGreaterThan(1);
      expect(texts[gapAt - 1]).toMatch(/W/);
      expect(texts[gapAt + 1]).toMatch(/W/);
      await page.screenshot({ path: path.join(SHOTS, 'meter-table-gap-desktop-light-en.png') });
      const violations = blocking(await axeScan(page));
      expect(violations, describeViolations('power meter table with a gap', violations).join('\n')).toEqual([]);

      // Usage: the period's figures count nothing there, and the screen says how long the gap was.
      await page.goto('/usage');
      const gap = page.getByTestId('trends-gap');
      await expect(gap).toHaveText(/^No data for \d+ minutes of this period: the meter was not heard/, { timeout: 30_000 });
      const minutes = Number(/No data for (\d+) minutes/.exec((await gap.textContent()) ?? '')![1]);
      expect(minutes).toBeGreaterThanOrEqual(2);
      // 2 min 30 s stopped; at 60 simulated seconds a real one, each second the stop and resume
      // requests wait on a loaded machine is a simulated minute more of outage.
      expect(minutes).toBeLessThanOrEqual(4);
      await page.screenshot({ path: path.join(SHOTS, 'usage-gap-desktop-light-en.png') });
      const usageViolations = blocking(await axeScan(page));
      expect(usageViolations, describeViolations('usage with a gap', usageViolations).join('\n')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
