import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
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
      const server = await startServer();
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
