// Idle Now screen benchmark: how much of the page's main thread an open Now screen takes while it
// only shows the live feed (2 Hz frames, the power flow's moving dots, the live dot's pulse), on a
// phone-sized page (412 × 823, device scale 1.75) against the real server, signed in.
// It reads Chromium's own counters (CDP Performance.getMetrics) over 5-second windows, after the
// screen has settled, scrolled so that the power flow is in view (every card drawn): the page as it
// is, then with every animation paused (what the feed alone costs).
// Lower is better: on a slow phone this is battery, and time a tap waits behind.
// Run: npm run bench:now-idle   (builds first when sources are newer than the build)
const os = require('node:os');
const { ensureBuilt } = require('../../scripts/build-state.cjs');
const { runWithServerAndBrowser, signedInState } = require('../../scripts/server-process.cjs');

const WINDOW_MS = 5000;
const WINDOWS = Number(process.env.WINDOWS || 3);

ensureBuilt(['server', 'app']);
runWithServerAndBrowser(
  async ({ url, browser }) => {
    const state = await signedInState(browser, url);
    const ctx = await browser.newContext({ storageState: state, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await page.goto(`${url}/now`);
    // The cards below the first screen draw when they come near the view: scroll through them all,
    // then keep the power flow in view, so that everything the screen can show is drawn and moving.
    await page.getByRole('region', { name: 'Recent activity' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Power flow' }).scrollIntoViewIfNeeded();
    await page.getByRole('img', { name: /power flow/i }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3000);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const perSecond = async () => {
      const a = await metrics();
      await page.waitForTimeout(WINDOW_MS);
      const b = await metrics();
      const ms = (k) => ((b[k] - a[k]) * 1000 * 1000) / WINDOW_MS;
      const n = (k) => ((b[k] - a[k]) * 1000) / WINDOW_MS;
      return { task: ms('TaskDuration'), script: ms('ScriptDuration'), style: ms('RecalcStyleDuration'), layout: ms('LayoutDuration'), styles: n('RecalcStyleCount') };
    };
    const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const row = (label, runs) => {
      const f = (k) => median(runs.map((r) => r[k])).toFixed(1);
      console.log(`${label.padEnd(26)} ${f('task').padStart(7)} ${f('script').padStart(7)} ${f('style').padStart(7)} ${f('layout').padStart(7)} ${f('styles').padStart(8)}`);
    };
    const animations = await page.evaluate(() => document.getAnimations().length);
    const asIs = [];
    for (let i = 0; i < WINDOWS; i++) asIs.push(await perSecond());
    await page.evaluate(() => document.getAnimations().forEach((a) => a.pause()));
    const paused = [];
    for (let i = 0; i < WINDOWS; i++) paused.push(await perSecond());
    console.log(`machine: ${os.cpus()[0].model}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, node ${process.version}`);
    console.log(`idle /now on a phone-sized page, main thread per second (median of ${WINDOWS} × ${WINDOW_MS / 1000} s; ${animations} animations running)`);
    console.log(`${''.padEnd(26)} ${'task ms'.padStart(7)} ${'script'.padStart(7)} ${'style'.padStart(7)} ${'layout'.padStart(7)} ${'styles/s'.padStart(8)}`);
    row('as shown', asIs);
    row('animations paused', paused);
  },
  { env: { LOG_LEVEL: 'warn' } },
);
