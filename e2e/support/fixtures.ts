import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { E2E_TIME_ZONE, pinClock } from './clock';
import { startServer, type RunningServer } from './server';

export const DEMO = { email: 'demo@example.com', password: 'Kilowatch-demo-1' };
export const PARTNER = { email: 'partner@example.com', password: 'Kilowatch-demo-1' };
export const GENERATOR = { email: 'generator@example.com', password: 'Kilowatch-demo-1' };
export const MFA = { email: 'mfa@example.com', password: 'Kilowatch-demo-1', secret: 'JBSWY3DPEHPK3PXP' };

/** One real server per worker; tests that need their own start one with startServer(). */
export const test = base.extend<{ errors: string[] }, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer({ warmUp: true });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // The browser runs on the server's (pinned) clock, in the demo home's zone (see clock.ts).
  timezoneId: E2E_TIME_ZONE,
  context: async ({ context, server }, use) => {
    await pinClock(context, server);
    await use(context);
  },
  // Uncaught page errors, Content-Security-Policy violations and refused scripts or styles (e.g. a
  // missing file answered with the app's HTML, refused under nosniff) fail the test.
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|^Refused to/i.test(m.text())) errors.push(m.text());
      });
      await use(errors);
      expect(errors, 'uncaught page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A context of its own for a server the test started: its URL, its clock, the demo home's zone. */
export async function newContextFor(browser: Browser, server: RunningServer, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ timezoneId: E2E_TIME_ZONE, ...options, baseURL: server.url });
  await pinClock(context, server);
  return context;
}

export async function signIn(page: Page, who: { email: string; password: string } = DEMO): Promise<void> {
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/password/i).fill(who.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** A page in a context of its own on a server the test started, and the page's uncaught errors. */
export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A new context (reduced motion, the server's clock) and page; its uncaught errors are collected for endSession. */
export async function openSession(browser: Browser, server: RunningServer, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await newContextFor(browser, server, { reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** openSession, then signed in as `who` at /login and landed on /now. */
export async function signedInSession(browser: Browser, server: RunningServer, who: { email: string; password: string } = DEMO, options: BrowserContextOptions = {}): Promise<Session> {
  const s = await openSession(browser, server, options);
  await s.page.goto('/login');
  await signIn(s.page, who);
  await expect(s.page).toHaveURL(/\/now$/);
  return s;
}

/** The session had no uncaught page error; its context is closed. */
export async function endSession(s: Session): Promise<void> {
  expect(s.errors, 'uncaught page errors').toEqual([]);
  await s.context.close();
}

/**
 * A card of the Now screen below the first screen ("Devices on now", "Recent activity"), scrolled
 * into view: its content loads and renders only when it comes near the view.
 */
export async function nowCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('region', { name });
  await card.scrollIntoViewIfNeeded();
  return card;
}
