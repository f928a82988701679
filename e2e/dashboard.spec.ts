import type { Page, Response } from '@playwright/test';
import type { WireComparisons, WireCumulative, WireTrends } from '../src/api/wire/trends';
import { test, expect, signIn } from './support/fixtures';
import { axeScan, blocking, describeViolations } from './support/axe';
import { kwhText } from './support/format';

/**
 * The dashboard (/dashboard) against the real server: the comparison card, the period so far
 * against the last (the same figure as Usage and cumulative usage), and axe in light and dark.
 */
const FIRST_ANSWER_MS = 30_000;

const answer = <T>(page: Page, path: string, test: (q: URLSearchParams) => boolean = () => true) =>
  page
    .waitForResponse((r: Response) => r.url().includes(path) && r.ok() && test(new URL(r.url()).searchParams), { timeout: FIRST_ANSWER_MS })
    .then(async (r) => (await r.json()) as T);

async function signInAt(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/now$/);
  await page.goto(path);
}

test.describe('dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the dashboard shows the comparison card: Last 30 days, the first row with a marker active', async ({ page }) => {
    const comparisons = answer<WireComparisons>(page, '/app/history/comparisons');
    await signInAt(page, '/dashboard');
    const data = await comparisons;
    const card = page.getByRole('region', { name: 'Compared with other homes' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Last 30 days')).toBeVisible();
    const first = data.comparisons.find((r) => r.cohort_marker !== null && r.selectable)!;
    await expect(card.getByRole('radio', { name: new RegExp(first.title) })).toBeChecked();
    await expect(card.getByTestId('comparison-scale')).toHaveAttribute('data-marker', String(first.cohort_marker));
    await expect(card.getByTestId('comparison-detail')).toContainText(first.comparison_summary_text);
    // Another selectable row can be chosen; rows without a comparison offer the home details page.
    const other = data.comparisons.find((r) => r.selectable && r.id !== first.id);
    if (other) {
      await card.getByRole('radio', { name: new RegExp(other.title) }).check();
      await expect(card.getByTestId('comparison-scale')).toHaveAttribute('data-marker', String(other.cohort_marker));
    }
    for (const row of data.comparisons.filter((r) => !r.selectable && r.destination)) {
      await expect(card.locator(`[data-row="${row.id}"]`).getByRole('link')).toHaveAttribute('href', row.destination!);
    }
  });

  test('this period so far is one figure: the dashboard, cumulative usage and the Usage viewer agree', async ({ page }) => {
    const trends = answer<WireTrends>(page, '/app/history/trends', (q) => q.get('scale') === 'CYCLE');
    const cumulative = answer<WireCumulative>(page, '/app/history/cumulative');
    await signInAt(page, '/dashboard');
    const [period, running] = await Promise.all([trends, cumulative]);
    const soFar = page.getByTestId('dashboard-so-far-kwh');
    await expect(soFar).toBeVisible({ timeout: FIRST_ANSWER_MS });
    const shown = (await soFar.textContent())!.trim();
    expect(shown).toBe(kwhText(period.consumption.total));
    const current = running.start === period.start ? running : null;
    if (current) expect(current.consumption.totals.at(-1)!).toBeCloseTo(period.consumption.total, 1);
    await expect(page.getByTestId('cumulative-summary')).toContainText(`${shown} used over the first`);
    await expect(page.getByRole('region', { name: 'Top devices' }).getByRole('link').nth(1)).toBeVisible();

    await page.getByRole('navigation', { name: 'Usage views' }).getByRole('link', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/usage$/);
    await expect(page.getByTestId('trends-stats').locator('[data-stat="usage"] dd').first()).toHaveText(shown);
  });

  test('in French: the app\'s and the server\'s texts', async ({ page }) => {
    await signInAt(page, '/now');
    // The chosen language is kept in local storage (the Appearance page's picker writes it).
    await page.evaluate(() => window.localStorage.setItem('kw.locale', 'fr'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({ timeout: FIRST_ANSWER_MS });
    const card = page.getByRole('region', { name: 'Comparé à d’autres foyers' });
    await expect(card.getByText('Les 30 derniers jours')).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await expect(card.getByRole('radio', { name: /Foyers voisins/ })).toBeVisible();
    await page.goto('/usage');
    await expect(page.getByRole('tab', { name: 'Facture' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('trends-devices').getByRole('link', { name: 'Autres' })).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await expect(page.locator('main')).not.toContainText(/\b(Usage|Cost|Other|Always On)\b/);
  });

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`axe, ${mode}`, () => {
      test.use({ colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });
      test(`/dashboard has no serious or critical violation in ${mode} mode`, async ({ page }) => {
        await signInAt(page, '/now');
        await setMode(page, mode);
        try {
          await page.goto('/dashboard');
          await expect(page.getByTestId('dashboard-so-far-kwh')).toBeVisible({ timeout: FIRST_ANSWER_MS });
          await expect(page.getByTestId('comparison-detail')).toBeVisible();
          await expect(page.getByTestId('cumulative-chart')).toBeVisible();
          const found = describeViolations(`/dashboard ${mode}`, blocking(await axeScan(page)));
          await page.getByRole('region', { name: 'Cumulative usage' }).getByRole('button', { name: 'Table' }).click();
          found.push(...describeViolations(`/dashboard table ${mode}`, blocking(await axeScan(page))));
          expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
        } finally {
          if (mode === 'dark') await setMode(page, 'light');
        }
      });
    });
  }
});

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
