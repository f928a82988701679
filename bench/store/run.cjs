// Measured-store benchmark (server/src/measured, server/README.md "The measured store"), against the
// built server (npm run build:server first; `npm run bench:store` does it). Prints figures; asserts
// no timing (it only checks that every sample was accepted, so the figures are of real work).
//
// A sample is one monitor-instant with 18 values: 'mains', 'solar' and 16 detected devices
// 'device:d0'..'device:d15'. Values come from a small seeded home model: mains = an unmeasured base
// load + the devices + meter noise (σ ≈ 3 W), solar a daytime curve with drifting cloud and noise
// (exactly 0 at night), devices exactly 0 when off and within ±1-2 % of their level when on (a fridge
// and a freezer cycling, an AC, a water heater, a dryer... switching on and off at random).
//
//   1. Sustained ingest with rollups, one process: 50 monitors at 1 Hz, their clocks advancing
//      together, one ingest() per monitor per tick (one sample: a live 1 Hz source), the store's
//      `now` pinned to the data time, maintain() every 5 data seconds as the server does, 30 data
//      minutes, then flush() (packs what is left, rolls the days), all in the timing. Target
//      >= 10,000 samples/s.
//      Sample-to-feed delay: live runs paced in real time at exactly 10,000 samples/s for 10 s; the
//      delay runs from a sample's instant (when a live source has it) to ingest() returning (when
//      the feed may publish). A: 5,000 monitors at 2 Hz (the simulator's native rate), each sample
//      handed over alone as soon as it exists (10,000 ingest() calls/s). B: fewer monitors, larger
//      batches: 1,000 monitors at 10 Hz, each handing over its last second (10 samples) once a
//      second (1,000 calls/s); its delay is also printed from the hand-over (the store's share).
//      Hand-overs are spread evenly; maintain() runs every 5 s. Each run spans a minute boundary, so
//      every monitor packs a full minute in it: the minute's first 52 s are ingested beforehand,
//      unpaced, in one batch per monitor. Target p99 < 250 ms.
//   2. Bytes on disk per home-day (mains + solar + 16 channels): one monitor, a whole local day at
//      1 Hz, flushed; bytes of each table from SQLite's dbstat. Targets: raw <= 4 MB, minute
//      rollups <= 250 KB. A year's growth: raw at most the retention (14 days), minutes and days × 365.
//   3. Reads: a year of minute aggregates back-filled (store.applyBackfill, one call per local
//      day, then rollDirtyDays; timed), then on a read-only connection (a pool thread's):
//      reader.window over 30 days (no filler) reading every minute's mains, 20 runs (target
//      p95 < 50 ms), and a year of day rollups (reader.day for 365 local days) on a fresh
//      connection and a fresh reader (target < 100 ms).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const dist = path.resolve(__dirname, '../../server/dist');
let database;
let measured;
let calendar;
let Database;
try {
  database = require(path.join(dist, 'db/database.js'));
  measured = require(path.join(dist, 'measured/index.js'));
  calendar = require(path.join(dist, 'time/calendar.js'));
  Database = require('better-sqlite3');
} catch (err) {
  console.error(`Cannot load the built server under ${dist}: run \`npm run build:server\` first (${err.message})`);
  process.exit(1);
}
const { MeasuredStore, MeasuredReader } = measured;

const TZ = 'America/New_York';
const CHANNELS = [
  { key: 'mains', kind: 'mains' },
  { key: 'solar', kind: 'solar' },
  ...Array.from({ length: 16 }, (_, i) => ({ key: `device:d${i}`, kind: 'detected', label: `d${i}` })),
];
const declaration = (nativeIntervalMs) => ({ sourceKind: 'bench', nativeIntervalMs, timeZone: TZ, channels: CHANNELS });

// ---------- helpers ----------

const pct = (xs, p) => {
  const s = Float64Array.from(xs).sort();
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : NaN;
};
const fmt = (x, d = 0) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const kb = (b) => `${fmt(b / 1024, 1)} KB`;
const mb = (b) => `${fmt(b / 1048576, 2)} MB`;
const pad = (s, n) => String(s).padEnd(n);
const target = (ok, text) => `${text} ${ok ? '(met)' : '(NOT met)'}`;

const tmpDirs = [];
const newDir = (name) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kilowatch-bench-store-${name}-`));
  tmpDirs.push(dir);
  return dir;
};
const cleanUp = () => {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
};

/** Wraps a store's method to add up the time spent in it (diagnostics only; absent methods are left). */
function meter(obj, name) {
  const box = { ms: 0, calls: 0 };
  const orig = obj[name];
  if (typeof orig !== 'function') return box;
  obj[name] = function metered(...args) {
    const t0 = performance.now();
    try {
      return orig.apply(this, args);
    } finally {
      box.ms += performance.now() - t0;
      box.calls++;
    }
  };
  return box;
}

// ---------- the home model ----------

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// level W, mean on / off durations (minutes), the local hours it may start in, noise (fraction).
// d0 and d1 cycle on a fixed period (fridge, freezer).
const DEVICES = [
  { name: 'fridge', w: 125, cycle: { onMin: 18, offMin: 35, spikeW: 650 }, noise: 0.01 },
  { name: 'freezer', w: 95, cycle: { onMin: 14, offMin: 42, spikeW: 480 }, noise: 0.01 },
  { name: 'air conditioner', w: 3200, on: 14, off: 30, hours: [11, 21], noise: 0.015 },
  { name: 'water heater', w: 4400, on: 18, off: 240, hours: [5, 23], noise: 0.005 },
  { name: 'dryer', w: 4800, on: 45, off: 1200, hours: [9, 21], noise: 0.02 },
  { name: 'washer', w: 480, on: 40, off: 1200, hours: [8, 20], noise: 0.08 },
  { name: 'dishwasher', w: 1700, on: 25, off: 1000, hours: [19, 23], noise: 0.02 },
  { name: 'oven', w: 2400, on: 8, off: 500, hours: [16, 19], noise: 0.01 },
  { name: 'microwave', w: 1150, on: 2.5, off: 300, hours: [7, 22], noise: 0.02 },
  { name: 'kettle', w: 1500, on: 3, off: 400, hours: [6, 22], noise: 0.01 },
  { name: 'television', w: 115, on: 150, off: 600, hours: [18, 23], noise: 0.03 },
  { name: 'computer', w: 140, on: 120, off: 200, hours: [8, 18], noise: 0.15 },
  { name: 'lights', w: 180, on: 180, off: 500, hours: [17, 23], noise: 0.02 },
  { name: 'ev charger', w: 1900, on: 150, off: 1400, hours: [0, 5], noise: 0.01 },
  { name: 'pool pump', w: 1100, on: 240, off: 900, hours: [9, 16], noise: 0.01 },
  { name: 'well pump', w: 850, on: 1.5, off: 90, hours: [6, 23], noise: 0.03 },
];
const UTC_OFFSET_H = -4; // EDT (the model only needs a local hour)

/** One home's values at successive instants (call `at` with increasing t). */
class Home {
  constructor(seed, startMs) {
    this.rnd = mulberry32(seed);
    const r = this.rnd;
    this.last = startMs;
    this.cloud = 1;
    this.peak = 4000 + 2000 * r();
    this.base = 230 + 80 * r();
    this.dev = DEVICES.map((d) => ({
      d,
      on: false,
      // ms until the next switch
      left: d.cycle ? r() * (d.cycle.onMin + d.cycle.offMin) * 60_000 : this.expo(d.off) * r(),
      onFor: 0,
    }));
    this.values = {};
  }
  noise() {
    const r = this.rnd;
    return r() + r() + r() - 1.5; // σ 0.5
  }
  expo(meanMin) {
    return -Math.log(1 - this.rnd()) * meanMin * 60_000;
  }
  /** The values at instant t (ms). mains >= 300 W; the object is reused: copy it to keep it. */
  at(t) {
    const dt = Math.max(0, t - this.last);
    this.last = t;
    const hour = (((t / 3_600_000 + UTC_OFFSET_H) % 24) + 24) % 24;
    const v = this.values;
    let sum = 0;
    for (let k = 0; k < 16; k++) {
      const s = this.dev[k];
      const d = s.d;
      s.left -= dt;
      if (s.on) s.onFor += dt;
      while (s.left <= 0) {
        if (d.cycle) {
          s.on = !s.on;
          s.onFor = 0;
          s.left += (s.on ? d.cycle.onMin : d.cycle.offMin) * 60_000 * (0.9 + 0.2 * this.rnd());
        } else if (s.on) {
          s.on = false;
          s.left += this.expo(d.off);
        } else if (hour >= d.hours[0] && hour < d.hours[1]) {
          s.on = true;
          s.onFor = 0;
          s.left += Math.max(30_000, this.expo(d.on));
        } else s.left += 15 * 60_000; // outside its hours: look again later
      }
      let w = 0;
      if (s.on) {
        w = d.w * (1 + 2 * d.noise * this.noise());
        if (d.cycle && s.onFor < 2_000) w = d.cycle.spikeW; // compressor start
      }
      w = Math.round(w * 10) / 10;
      v[`device:d${k}`] = w;
      sum += w;
    }
    v.mains = Math.max(300, Math.round((this.base + sum + 6 * this.noise()) * 10) / 10);
    let solar = 0;
    if (hour > 6 && hour < 20) {
      this.cloud = Math.min(1, Math.max(0.3, this.cloud + 0.004 * this.noise() * Math.sqrt(dt / 1000)));
      solar = this.peak * Math.pow(Math.sin((Math.PI * (hour - 6)) / 14), 1.5) * this.cloud * (1 + 0.006 * this.noise());
    }
    v.solar = Math.round(solar * 10) / 10;
    return v;
  }
}
const DEVICE_KEYS = Array.from({ length: 16 }, (_, k) => `device:d${k}`);
const sampleAt = (home, t) => ({ t, values: { ...home.at(t) } });

function openStore(dir, clock) {
  const db = database.openDatabase(dir);
  const store = new MeasuredStore(db, { now: () => clock.t, log: (m) => console.log(`  (store) ${m}`) });
  return { db, store };
}

// ---------- 1a. sustained ingest ----------

function sustainedIngest() {
  const MONITORS = 50;
  const TICKS = 30 * 60; // 30 data minutes at 1 Hz
  const T0 = Date.UTC(2026, 5, 15, 15, 0, 0); // 11:00 EDT: solar up, devices busy
  const dir = newDir('ingest');
  const clock = { t: T0 };
  const { db, store } = openStore(dir, clock);
  for (let id = 1; id <= MONITORS; id++) store.declare(id, declaration(1000));
  const homes = Array.from({ length: MONITORS }, (_, i) => new Home(100 + i, T0));
  const pack = meter(store, 'pack');
  const sweep = meter(store, 'sweepRetention');
  const roll = meter(store, 'rollDirtyDays');
  const calls = new Float64Array(MONITORS * TICKS);
  let inIngest = 0;
  let inMaintain = 0;
  const batch = new Array(MONITORS);
  const wall0 = performance.now();
  let n = 0;
  for (let k = 0; k < TICKS; k++) {
    const t = T0 + k * 1000;
    clock.t = t;
    for (let i = 0; i < MONITORS; i++) batch[i] = [sampleAt(homes[i], t)];
    // Every monitor's sample of the tick in one transaction, as the feed stores a tick (store.batch).
    const a0 = performance.now();
    store.batch(() => {
      for (let i = 0; i < MONITORS; i++) {
        const a = performance.now();
        store.ingest(i + 1, batch[i]);
        calls[n++] = performance.now() - a;
      }
    });
    inIngest += performance.now() - a0;
    if (k % 5 === 4) {
      const a = performance.now();
      store.maintain();
      inMaintain += performance.now() - a;
    }
  }
  const f0 = performance.now();
  const rolledBefore = roll.ms;
  const packInIngest = pack.ms;
  store.flush();
  const inFlush = performance.now() - f0;
  const wall = performance.now() - wall0;
  const total = MONITORS * TICKS;
  if (store.stats.accepted !== total || store.stats.refused !== 0) throw new Error(`accepted ${store.stats.accepted} of ${total} (refused ${store.stats.refused})`);
  if (store.journalRows() !== 0) throw new Error('journal not empty after flush');
  const storeMs = inIngest + inMaintain + inFlush;
  const rate = total / (storeMs / 1000);
  console.log('');
  console.log(`1. sustained ingest: ${MONITORS} monitors × 1 Hz × 30 data minutes = ${fmt(total)} samples (18 values each), one sample per ingest(), a tick's samples in one transaction (store.batch, as the feed stores them), maintain() every 5 data s, flush() at the end`);
  console.log(`   store time ${fmt(storeMs)} ms (ingest ${fmt(inIngest)} + maintain ${fmt(inMaintain)} + flush ${fmt(inFlush)}); wall with the home model ${fmt(wall)} ms`);
  console.log(`   ${target(rate >= 10_000, `${fmt(rate)} samples/s`)}   (target >= 10,000 samples/s)`);
  console.log(
    `   ingest() call: p50 ${fmt(pct(calls, 50) * 1000)} µs, p99 ${fmt(pct(calls, 99) * 1000)} µs, max ${fmt(Math.max(...calls), 1)} ms; ` +
      `of the store time: packing minutes ${fmt(pack.ms - sweep.ms)} ms in ${fmt(pack.calls)} packs (${fmt((pack.ms - sweep.ms) / Math.max(1, pack.calls), 2)} ms each), ` +
      `retention sweeps ${fmt(sweep.ms, 1)} ms, rolling days ${fmt(roll.ms, 1)} ms (${fmt(rolledBefore, 1)} in maintain), ` +
      `ingest() less its packing (validation + journal) ${fmt(inIngest - packInIngest)} ms = ${fmt(((inIngest - packInIngest) / total) * 1000, 1)} µs a sample`,
  );
  db.close();
}

// ---------- 1b. sample-to-feed delay, paced at 10,000 samples/s ----------

/**
 * A live run paced in real time: `monitors` at `nativeMs`, each handing over `batch` samples per
 * ingest() (at the instant of the batch's last sample), hand-overs spread evenly over the batch span.
 * The minute's first `prefillS` seconds are ingested beforehand, unpaced, one batch per monitor, so
 * the minute boundary inside the run packs full minutes. maintain() every 5 s of the clock.
 */
function pacedDelay({ label, monitors, nativeMs, batch, prefillS, runS, seed, tick = false }) {
  const span = batch * nativeMs; // ms between a monitor's hand-overs
  const M0 = Date.UTC(2026, 5, 15, 16, 0, 0); // a minute start
  const start = M0 + prefillS * 1000;
  const dir = newDir('paced');
  const clock = { t: M0 };
  const { db, store } = openStore(dir, clock);
  let a = performance.now();
  for (let id = 1; id <= monitors; id++) store.declare(id, declaration(nativeMs));
  const declareMs = performance.now() - a;
  const homes = Array.from({ length: monitors }, (_, i) => new Home(seed + i, M0));
  // Hand-overs spread evenly over the span; in tick mode all at the tick, stored in one transaction (the feed's shape).
  const phase = Int32Array.from({ length: monitors }, (_, i) => (tick ? 0 : Math.floor((i * span) / monitors)));
  // The minute's first seconds, unpaced: one batch per monitor (not in the delay figures).
  a = performance.now();
  clock.t = start;
  for (let i = 0; i < monitors; i++) {
    const first = start + phase[i] - (batch - 1) * nativeMs; // the first paced instant
    const list = [];
    for (let t = first - Math.ceil((first - M0) / nativeMs) * nativeMs; t < first; t += nativeMs) if (t >= M0) list.push(sampleAt(homes[i], t));
    store.ingest(i + 1, list);
  }
  const prefillMs = performance.now() - a;
  const prefilled = store.stats.accepted;
  const mem = process.memoryUsage();

  const pack = meter(store, 'pack');
  const maint = meter(store, 'maintain');
  const ticks = Math.round((runS * 1000) / span);
  const calls = ticks * monitors;
  const total = calls * batch;
  const sampleDelay = new Float64Array(total);
  const handDelay = new Float64Array(calls);
  const callMs = new Float64Array(calls);
  const boundaryRel = M0 + 60_000 - start; // the minute boundary, ms into the run
  const before = []; // hand-over delays of calls due before the boundary (no pack can happen yet)
  let longestBefore = 0;
  let sumBefore = 0;
  let nextMaintain = 5000 - (start % 5000); // on the clock's 5 s marks
  let firstPack = -1;
  let lastPack = -1;
  let packs = 0;
  let cursor = 0;
  let n = 0;
  /** Counts the packs a store call made that ended `done` ms into the run. */
  const notePacks = (packsBefore, done) => {
    if (pack.calls === packsBefore) return;
    if (firstPack < 0) firstPack = done;
    lastPack = done;
    packs += pack.calls - packsBefore;
  };
  /** A hand-over's delay and its call's time, kept apart when it was due before the minute boundary. */
  const noteHandOver = (dueRel, delay) => {
    handDelay[cursor] = delay;
    if (dueRel < boundaryRel) {
      before.push(delay);
      if (callMs[cursor] > longestBefore) longestBefore = callMs[cursor];
      sumBefore += callMs[cursor];
    }
    cursor++;
  };
  const list = new Array(batch);
  const run0 = performance.now();
  while (cursor < calls) {
    const rel = performance.now() - run0;
    const k = Math.floor(cursor / monitors);
    const i = cursor - k * monitors;
    const due = k * span + phase[i];
    if (rel >= nextMaintain) {
      clock.t = start + Math.floor(rel);
      store.maintain();
      nextMaintain += 5000;
      continue;
    }
    if (due > rel) continue; // spin until the next hand-over is due
    if (tick) {
      // Every hand-over due now: the samples made, then stored in one transaction, then "published".
      const group = [];
      for (let c = cursor; c < calls; c++) {
        const kk = Math.floor(c / monitors);
        const ii = c - kk * monitors;
        const d = kk * span + phase[ii];
        if (d > rel) break;
        group.push([ii, d, sampleAt(homes[ii], start + d)]);
      }
      clock.t = start + Math.floor(rel);
      const packsBefore = pack.calls;
      const c0 = performance.now();
      store.batch(() => {
        for (const [ii, , smp] of group) store.ingest(ii + 1, [smp]);
      });
      const done = performance.now() - run0;
      notePacks(packsBefore, done);
      for (const [, d] of group) {
        callMs[cursor] = (done - (c0 - run0)) / group.length;
        sampleDelay[n++] = done - d;
        noteHandOver(d, done - d);
      }
      continue;
    }
    for (let j = 0; j < batch; j++) list[j] = sampleAt(homes[i], start + due - (batch - 1 - j) * nativeMs);
    clock.t = start + Math.floor(rel);
    const packsBefore = pack.calls;
    const c0 = performance.now();
    store.ingest(i + 1, batch === 1 ? [list[0]] : list.slice());
    const done = performance.now() - run0;
    callMs[cursor] = done - (c0 - run0);
    notePacks(packsBefore, done);
    for (let j = 0; j < batch; j++) sampleDelay[n++] = done - (due - (batch - 1 - j) * nativeMs);
    noteHandOver(due, done - due);
  }
  const runMs = performance.now() - run0;
  if (store.stats.accepted - prefilled !== total || store.stats.refused !== 0) throw new Error(`paced run: accepted ${store.stats.accepted - prefilled} of ${total} (refused ${store.stats.refused})`);
  let late = 0;
  for (const d of sampleDelay) if (d > 250) late++;
  const p99 = pct(sampleDelay, 99);
  console.log('');
  console.log(`   ${label}`);
  console.log(
    `     ${fmt(monitors)} monitors at ${fmt(1000 / nativeMs)} Hz, ${batch} sample${batch > 1 ? 's' : ''} per ingest() (${fmt(calls / runS)} calls/s), hand-overs spread evenly; ${runS} s scheduled from ${prefillS} s into a minute ` +
      `(its first ${prefillS} s ingested beforehand, one batch per monitor: ${fmt(prefilled)} samples in ${fmt(prefillMs)} ms; declaring the monitors ${fmt(declareMs)} ms)`,
  );
  console.log(`     ${target(p99 < 250, `from the sample's instant: p50 ${fmt(pct(sampleDelay, 50), 1)} ms, p99 ${fmt(p99, 1)} ms`)}, max ${fmt(Math.max(...sampleDelay))} ms, ${fmt((100 * late) / total, 1)} % later than 250 ms   (target p99 < 250 ms)`);
  if (batch > 1) console.log(`     from the hand-over (the store's share; the batch's samples also waited up to ${fmt(span - nativeMs)} ms at the source): p50 ${fmt(pct(handDelay, 50), 1)} ms, p99 ${fmt(pct(handDelay, 99), 1)} ms`);
  console.log(
    `     before the minute boundary (journalling only, ${fmt(before.length)} calls): hand-over delay p50 ${fmt(pct(before, 50), 1)} ms, p99 ${fmt(pct(before, 99), 1)} ms; ` +
      `ingest() call before it: mean ${fmt((sumBefore / Math.max(1, before.length)) * 1000)} µs, longest ${fmt(longestBefore, 1)} ms; all ${fmt(total)} samples ingested ${fmt(runMs / 1000, 1)} s after the run began (scheduled ${runS} s)`,
  );
  console.log(
    `     ` +
      (packs
        ? `the minute's ${fmt(packs)} packs took ${fmt(pack.ms)} ms of the main thread (${fmt(pack.ms / packs, 2)} ms a pack), between ${fmt(firstPack / 1000, 2)} s and ${fmt(lastPack / 1000, 2)} s into the run; `
        : 'no pack in the run; ') +
      `maintain() ${maint.calls} calls, ${fmt(maint.ms)} ms (it packs the monitors whose last ingest is >= 5 s old)`,
  );
  console.log(`     process memory after the ${prefillS} s of unpacked minute (${fmt(prefilled)} samples held by the store): rss ${mb(mem.rss)}, heap used ${mb(mem.heapUsed)}, array buffers ${mb(mem.arrayBuffers)}`);
  db.close();
}

// ---------- 2. bytes on disk per home-day ----------

function tableBytes(db) {
  const out = {};
  for (const r of db.prepare('SELECT name, SUM(pgsize) AS bytes, SUM(payload) AS payload, COUNT(*) AS pages FROM dbstat GROUP BY name').all()) out[r.name] = r;
  return out;
}

function bytesPerDay() {
  const cal = calendar.calendarFor(TZ);
  const day = cal.dayOf(Date.UTC(2026, 5, 15, 12, 0, 0)); // 15 June 2026, a 24-hour local day
  const dir = newDir('day');
  const clock = { t: day.startMs };
  const { db, store } = openStore(dir, clock);
  store.declare(1, declaration(1000));
  const home = new Home(4242, day.startMs);
  let inIngest = 0;
  let n = 0;
  for (let t = day.startMs; t < day.endMs; t += 1000) {
    clock.t = t;
    const s = [sampleAt(home, t)];
    const a = performance.now();
    store.ingest(1, s);
    inIngest += performance.now() - a;
    n++;
  }
  clock.t = day.endMs;
  const a = performance.now();
  store.flush();
  inIngest += performance.now() - a;
  if (store.stats.accepted !== n || store.stats.refused !== 0) throw new Error(`day: accepted ${store.stats.accepted} of ${n}`);
  const b = tableBytes(db);
  const get = (name) => b[name] ?? { bytes: 0, payload: 0, pages: 0 };
  const raw = get('measured_raw');
  const min = get('measured_minutes');
  const days = get('measured_days');
  const journal = get('measured_journal');
  const rows = (t) => db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get();
  const rawRows = rows('measured_raw');
  const minRows = rows('measured_minutes');
  const overflow = (name) => db.prepare("SELECT COUNT(*) AS pages, COALESCE(SUM(unused), 0) AS unused FROM dbstat WHERE name = ? AND pagetype = 'overflow'").get(name);
  const minOverflow = overflow('measured_minutes');
  const dayOverflow = overflow('measured_days');
  // The retention sweep's statement (MeasuredStore.sweepRetention), timed on one home's 14 days of raw
  // blocks (this day's blocks copied to the 13 days before; the bound deletes nothing).
  const plan = db.prepare('EXPLAIN QUERY PLAN DELETE FROM measured_raw WHERE minute < ?').all(0).map((r) => r.detail).join('; ');
  const sweepStmt = db.prepare('DELETE FROM measured_raw WHERE minute < ?');
  const timeSweep = () => {
    const xs = [];
    for (let i = 0; i < 9; i++) {
      const s0 = performance.now();
      sweepStmt.run(0);
      xs.push(performance.now() - s0);
    }
    return pct(xs, 50);
  };
  const sweepDay = timeSweep();
  db.pragma('wal_checkpoint(TRUNCATE)');
  const fileBytes = fs.statSync(path.join(dir, database.DB_FILE)).size;
  db.transaction(() => {
    for (let k = 1; k < 14; k++) db.prepare('INSERT INTO measured_raw (monitor_id, minute, body) SELECT monitor_id, minute - ?, body FROM measured_raw WHERE monitor_id = 1 AND minute >= ?').run(k * 1440, day.startMin);
  })();
  const sweep14 = timeSweep();
  console.log('');
  console.log(`2. bytes on disk per home-day: one monitor, ${fmt(n)} samples at 1 Hz over local ${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')} (${TZ}), mains + solar + 16 channels, flushed (ingest + flush ${fmt(inIngest)} ms, ${fmt(n / (inIngest / 1000))} samples/s for one monitor)`);
  console.log(`   from dbstat (pages of each table, overflow pages included; payload = bytes of the rows):`);
  console.log(`   ${pad('table', 20)}${pad('rows', 8)}${pad('on disk', 13)}${pad('payload', 13)}target`);
  console.log(`   ${pad('measured_raw', 20)}${pad(rawRows, 8)}${pad(mb(raw.bytes), 13)}${pad(mb(raw.payload), 13)}${target(raw.bytes <= 4 * 1048576, '<= 4 MB')}   ${fmt(raw.bytes / n, 1)} bytes a sample, ${fmt(raw.bytes / rawRows)} bytes a minute block`);
  console.log(`   ${pad('measured_minutes', 20)}${pad(minRows, 8)}${pad(kb(min.bytes), 13)}${pad(kb(min.payload), 13)}${target(min.bytes <= 250 * 1024, '<= 250 KB')}   ${fmt(min.bytes / minRows)} bytes an hour blob`);
  console.log(`   ${pad('measured_days', 20)}${pad(rows('measured_days'), 8)}${pad(kb(days.bytes), 13)}${pad(kb(days.payload), 13)}(info)`);
  console.log(`   ${pad('measured_journal', 20)}${pad(rows('measured_journal'), 8)}${pad(kb(journal.bytes), 13)}${pad(kb(journal.payload), 13)}(empty after flush)`);
  console.log(
    `   measured_minutes: ${minOverflow.pages} of its ${Math.round(min.bytes / 4096)} pages are overflow pages (${fmt((100 * minOverflow.unused) / Math.max(1, minOverflow.pages * 4096))} % of them unused); ` +
      `measured_days: ${dayOverflow.pages} of ${Math.round(days.bytes / 4096)}. A WITHOUT ROWID row keeps at most ~1 KB in its leaf on 4 KB pages, the rest spills to its own overflow pages`,
  );
  console.log(`   database file ${mb(fileBytes)} (page_count × page_size, freed journal pages included)`);
  console.log(
    `   a year's growth per home: raw ${mb(raw.bytes * 14)} (bounded by the 14-day retention), minute rollups ${mb(min.bytes * 365)}, day rollups ${mb(days.bytes * 365)} ` +
      `(payload ${mb(days.payload * 365)}); total after a year ≈ ${mb(raw.bytes * 14 + min.bytes * 365 + days.bytes * 365)}`,
  );
  console.log(
    `   retention sweep (MeasuredStore.sweepRetention: DELETE FROM measured_raw WHERE minute < ?, once a clock minute, in an ingest): plan "${plan}"; ` +
      `${fmt(sweepDay, 2)} ms over one home-day of raw blocks, ${fmt(sweep14, 2)} ms over one home's 14 days (a full scan: × every monitor kept)`,
  );
  db.close();
}

// ---------- 3. back-fill a year, then reads ----------

function minuteAggregates(home, day) {
  const list = [];
  for (let k = 0; k < day.lengthMin; k++) {
    const minute = day.startMin + k;
    const v = home.at(minute * 60_000 + 30_000);
    const values = {};
    const agg = (key, x) => {
      values[key] = x === 0 ? { mean: 0, min: 0, max: 0 } : { mean: x, min: Math.round(x * 9.6) / 10, max: Math.round(x * 10.5) / 10 };
    };
    agg('mains', v.mains);
    agg('solar', v.solar);
    for (const key of DEVICE_KEYS) agg(key, v[key]);
    list.push({ minute, values, count: 60 });
  }
  return list;
}

function yearAndReads() {
  const cal = calendar.calendarFor(TZ);
  const today = cal.dayOf(Date.UTC(2026, 10, 22, 17, 0, 0)); // 22 November 2026, noon EST
  const firstDayNo = today.dayNo - 365;
  const dir = newDir('year');
  const clock = { t: today.startMs };
  const { db, store } = openStore(dir, clock);
  const ID = 7;
  store.declare(ID, declaration(1000));
  const home = new Home(777, cal.day(firstDayNo).startMs);
  let fillMs = 0;
  let minutes = 0;
  for (let d = firstDayNo; d < today.dayNo; d++) {
    const day = cal.day(d);
    const list = minuteAggregates(home, day);
    const a = performance.now();
    store.applyBackfill(ID, day.startMs, day.endMs, { minutes: list });
    fillMs += performance.now() - a;
    minutes += list.length;
  }
  let a = performance.now();
  const rolled = store.rollDirtyDays();
  const rollMs = performance.now() - a;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log('');
  console.log(
    `3. back-fill: a year (365 local days to ${today.year}-${today.month}-${today.day}) of minute aggregates, 18 channels, one applyBackfill() per day: ${fmt(minutes)} minutes in ${fmt(fillMs)} ms = ` +
      `${fmt(minutes / (fillMs / 1000))} minutes/s (${fmt(fillMs / 365, 1)} ms a day); rollDirtyDays() ${rolled} days in ${fmt(rollMs)} ms; together ${fmt(minutes / ((fillMs + rollMs) / 1000))} minutes/s`,
  );

  // Reads on a read-only connection, as a pool thread has.
  const file = path.join(dir, database.DB_FILE);
  const open = () => new Database(file, { readonly: true, fileMustExist: true });
  const nowMs = today.startMs + 12 * 3_600_000;
  const toMs = today.startMs;
  const fromMs = toMs - 30 * 86_400_000;
  const readWindow = (reader) => {
    const w = reader.window(ID, fromMs, toMs, { nowMs });
    let sum = 0;
    let seen = 0;
    for (let m = Math.floor(fromMs / 60_000); m < Math.floor(toMs / 60_000); m++) {
      const at = w.minute('mains', m);
      if (at && at.c.coveredMs[at.i] > 0) {
        sum += at.c.mean[at.i];
        seen++;
      }
    }
    return { seen, sum, unknown: w.unknownMinutes };
  };
  let rdb = open();
  let reader = new MeasuredReader(rdb);
  a = performance.now();
  const first = readWindow(reader);
  const firstMs = performance.now() - a;
  const runs = [];
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    const r = readWindow(reader);
    runs.push(performance.now() - s);
    if (r.seen !== first.seen) throw new Error('window reads differ');
  }
  if (first.seen !== 30 * 1440 - 60 && first.seen !== 30 * 1440 && first.seen !== 30 * 1440 + 60) throw new Error(`window: ${first.seen} minutes with mains`);
  // Where a window's time goes: the 720 hour blobs by one range query, and their decode alone.
  const codec = require(path.join(dist, 'measured/codec.js'));
  const hoursStmt = rdb.prepare('SELECT hour, body FROM measured_minutes WHERE monitor_id = ? AND hour >= ? AND hour < ?');
  const sel = [];
  const dec = [];
  let blobs = [];
  for (let i = 0; i < 7; i++) {
    let s0 = performance.now();
    blobs = hoursStmt.all(ID, Math.floor(fromMs / 3_600_000), Math.ceil(toMs / 3_600_000));
    sel.push(performance.now() - s0);
    s0 = performance.now();
    for (const h of blobs) codec.decodeHour(h.hour, h.body);
    dec.push(performance.now() - s0);
  }
  const blobBytes = blobs.reduce((sum, h) => sum + h.body.length, 0);
  rdb.close();
  console.log(
    `   reads on a read-only connection (a pool thread's). 30-day window of minute rollups (reader.window, no filler, every minute's mains read; ${fmt(first.seen)} minutes, ${blobs.length} hour blobs of ${kb(blobBytes)}): ` +
      `first ${fmt(firstMs, 1)} ms, then over 20 runs`,
  );
  console.log(`   ${target(pct(runs, 95) < 50, `p50 ${fmt(pct(runs, 50), 1)} ms, p95 ${fmt(pct(runs, 95), 1)} ms`)}   (target p95 < 50 ms)`);
  console.log(`     for comparison: the ${blobs.length} hour blobs by one range SELECT ${fmt(pct(sel, 50), 1)} ms; decodeHour of them (all 18 channels) ${fmt(pct(dec, 50), 1)} ms (medians of 7)`);

  // A year of day rollups: a fresh connection and a fresh reader each time.
  const yearRuns = [];
  let openMs = 0;
  let energy = 0;
  for (let r = 0; r < 5; r++) {
    a = performance.now();
    rdb = open();
    reader = new MeasuredReader(rdb);
    openMs = performance.now() - a;
    a = performance.now();
    let got = 0;
    energy = 0;
    for (let d = firstDayNo; d < today.dayNo; d++) {
      const roll = reader.day(ID, cal.day(d));
      if (roll) {
        got++;
        energy += roll.channels.get(0)?.energyWh ?? 0;
      }
    }
    yearRuns.push(performance.now() - a);
    rdb.close();
    if (got !== 365) throw new Error(`year of days: ${got} of 365`);
  }
  // For comparison: the 365 stored day blobs by one range query, decoded.
  rdb = open();
  const range = [];
  for (let i = 0; i < 5; i++) {
    const s0 = performance.now();
    const list = rdb.prepare('SELECT day_no, body FROM measured_days WHERE monitor_id = ? AND day_no >= ? AND day_no < ?').all(ID, firstDayNo, today.dayNo);
    for (const r of list) codec.decodeDay(r.day_no, r.body);
    range.push(performance.now() - s0);
  }
  rdb.close();
  console.log(
    `   a year of day rollups (reader.day × 365, a fresh connection and reader; ${fmt(energy / 1000)} kWh of mains): ` +
      `${target(yearRuns[0] < 100, `first (JIT cold) ${fmt(yearRuns[0], 1)} ms`)}, median of 5 ${fmt(pct(yearRuns, 50), 1)} ms (target < 100 ms); opening the connection ${fmt(openMs, 2)} ms`,
  );
  console.log(`     for comparison: the 365 stored day blobs by one range SELECT, decoded: ${fmt(pct(range, 50), 1)} ms (reader.day runs 3 prepares and 3 queries a day)`,
  );
}

// ---------- main ----------

const cpu = os.cpus()[0];
console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log('bench/store: the measured store (server/src/measured); a sample = one monitor-instant of mains, solar and 16 detected devices (18 values)');
const began = performance.now();
let code = 0;
try {
  sustainedIngest();
  console.log('');
  console.log('   sample-to-feed delay: live runs paced in real time at 10,000 samples/s; the delay runs from a sample\'s instant to ingest() returning (when the feed may publish)');
  pacedDelay({ label: 'A. 5,000 monitors × 2 Hz, every sample handed over alone as soon as it exists (the simulator\'s native rate)', monitors: 5000, nativeMs: 500, batch: 1, prefillS: 52, runS: 10, seed: 9000 });
  pacedDelay({ label: 'C. the feed\'s shape: 5,000 monitors × 2 Hz, each tick\'s samples of every monitor stored in one transaction, then published', monitors: 5000, nativeMs: 500, batch: 1, prefillS: 52, runS: 10, seed: 9000, tick: true });
  pacedDelay({ label: 'B. fewer monitors, larger batches: 1,000 monitors × 10 Hz, each handing over its last second (10 samples) once a second', monitors: 1000, nativeMs: 100, batch: 10, prefillS: 52, runS: 10, seed: 20000 });
  bytesPerDay();
  yearAndReads();
  console.log('');
  console.log(`bench/store done in ${fmt((performance.now() - began) / 1000, 1)} s`);
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  cleanUp();
}
process.exit(code);
