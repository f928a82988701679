// Benchmark: time to compute a month of one-minute samples with the household simulator.
// Requires the built server (npm run build:server). Prints the machine and the figures.
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const dist = path.resolve(__dirname, '../../server/dist/sim/index.js');
let sim;
try {
  sim = require(dist);
} catch (err) {
  console.error(`Cannot load ${dist}: run \`npm run build:server\` first (${err.message})`);
  process.exit(1);
}

const MINUTES = 30 * 24 * 60; // 43,200 one-minute samples
const RUNS = 7;
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
const start = Date.UTC(2026, 5, 1, 4, 0, 0); // local midnight, 1 June 2026 (EDT)

function timeOnce(seed, devices) {
  sim.clearSimCaches(); // cold: nothing cached from earlier runs
  const t0 = performance.now();
  const r = sim.sampleRange(profile(seed), start, 60_000, MINUTES, { devices });
  const ms = performance.now() - t0;
  if (r.count !== MINUTES) throw new Error('wrong count');
  return ms;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function measure(label, devices) {
  for (let i = 0; i < 3; i++) timeOnce(1000 + i, devices); // warm-up (JIT)
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(timeOnce(2000 + i, devices));
  const med = median(times);
  return { label, med, min: Math.min(...times), max: Math.max(...times), rate: MINUTES / (med / 1000) };
}

const cpu = os.cpus()[0];
console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`bench/sim: sampleRange over one month at one-minute resolution (${MINUTES.toLocaleString('en-US')} samples), ${RUNS} cold runs after 3 warm-ups`);
const rows = [measure('totals (consumption, solar, battery, grid)', false), measure('totals + per-device series', true)];
const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('variant', 46)}${pad('median ms', 11)}${pad('min ms', 9)}${pad('max ms', 9)}samples/s`);
for (const r of rows) {
  console.log(`${pad(r.label, 46)}${pad(r.med.toFixed(1), 11)}${pad(r.min.toFixed(1), 9)}${pad(r.max.toFixed(1), 9)}${Math.round(r.rate).toLocaleString('en-US')}`);
}
