import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signIn, DEMO } from './fixtures';
import { startServer, type RunningServer } from './server';

export interface ExpiredSession {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  /** Status of every POST /renew the context makes from now on. */
  renewals: number[];
}

/**
 * A server whose access tokens last `ttlSeconds`, and a context signed in to it whose token has
 * expired. The page leaves the app while the token expires: a page left open would renew by itself
 * on its next 401, and a navigation in the middle of that renew would lose the rotated refresh token.
 * Call `done()` at the end (closes the context, stops the server).
 */
export async function expiredSession(browser: Browser, ttlSeconds: number): Promise<ExpiredSession & { done: () => Promise<void> }> {
  const server = await startServer({ env: { KILOWATCH_ACCESS_TOKEN_TTL: String(ttlSeconds) } });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/now$/);
  await page.goto('about:blank');
  await page.waitForTimeout(ttlSeconds * 1000 + 1000);
  const renewals: number[] = [];
  context.on('response', (r) => {
    if (r.url().includes('/apiservice/api/v1/renew')) renewals.push(r.status());
  });
  return {
    server,
    context,
    page,
    renewals,
    done: async () => {
      await context.close();
      await server.stop();
    },
  };
}
