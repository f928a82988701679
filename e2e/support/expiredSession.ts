import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, newContextFor, signIn, DEMO } from './fixtures';
import { startServer, type RunningServer } from './server';

export interface ExpiredSession {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  /** Status of every POST /renew the context makes from now on. */
  renewals: number[];
}

/** Access tokens of these servers last this long: far longer than any journey takes after its renew. */
const TTL_SECONDS = 600;

/**
 * A server and a context signed in to it whose access token has expired. The token expires by the
 * clock, not by waiting: the page leaves the app, the server restarts (same data, same port) with its
 * clock moved past the token's expiry, and the browser's clock moves with it. The renewed token then
 * lasts another TTL_SECONDS, so however slow the machine, a renewal in the journey is the one the
 * expired token asked for. (With a token of a few seconds, a loaded machine let the renewed token
 * expire too before the server answered the page's first calls: a second, rightful, renewal.)
 * Call `done()` at the end (closes the context, stops the server).
 */
export async function expiredSession(browser: Browser): Promise<ExpiredSession & { done: () => Promise<void> }> {
  const env = { KILOWATCH_ACCESS_TOKEN_TTL: String(TTL_SECONDS) };
  const first = await startServer({ env });
  const context = await newContextFor(browser, first);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/now$/);
  // Away from the app: a page left open would renew by itself once its token expired.
  await page.goto('about:blank');
  await first.stop();
  const server = await startServer({ port: first.port, dataDir: first.dataDir, now: first.now() + (TTL_SECONDS + 60) * 1000, env });
  await context.clock.setSystemTime(server.now());
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
