import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { axeScan, blocking, describeViolations, EXTRA_RULES, WCAG_TAGS } from './support/axe';
import { test, expect, endSession, signedInSession, DEMO, GENERATOR } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * Rate-zone journeys (issue 16) against the real server, each with the server clock pinned:
 * - Monday 2026-11-23, 17:00 in New York: a weekday evening zone (16:00-21:00) created now is current
 *   and in force, so its banner shows at once;
 * - Wednesday 2026-11-25, 13:18 in Denver: the generator home's weekly exercise run (13:15-13:35);
 * - Tuesday 2026-12-08, 19:50 in New York: the demo home's monthly grid outage (19:45-20:15), on battery.
 * Screenshots go to test-results/rate-zones/.
 */
const EVENING = Date.parse('2026-11-23T22:00:00Z');
const GENERATOR_RUN = Date.parse('2026-11-25T20:18:00Z');
const OUTAGE = Date.parse('2026-12-09T00:50:00Z');
const SHOTS = 'test-results/rate-zones';

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

/** axe on the open dialog only (the page behind it is covered and inert). */
async function axeScanDialog(page: Page): Promise<Result[]> {
  await axeScan(page);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(EXTRA_RULES.filter((id) => id !== 'landmark-unique').map((id) => [id, { enabled: true }])),
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (opts) => (window as unknown as { axe: { run(c: unknown, o: RunOptions): Promise<AxeResults> } }).axe.run({ include: [['[role="dialog"]']] }, opts),
    options,
  );
  return results.violations;
}

const zones = (page: Page) => page.getByTestId('rate-zones');
const group = (page: Page, title: string) => zones(page).getByRole('region', { name: new RegExp(`^${title}`) });
const editor = (page: Page) => page.getByRole('dialog');

/** Turns the time-of-use switch on and saves (zones price nothing and alert nothing while it is off). */
async function enableTimeOfUse(page: Page): Promise<void> {
  await page.goto('/settings/electricity_info');
  const tou = page.getByRole('switch', { name: 'My rate changes with the time of day' });
  await expect(tou).toBeVisible({ timeout: 15_000 });
  if ((await tou.getAttribute('aria-checked')) !== 'true') {
    await tou.click();
    const saved = page.waitForResponse((r) => r.request().method() !== 'GET' && /\/monitors\/\d+\/attributes/.test(r.url()));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
  }
}

test.describe('rate zones, Monday 17:00 in New York', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ now: EVENING });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('create a weekday evening zone (rules and their messages first), see it under current, its banner, duplicate and delete the duplicate', async ({ browser }) => {
    test.setTimeout(120_000);
    const s = await signedInSession(browser, server);
    const { page } = s;
    await enableTimeOfUse(page);
    await expect(zones(page).getByText('No rate zones yet')).toBeVisible();

    // The full-screen editor, with ?rateZoneOpen=true while open; Escape closes it.
    await zones(page).getByRole('button', { name: 'Add rate zone' }).click();
    await expect(editor(page)).toBeVisible();
    await expect(editor(page).getByRole('heading', { name: 'New rate zone' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]rateZoneOpen=true/);
    await page.keyboard.press('Escape');
    await expect(editor(page)).toBeHidden();
    await expect(page).not.toHaveURL(/rateZoneOpen/);
    // The browser's Back closes it too, and leaves the user on the electricity page.
    await zones(page).getByRole('button', { name: 'Add rate zone' }).click();
    await expect(editor(page)).toBeVisible();
    await page.goBack();
    await expect(editor(page)).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/electricity_info$/);
    await expect(zones(page).getByText('No rate zones yet')).toBeVisible();

    await zones(page).getByRole('button', { name: 'Add rate zone' }).click();
    const dialog = editor(page);
    // Save with nothing filled in: the name rule, and the time rules on a bad range.
    await dialog.getByLabel('Start time').fill('21:00');
    await dialog.getByLabel('End time').fill('25:00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('please enter a name')).toBeVisible();
    await expect(dialog.getByText('please enter a valid end time hour')).toBeVisible();
    await dialog.getByLabel('End time').fill('20:00');
    await dialog.getByLabel('Start time').fill('20:30');
    await dialog.getByLabel('Name').focus();
    await expect(dialog.getByText('start time must come before end time')).toBeVisible();
    await expect(dialog.getByText('end time must come after start time')).toBeVisible();
    // Crossing midnight is offered as two zones.
    await dialog.getByLabel('End time').fill('06:00');
    await expect(dialog.getByRole('region', { name: 'This zone runs past midnight' })).toBeVisible();
    // No day: its rule.
    await dialog.getByRole('checkbox', { name: 'Monday' }).uncheck();
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) await dialog.getByRole('checkbox', { name: day }).uncheck();
    await expect(dialog.getByText('please choose applicable days of the week')).toBeVisible();

    // Now a valid weekday evening zone.
    await dialog.getByRole('button', { name: 'Weekdays' }).click();
    await dialog.getByLabel('Name').fill('Evening peak');
    await dialog.getByLabel('Rate (cents per kWh)').fill('31.5');
    await dialog.getByLabel('Start time').fill('16:00');
    await dialog.getByLabel('End time').fill('21:00');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/editor-light.png`, fullPage: false });
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/rate_zones$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await (await created).request().postDataJSON()) as { end_date: string; days_enabled: string; start_date: string };
    // The end date is sent as the day after the chosen last day; the days as a comma list.
    expect(body.days_enabled).toBe('Monday,Tuesday,Wednesday,Thursday,Friday');
    expect(body.start_date).toBe('2026-11-23');
    expect(body.end_date).toBe('2027-11-23');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/rateZoneOpen/);
    const current = group(page, 'Current rate zones');
    await expect(current.getByTestId('rate-zone-row')).toHaveCount(1);
    await expect(current).toContainText('Evening peak');
    await expect(current).toContainText('31.5¢/kWh');
    await expect(current).toContainText('Weekdays');
    // The last day shown is the day before the end date sent.
    await expect(current).toContainText('Nov 23, 2026 to Nov 22, 2027');

    // The zone is in force (Monday 17:00): the rate-zone banner, until 21:00.
    const banner = page.getByRole('status').filter({ hasText: 'Evening peak rates until' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('9:00');
    await page.screenshot({ path: `${SHOTS}/list-light.png`, fullPage: true });

    // Duplicate: after 400 ms the editor opens with '… (duplicate)'; saving adds a second zone.
    await current.getByRole('button', { name: 'Duplicate Evening peak' }).click();
    await expect(editor(page).getByRole('heading', { name: 'Duplicate rate zone' })).toBeVisible();
    await expect(editor(page).getByLabel('Name')).toHaveValue('Evening peak (duplicate)');
    await expect(editor(page).getByLabel('End date (last day)')).toHaveValue('2027-11-22');
    await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor(page)).toBeHidden();
    await expect(current.getByTestId('rate-zone-row')).toHaveCount(2);

    // Delete the duplicate, after confirming.
    await current.getByRole('button', { name: 'Delete Evening peak (duplicate)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this rate zone?' });
    await expect(confirm).toContainText('Evening peak (duplicate)');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(current.getByTestId('rate-zone-row')).toHaveCount(1);
    await expect(current).not.toContainText('(duplicate)');

    // Usage splits each device's cost by rate: the rate columns add up to the cost, from the server.
    await page.goto('/usage?scale=DAY');
    const byRate = page.getByTestId('trends-cost-by-rate');
    await expect(byRate).toBeVisible({ timeout: 30_000 });
    await expect(byRate).toContainText('Evening peak');
    const rows = page.getByTestId('trends-devices').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    let zoned = 0;
    for (const tr of await rows.all()) {
      const total = Number(await tr.locator('[data-col="cost"]').getAttribute('data-cents'));
      const parts = await tr.locator('[data-col="rate"]').evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-cents'))));
      expect(parts).toHaveLength(2);
      expect(parts[0]! + parts[1]!).toBeCloseTo(total, 6);
      if (parts[1]! > 0) zoned++;
    }
    expect(zoned).toBeGreaterThan(0);
    await page.locator('section', { has: page.getByTestId('trends-devices') }).screenshot({ path: `${SHOTS}/usage-by-rate-light.png` });

    // Dismissed, the banner stays away after a reload (dismissal kept per end_time).
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('trends-devices')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Evening peak rates until' })).toHaveCount(0);
    await page.goto('/now');
    await expect(page.getByTestId('live-usage-watts')).toHaveText(/\d/, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Evening peak rates until' })).toHaveCount(0);
    await endSession(s);
  });

  test('an end date in the past turns alert and rollover off; a refused save keeps the editor open with the input and a rate zone error notice', async ({ browser }) => {
    test.setTimeout(90_000);
    const s = await signedInSession(browser, server);
    const { page } = s;
    const listed = page.waitForResponse((r) => r.request().method() === 'GET' && /\/rate_zones$/.test(r.url()));
    await page.goto('/settings/electricity_info?rateZoneOpen=true');
    const zonesUrl = (await listed).url();
    const dialog = editor(page);
    await expect(dialog.getByRole('heading', { name: 'New rate zone' })).toBeVisible({ timeout: 15_000 });
    // An end date in the past forces alert and rollover off, and disables them.
    await dialog.getByLabel('End date (last day)').fill('2026-01-10');
    await dialog.getByLabel('Start date').fill('2025-12-01');
    const alert = dialog.getByRole('switch', { name: 'Show a banner while this zone is in force' });
    await expect(alert).toBeDisabled();
    await expect(alert).toHaveAttribute('aria-checked', 'false');
    await expect(dialog.getByRole('switch', { name: 'Repeat every year' })).toBeDisabled();
    // A start date more than 365 days before the end: its message.
    await dialog.getByLabel('Start date').fill('2024-12-01');
    await dialog.getByLabel('Name').focus();
    await expect(dialog.getByText('The start date must be from 7 to 365 days before the end date')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A zone deleted elsewhere (another tab, through the API) while its editor is open: the server
    // refuses the save; the editor stays open with what was typed, and the RateZoneError notice shows.
    const token = await page.evaluate(() => window.localStorage.getItem('kw.token'));
    const headers = { Authorization: `bearer ${token}` };
    const made = await page.request.post(zonesUrl, {
      headers,
      data: { name: 'Short-lived', cost: '9.5', start_date: '2026-11-23', end_date: '2026-12-24', start_time: '01:00', end_time: '05:00', days_enabled: 'Saturday,Sunday' },
    });
    expect(made.ok()).toBe(true);
    const id = ((await made.json()) as { zones: { id: number }[] }).zones[0]!.id;
    await page.reload();
    await zones(page).getByRole('button', { name: 'Edit Short-lived' }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit rate zone' })).toBeVisible();
    await expect(dialog.getByLabel('End date (last day)')).toHaveValue('2026-12-23');
    expect((await page.request.delete(`${zonesUrl}/${id}`, { headers })).ok()).toBe(true);
    await dialog.getByLabel('Name').fill('Short-lived, renamed');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText(/^The rate zone was not saved: /)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Short-lived, renamed');
    await expect(page.getByText('Rate zone error')).toBeVisible();
    await page.keyboard.press('Escape');
    await endSession(s);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing on the list, the editor and Usage's cost by rate (${mode}${mode === 'dark' ? ', 390 px' : ''})`, async ({ browser }) => {
      test.setTimeout(90_000);
      const s = await signedInSession(browser, server, DEMO, { bypassCSP: true, viewport: mode === 'dark' ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
      const { page } = s;
      if (mode === 'dark') await setDarkMode(page, true);
      try {
        await page.goto('/settings/electricity_info');
        await expect(zones(page).getByTestId('rate-zone-row').first()).toBeVisible({ timeout: 15_000 });
        const found = describeViolations(`${mode} list`, blocking(await axeScan(page)));
        await page.screenshot({ path: `${SHOTS}/list-${mode}-${mode === 'dark' ? 390 : 1280}.png`, fullPage: true });
        await zones(page).getByRole('button', { name: /^Edit / }).first().click();
        await expect(editor(page).getByRole('heading', { name: 'Edit rate zone' })).toBeVisible();
        found.push(...describeViolations(`${mode} editor`, blocking(await axeScanDialog(page))));
        await page.screenshot({ path: `${SHOTS}/editor-${mode}-${mode === 'dark' ? 390 : 1280}.png` });
        await page.keyboard.press('Escape');
        await expect(editor(page)).toBeHidden();
        // Usage with its cost by rate.
        await page.goto('/usage?scale=DAY');
        await expect(page.getByTestId('trends-cost-by-rate')).toBeVisible({ timeout: 30_000 });
        found.push(...describeViolations(`${mode} usage`, blocking(await axeScan(page))));
        await page.locator('section', { has: page.getByTestId('trends-devices') }).screenshot({ path: `${SHOTS}/usage-by-rate-${mode}-${mode === 'dark' ? 390 : 1280}.png` });
        expect(found, found.join('\n')).toEqual([]);
      } finally {
        if (mode === 'dark') await setDarkMode(page, false);
      }
      await endSession(s);
    });
  }
});

test('the generator banner shows on the generator home during its weekly exercise run', async ({ browser }) => {
  const server = await startServer({ now: GENERATOR_RUN });
  try {
    const s = await signedInSession(browser, server, GENERATOR);
    const banner = s.page.getByRole('status').filter({ hasText: 'Your generator is on' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('Running since 1:15');
    await s.page.screenshot({ path: `${SHOTS}/banner-generator.png` });
    await endSession(s);
  } finally {
    await server.stop();
  }
});

test('the backup-power banner shows on the demo home during its grid outage', async ({ browser }) => {
  const server = await startServer({ now: OUTAGE });
  try {
    const s = await signedInSession(browser, server, DEMO, { viewport: { width: 390, height: 844 } });
    const banner = s.page.getByRole('status').filter({ hasText: 'Running on backup power' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('Your home is disconnected from the grid.');
    await s.page.screenshot({ path: `${SHOTS}/banner-backup-390.png` });
    await endSession(s);
  } finally {
    await server.stop();
  }
});

test('in French at phone width: a zone past midnight is saved as two zones', async ({ browser }) => {
  test.setTimeout(90_000);
  const server = await startServer({ now: EVENING });
  try {
    const s = await signedInSession(browser, server, DEMO, { viewport: { width: 390, height: 844 } });
    const { page } = s;
    await page.goto('/settings/appearance');
    await page.getByLabel('Language').first().selectOption('fr');
    await page.goto('/settings/electricity_info');
    await expect(zones(page).getByText('Aucune plage tarifaire')).toBeVisible({ timeout: 15_000 });
    await zones(page).getByRole('button', { name: 'Ajouter une plage tarifaire' }).click();
    const dialog = editor(page);
    await expect(dialog.getByRole('heading', { name: 'Nouvelle plage tarifaire' })).toBeVisible();
    await dialog.getByLabel('Nom').fill('Heures creuses');
    await dialog.getByLabel('Tarif (cents par kWh)').fill('8,5'.replace(',', '.'));
    await dialog.getByLabel('Heure de début').fill('22:00');
    await dialog.getByLabel('Heure de fin').fill('06:00');
    await dialog.getByLabel('Nom').focus();
    const split = dialog.getByRole('region', { name: 'Cette plage passe minuit' });
    await expect(split).toBeVisible();
    await expect(dialog.getByText('l’heure de début doit précéder l’heure de fin')).toBeVisible();
    await split.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-split-fr-390.png` });
    await split.getByRole('button', { name: 'Enregistrer en deux plages' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Enregistrée en deux plages tarifaires')).toBeVisible();
    // 22:00 → midnight from today, and midnight → 06:00 on the mornings after (from tomorrow: future).
    const rows = zones(page).getByTestId('rate-zone-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: /22\D+00 – minuit/ })).toHaveCount(1);
    await expect(rows.filter({ hasText: /0\D+00 – 0?6\D+00/ })).toHaveCount(1);
    await group(page, 'Plages tarifaires en cours').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/list-fr-390.png`, fullPage: true });
    await endSession(s);
  } finally {
    await server.stop();
  }
});
