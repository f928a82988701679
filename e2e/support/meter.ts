import type { Page } from '@playwright/test';
import { expect, signIn, DEMO } from './fixtures';

/** The chart's window as the page shows it (data attributes on the graph). */
export async function windowOf(page: Page): Promise<{ start: number; end: number }> {
  // Both ends in one read: the chart sets them together each frame, and a live window slides by a
  // second between two separate reads (a day's window then measured a day and a second).
  return page.getByTestId('power-meter-chart').evaluate((chart) => ({
    start: Number(chart.getAttribute('data-window-start')),
    end: Number(chart.getAttribute('data-window-end')),
  }));
}

/** Signs in as the demo user and opens the power meter at `path`. */
export async function openMeter(page: Page, path = '/meter'): Promise<void> {
  await page.goto('/login');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/now$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Power meter' })).toBeVisible();
}
