import type { Page } from '@playwright/test';
import { expect, signIn, DEMO } from './fixtures';

/** The chart's window as the page shows it (data attributes on the graph). */
export async function windowOf(page: Page): Promise<{ start: number; end: number }> {
  const chart = page.getByTestId('power-meter-chart');
  return {
    start: Number(await chart.getAttribute('data-window-start')),
    end: Number(await chart.getAttribute('data-window-end')),
  };
}

/** Signs in as the demo user and opens the power meter at `path`. */
export async function openMeter(page: Page, path = '/meter'): Promise<void> {
  await page.goto('/login');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/now$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Power meter' })).toBeVisible();
}
