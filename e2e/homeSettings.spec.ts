import type { Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { E2E_TIME_ZONE } from './support/clock';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { axeScan, blocking, describeViolations, EXTRA_RULES, WCAG_TAGS } from './support/axe';
import { test, expect, endSession, signedInSession, DEMO } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * Home settings journeys (issue 15) against the real server: the device survey along both branches
 * of question 1000, the postal code rules, the electricity cost reaching a device's yearly cost,
 * the billing cycle reaching trends, the inventory's 9+, and an axe scan of every page in light
 * and dark. One server of their own (they change the demo home's settings), one sign-in per test.
 */
const FIRST_DETAIL_MS = 45_000;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** The question on screen. */
const question = (page: Page) => page.getByTestId('survey-question');
const next = (page: Page) => question(page).getByRole('button', { name: 'Next' });
const answer = async (page: Page, heading: string, choices: string[], button = 'Next') => {
  await expect(question(page).getByRole('heading', { level: 2 })).toHaveText(heading);
  for (const c of choices) await question(page).getByLabel(c, { exact: true }).check();
  await question(page).getByRole('button', { name: button, exact: true }).click();
};

/**
 * axe on an open modal dialog only: the page behind it is covered by the scrim and not operable
 * (aria-modal), so its links, partly under the dialog's edge, are no targets.
 */
async function axeScanDialog(page: Page): Promise<Result[]> {
  await axeScan(page); // injects axe-core
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

/** What the server answers, read with the page's own session. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('kw.token'));
  const res = await page.request.get(`/apiservice/api/v1${path}`, { headers: { Authorization: `bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test.describe('home settings', () => {
  test('the device survey along both branches of 1000: Yes goes on to 1001, No to 1002; finishing shows the saved devices', async ({ browser }) => {
    test.setTimeout(120_000);
    const s = await signedInSession(browser, server);
    const { page } = s;
    await page.goto('/settings/home');
    await page.getByTestId('survey-card').getByRole('link').click();
    await expect(page).toHaveURL(/\/assessment$/);
    await page.getByRole('button', { name: /survey|answers/ }).click();

    // Yes → 1001; the heat pump chosen first → 1003 → 1004 → 1006 (1005 skipped).
    await answer(page, 'Does your home have air conditioning?', ['Yes']);
    await answer(page, 'What cools your home?', ['Heat pump', 'Central air conditioner']);
    await expect(question(page).getByRole('heading', { level: 2 })).toHaveText('How many heat pumps does your home have?');
    const pumps = question(page).getByRole('spinbutton', { name: 'Heat pumps' });
    await pumps.click();
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowUp');
    await expect(pumps).toHaveValue('6+');
    await next(page).click();
    await answer(page, 'Does your heat pump also heat your home in winter?', ['Yes']);
    await expect(question(page).getByRole('heading', { level: 2 })).toHaveText('Do you use any of these?');

    // Back to 1000, then No → 1002 → 1005 → 1006 and on to the end.
    for (let i = 0; i < 4; i++) await question(page).getByRole('button', { name: 'Back' }).click();
    await answer(page, 'Does your home have air conditioning?', ['No']);
    await answer(page, 'How do you keep cool on hot days?', ['Fans']);
    // A none answer clears the others, and another answer clears it.
    await expect(question(page).getByRole('heading', { level: 2 })).toHaveText('What heats your home?');
    await question(page).getByLabel('Electric furnace').check();
    await question(page).getByLabel('None of these').check();
    await expect(question(page).getByLabel('Electric furnace')).not.toBeChecked();
    await question(page).getByLabel('Gas or oil furnace').check();
    await expect(question(page).getByLabel('None of these')).not.toBeChecked();
    await next(page).click();
    await answer(page, 'Do you use any of these?', ['Dehumidifier']);
    await answer(page, 'How is your water heated?', ['Heat pump water heater']);
    await answer(page, 'Do you have any of these?', ['Sump pump']);
    await answer(page, 'What kind of cooktop do you have?', ['Induction']);
    await answer(page, 'Which of these are in your kitchen?', ['Dishwasher', 'Microwave']);
    await answer(page, 'What kind of clothes dryer do you have?', ['Electric dryer']);
    await answer(page, 'How many loads of laundry do you wash in a week?', []);
    await answer(page, 'Which of these do you have?', ['Electric vehicle']);
    await answer(page, 'How is your pool or hot tub heated?', ['I don’t have a pool or hot tub']);
    await answer(page, 'How many TVs are in your home?', []);
    await answer(page, 'Which of these do you use at home?', ['Game console'], 'Finish');

    const summary = page.getByTestId('survey-summary');
    await expect(summary.getByRole('heading', { name: 'Thanks! Your survey is saved.' })).toBeVisible();
    const devices = summary.getByRole('list', { name: 'Devices saved from your answers' });
    await expect(devices.getByRole('listitem')).toHaveCount(12);
    await expect(devices).toContainText('Electric vehicle');
    // What the server holds: the No branch only (the Yes answers were left behind), COMPLETED.
    const saved = await api<{ progress: string; survey_response: { question_id: number }[] }>(page, '/app/monitors/100001/inventory_survey');
    expect(saved.progress).toBe('COMPLETED');
    expect(saved.survey_response.map((r) => r.question_id)).toEqual([1000, 1002, 1005, 1006, 2000, 2001, 3000, 3001, 4000, 4001, 5000, 5001, 6000, 6001]);
    await endSession(s);
  });

  test("a Canadian postal code is accepted, and 'ABC' shows 'Please enter a valid US or Canadian postal code.'", async ({ browser }) => {
    const s = await signedInSession(browser, server);
    const { page } = s;
    await page.goto('/settings/home');
    await expect(page.getByRole('heading', { level: 1, name: 'My Home' })).toBeVisible();
    const postal = page.getByRole('textbox', { name: 'Postal code' });
    await postal.fill('ABC');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid US or Canadian postal code.')).toBeVisible();
    await expect(postal).toHaveValue('ABC');

    await postal.fill('K1A 0B1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Home info has been saved to Settings')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('K1A 0B1');
    expect((await api<{ state: string }>(page, '/app/monitors/100001/attributes')).state).toBe('ON');
    // Back to the demo home's ZIP code, for the journeys after this one.
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10001');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Home info has been saved to Settings').first()).toBeVisible();
    await endSession(s);
  });

  test("changing the electricity cost changes a device's yearly cost", async ({ browser }) => {
    test.setTimeout(150_000);
    const s = await signedInSession(browser, server);
    const { page } = s;
    await page.goto('/devices');
    await expect(page.getByRole('heading', { level: 1, name: 'Always On' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
    await page.getByRole('list', { name: 'Devices' }).getByRole('link', { name: /^Fridge,/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fridge' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
    const yearly = page.getByTestId('yearly-cost');
    await expect(yearly).toHaveText(/\$\d/, { timeout: FIRST_DETAIL_MS });
    // A brand-new server may answer first from the recent months (the year still loading, and the
    // page says so): the yearly figure to compare is the whole year's, once the notice is gone.
    await expect(page.getByTestId('device-loading-days')).toHaveCount(0, { timeout: 60_000 });
    const before = dollars(await yearly.textContent());
    const fridgeUrl = page.url();

    await page.goto('/settings/electricity_info');
    const cost = page.getByRole('textbox', { name: 'Cost per kWh, in cents' });
    await expect(cost).toHaveValue('16.5');
    // A number input rejects typing above its max (999).
    await cost.fill('');
    await cost.pressSequentially('1000');
    await expect(cost).toHaveValue('100');
    await cost.fill('33');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Home info has been saved to Settings')).toBeVisible();

    await page.goto(fridgeUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Fridge' })).toBeVisible({ timeout: FIRST_DETAIL_MS });
    await expect(page.getByTestId('device-loading-days')).toHaveCount(0, { timeout: 60_000 });
    await expect.poll(async () => dollars(await page.getByTestId('yearly-cost').textContent()), { timeout: FIRST_DETAIL_MS }).not.toBe(before);
    const after = dollars(await page.getByTestId('yearly-cost').textContent());
    expect(after / before).toBeGreaterThan(1.9);
    expect(after / before).toBeLessThan(2.1);

    await page.goto('/settings/electricity_info');
    await page.getByRole('textbox', { name: 'Cost per kWh, in cents' }).fill('16.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Home info has been saved to Settings')).toBeVisible();
    await endSession(s);
  });

  test('a billing cycle start is saved and the CYCLE period of trends follows it', async ({ browser }) => {
    const s = await signedInSession(browser, server);
    const { page } = s;
    await page.goto('/settings/electricity_info');
    const cycle = page.getByRole('combobox', { name: 'Your billing cycle starts on' });
    await expect(cycle).toHaveValue('1');
    await cycle.selectOption({ label: 'Day 15 of the month' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Home info has been saved to Settings')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Your billing cycle starts on' })).toHaveValue('15');
    const trends = await api<{ scale: string; start: string }>(page, '/app/history/trends?monitor_id=100001&scale=CYCLE');
    expect(trends.scale).toBe('cycle');
    // The cycle holding the server's now began on the 15th (of this month or the last), at midnight in New York.
    const today = DateTime.fromMillis(server.now(), { zone: E2E_TIME_ZONE });
    const cycleStart = (today.day >= 15 ? today : today.minus({ months: 1 })).set({ day: 15 }).startOf('day');
    expect(trends.start).toBe(cycleStart.toUTC().toISO());
    await page.getByRole('combobox', { name: 'Your billing cycle starts on' }).selectOption('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Home info has been saved to Settings')).toBeVisible();
    await endSession(s);
  });

  test('with no billing cycle Usage has no Bill tab; setting a cycle start makes Bill appear, on that cycle', async ({ browser }) => {
    test.setTimeout(180_000);
    const s = await signedInSession(browser, server);
    const { page } = s;
    const saveCycle = async (value: string) => {
      await page.goto('/settings/electricity_info');
      await page.getByRole('combobox', { name: 'Your billing cycle starts on' }).selectOption(value);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Home info has been saved to Settings')).toBeVisible();
    };
    await saveCycle('-1');
    await page.goto('/usage');
    await expect(page.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
    await expect(page.getByRole('tab', { name: 'Bill' })).toHaveCount(0);

    await saveCycle('15');
    await page.goto('/usage');
    await expect(page.getByRole('tab', { name: 'Bill' })).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
    // The frame on screen is the cycle holding the server's now, begun on the 15th at midnight in New York.
    const today = DateTime.fromMillis(server.now(), { zone: E2E_TIME_ZONE });
    const cycleStart = (today.day >= 15 ? today : today.minus({ months: 1 })).set({ day: 15 }).startOf('day');
    await expect(page.getByTestId('trends-frame')).toHaveAttribute('data-start', cycleStart.toUTC().toISO()!);

    await saveCycle('1');
    await endSession(s);
  });

  test('the inventory takes 12 of something as 9, shown 9+', async ({ browser }) => {
    const s = await signedInSession(browser, server);
    const { page } = s;
    await page.goto('/settings/home');
    await page.getByTestId('inventory-card').getByRole('button', { name: 'Edit the inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Device inventory' });
    await dialog.getByRole('button', { name: /^Kitchen/ }).click();
    const fridges = dialog.getByRole('spinbutton', { name: 'How many: Fridge' });
    await fridges.click();
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowUp');
    await expect(fridges).toHaveValue('9+');
    await expect(dialog.getByRole('button', { name: 'More: Fridge' })).toBeDisabled();
    await expect(dialog.getByRole('group', { name: /^Fridge \d$/ })).toHaveCount(9);
    await dialog.getByRole('group', { name: 'Fridge 1' }).getByRole('textbox', { name: 'Make' }).fill('Samsung');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Inventory saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('inventory-card')).toContainText('9 devices counted.');
    await page.getByTestId('inventory-card').getByRole('button', { name: 'Edit the inventory' }).click();
    await dialog.getByRole('button', { name: /^Kitchen/ }).click();
    await expect(dialog.getByRole('spinbutton', { name: 'How many: Fridge' })).toHaveValue('9+');
    await expect(dialog.getByRole('group', { name: 'Fridge 1' }).getByRole('textbox', { name: 'Make' })).toHaveValue('Samsung');
    await endSession(s);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the home settings pages (${mode})`, async ({ browser }) => {
      test.setTimeout(120_000);
      const s = await signedInSession(browser, server, DEMO, { colorScheme: mode, bypassCSP: true });
      const { page } = s;
      const found: string[] = [];
      const scan = async (where: string) => found.push(...describeViolations(`${mode} ${where}`, blocking(await axeScan(page))));
      const setDark = async (on: boolean) => {
        await page.goto('/settings/appearance');
        const toggle = page.getByRole('switch', { name: 'Dark mode' });
        if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-mode', on ? 'dark' : 'light');
      };
      if (mode === 'dark') await setDark(true);
      try {
        await page.goto('/settings/home');
        await expect(page.getByRole('combobox', { name: 'Home type' })).toBeVisible();
        await expect(page.getByTestId('inventory-card').getByRole('button')).toBeEnabled();
        await scan('/settings/home');
        await page.getByTestId('inventory-card').getByRole('button').click();
        await expect(page.getByRole('dialog', { name: 'Device inventory' })).toBeVisible();
        found.push(...describeViolations(`${mode} inventory dialog`, blocking(await axeScanDialog(page))));
        await page.keyboard.press('Escape');

        await page.goto('/settings/electricity_info');
        await expect(page.getByRole('switch', { name: 'Show costs' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Or use an average rate' })).toBeEnabled();
        await scan('/settings/electricity_info');

        await page.goto('/settings/solar');
        await expect(page.getByTestId('battery-section').locator('dl')).toBeVisible({ timeout: 20_000 });
        await scan('/settings/solar');

        await page.goto('/settings/panel');
        await expect(page.getByRole('radio', { name: /Main panel/ })).toBeVisible();
        await page.getByRole('button', { name: 'Increase' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Choose a main panel or a sub-panel')).toBeVisible();
        await scan('/settings/panel with an error');

        await page.goto('/assessment');
        await page.getByRole('button', { name: /survey|answers/ }).click();
        await expect(question(page)).toBeVisible();
        await scan('/assessment question');
        await question(page).getByRole('button', { name: 'Finish later' }).click();
        await expect(page.getByTestId('survey-summary')).toBeVisible();
        await scan('/assessment summary');
      } finally {
        if (mode === 'dark') await setDark(false);
      }
      expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
      await endSession(s);
    });
  }
});
