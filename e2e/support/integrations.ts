import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { axeScan, blocking, describeViolations } from './axe';

/** The integrations, data-sharing and OAuth journeys: axe findings gathered per page, reported at the end. */
export function scanner(page: Page, run: string) {
  const found: string[] = [];
  return {
    found,
    scan: async (where: string) => {
      found.push(...describeViolations(`${run} ${where}`, blocking(await axeScan(page))));
    },
  };
}

/** The app's mode follows the context's colour scheme until the user picks one; the journeys check it is the one asked for. */
export async function expectMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
}

/** A notice (success or error) with its title and message. */
export const notice = (page: Page, kind: 'success' | 'error', title: string) => page.getByTestId(`notice-${kind}`).filter({ hasText: title });
