// Screenshots of the app's screens for a visual review: desktop and phone, light and dark.
// Usage: npm run screenshots [-- /now /solar ...]   → screenshots/<name>-<viewport>-<mode>.png
const fs = require('node:fs');
const path = require('node:path');
const { ensureBuilt, root } = require('./build-state.cjs');
const { runWithServerAndBrowser, signedInState } = require('./server-process.cjs');

const outDir = path.join(root, 'screenshots');
const publicPages = ['/login', '/forgot_password', '/reset_password?token=x', '/no/such/page'];
const defaultPages = ['/now', '/solar', '/settings/appearance', '/usage', '/dashboard'];
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };


const nameOf = (p) => p.replace(/[?=&]/g, '_').replace(/^\//, '').replace(/\//g, '-') || 'root';

ensureBuilt(['server', 'app']);
fs.mkdirSync(outDir, { recursive: true });
const pages = process.argv.slice(2).length ? process.argv.slice(2) : [...publicPages, ...defaultPages];
runWithServerAndBrowser(async ({ url, browser }) => {
  const signedIn = await signedInState(browser, url, process.env.SHOTS_EMAIL || 'demo@example.com');
  for (const [vpName, viewport] of Object.entries(viewports)) {
    for (const mode of ['light', 'dark']) {
      for (const pagePath of pages) {
        const isPublic = publicPages.includes(pagePath);
        const ctx = await browser.newContext({ viewport, colorScheme: mode, storageState: isPublic ? undefined : signedIn });
        const page = await ctx.newPage();
        await page.goto(`${url}${pagePath}`);
        await page.waitForTimeout(2500);
        // Sections below the first screen draw when they come near the view: scroll through the page first.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(1000);
        // After the app has painted the user's own mode from their settings.
        await page.evaluate((m) => document.documentElement.setAttribute('data-mode', m), mode);
        await page.waitForTimeout(300);
        const file = path.join(outDir, `${nameOf(pagePath)}-${vpName}-${mode}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await ctx.close();
      }
    }
  }
});
