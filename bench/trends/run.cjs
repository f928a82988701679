// Trends benchmark: GET /app/history/trends maths for a YEAR with every device of a solar +
// battery + relays home (~25 device rows, 12 monthly steps, the previous year for the percent
// changes), against the built server (npm run build:server first; `npm run bench:trends` does it).
//   cold: nothing cached (simulator day series, trend days, answers): the first request of a year
//         the server has never simulated;
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
try {
  trends = require(path.join(dist, 'trends/trends.js'));
  days = require(path.join(dist, 'trends/days.js'));
  sim = require(path.join(dist, 'sim/index.js'));
  book = require(path.join(dist, 'devices/book.js'));
  views = require(path.join(dist, 'trends/views.js'));
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

const rows = { cold: [], warmMinute: [], warmHit: [] };
let deviceRows = 0;
for (let i = 0; i < RUNS; i++) {
  const seed = 1000 + i;
  clearAll();
  const cold = time(() => trends.trends(inputOf(seed, NOW)));
  rows.cold.push(cold.ms);
  deviceRows = cold.out.consumption.devices.length + cold.out.production.devices.length;
  trends.clearTrendsCache();
  rows.warmMinute.push(time(() => trends.trends(inputOf(seed, NOW + 60_000))).ms);
  rows.warmHit.push(time(() => trends.trends(inputOf(seed, NOW + 60_000))).ms);
}

const cpu = os.cpus()[0];
console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`bench/trends: trends for YEAR 2026 as of 2026-11-22, ${deviceRows} device rows, solar + battery + relays, ${RUNS} runs (median / min / max ms)`);
const pad = (s, n) => String(s).padEnd(n);
const line = (label, xs, target) =>
  console.log(`${pad(label, 46)}${pad(median(xs).toFixed(1), 10)}${pad(Math.min(...xs).toFixed(1), 10)}${pad(Math.max(...xs).toFixed(1), 10)}${target}`);
console.log(`${pad('variant', 46)}${pad('median', 10)}${pad('min', 10)}${pad('max', 10)}target`);
line('cold (nothing cached: simulates ~650 days)', rows.cold, '< 300 ms');
console.log(`  = ${(median(rows.cold) / 650).toFixed(2)} ms per simulated day (this year so far and the same span of last year)`);
line('warm, next minute (answer recomputed)', rows.warmMinute, '< 20 ms');
line('warm, same minute (answer cached)', rows.warmHit, '< 20 ms');
