import { test as base, expect, type Page } from '@playwright/test';
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
  // Uncaught page errors fail the test.
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, who: { email: string; password: string } = DEMO): Promise<void> {
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/password/i).fill(who.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}
