// Power meter benchmark, in Chromium (1920×1080, the graph spanning the viewport) against the real
// built server, side by side with uPlot drawing the same data in the same page (bench/power-meter/
// uplotSide.js; README.md in this folder says exactly what each side does):
//   - live redraw: ms per half-second frame (the frames that add a point and redraw), 15-minute window;
//   - zoom/pan step on windows from 1 hour to 30 days, warm cache;
//   - first draw of 55,550 seconds (band + mean, uPlot's own benchmark size: 3 × 55,550 values);
//   - a window never loaded (15 hours of seconds): from its last block arriving to drawn, and
//     whether a pan by the window's width then shows data at once (prefetch);
//   - JS heap after 22 and 122 simulated minutes of live updates.
// Every timing is script + style + layout (a layout read closes it), on both sides; paint and
// raster are not counted on either. The Kilowatch side dispatches through the store and renders
// synchronously (flushSync), so it covers store, sagas, React, the SVG axes and the canvas.
// Targets: every Kilowatch/uPlot ratio <= 1.0 (p95 included); 1-hour zoom step p95 < 8 ms; a new
// window drawn within 150 ms of its last block; heap within 10 % over 100 simulated live minutes.
// Run: node bench/power-meter/run.cjs   (builds first when sources are newer than the build)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { ensureBuilt, root } = require('../../scripts/build-state.cjs');
const { startServer: startBuiltServer, chromiumArgs, chromiumPath } = require('../../scripts/server-process.cjs');

const startServer = () => startBuiltServer({ env: { LOG_LEVEL: 'warn' }, prefix: 'kilowatch-bench-meter-' });

const DEADLINE_MS = 12 * 60_000;
const deadline = setTimeout(() => {
  console.error('power-meter bench: over time, giving up');
  process.exit(2);
}, DEADLINE_MS);

const HOUR = 3_600_000;
const DAY = 86_400_000;
const FIRST_DRAW_SECONDS = 55_550;
const FIRST_DRAW_RUNS = Number(process.env.FIRST_RUNS || 15);
// Samples of each side before the counted ones (not counted): the same warm-up for both.
const FIRST_DRAW_WARM = 3;
const ZOOM_STEPS = Number(process.env.ZOOM_STEPS || 120); // 120: a p95 of the 114th value, not the second-worst of 40
const LIVE_COMPARE_MINUTES = Number(process.env.LIVE_MINUTES || 20);
// PHASES=zoom,first,cold,live runs only those (all by default), for quick checks while working.
const PHASES = new Set((process.env.PHASES || 'zoom,first,cold,live').split(','));

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const median = (xs) => pct(xs, 50);
const ms = (x) => (Number.isFinite(x) ? x.toFixed(2) : '   -').padStart(7);
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '-').padStart(6);
const mb = (b) => (b / 1048576).toFixed(1);
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** Page side: the simulated clock (Date.now) the live phases run on. */
function installClock() {
  if (window.__sim) return;
  const realNow = Date.now.bind(Date);
  window.__sim = { t: Math.ceil(realNow() / 1000) * 1000 };
  Date.now = () => window.__sim.t;
}

/**
 * Page side: feeds `count` realtime frames, two per simulated second (whole-second frames only
 * cache the reading; the half-second frame that follows adds the second and redraws). Kilowatch:
 * every frame is timed, redraw frames apart. uPlot (when `uplot`): each redraw frame's point is
 * appended and the window slid to Kilowatch's, timed the same way.
 */
function feed({ count, yieldEvery, uplot }) {
  const FRAME_EPOCH_MS = 1451424000000;
  const w = window;
  const bench = w.__kwMeterBench;
  const up = uplot ? w.__uplotBench : null;
  const redraw = [];
  const caching = [];
  const uplotTimes = [];
  let cached = null;
  return (async () => {
    for (let i = 0; i < count; i++) {
      w.__sim.t += 500;
      const t = w.__sim.t;
      const s = t / 1000;
      const watts = 900 + 400 * Math.sin(s / 97) + 150 * Math.sin(s / 7.3) + (Math.floor(s / 300) % 3 === 0 ? 2500 : 0);
      const solar = Math.max(0, 1800 * Math.sin(s / 5000));
      const frame = Math.round((t - FRAME_EPOCH_MS) * 0.06);
      const update = { w: watts, solar_w: solar, d_w: Math.round(watts), epoch: Math.floor(s), frame, devices: [], deltas: [] };
      const detail = w.__detail;
      const before = detail ? { fetches: w.__fetches || 0, commits: w.__commits || 0, heap: performance.memory.usedJSHeapSize, win: bench.state().window } : null;
      void document.body.offsetHeight; // style and layout pending from before the step (a frame's CSS animations) are not the step's
      const began = performance.now();
      const action = { type: 'realtime/updateReceived', payload: { update, receivedAt: t } };
      if (w.__afterYieldStep && yieldEvery && i % yieldEvery < 2) w.__afterYieldStep(action);
      else if (w.__afterYieldStep) w.__otherStep(action);
      else bench.dispatchSync(action);
      const scripted = performance.now();
      void document.body.offsetHeight;
      const took = performance.now() - began;
      if (detail && frame % 60 !== 0) {
        const d = bench.lastDraw ? bench.lastDraw() : null;
        detail.push({ took, script: scripted - began, epoch: update.epoch, batch: yieldEvery ? i % yieldEvery : 0, commits: (w.__commits || 0) - before.commits, fetches: (w.__fetches || 0) - before.fetches, pending: bench.state().pending, gc: performance.memory.usedJSHeapSize < before.heap, heapDelta: performance.memory.usedJSHeapSize - before.heap, draw: d });
      }
      if (w.__split && frame % 60 !== 0) w.__split.push([scripted - began, took - (scripted - began)]);
      const whole = frame % 60 === 0;
      if (whole) {
        caching.push(took);
        cached = { epoch: update.epoch, w: watts, solar };
      } else {
        redraw.push(took);
        if (up && cached && cached.epoch === update.epoch) {
          const p = {
            epoch: update.epoch,
            w: cached.w,
            min: Math.min(cached.w, watts),
            max: Math.max(cached.w, watts),
            solar: cached.solar,
            solarMin: Math.min(cached.solar, solar),
            solarMax: Math.max(cached.solar, solar),
          };
          uplotTimes.push(up.append(p, bench.state().window));
          if (detail) (w.__upDetail = w.__upDetail || []).push([uplotTimes[uplotTimes.length - 1], yieldEvery ? i % yieldEvery : 0]);
        }
      }
      if (yieldEvery && i % yieldEvery === yieldEvery - 1) await new Promise((r) => setTimeout(r, 0));
    }
    return { redraw, caching, uplot: uplotTimes };
  })();
}

/** Sets a window (a zoom gesture's action), then waits until no history request is in flight. */
async function settleWindow(page, win) {
  await page.evaluate((w) => window.__kwMeterBench.dispatch({ type: 'powerMeter/zoomed', payload: { window: w } }), win);
  await settle(page);
}

async function settle(page) {
  await page.waitForTimeout(200);
  await page.waitForFunction(() => !window.__kwMeterBench.state().pending, null, { timeout: 90_000 });
  await page.waitForTimeout(100);
  await page.waitForFunction(() => !window.__kwMeterBench.state().pending, null, { timeout: 90_000 });
}

/**
 * Page side: alternating zoom (×0.92 / ×1.087 about the middle) and pan (±3 %) steps, one per frame.
 * Kilowatch takes each step through the store; uPlot (when `uplot`) then moves to the same window.
 */
function steps({ count, uplot }) {
  const bench = window.__kwMeterBench;
  const up = uplot ? window.__uplotBench : null;
  const kw = [];
  const other = [];
  return (async () => {
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
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      void document.body.offsetHeight; // style and layout pending from before the step (a frame's CSS animations) are not the step's
      const commits = window.__commits || 0;
      const rangeEl = window.__zsplit ? document.querySelector('[data-testid=meter-range]') : null;
      const rangeBefore = rangeEl ? rangeEl.textContent : null;
      const heapBefore = window.__zsplit ? performance.memory.usedJSHeapSize : 0;
      const began = performance.now();
      bench.dispatchSync({ type: 'powerMeter/zoomed', payload: { window: next } });
      const scripted = performance.now();
      if (rangeEl && rangeEl.textContent !== rangeBefore) window.__zsplitRange = (window.__zsplitRange || 0) + 1;
      void document.body.offsetHeight;
      kw.push(performance.now() - began);
      // VERBOSE: script and style + layout of each step, and the React commits inside it.
      if (window.__zsplit) {
        const d = bench.lastDraw ? bench.lastDraw() : null;
        window.__zsplit.push([scripted - began, performance.now() - scripted, (window.__commits || 0) - commits, d, performance.now() - began, Boolean(bench.state().realtime), performance.memory.usedJSHeapSize < heapBefore]);
      }
      if (up) {
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        other.push(up.step(bench.state().window));
      }
    }
    return { kw, uplot: other };
  })();
}

/** Prints a CPU profile's top functions by self time (PROFILE=1); several profiles: the mean a profile. */
function printProfile(label, profiles) {
  const list = Array.isArray(profiles) ? profiles : [profiles];
  const self = new Map();
  let total = 0;
  for (const profile of list) {
    const dt = new Map();
    profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) || 0) + (profile.timeDeltas[i + 1] || 0)));
    for (const node of profile.nodes) {
      const t = (dt.get(node.id) || 0) / 1000 / list.length;
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
      self.set(key, (self.get(key) || 0) + t);
      total += t;
    }
  }
  console.log(`${label} profile: ${total.toFixed(1)} ms sampled (not idle)${list.length > 1 ? `, the mean of ${list.length} profiles` : ''}`);
  for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${t.toFixed(2).padStart(8)} ms  ${key}`);
}

/**
 * Prints the slowest live redraws with what ran in each (VERBOSE=1 or SLOWEST=n), and how often each
 * kind of step is among the slowest 5 %: React commits, a path build (not an append), a new watt
 * maximum, time ticks that moved on, a garbage collection (the heap shrank during the step).
 */
function printSlowest(detail, count) {
  let prev = null;
  const rows = detail.map((d) => {
    const kinds = [];
    if (d.commits > 0) kinds.push(`react×${d.commits}`);
    if (d.draw && prev && d.draw.builds !== prev.builds) kinds.push('build');
    if (d.draw && prev && d.draw.yMax !== prev.yMax) kinds.push('yMax');
    if (d.draw && prev && d.draw.firstTick !== prev.firstTick) kinds.push('ticks');
    if (d.gc) kinds.push('gc');
    if (d.batch < 2) kinds.push('after yield');
    if (d.pending) kinds.push('loading');
    if (d.fetches > 0) kinds.push(`fetch×${d.fetches}`);
    if (!d.draw || d.draw.draws === 0) kinds.push('no draw');
    else if (d.draw.draws > 1) kinds.push(`draws×${d.draw.draws}`);
    if (d.draw && d.draw.draws > 0) prev = d.draw;
    return { ...d, kinds };
  });
  const sorted = [...rows].sort((a, b) => b.took - a.took);
  console.log(`slowest ${count} live redraws (of ${rows.length}): ms (script ms)  epoch mod 60  heap delta  what ran`);
  for (const r of sorted.slice(0, count)) {
    console.log(`  ${r.took.toFixed(3).padStart(7)} (${r.script.toFixed(3)})  ${String(r.epoch % 60).padStart(2)}  ${String(Math.round(r.heapDelta / 1024)).padStart(6)} KB  ${r.kinds.join(' ') || '-'}`);
  }
  const top = sorted.slice(0, Math.max(1, Math.ceil(rows.length * 0.05)));
  const tally = (rs) => {
    const m = {};
    for (const r of rs) for (const k of r.kinds.length ? r.kinds : ['plain']) m[k.replace(/×\d+/, '')] = (m[k.replace(/×\d+/, '')] || 0) + 1;
    return m;
  };
  const after = rows.filter((r) => r.batch < 2).map((r) => r.took);
  const inBatch = rows.filter((r) => r.batch >= 2).map((r) => r.took);
  console.log(`  Kilowatch: first redraw after a yield p50 ${pct(after, 50).toFixed(3)} p95 ${pct(after, 95).toFixed(3)} (n ${after.length}); others p50 ${pct(inBatch, 50).toFixed(3)} p95 ${pct(inBatch, 95).toFixed(3)}`);
  const split = (rs) => `script p50 ${pct(rs.map((r) => r.script), 50).toFixed(3)} p95 ${pct(rs.map((r) => r.script), 95).toFixed(3)}, style+layout p50 ${pct(rs.map((r) => r.took - r.script), 50).toFixed(3)} p95 ${pct(rs.map((r) => r.took - r.script), 95).toFixed(3)}`;
  if (process.env.VERBOSE) {
    const byPos = {};
    for (const r of rows) (byPos[r.batch] = byPos[r.batch] || []).push(r.script);
    console.log('  script p50 by place in the batch:', Object.entries(byPos).map(([k, v]) => `${k}: ${pct(v, 50).toFixed(3)}`).join(', '));
  }
  console.log(`  after a yield: ${split(rows.filter((r) => r.batch < 2))}; others: ${split(rows.filter((r) => r.batch >= 2))}`);
  console.log('  kinds among the slowest 5 %:', JSON.stringify(tally(top)), ' in all redraws:', JSON.stringify(tally(rows)));
}

/**
 * PROFILE_LIVE=1: the live steps' CPU profile, self time per step of each function in the first two
 * frames after a yield (a redraw and a whole-second frame, first in their task) and in the others,
 * biggest difference first: what a step costs more when it is the first in its task.
 */
function printSplitProfile(profile, frames) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const groupOf = new Map();
  const group = (id) => {
    if (groupOf.has(id)) return groupOf.get(id);
    let g = null;
    for (let i = id; i !== undefined && byId.has(i); i = parent.get(i)) {
      const name = byId.get(i).callFrame.functionName;
      if (name === 'afterYieldStep') { g = 'first'; break; }
      if (name === 'otherStep') { g = 'other'; break; }
    }
    groupOf.set(id, g);
    return g;
  };
  const self = { first: new Map(), other: new Map() };
  profile.samples.forEach((id, k) => {
    const g = group(id);
    if (!g) return;
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self[g].set(key, (self[g].get(key) || 0) + (profile.timeDeltas[k + 1] || 0));
  });
  const n = { first: frames / 10, other: frames - frames / 10 };
  const per = (g, key) => (self[g].get(key) || 0) / n[g];
  const total = (g) => [...self[g].values()].reduce((a, b) => a + b, 0) / n[g];
  console.log(`live steps profiled: µs a frame, first two frames after a yield ${total('first').toFixed(0)}, others ${total('other').toFixed(0)} (sampling inflates both)`);
  const keys = [...new Set([...self.first.keys(), ...self.other.keys()])].sort((a, b) => per('other', a) - per('first', a) - (per('other', b) - per('first', b)));
  for (const key of keys.slice(0, 25)) console.log(`  ${per('first', key).toFixed(1).padStart(7)} µs ${per('other', key).toFixed(1).padStart(7)} µs  ${key}`);
}

/** The Kilowatch graph's plot size and colours, and whether it shows solar. */
async function graphShape(page) {
  return page.evaluate(() => {
    const chart = document.querySelector('[data-testid="power-meter-chart"]');
    const css = getComputedStyle(chart);
    const s = window.__kwMeterBench.state();
    return {
      width: s.widthPx,
      // MARGIN.top + MARGIN.bottom of usePowerMeterScales.ts
      height: chart.getBoundingClientRect().height - 12 - 28,
      dpr: window.devicePixelRatio,
      showSolar: window.__kwMeterBench.solarShown(),
      colors: { usage: css.getPropertyValue('--kw-color-usage').trim() || '#e5532d', solar: css.getPropertyValue('--kw-color-solar').trim() || '#e8a317' },
    };
  });
}

/** Creates the uPlot chart over the raw entries of `dataWin` at `unit`, showing `win`, sized like the graph. */
async function uplotCreate(page, dataWin, win, unit, shape) {
  return page.evaluate(
    ({ dataWin, win, unit, shape }) => {
      const raw = window.__kwMeterBench.raw(dataWin, unit);
      window.__uplotBench.create(raw, win, { width: shape.width + 72, height: shape.height + 40, colors: shape.colors, showSolar: shape.showSolar });
      const fitted = window.__uplotBench.fit(shape.width, shape.height);
      return { ...fitted, points: raw.x.length };
    },
    { dataWin, win, unit, shape },
  );
}

(async () => {
  ensureBuilt(['server', 'app']);
  const load = os.loadavg();
  const { child, dataDir, url } = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'] });
  try {
    // bypassCSP: the bench injects uPlot and a style into the page. COEP makes the page
    // cross-origin isolated (COOP is already same-origin), so performance.now() has 5 µs steps
    // instead of 100 µs.
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, bypassCSP: true });
    await context.route(
      (u) => !u.pathname.startsWith('/apiservice') && !/\.[a-z0-9]+$/i.test(u.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'cross-origin-embedder-policy': 'require-corp', 'cross-origin-opener-policy': 'same-origin' } });
      },
    );
    const page = await context.newPage();
    // Counts React commits (the renderer reports each commit to a devtools hook when one is there).
    await page.addInitScript(() => {
      window.__commits = 0;
      let id = 0;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++id,
        onScheduleFiberRoot() {},
        onCommitFiberRoot() { window.__commits += 1; },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
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
    if (process.env.EXPERIMENT_CSS) await page.addStyleTag({ content: process.env.EXPERIMENT_CSS });
    await page.addScriptTag({ path: path.join(root, 'node_modules/uplot/dist/uPlot.iife.min.js') });
    await page.addStyleTag({ path: path.join(root, 'node_modules/uplot/dist/uPlot.min.css') });
    await page.addScriptTag({ path: path.join(__dirname, 'uplotSide.js') });
    await page.waitForFunction(() => Boolean(window.__kwMeterBench && window.__kwMeterBench.state().window));
    await page.waitForFunction(() => !window.__kwMeterBench.state().pending, null, { timeout: 90_000 });
    const isolated = await page.evaluate(() => window.crossOriginIsolated);
    if (process.env.VERBOSE) {
      // CSS animations running on the page: each costs style work at the first layout read after a frame.
      console.log('running animations:', await page.evaluate(() => document.getAnimations().map((a) => `${a.constructor.name} ${a.animationName || a.transitionProperty || a.id || '?'} on ${a.effect && a.effect.target ? `${a.effect.target.tagName}.${a.effect.target.className}${a.effect.pseudoElement || ''}` : '?'} (${a.playState})`)));
    }
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const shape = await graphShape(page);
    const now = await page.evaluate(() => Date.now());

    // 1. Zoom and pan, warm cache, real clock (feed still on: this is a normal page).
    // SPANS=1h,30d runs only those spans (all five by default).
    const spans = [['1 hour', HOUR, '1h'], ['6 hours', 6 * HOUR, '6h'], ['1 day', DAY, '1d'], ['7 days', 7 * DAY, '7d'], ['30 days', 30 * DAY, '30d']].filter(
      ([, , key]) => !process.env.SPANS || process.env.SPANS.split(',').includes(key),
    );
    const zoomRows = [];
    const allSteps = [];
    const allUplot = [];
    let fitted = { width: NaN, height: NaN };
    for (const [label, len] of PHASES.has('zoom') ? spans : []) {
      const end = now - HOUR;
      const win = { startMs: end - len, endMs: end };
      await settleWindow(page, win);
      await page.evaluate(steps, { count: 8 }); // warm up this size (JIT, scales)
      await settleWindow(page, win);
      const unit = await page.evaluate(() => {
        const s = window.__kwMeterBench.state();
        const spp = (s.window.endMs - s.window.startMs) / 1000 / s.widthPx;
        return spp < 60 ? 'second' : spp < 3600 ? 'minute' : 'hour';
      });
      // uPlot gets every cached entry of that unit around the window (what the steps can reach).
      const dataWin = { startMs: win.startMs - 0.3 * len, endMs: Math.min(now, win.endMs + 0.3 * len) };
      fitted = await uplotCreate(page, dataWin, win, unit, shape);
      await page.evaluate(() => { for (let i = 0; i < 8; i++) window.__uplotBench.step({ startMs: window.__kwMeterBench.state().window.startMs + i, endMs: window.__kwMeterBench.state().window.endMs }); });
      if (process.env.VERBOSE) {
        await page.evaluate(() => {
          window.__zsplit = [];
          window.__mutations = {};
          const name = (n) => {
            const el = n.nodeType === 1 ? n : n.parentElement;
            if (!el) return '?';
            const t = el.closest('[data-testid]');
            return `${el.tagName}${el.getAttribute && el.getAttribute('class') ? '.' + String(el.getAttribute('class')).slice(0, 12) : ''} in ${t ? t.getAttribute('data-testid') : '-'}`;
          };
          if (window.__observer) window.__observer.disconnect();
          window.__observer = new MutationObserver((list) => {
            for (const m of list) {
              const key = `${m.type}${m.attributeName ? ':' + m.attributeName : ''} ${name(m.target)}`;
              window.__mutations[key] = (window.__mutations[key] || 0) + 1;
            }
          });
          window.__observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        });
      }
      // PROFILE=1: a CPU profile of the steps (both sides), its top self times printed; PROFILE=kw
      // profiles Kilowatch's steps alone (uPlot does not run: its figures are then not printed).
      if (process.env.PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
        await cdp.send('Profiler.start');
      }
      // The draw records (for the never-loaded phase) are off during the steps, as in the live phase:
      // each costs a cache look-up inside the timed step.
      await page.evaluate(() => window.__kwMeterBench.recordDraws && window.__kwMeterBench.recordDraws(false));
      const { kw, uplot } = await page.evaluate(steps, { count: ZOOM_STEPS, uplot: process.env.PROFILE !== 'kw' });
      await page.evaluate(() => window.__kwMeterBench.recordDraws && window.__kwMeterBench.recordDraws(true));
      if (process.env.PROFILE) {
        const { profile } = await cdp.send('Profiler.stop');
        printProfile(label, profile);
        // PROFILE_OUT=file.cpuprofile: the profile itself (DevTools opens it), for call trees.
        if (process.env.PROFILE_OUT) require('fs').writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
      }
      if (process.env.VERBOSE) {
        const split = await page.evaluate(() => window.__zsplit);
        console.log(await page.evaluate(() => window.__mutations));
        // What ran in the slowest steps: a new watt maximum, time ticks that moved on, labels drawn as text, a React
        // commit, a window that reaches now, a garbage collection (the heap shrank during the step).
        let prev = null;
        const kinds = split.map((x) => {
          const d = x[3];
          const k = [];
          if (d && prev && d.yMax !== prev.yMax) k.push('yMax');
          if (d && prev && d.firstTick !== prev.firstTick) k.push('ticks');
          if (d && prev && d.texts !== prev.texts) k.push(`text×${d.texts - prev.texts}`);
          if (x[2] > 0) k.push(`react×${x[2]}`);
          if (x[5]) k.push('reaches now');
          if (x[6]) k.push('gc');
          if (d && d.draws > 0) prev = d;
          return { took: x[4], k };
        });
        const slow = [...kinds].sort((a, b) => b.took - a.took);
        const tally = (rs) => { const m = {}; for (const r of rs) for (const k of r.k.length ? r.k : ['plain']) m[k.replace(/×\d+/, '')] = (m[k.replace(/×\d+/, '')] || 0) + 1; return JSON.stringify(m); };
        console.log(`${label} slowest steps: ${slow.slice(0, 12).map((r) => `${r.took.toFixed(2)} ${r.k.join('+') || '-'}`).join(', ')}`);
        console.log(`${label} kinds among the slowest 5 %: ${tally(slow.slice(0, Math.ceil(slow.length * 0.05)))}; in all steps: ${tally(kinds)}`);
        console.log(`${label} split: script p50 ${pct(split.map((x) => x[0]), 50).toFixed(3)} p95 ${pct(split.map((x) => x[0]), 95).toFixed(3)}; layout p50 ${pct(split.map((x) => x[1]), 50).toFixed(3)} p95 ${pct(split.map((x) => x[1]), 95).toFixed(3)}; React commits inside the steps ${split.reduce((a, x) => a + x[2], 0)} in ${split.length} steps, range label changed inside ${await page.evaluate(() => window.__zsplitRange || 0)}`);
      }
      const cache = await page.evaluate(() => window.__kwMeterBench.cache());
      zoomRows.push({ label, unit, kw, uplot, points: fitted.points, blocks: cache.blocks });
      allSteps.push(...kw);
      allUplot.push(...uplot);
    }
    await page.evaluate(() => window.__uplotBench.destroy());

    // 2. First draw of 55,550 seconds, band + mean (usage only: 3 series, uPlot's benchmark size).
    const fdEnd = Math.floor((now - 2 * HOUR) / 1000) * 1000;
    const fdWin = { startMs: fdEnd - FIRST_DRAW_SECONDS * 1000, endMs: fdEnd };
    const fdAway = { startMs: fdWin.startMs - HOUR, endMs: fdWin.endMs - HOUR };
    if (PHASES.has('first')) {
      await settleWindow(page, fdWin);
      await settleWindow(page, fdAway);
    }
    const hadSolar = await page.evaluate(() => window.__kwMeterBench.state().showSolar);
    if (hadSolar && shape.showSolar) await page.evaluate(() => window.__kwMeterBench.dispatchSync({ type: 'powerMeter/solarToggled' }));
    const kwFirst = [];
    const upFirst = [];
    let fdPoints = 0;
    if (PHASES.has('first')) {
      // uPlot's data, made once and kept in the page (outside every timed step, like Kilowatch's
      // cache): the cached seconds of fdWin as plain arrays.
      fdPoints = await page.evaluate((win) => {
        const raw = window.__kwMeterBench.raw(win, 'second');
        const keep = raw.x.map((x, i) => (x >= win.startMs / 1000 && x < win.endMs / 1000 ? i : -1)).filter((i) => i >= 0);
        const pick = (a) => keep.map((i) => a[i]);
        window.__fdData = { x: pick(raw.x), min: pick(raw.min), max: pick(raw.max), mean: pick(raw.mean) };
        return window.__fdData.x.length;
      }, fdWin);
    }
    // Each sample, on both sides, starts the same way: the other side at rest (Kilowatch on its
    // table view, no uPlot chart), a minor garbage collection (the young generation emptied, so a
    // side pays only for its own garbage), then two frames. Both sides run the same warm-up samples
    // first (FIRST_DRAW_WARM, not counted), and take turns going first. FD_GC=full collects with
    // HeapProfiler.collectGarbage instead (a memory-reducing GC: it also shrinks the young
    // generation, so whichever side allocates more pays scavenges inside its step), FD_GC=0 not at all.
    const quiet = async () => {
      if (process.env.FD_GC === 'full') {
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
      } else if (process.env.FD_GC !== '0') await page.evaluate(() => window.gc({ type: 'minor' }));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    };
    const toTable = (away) =>
      page.evaluate((w) => {
        const b = window.__kwMeterBench;
        b.dispatchSync({ type: 'powerMeter/viewChosen', payload: { view: 'table' } });
        b.dispatchSync({ type: 'powerMeter/zoomed', payload: { window: w } });
      }, away);
    const kwSample = async (profiling) => {
      // Kilowatch: from the table view on another window, to the graph of fdWin: the series is
      // built from the cache, the graph mounts and draws, all in one synchronous render.
      await page.evaluate(() => window.__uplotBench.destroy());
      await toTable(fdAway);
      await page.waitForTimeout(300);
      await quiet();
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 20 });
        await cdp.send('Profiler.start');
      }
      const took = await page.evaluate((win) => {
        const b = window.__kwMeterBench;
        const log = window.__fdMutations ? [] : null;
        const observer = log ? new MutationObserver((list) => { for (const m of list) log.push(m); }) : null;
        if (observer) observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const commits = window.__commits;
        b.lastDraw();
        void document.body.offsetHeight; // style and layout pending from before the step (a frame's CSS animations) are not the step's
        const began = performance.now();
        b.dispatchSync({ type: 'powerMeter/zoomed', payload: { window: win } }, { type: 'powerMeter/viewChosen', payload: { view: 'chart' } });
        void document.body.offsetHeight;
        const took = performance.now() - began;
        if (observer) {
          for (const m of observer.takeRecords()) log.push(m);
          observer.disconnect();
          const name = (n) => {
            const el = n.nodeType === 1 ? n : n.parentElement;
            if (!el) return '?';
            const t = el.closest('[data-testid]');
            return `${el.tagName}${el.getAttribute && el.getAttribute('class') ? '.' + String(el.getAttribute('class')).slice(0, 12) : ''} in ${t ? t.getAttribute('data-testid') : '-'}`;
          };
          const counts = {};
          for (const m of log) {
            const key = `${m.type}${m.attributeName ? ':' + m.attributeName : ''} ${name(m.target)} +${m.addedNodes.length} -${m.removedNodes.length}`;
            counts[key] = (counts[key] || 0) + 1;
          }
          counts['React commits'] = window.__commits - commits;
          counts['canvas draws'] = b.lastDraw().draws;
          window.__fdMutations = counts;
        }
        return took;
      }, fdWin);
      if (profiling) fdProfiles.kw.push((await cdp.send('Profiler.stop')).profile);
      return took;
    };
    const upSample = async (profiling) => {
      // uPlot: a new chart over the same 55,550 seconds, Kilowatch back on its table view.
      await page.evaluate(() => window.__uplotBench.destroy());
      await toTable(fdAway);
      await page.waitForTimeout(300);
      await quiet();
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 20 });
        await cdp.send('Profiler.start');
      }
      const took = await page.evaluate(
        ({ win, shape }) => window.__uplotBench.create(window.__fdData, win, { width: shape.width + 72, height: shape.height + 40, colors: shape.colors, showSolar: false }),
        { win: fdWin, shape },
      );
      if (profiling) fdProfiles.up.push((await cdp.send('Profiler.stop')).profile);
      return took;
    };
    const fdRuns = PHASES.has('first') ? FIRST_DRAW_WARM + FIRST_DRAW_RUNS : 0;
    // PROFILE=1: Kilowatch's counted samples profiled (PROFILE=up: uPlot's), their mean self times printed.
    const fdProfiles = { kw: [], up: [] };
    // The draw records (for the never-loaded phase) are off here too: each costs a cache look-up
    // inside Kilowatch's timed step.
    if (fdRuns) await page.evaluate(() => window.__kwMeterBench.recordDraws(false));
    // VERBOSE: the DOM mutations of Kilowatch's step (the last one's are printed).
    if (process.env.VERBOSE) await page.evaluate(() => { window.__fdMutations = {}; });
    for (let r = 0; r < fdRuns; r++) {
      const counted = r >= FIRST_DRAW_WARM;
      const profiling = Boolean(process.env.PROFILE) && counted;
      // Turns: Kilowatch first in even samples, uPlot first in odd ones.
      for (const side of r % 2 === 0 ? ['kw', 'up'] : ['up', 'kw']) {
        if (side === 'kw') {
          const t = await kwSample(profiling && process.env.PROFILE !== 'up');
          if (counted) kwFirst.push(t);
        } else {
          const t = await upSample(profiling && process.env.PROFILE === 'up');
          if (counted) upFirst.push(t);
        }
      }
    }
    for (const [side, list] of Object.entries(fdProfiles)) {
      if (!list.length) continue;
      printProfile(`${side === 'kw' ? 'Kilowatch' : 'uPlot'} first draw`, list);
      // PROFILE_OUT=file.cpuprofile: the last one written to file-first-kw.cpuprofile (or -up; DevTools opens it).
      if (process.env.PROFILE_OUT) require('fs').writeFileSync(process.env.PROFILE_OUT.replace(/(\.cpuprofile)?$/, `-first-${side}$1`), JSON.stringify(list[list.length - 1]));
      if (process.env.PROFILE_ALL) require('fs').writeFileSync(process.env.PROFILE_ALL.replace(/(\.json)?$/, `-${side}$1`), JSON.stringify(list));
    }
    if (fdRuns && process.env.VERBOSE) console.log('Kilowatch first draw, DOM mutations inside the step:', await page.evaluate(() => window.__fdMutations));
    if (fdRuns) {
      await page.evaluate(() => {
        window.__uplotBench.destroy();
        window.__fdData = null;
      });
      await page.evaluate(() => window.__kwMeterBench.recordDraws(true));
      // The graph of fdWin again (the last sample may have been uPlot's, with Kilowatch on its table).
      await page.evaluate((win) => window.__kwMeterBench.dispatchSync({ type: 'powerMeter/zoomed', payload: { window: win } }, { type: 'powerMeter/viewChosen', payload: { view: 'chart' } }), fdWin);
    }
    if (hadSolar && shape.showSolar) await page.evaluate(() => window.__kwMeterBench.dispatchSync({ type: 'powerMeter/solarToggled' }));

    // 3. A window never loaded: 15 hours of seconds, some days back (3 different windows).
    const coldRows = [];
    for (let k = 0; k < (PHASES.has('cold') ? 3 : 0); k++) {
      const end = Math.floor((now - (3 + 2 * k) * DAY) / 60_000) * 60_000;
      const win = { startMs: end - 15 * HOUR, endMs: end };
      await page.evaluate(() => window.__kwMeterBench.draws());
      const t0 = await page.evaluate((w) => {
        const t = performance.now();
        performance.clearResourceTimings();
        window.__kwMeterBench.dispatch({ type: 'powerMeter/zoomed', payload: { window: w } });
        return t;
      }, win);
      const arrived = await page
        .waitForFunction((w) => window.__kwMeterBench.loaded(w, Date.now()), win, { timeout: 60_000, polling: 20 })
        .then(() => true, () => false);
      if (!arrived) {
        console.error(`power-meter bench: the window ${JSON.stringify(win)} never had all its blocks in the cache`);
        coldRows.push({ win, requests: NaN, afterLast: NaN, total: NaN, pan: { took: NaN, complete: false } });
        continue;
      }
      await page.waitForTimeout(400);
      const r = await page.evaluate(
        ({ t0, win, process_env_verbose }) => {
          const fetches = performance.getEntriesByType('resource').filter((e) => e.name.includes('/history/usage') && e.startTime >= t0);
          const draws = window.__kwMeterBench.draws();
          const first = draws.find((d) => d.complete);
          // The window's blocks: requests that began before every block was in (prefetches come later).
          const needed = first ? fetches.filter((e) => e.startTime < first.at) : fetches;
          const lastArrived = Math.max(...needed.map((e) => e.responseEnd));
          const trace = process_env_verbose ? { fetches: fetches.map((e) => [Math.round(e.startTime - t0), Math.round(e.responseStart - t0), Math.round(e.responseEnd - t0), e.name.replace(/.*start=/, '')]), draws: draws.map((d) => [Math.round(d.at - t0), d.complete]) } : null;
          return { requests: needed.length, lastArrived, drawnAt: first ? first.at : NaN, t0, win, trace };
        },
        { t0, win, process_env_verbose: Boolean(process.env.VERBOSE) },
      );
      if (r.trace) console.log(JSON.stringify(r.trace));
      // Let the neighbours' prefetch finish, then pan back by the window's width.
      await settle(page);
      await page.waitForTimeout(500);
      await settle(page);
      await page.evaluate(() => window.__kwMeterBench.draws());
      const pan = await page.evaluate((w) => {
        const b = window.__kwMeterBench;
        const len = w.endMs - w.startMs;
        const back = { startMs: w.startMs - len, endMs: w.endMs - len };
        const began = performance.now();
        b.dispatchSync({ type: 'powerMeter/zoomed', payload: { window: back } });
        const took = performance.now() - began;
        const d = b.draws();
        return { took, complete: d.length > 0 && b.loaded(back, Date.now(), false) };
      }, win);
      coldRows.push({ ...r, afterLast: r.drawnAt - r.lastArrived, total: r.drawnAt - r.t0, pan });
      await settle(page);
    }

    // 4. Live: stop the real feed, go back to the live default window, feed simulated frames; uPlot
    // side by side for the first LIVE_COMPARE_MINUTES, then Kilowatch alone to 120 minutes for the heap.
    await page.evaluate(() => window.__kwMeterBench.dispatch({ type: 'realtime/disconnectRequested' }));
    await page.evaluate(() => window.__kwMeterBench.recordDraws && window.__kwMeterBench.recordDraws(false));
    await page.evaluate(installClock);
    await page.evaluate(() => window.__kwMeterBench.dispatch({ type: 'powerMeter/nowClicked' }));
    await settle(page);
    await page.evaluate(feed, { count: 120, yieldEvery: 20 }); // warm-up: 1 simulated minute
    await page.evaluate(
      (shape) => {
        const b = window.__kwMeterBench;
        const win = b.state().window;
        const raw = b.raw({ startMs: win.startMs - 3_600_000, endMs: Date.now() + 1 }, 'second');
        // Only what is in: points after now are for the feed to add.
        const n = raw.x.findIndex((x) => x * 1000 > Date.now());
        const cut = (a) => (n < 0 ? a : a.slice(0, n));
        const data = { x: cut(raw.x), min: cut(raw.min), max: cut(raw.max), mean: cut(raw.mean), solarMin: cut(raw.solarMin), solarMax: cut(raw.solarMax), solarMean: cut(raw.solarMean) };
        window.__uplotBench.create(data, win, { width: shape.width + 72, height: shape.height + 40, colors: shape.colors, showSolar: shape.showSolar });
        window.__uplotBench.fit(shape.width, shape.height);
      },
      { ...shape, showSolar: await page.evaluate(() => window.__kwMeterBench.solarShown()) },
    );
    await page.evaluate(feed, { count: 120, yieldEvery: 20, uplot: true }); // warm-up of both sides
    const live = PHASES.has('live') ? 1 : 0;
    if (process.env.VERBOSE) {
      await page.evaluate(() => {
        window.__split = [];
        window.__mutations = {};
        const name = (n) => {
          const el = n.nodeType === 1 ? n : n.parentElement;
          if (!el) return '?';
          const t = el.closest('[data-testid]');
          return `${el.tagName}${el.getAttribute && el.getAttribute('class') ? '.' + String(el.getAttribute('class')).slice(0, 12) : ''} in ${t ? t.getAttribute('data-testid') : '-'}`;
        };
        new MutationObserver((list) => {
          for (const m of list) {
            const key = `${m.type}${m.attributeName ? ':' + m.attributeName : ''} ${name(m.target)}`;
            window.__mutations[key] = (window.__mutations[key] || 0) + 1;
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    }
    if (process.env.VERBOSE || process.env.SLOWEST) {
      await page.evaluate(() => {
        window.__kwMeterBench.lastDraw();
        window.__detail = [];
        // Counts the requests a step starts (the history planner runs in live steps too).
        if (!window.__fetches) {
          window.__fetches = 0;
          const real = window.fetch;
          window.fetch = function (...args) { window.__fetches += 1; return real.apply(this, args); };
        }
      });
    }
    if (process.env.PROFILE_LIVE) {
      await page.evaluate(() => {
        window.__afterYieldStep = function afterYieldStep(a) { window.__kwMeterBench.dispatchSync(a); };
        window.__otherStep = function otherStep(a) { window.__kwMeterBench.dispatchSync(a); };
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 25 });
      await cdp.send('Profiler.start');
    }
    const compared = await page.evaluate(feed, { count: live * LIVE_COMPARE_MINUTES * 120, yieldEvery: 20, uplot: true });
    if (process.env.PROFILE_LIVE) {
      printSplitProfile((await cdp.send('Profiler.stop')).profile, LIVE_COMPARE_MINUTES * 120);
    }
    if (process.env.VERBOSE) {
      console.log('running animations at the end of the live steps:', await page.evaluate(() => document.getAnimations().map((a) => `${a.constructor.name} ${a.animationName || a.transitionProperty || a.id || '?'} on ${a.effect && a.effect.target ? `${a.effect.target.tagName}.${a.effect.target.className}${a.effect.pseudoElement || ''}` : '?'} (${a.playState})`)));
    }
    if (process.env.VERBOSE || process.env.SLOWEST) {
      printSlowest(await page.evaluate(() => { const d = window.__detail; window.__detail = null; return d; }), Number(process.env.SLOWEST || 20));
      const upd = await page.evaluate(() => { const d = window.__upDetail || []; window.__upDetail = null; return d; });
      const after = upd.filter((x) => x[1] < 2).map((x) => x[0]);
      const inBatch = upd.filter((x) => x[1] >= 2).map((x) => x[0]);
      console.log(`  uPlot: first redraw after a yield p50 ${pct(after, 50).toFixed(3)} p95 ${pct(after, 95).toFixed(3)} (n ${after.length}); others p50 ${pct(inBatch, 50).toFixed(3)} p95 ${pct(inBatch, 95).toFixed(3)}`);
    }
    if (process.env.VERBOSE) {
      const split = await page.evaluate(() => window.__split);
      const redraws = split;
      console.log(await page.evaluate(() => window.__mutations));
      console.log(`live split (redraw frames): script p50 ${pct(redraws.map((x) => x[0]), 50).toFixed(3)} p95 ${pct(redraws.map((x) => x[0]), 95).toFixed(3)}; layout p50 ${pct(redraws.map((x) => x[1]), 50).toFixed(3)} p95 ${pct(redraws.map((x) => x[1]), 95).toFixed(3)}`);
    }
    await page.evaluate(() => window.__uplotBench.destroy());
    await page.waitForTimeout(500);
    const heap10 = await heap();
    const cache10 = await page.evaluate(() => window.__kwMeterBench.cache());
    const rest = await page.evaluate(feed, { count: (process.env.HEAP === '0' ? 0 : live) * 100 * 120, yieldEvery: 20 }); // 100 simulated minutes more
    await page.waitForTimeout(500);
    const heap120 = await heap();
    const cache120 = await page.evaluate(() => window.__kwMeterBench.cache());
    const liveWindow = await page.evaluate(() => { const s = window.__kwMeterBench.state(); return { len: s.window.endMs - s.window.startMs, realtime: s.realtime }; });
    const kwRedraw = [...compared.redraw, ...rest.redraw];
    const kwCaching = [...compared.caching, ...rest.caching];

    // Report.
    const cpu = os.cpus()[0];
    console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, Chromium ${await browser.version()}`);
    console.log(`load average at start ${load.map((l) => l.toFixed(2)).join(' ')}, at end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`viewport 1920×1080, plot ${shape.width}×${shape.height} px at device pixel ratio ${shape.dpr} on both sides (uPlot fitted to ${fitted.width}×${fitted.height}); solar ${shape.showSolar ? 'shown' : 'not shown'}; timer ${isolated ? '5 µs (cross-origin isolated)' : '100 µs (NOT isolated)'}`);
    console.log('timings: script + style + layout ms per step (paint and raster not counted on either side)');
    console.log('');
    console.log('live redraw, 15-minute window (half-second frames)   n      KW p50  KW p95  uPlot p50 uPlot p95  ratio p50 ratio p95');
    const lr = compared.redraw;
    const lu = compared.uplot;
    console.log(`side by side, ${LIVE_COMPARE_MINUTES} simulated minutes        ${String(lr.length).padStart(10)} ${ms(pct(lr, 50))} ${ms(pct(lr, 95))}   ${ms(pct(lu, 50))}   ${ms(pct(lu, 95))}   ${ratio(pct(lr, 50), pct(lu, 50))}    ${ratio(pct(lr, 95), pct(lu, 95))}   ${verdict(pct(lr, 95) <= pct(lu, 95) && pct(lr, 50) <= pct(lu, 50))}`);
    console.log(`Kilowatch, all ${((kwRedraw.length) / 60).toFixed(0)} simulated minutes (max ${ms(Math.max(...kwRedraw)).trim()})  ${String(kwRedraw.length).padStart(10)} ${ms(pct(kwRedraw, 50))} ${ms(pct(kwRedraw, 95))}     (window ${liveWindow.len / 60000} min, live ${liveWindow.realtime})`);
    console.log(`whole-second frames (cache the reading, no redraw) ${String(kwCaching.length).padStart(8)} ${ms(pct(kwCaching, 50))} ${ms(pct(kwCaching, 95))}`);
    console.log('');
    console.log('zoom/pan step (warm cache)   unit     uPlot pts   KW p50  KW p95  uPlot p50 uPlot p95  ratio p50 ratio p95');
    for (const r of zoomRows) {
      const target = r.label === '1 hour' ? `   1-hour p95 < 8: ${verdict(pct(r.kw, 95) < 8)}` : '';
      console.log(`${r.label.padEnd(28)} ${r.unit.padEnd(7)} ${String(r.points).padStart(9)} ${ms(pct(r.kw, 50))} ${ms(pct(r.kw, 95))}   ${ms(pct(r.uplot, 50))}   ${ms(pct(r.uplot, 95))}   ${ratio(pct(r.kw, 50), pct(r.uplot, 50))}    ${ratio(pct(r.kw, 95), pct(r.uplot, 95))}   ${verdict(pct(r.kw, 95) <= pct(r.uplot, 95) && pct(r.kw, 50) <= pct(r.uplot, 50))}${target}`);
    }
    console.log(`${'all steps'.padEnd(28)} ${''.padEnd(7)} ${''.padStart(9)} ${ms(pct(allSteps, 50))} ${ms(pct(allSteps, 95))}   ${ms(pct(allUplot, 50))}   ${ms(pct(allUplot, 95))}   ${ratio(pct(allSteps, 50), pct(allUplot, 50))}    ${ratio(pct(allSteps, 95), pct(allUplot, 95))}`);
    console.log('');
    console.log(`first draw, ${FIRST_DRAW_SECONDS.toLocaleString('en')} seconds (${fdPoints} × 3 values)   runs   KW median  KW max  uPlot median uPlot max  ratio (medians)`);
    if (process.env.VERBOSE) console.log(`  runs: KW ${kwFirst.map((x) => x.toFixed(1)).join(' ')}; uPlot ${upFirst.map((x) => x.toFixed(1)).join(' ')}`);
    console.log(`band + mean, from data in memory      ${String(kwFirst.length).padStart(8)}   ${ms(median(kwFirst))}  ${ms(Math.max(...kwFirst))}   ${ms(median(upFirst))}    ${ms(Math.max(...upFirst))}    ${ratio(median(kwFirst), median(upFirst))}   ${verdict(median(kwFirst) <= median(upFirst))}`);
    console.log('');
    console.log('a window never loaded (15 hours of seconds)   requests   last block → drawn   zoom → drawn   pan by its width: data at once');
    for (const r of coldRows) {
      console.log(`${new Date(r.win.startMs).toISOString().slice(0, 16)} …                  ${String(r.requests).padStart(8)}   ${ms(r.afterLast)} ms         ${ms(r.total)} ms     ${r.pan.complete ? 'yes' : 'NO'} (${r.pan.took.toFixed(1)} ms)`);
    }
    const coldMed = median(coldRows.map((r) => r.afterLast));
    console.log(`median last block → drawn ${coldMed.toFixed(1)} ms   target < 150   ${verdict(coldRows.every((r) => r.afterLast < 150))}; pans with data at once ${coldRows.filter((r) => r.pan.complete).length}/${coldRows.length}`);
    console.log('');
    const growth = (heap120 - heap10) / heap10;
    console.log('heap (after GC)            MB     cache blocks   live seconds');
    console.log(`${LIVE_COMPARE_MINUTES + 2} simulated minutes   ${mb(heap10).padStart(6)}     ${String(cache10.blocks).padStart(6)}         ${cache10.live}`);
    console.log(`${LIVE_COMPARE_MINUTES + 102} simulated minutes  ${mb(heap120).padStart(6)}     ${String(cache120.blocks).padStart(6)}         ${cache120.live}`);
    console.log(`growth ${(growth * 100).toFixed(1)}%   target within 10%   ${verdict(Math.abs(growth) <= 0.1)}`);
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
