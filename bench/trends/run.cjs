// Trends benchmark: GET /app/history/trends maths for a YEAR with every device of a solar +
// battery + relays home (~25 device rows, 12 monthly steps, the previous year for the percent
// changes), against the built server (npm run build:server first; `npm run bench:trends` does it).
//   cold start (the target): a restarted server: every memory cache empty, a new connection to a
//         data folder whose day store (sim_days, server/README.md "Persisted simulated days") holds
//         the past days, which the start-up warm-up or earlier requests persisted: the route's
//         prepareDays reads them back, then the answer is computed;
//   brand-new (no data folder yet, nothing simulated): the first request of a year the server has
//         never simulated; in the server the pool simulates these days, off the event loop (for
//         information: what a request arriving before the warm-up has finished waits for);
//   warm (new minute): the hourly day aggregates cached, the answer recomputed (a running period
//         one minute later);
//   warm (same minute): the answer cache hit.
// Targets: cold < 300 ms, warm < 20 ms.
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const dist = path.resolve(__dirname, '../../server/dist');
let trends;
let days;
let sim;
let book;
let views;
let prepare;
let database;
let store;
let simStore;
try {
  prepare = require(path.join(dist, 'trends/prepare.js'));
  database = require(path.join(dist, 'db/database.js'));
  store = require(path.join(dist, 'db/dayStore.js'));
  simStore = require(path.join(dist, 'db/persistedDays.js'));
  trends = require(path.join(dist, 'trends/trends.js'));
  days = require(path.join(dist, 'trends/days.js'));
  sim = require(path.join(dist, 'sim/index.js'));
  book = require(path.join(dist, 'devices/book.js'));
  views = require(path.join(dist, 'trends/views.js'));
  // In-process, without a store: a monitor's devices as its source declares them (as the server's threads do).
  const registry = require(path.join(dist, 'sources/registry.js'));
  require(path.join(dist, 'measured/devices.js')).setDeclarer(registry.declarationFor);
} catch (err) {
  console.error(`Cannot load the built server under ${dist}: run \`npm run build:server\` first (${err.message})`);
  process.exit(1);
}

const RUNS = 5;
const profile = (seed) => ({
  id: 100001,
  seed,
  serialNumber: 'N327000001',
  timeZone: 'America/New_York',
  latitude: 35.78,
  longitude: -78.64,
  solar: true,
  battery: true,
  relays: true,
  costCentsPerKwh: 13.2,
});
const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

function inputOf(seed, nowMs) {
  const p = profile(seed);
  const devices = views.trendDevicesOf(book.buildBook(p, { overrides: new Map(), merges: [], supersedes: [] }));
  return { profile: p, devices, scale: 'YEAR', atMs: nowMs, cycleStart: 1, nowMs };
}

function time(fn) {
  const t0 = performance.now();
  const out = fn();
  return { ms: performance.now() - t0, out };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const clearAll = () => {
  sim.clearSimCaches();
  days.clearTrendDayCache();
  trends.clearTrendsCache();
};

// JIT warm-up on other seeds.
for (let i = 0; i < 2; i++) {
  clearAll();
  trends.trends(inputOf(500 + i, NOW));
}

const fs = require('node:fs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-bench-trends-'));
/** A fresh connection to the data folder and its day store (a restarted server's). */
function openStore() {
  const db = database.openDatabase(dataDir);
  const s = store.sqliteDayStore(db);
  simStore.setDayStore(s);
  return { db, s };
}

/** What the route does: the period's days and the previous period's, then the answer. */
async function answer(input) {
  const period = require(path.join(dist, 'trends/period.js')).trendPeriod(input.profile, 'YEAR', input.atMs, 1);
  const elapsed = Math.max(0, Math.min(period.endMs, input.nowMs) - period.startMs);
  await prepare.prepareDays(input.profile, period.startMs, period.endMs, input.nowMs, input.devices);
  await prepare.prepareDays(input.profile, period.previousStartMs, Math.min(period.startMs, period.previousStartMs + elapsed), input.nowMs, input.devices);
  return trends.trends(input);
}

async function timeAsync(fn) {
  const t0 = performance.now();
  const out = await fn();
  return { ms: performance.now() - t0, out };
}

async function run() {
  const rows = { coldStart: [], brandNew: [], warmMinute: [], warmHit: [] };
  let deviceRows = 0;
  for (let i = 0; i < RUNS; i++) {
    const seed = 1000 + i;
    // Brand-new: nothing persisted, nothing in memory (no store: what the pool thread simulates).
    simStore.setDayStore(null);
    clearAll();
    const fresh = time(() => trends.trends(inputOf(seed, NOW)));
    rows.brandNew.push(fresh.ms);
    deviceRows = fresh.out.consumption.devices.length + fresh.out.production.devices.length;
    // Persist this monitor's days as the warm-up would (not timed).
    let { db, s } = openStore();
    clearAll();
    await answer(inputOf(seed, NOW));
    s.flush();
    db.close();
    // Cold start: a restarted server (memory empty, a new connection), the days in the store.
    ({ db, s } = openStore());
    clearAll();
    const cold = await timeAsync(() => answer(inputOf(seed, NOW)));
    rows.coldStart.push(cold.ms);
    if (JSON.stringify(cold.out) !== JSON.stringify(fresh.out)) throw new Error('the answer from the day store differs from the simulated one');
    trends.clearTrendsCache();
    rows.warmMinute.push((await timeAsync(() => answer(inputOf(seed, NOW + 60_000)))).ms);
    rows.warmHit.push((await timeAsync(() => answer(inputOf(seed, NOW + 60_000)))).ms);
    s.flush();
    db.close();
    simStore.setDayStore(null);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { rows, deviceRows };
}

run().then(({ rows, deviceRows }) => report(rows, deviceRows), (err) => {
  console.error(err);
  process.exit(1);
});

function report(rows, deviceRows) {

const cpu = os.cpus()[0];
console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`bench/trends: trends for YEAR 2026 as of 2026-11-22, ${deviceRows} device rows, solar + battery + relays, ${RUNS} runs (median / min / max ms)`);
const pad = (s, n) => String(s).padEnd(n);
const line = (label, xs, target) =>
  console.log(`${pad(label, 46)}${pad(median(xs).toFixed(1), 10)}${pad(Math.min(...xs).toFixed(1), 10)}${pad(Math.max(...xs).toFixed(1), 10)}${target}`);
console.log(`${pad('variant', 46)}${pad('median', 10)}${pad('min', 10)}${pad('max', 10)}target`);
line('cold start (restarted; days from the store)', rows.coldStart, '< 300 ms');
line('warm, next minute (answer recomputed)', rows.warmMinute, '< 20 ms');
line('warm, same minute (answer cached)', rows.warmHit, '< 20 ms');
line('brand-new folder (simulates ~650 days; pool)', rows.brandNew, '(info)');
console.log(`  = ${(median(rows.brandNew) / 650).toFixed(2)} ms per simulated day (this year so far and the same span of last year), in a pool thread`);
console.log('every cold-start answer was checked equal to the simulated one');
}
