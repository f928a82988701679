import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { newContextFor, signIn, DEMO } from './support/fixtures';
import { startServer } from './support/server';
import { writeTlsCertificate } from '../server/src/cli/tlsCert';

// A LAN install with TLS: the server started with KILOWATCH_TLS_CERT / KILOWATCH_TLS_KEY (a
// certificate from `npm run tls-cert`) serves the app over https and the feed over wss. It starts
// its own server, so it uses Playwright's plain test (no per-worker http server).
test('signed in over https, the Now screen is live over wss', async ({ browser }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-e2e-tls-'));
  const files = await writeTlsCertificate(dataDir, ['localhost', '127.0.0.1']);
  const server = await startServer({ dataDir, env: { KILOWATCH_TLS_CERT: files.certPath, KILOWATCH_TLS_KEY: files.keyPath } });
  // The browser does not trust the self-signed certificate; a user would (npm run tls-cert says how).
  const context = await newContextFor(browser, server, { ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|^Refused to/i.test(m.text())) problems.push(m.text());
  });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  try {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    await page.goto('/login');
    // https makes the page a secure context, so the cross-tab renewal lock (Web Locks) exists.
    expect(await page.evaluate(() => window.isSecureContext && 'locks' in navigator)).toBe(true);
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    const watts = page.getByTestId('live-usage-watts');
    await expect(watts).toHaveText(/\d/, { timeout: 10_000 });
    const first = await watts.textContent();
    await expect.poll(async () => watts.textContent(), { timeout: 5_000, intervals: [250] }).not.toBe(first);
    expect(sockets.length).toBeGreaterThan(0);
    for (const url of sockets) expect(url).toMatch(new RegExp(`^wss://127\\.0\\.0\\.1:${server.port}/monitors/\\d+/realtimefeed`));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
