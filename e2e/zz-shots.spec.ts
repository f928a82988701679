import fs from 'node:fs';
import { test, expect, newContextFor, signIn, DEMO, PARTNER } from './support/fixtures';
import { startServer } from './support/server';

const OUT = '/tmp/audit-shots';
const PAGES = (process.env.SHOTS_PAGES ?? '/now,/devices,/devices/always_on,FRIDGE,/devices/solar,/devices/battery,/meter,/no/such/page').split(',');
const PARTNER_PAGES = (process.env.SHOTS_PARTNER ?? '/panel,RELAY').split(',').filter(Boolean);
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const COMBOS = (process.env.SHOTS_COMBOS ?? 'desktop-light-en,desktop-dark-fr,phone-light-fr,phone-dark-en').split(',');

test('screenshots', async ({ browser }) => {
  test.setTimeout(600_000);
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  try {
    for (const combo of COMBOS) {
      const [vp, mode, lang] = combo.split('-') as ['desktop' | 'phone', 'light' | 'dark', 'en' | 'fr'];
      for (const [who, pages] of [[DEMO, PAGES], [PARTNER, PARTNER_PAGES]] as const) {
        if (pages.length === 0) continue;
        const context = await newContextFor(browser, server, { viewport: VIEWPORTS[vp], colorScheme: mode, locale: lang === 'fr' ? 'fr-FR' : 'en-US', reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto('/login');
        await page.locator('input[type=email]').fill(who.email);
        await page.locator('input[type=password]').fill(who.password);
        await page.locator('button[type=submit]').click();
        await expect(page).toHaveURL(/\/now$/);
        for (const p of pages) {
          let path = p;
          if (p === 'FRIDGE' || p === 'RELAY') {
            const list = await (await page.request.get(`/apiservice/api/v1/app/monitors/${who === DEMO ? 100001 : 100002}/devices`, { headers: { Authorization: `bearer ${await page.evaluate(() => localStorage.getItem('kw.token'))}` } })).json() as { id: string; name: string; tags: Record<string, string> }[];
            const d = p === 'FRIDGE' ? list.find((x) => x.name === 'Fridge') : list.find((x) => x.tags.IntegrationType === 'WiserRelay');
            path = p === 'FRIDGE' ? `/devices/${d!.id}` : `/panel/${d!.id}`;
          }
          await page.goto(path);
          await page.waitForTimeout(path.startsWith('/devices') || path.startsWith('/panel') ? 6000 : 3500);
          const name = `${(p.replace(/^\//, '').replace(/\//g, '-') || 'root')}-${combo}.png`;
          await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
        }
        await context.close();
      }
    }
  } finally {
    await server.stop();
  }
});
