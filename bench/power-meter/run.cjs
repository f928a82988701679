// Power meter benchmark, in Chromium (1920×1080, the graph spanning the viewport) against the real
// built server:
//   - script ms per live update on the default 15-minute live window;
//   - script ms per zoom/pan step on windows from 1 hour to 30 days, with a warm cache;
//   - JS heap after 10 and 120 simulated minutes of live updates.
// The screen exposes window.__kwMeterBench only when opened with ?bench=1: it dispatches an action
// and renders synchronously (flushSync), timing store + sagas + React + canvas. Live updates are
// synthetic realtime/updateReceived actions at 2 per simulated second (the real feed is stopped and
// Date.now is replaced by a simulated clock), fed as fast as the page can take them.
// Targets: live update p95 <= 4 ms; zoom/pan step p95 <= 16 ms; heap at 120 min within 10% of 10 min.
// Run: node bench/power-meter/run.cjs   (builds first when sources are newer than the build)
const fs = require('node:fs');
const os = require('node:os');
const { chromium } = require('playwright-core');
const { ensureBuilt } = require('../../scripts/build-state.cjs');
const { startServer: startBuiltServer } = require('../../scripts/server-process.cjs');

const startServer = () => startBuiltServer({ env: { LOG_LEVEL: 'warn' }, prefix: 'kilowatch-bench-meter-' });

const DEADLINE_MS = 5 * 60_000;
const deadline = setTimeout(() => {
  console.error('power-meter bench: over time, giving up');
  process.exit(2);
}, DEADLINE_MS);


const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const ms = (x) => x.toFixed(2).padStart(7);
const mb = (b) => (b / 1048576).toFixed(1);

/** Page side: installs the simulated clock (once) and feeds `count` half-second frames. */
function feed({ count, yieldEvery }) {
  const FRAME_EPOCH_MS = 1451424000000;
  const w = window;
  if (!w.__sim) {
    const realNow = Date.now.bind(Date);
    w.__sim = { t: Math.ceil(realNow() / 1000) * 1000 };
    Date.now = () => w.__sim.t;
  }
  const bench = w.__kwMeterBench;
  const times = [];
  return (async () => {
    for (let i = 0; i < count; i++) {
      w.__sim.t += 500;
      const t = w.__sim.t;
      const s = t / 1000;
      const watts = 900 + 400 * Math.sin(s / 97) + 150 * Math.sin(s / 7.3) + (Math.floor(s / 300) % 3 === 0 ? 2500 : 0);
      const solar = Math.max(0, 1800 * Math.sin(s / 5000));
      const update = { w: watts, solar_w: solar, d_w: Math.round(watts), epoch: Math.floor(s), frame: Math.round((t - FRAME_EPOCH_MS) * 0.06), devices: [], deltas: [] };
      times.push(bench.time({ type: 'realtime/updateReceived', payload: { update, receivedAt: t } }));
      if (yieldEvery && i % yieldEvery === yieldEvery - 1) await new Promise((r) => setTimeout(r, 0));
    }
    return times;
  })();
}

/** Page side: sets a window (zoomed action), then waits until no history request is in flight. */
async function settleWindow(page, window) {
  await page.evaluate((win) => window.__kwMeterBench.dispatch({ type: 'powerMeter/zoomed', payload: { window: win } }), window);
  await page.waitForTimeout(200);
  await page.waitForFunction(() => !window.__kwMeterBench.state().pending, null, { timeout: 60_000 });
  await page.waitForTimeout(100);
  await page.waitForFunction(() => !window.__kwMeterBench.state().pending, null, { timeout: 60_000 });
}

/** Page side: alternating zoom (×0.92 / ×1.08 about the middle) and pan (±3%) steps. */
function steps({ count }) {
  const bench = window.__kwMeterBench;
  const times = [];
  for (let i = 0; i < count; i++) {
    const { startMs, endMs } = bench.state().window;
    const len = endMs - startMs;
    const mid = (startMs + endMs) / 2;
    let next;
    if (i % 2 === 0) {
      const f = i % 4 === 0 ? 0.92 : 1 / 0.92;
      next = { startMs: mid - (len * f) / 2, endMs: mid + (len * f) / 2 };
    } else {
      const d = len * (i % 4 === 1 ? 0.03 : -0.03);
      next = { startMs: startMs + d, endMs: endMs + d };
    }
    times.push(bench.time({ type: 'powerMeter/zoomed', payload: { window: next } }));
  }
  return times;
}

(async () => {
  ensureBuilt(['server', 'app']);
  const { child, dataDir, url } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', String(e)));
    await page.goto(`${url}/login`);
    await page.getByLabel(/email/i).fill('demo@example.com');
    await page.getByLabel(/password/i).fill('Kilowatch-demo-1');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/now/);
    await page.goto(`${url}/meter?bench=1`);
    // The app's content column stops at 72rem; let the card span the whole 1920 px viewport so the
    // graph is as wide as the screen (the harder case: more pixels to draw and more points to fold).
    await page.addStyleTag({ content: '#main { max-width: none !important; }' });
    await page.waitForFunction(() => Boolean(window.__kwMeterBench && window.__kwMeterBench.state().window));
    await page.waitForFunction(() => !window.__kwMeterBench.state().pending, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const plotWidth = await page.evaluate(() => window.__kwMeterBench.state().widthPx);

    // Zoom and pan, warm cache, real clock (feed still on: this is a normal page).
    const now = await page.evaluate(() => Date.now());
    const spans = [['1 hour', 3_600_000], ['6 hours', 6 * 3_600_000], ['1 day', 86_400_000], ['7 days', 7 * 86_400_000], ['30 days', 30 * 86_400_000]];
    const zoomRows = [];
    const allSteps = [];
    for (const [label, len] of spans) {
      const end = now - 3_600_000;
      await settleWindow(page, { startMs: end - len, endMs: end });
      await page.evaluate(steps, { count: 8 }); // warm up this size (JIT, scales)
      await settleWindow(page, { startMs: end - len, endMs: end });
      const times = await page.evaluate(steps, { count: 40 });
      const unit = await page.evaluate(() => {
        const s = window.__kwMeterBench.state();
        const spp = (s.window.endMs - s.window.startMs) / 1000 / s.widthPx;
        return spp < 60 ? 'second' : spp < 3600 ? 'minute' : 'hour';
      });
      const cache = await page.evaluate(() => window.__kwMeterBench.cache());
      zoomRows.push({ label, unit, p50: pct(times, 50), p95: pct(times, 95), max: Math.max(...times), blocks: cache.blocks });
      allSteps.push(...times);
    }

    // Live: stop the real feed, go back to the live default window, feed simulated frames.
    await page.evaluate(() => window.__kwMeterBench.dispatch({ type: 'realtime/disconnectRequested' }));
    await page.evaluate(() => {
      const realNow = Date.now.bind(Date);
      window.__sim = { t: Math.ceil(realNow() / 1000) * 1000 };
      Date.now = () => window.__sim.t;
    });
    await page.evaluate(() => window.__kwMeterBench.dispatch({ type: 'powerMeter/nowClicked' }));
    await page.waitForTimeout(300);
    await page.evaluate(feed, { count: 120, yieldEvery: 20 }); // warm-up: 1 simulated minute
    const first = await page.evaluate(feed, { count: 9 * 120, yieldEvery: 20 }); // to 10 minutes
    await page.waitForTimeout(500);
    const heap10 = await heap();
    const cache10 = await page.evaluate(() => window.__kwMeterBench.cache());
    const rest = await page.evaluate(feed, { count: 110 * 120, yieldEvery: 20 }); // to 120 minutes
    await page.waitForTimeout(500);
    const heap120 = await heap();
    const cache120 = await page.evaluate(() => window.__kwMeterBench.cache());
    const live = [...first, ...rest];
    const liveWindow = await page.evaluate(() => { const s = window.__kwMeterBench.state(); return { len: s.window.endMs - s.window.startMs, realtime: s.realtime }; });

    const cpu = os.cpus()[0];
    console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, ${await browser.version()}`);
    console.log(`viewport 1920×1080, plot ${plotWidth} px wide`);
    console.log('');
    console.log('live update (15-minute window)        n      p50     p95     max   target');
    console.log(`script ms per realtime message   ${String(live.length).padStart(6)}  ${ms(pct(live, 50))} ${ms(pct(live, 95))} ${ms(Math.max(...live))}   p95 <= 4   ${pct(live, 95) <= 4 ? 'PASS' : 'FAIL'}   (window ${liveWindow.len / 60000} min, live ${liveWindow.realtime})`);
    console.log('');
    console.log('zoom/pan step (warm cache)    unit        p50     p95     max   blocks');
    for (const r of zoomRows) console.log(`${r.label.padEnd(28)}  ${r.unit.padEnd(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}   ${r.blocks}`);
    console.log(`${'all steps'.padEnd(28)}  ${''.padEnd(7)} ${ms(pct(allSteps, 50))} ${ms(pct(allSteps, 95))} ${ms(Math.max(...allSteps))}   target p95 <= 16   ${pct(allSteps, 95) <= 16 ? 'PASS' : 'FAIL'}`);
    console.log('');
    const growth = (heap120 - heap10) / heap10;
    console.log('heap (after GC)            MB     cache blocks   live seconds');
    console.log(`10 simulated minutes   ${mb(heap10).padStart(6)}     ${String(cache10.blocks).padStart(6)}         ${cache10.live}`);
    console.log(`120 simulated minutes  ${mb(heap120).padStart(6)}     ${String(cache120.blocks).padStart(6)}         ${cache120.live}`);
    console.log(`growth ${(growth * 100).toFixed(1)}%   target within 10%   ${Math.abs(growth) <= 0.1 ? 'PASS' : 'FAIL'}`);
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500).unref();
    clearTimeout(deadline);
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
