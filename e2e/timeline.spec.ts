import type { Locator, Page } from '@playwright/test';
import { test, expect, newContextFor, nowCard, signIn, DEMO } from './support/fixtures';
import { startServer } from './support/server';

/** The Now screen's "Recent activity" card, once the timeline has loaded. */
async function recentActivity(page: Page): Promise<Locator> {
  await page.goto('/login');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/now$/);
  const card = await nowCard(page, 'Recent activity');
  await expect(card.getByTestId('timeline-day').first()).toBeVisible({ timeout: 15_000 });
  return card;
}

const WEEKDAY = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}$/;

test.describe('timeline and peak notices', () => {
  test('/now shows news, day headers and the first events', async ({ page }) => {
    const card = await recentActivity(page);
    await expect(card.getByTestId('timeline-day').first()).toHaveText(WEEKDAY);
    const news = card.getByRole('region', { name: 'News' });
    await expect(news.getByText('Welcome to Kilowatch')).toBeVisible();
    await expect(news.getByRole('button', { name: 'See what was on' })).toBeVisible();
    const shown = card.locator('[data-testid="timeline-event"], [data-testid="timeline-install"], [data-testid="timeline-info"]');
    await expect(shown).toHaveCount(3);
    // Each shows its time; device events read '<device> turned on / went idle / turned off'.
    await expect(shown.first().locator('time').first()).toHaveText(/^\d{1,2}:\d{2}\s?[AP]M$/);
    for (const text of await card.getByTestId('timeline-event').allTextContents()) expect(text).toMatch(/(turned on|went idle|turned off|Always-on)/);
  });

  test('scrolling the full timeline loads older items', async ({ page }) => {
    const card = await recentActivity(page);
    await card.getByRole('button', { name: 'See all activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activity' });
    const events = dialog.getByTestId('timeline-event');
    await expect(events.first()).toBeVisible();
    const firstPage = await events.count();
    expect(firstPage).toBeGreaterThan(10);
    const oldestBefore = await events.last().getAttribute('data-time');
    // Scroll to the bottom: the foot comes into view and the next page loads by itself.
    await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(async () => events.count(), { timeout: 10_000 }).toBeGreaterThan(firstPage);
    const oldestAfter = await events.last().getAttribute('data-time');
    expect(Date.parse(oldestAfter!)).toBeLessThan(Date.parse(oldestBefore!));
    // Older days get their own headers. Late in the home's day the first pages can all fall on
    // today, so keep scrolling (each time the foot shows, the next page loads) until one appears.
    const days = dialog.getByTestId('timeline-day');
    await expect
      .poll(
        async () => {
          await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          return days.count();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBeGreaterThan(1);
    // Scrolled far down, the Activity window's close button is still in view.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
    const [newestDay, olderDay] = await days.allTextContents();
    expect(newestDay).toMatch(WEEKDAY);
    expect(olderDay).toMatch(WEEKDAY);
    expect(olderDay).not.toBe(newestDay);
    // The older day's group holds older items than the newest day's.
    const sections = dialog.locator('[role="group"]:has([data-testid="timeline-day"])');
    const newestOfOlderDay = await sections.nth(1).locator('li[data-time]').first().getAttribute('data-time');
    const oldestOfNewestDay = await sections.nth(0).locator('li[data-time]').last().getAttribute('data-time');
    expect(Date.parse(newestOfOlderDay!)).toBeLessThan(Date.parse(oldestOfNewestDay!));
  });

  test('dismissing a sticky news item moves it into the list, and it stays dismissed', async ({ browser }) => {
    // Its own server: the dismissal is stored, and other journeys expect the news pinned.
    const server = await startServer();
    const context = await newContextFor(browser, server);
    const page = await context.newPage();
    try {
      const card = await recentActivity(page);
      const news = card.getByRole('region', { name: 'News' });
      await news.getByRole('button', { name: 'Dismiss “Welcome to Kilowatch”' }).click();
      await expect(news.getByText('Welcome to Kilowatch')).toHaveCount(0);
      await expect(news.getByText('Trim your always-on power')).toBeVisible();
      await card.getByRole('button', { name: 'See all activity' }).click();
      const dialog = page.getByRole('dialog', { name: 'Activity' });
      await expect(dialog.getByTestId('timeline-info').filter({ hasText: 'Welcome to Kilowatch' })).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'News' }).getByText('Welcome to Kilowatch')).toHaveCount(0);

      await page.reload();
      const again = await nowCard(page, 'Recent activity');
      await expect(again.getByRole('region', { name: 'News' }).getByText('Trim your always-on power')).toBeVisible({ timeout: 15_000 });
      await expect(again.getByRole('region', { name: 'News' }).getByText('Welcome to Kilowatch')).toHaveCount(0);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test("a peak notice opens the peak modal; 'View in power meter' lands on the 15-minute window", async ({ page }) => {
    const card = await recentActivity(page);
    const peakAnswer = page.waitForResponse((res) => /\/app\/monitors\/\d+\/peak\//.test(res.url()) && res.status() === 200);
    await card.getByRole('region', { name: 'News' }).getByRole('button', { name: 'See what was on' }).click();
    const peak = (await (await peakAnswer).json()) as { peak_time: string; peak_max: number; devices: { name: string }[] };

    const modal = page.getByRole('dialog', { name: 'You hit a new peak' });
    await expect(modal.getByTestId('peak-watts')).toHaveText(peak.peak_max.toLocaleString('en-US'));
    await expect(modal.getByText(/^Previous peak: [\d,]+ W on /)).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Devices that were on' })).toBeVisible();
    await expect(modal.getByRole('listitem').first()).toContainText(peak.devices[0]!.name);
    await expect(modal.getByRole('link', { name: /Learn more/ })).toHaveAttribute('target', '_blank');

    await modal.getByRole('button', { name: 'View in power meter' }).click();
    await expect(page).toHaveURL(/\/meter\?/);
    const url = new URL(page.url());
    const start = Date.parse(url.searchParams.get('start')!);
    const end = Date.parse(url.searchParams.get('end')!);
    expect(start).toBe(Date.parse(peak.peak_time) - 7.5 * 60_000);
    expect(end - start).toBe(15 * 60_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
