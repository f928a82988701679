// Screenshots of the app's screens for a visual review: desktop and phone, light and dark.
// Usage: npm run screenshots [-- /now /solar ...]   → screenshots/<name>-<viewport>-<mode>.png
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { chromium } = require('playwright-core');
const { ensureBuilt, root } = require('./build-state.cjs');

const outDir = path.join(root, 'screenshots');
const publicPages = ['/login', '/forgot_password', '/reset_password?token=x', '/no/such/page'];
const defaultPages = ['/now', '/solar', '/settings/appearance', '/usage'];
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-shots-'));
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KILOWATCH_DATA: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error('server start timeout\n' + out)), 20000);
    const on = (c) => {
      out += c;
      const m = /listening on http:\/\/[^:\s]+:(\d+)/i.exec(out);
      if (m) { clearTimeout(t); resolve({ child, url: `http://127.0.0.1:${m[1]}` }); }
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
  });
}

const nameOf = (p) => p.replace(/[?=&]/g, '_').replace(/^\//, '').replace(/\//g, '-') || 'root';

(async () => {
  ensureBuilt(['server', 'app']);
  fs.mkdirSync(outDir, { recursive: true });
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : [...publicPages, ...defaultPages];
  const { child, url } = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const login = await browser.newContext();
    const p = await login.newPage();
    await p.goto(`${url}/login`);
    await p.getByLabel(/email/i).fill(process.env.SHOTS_EMAIL || 'demo@example.com');
    await p.getByLabel(/password/i).fill('Kilowatch-demo-1');
    await p.getByRole('button', { name: /sign in/i }).click();
    await p.waitForURL(/\/now/);
    const signedIn = await login.storageState();
    for (const [vpName, viewport] of Object.entries(viewports)) {
      for (const mode of ['light', 'dark']) {
        for (const pagePath of pages) {
          const isPublic = publicPages.includes(pagePath);
          const ctx = await browser.newContext({ viewport, colorScheme: mode, storageState: isPublic ? undefined : signedIn });
          const page = await ctx.newPage();
          await page.goto(`${url}${pagePath}`);
          await page.evaluate((m) => document.documentElement.setAttribute('data-mode', m), mode);
          await page.waitForTimeout(2500);
          const file = path.join(outDir, `${nameOf(pagePath)}-${vpName}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
          await ctx.close();
        }
      }
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
