// Benchmark: the first GET /app/monitors/{id}/devices/{id} after a server start (issue 19 item 6,
// target < 300 ms). The built server (server/dist/main.js) runs in a child process, its clock
// pinned (KILOWATCH_NOW), with the start-up warm-up on as in production (server/README.md,
// "Persisted simulated days").
//   1. Brand-new data folder: the server starts, the demo user signs in and opens a device at
//      once (it waits on the pool while the past year is simulated for the first time; printed for
//      information), then every device; the bench waits for the background warm-up to finish (the
//      data folder's sim_days rows stop growing).
//   2. Cold starts: for every device of the demo home, the server is restarted on that data folder
//      (memory caches empty) and that device's detail is the first request after sign-in. Prints
//      p50 / max over the devices, and the second request of the same device (warm) for comparison.
//   3. Equality: in this process, every device's detail at the same instant, once from the data
//      folder's persisted days (as a restarted server's pool thread reads them) and once with no
//      store at all (simulated), must be identical (like bench/trends' check).
// Requires the built server (npm run build:server; `npm run bench:device-detail` does it).
//   node bench/device-detail/run.cjs [--devices=N]   (N: only the first N devices; default all)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const Database = require('better-sqlite3');

const arg = (name, def) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : def;
};
const LIMIT = Number(arg('devices', '0'));
const PASSWORD = 'Kilowatch-demo-1';
const API = '/apiservice/api/v1';
const NOW = '2026-11-22T10:00:00-05:00';
const TARGET_MS = 300;
/** How long after a brand-new server listens the newcomer's first device detail is asked (1b). */
const NEWCOMER_DELAYS_S = [5, 10];

const root = path.resolve(__dirname, '../..');
const serverMain = path.join(root, 'server/dist/main.js');
if (!fs.existsSync(serverMain)) {
  console.error('bench/device-detail: run `npm run build:server` first');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-device-detail-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let child = null;

async function start(folder = dataDir) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', KILOWATCH_DATA: folder, LOG_LEVEL: 'warn', KILOWATCH_NOW: NOW };
  delete env.KILOWATCH_WARM_UP;
  child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const m = /listening on https?:\/\/[^\s:]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server exited (code ${code}) before listening:\n${out}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function stop() {
  if (!child || child.exitCode !== null) return;
  const c = child;
  await new Promise((resolve) => {
    const force = setTimeout(() => c.kill('SIGKILL'), 10_000);
    c.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    c.kill('SIGTERM');
  });
}

async function signIn(base) {
  const res = await fetch(`${base}${API}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'demo@example.com', password: PASSWORD }).toString(),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { token: body.access_token, monitorId: body.monitors[0].id };
}

async function getJson(base, user, url) {
  const t0 = performance.now();
  const res = await fetch(`${base}${API}${url}`, { headers: { authorization: `bearer ${user.token}` } });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, body: JSON.parse(body) };
}

// The battery's path also answers its figures alone; its detail (what the app's battery page asks
// for, src/features/devices/devicesApi.ts) is `detail=true`.
const detailUrl = (user, id) => `/app/monitors/${user.monitorId}/devices/${encodeURIComponent(id)}${id === 'battery' ? '?detail=true' : ''}`;

function storedRows() {
  const db = new Database(path.join(dataDir, 'kilowatch.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT COUNT(*) AS n FROM sim_days').get().n;
  } finally {
    db.close();
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  const cpu = os.cpus()[0];
  console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log(`bench/device-detail: demo home, server clock ${NOW}, data folder ${dataDir}`);

  // 1. A brand-new data folder.
  const t0 = Date.now();
  let base = await start();
  let user = await signIn(base);
  const list = await getJson(base, user, `/app/monitors/${user.monitorId}/devices`);
  const ids = list.body.map((d) => d.id).slice(0, LIMIT > 0 ? LIMIT : undefined);
  const fresh = await getJson(base, user, detailUrl(user, ids[0]));
  const loadingOf = (r) => (r.body && r.body.loading_days ? `, ${r.body.loading_days} days of its year still loading (answered by KILOWATCH_ANSWER_WITHIN_MS from the days ready)` : ', its whole year');
  console.log(`brand-new data folder: first detail ${fresh.ms.toFixed(0)} ms${loadingOf(fresh)} (asked as soon as the server listens: the pool back-fills the store, newest day first)`);
  const second = await getJson(base, user, detailUrl(user, ids[1] ?? ids[0]));
  console.log(`brand-new data folder: the next detail ${second.ms.toFixed(0)} ms${loadingOf(second)}`);
  for (const id of ids.slice(2)) await getJson(base, user, detailUrl(user, id));
  // Done when the persisted rows have not grown for three polls in a row (3 s apart).
  let rows = -1;
  for (let still = 0; still < 3; ) {
    await sleep(3000);
    const n = storedRows();
    still = n === rows ? still + 1 : 0;
    rows = n;
  }
  console.log(`background warm-up of a brand-new data folder done after ~${((Date.now() - t0) / 1000).toFixed(0)} s (${rows} persisted day rows)`);
  await stop();

  // 1b. A newcomer's first start (npm start): nobody opens a device in the server's first seconds.
  // Another brand-new folder, the first detail asked a few seconds after the server listens.
  for (const delay of NEWCOMER_DELAYS_S) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-device-detail-new-'));
    try {
      base = await start(folder);
      await sleep(delay * 1000);
      user = await signIn(base);
      const first = await getJson(base, user, detailUrl(user, ids[0]));
      console.log(`brand-new data folder, first detail asked ${delay} s after the server listens: ${first.ms.toFixed(0)} ms${loadingOf(first)}`);
    } finally {
      await stop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  // 2. Cold starts: a restarted server, memory empty, the days persisted.
  console.log('device                          first after restart   second (warm)');
  const firsts = [];
  const seconds = [];
  for (const id of ids) {
    base = await start();
    user = await signIn(base);
    const first = await getJson(base, user, detailUrl(user, id));
    const second = await getJson(base, user, detailUrl(user, id));
    await stop();
    firsts.push(first.ms);
    seconds.push(second.ms);
    const name = first.body && first.body.device ? first.body.device.name : `${id} (no device in the answer)`;
    console.log(`${String(name).slice(0, 30).padEnd(32)}${first.ms.toFixed(1).padStart(10)} ms${second.ms.toFixed(1).padStart(16)} ms`);
  }
  console.log(`cold start, first device detail over ${ids.length} devices: p50 ${pct(firsts, 50).toFixed(0)} ms, max ${Math.max(...firsts).toFixed(0)} ms (target < ${TARGET_MS} ms); warm p50 ${pct(seconds, 50).toFixed(0)} ms`);

  // 3. Every detail read back from the persisted days equals the simulated one.
  checkEqual(ids, user.monitorId);
}

function checkEqual(ids, monitorId) {
  const dist = path.join(root, 'server/dist');
  const { fromBlob } = require(path.join(dist, 'db/dayStore'));
  const { setDayStore, dayStoreStats } = require(path.join(dist, 'db/persistedDays'));
  const { clearFigureCaches } = require(path.join(dist, 'devices/figures'));
  const { clearAlwaysOnCaches } = require(path.join(dist, 'devices/alwaysOn'));
  const { clearSimCaches } = require(path.join(dist, 'sim'));
  const { createDevicesRepo } = require(path.join(dist, 'db/devices'));
  const { toMonitorProfile } = require(path.join(dist, 'wire/monitorWire'));
  const { runJob } = require(path.join(dist, 'workers/jobs'));
  // In-process, without a store: a monitor's devices as its source declares them (as the server's threads do).
  const registry = require(path.join(dist, 'sources/registry'));
  require(path.join(dist, 'measured/devices')).setDeclarer(registry.declarationFor);
  const { DEFAULT_LOCALE } = require(path.join(dist, 'i18n'));
  const db = new Database(path.join(dataDir, 'kilowatch.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT * FROM monitors WHERE id = ?').get(monitorId);
    const profile = toMonitorProfile(row);
    const data = createDevicesRepo(db).load(row.id);
    const nowMs = Date.parse(NOW);
    const details = () => ids.map((deviceId) => runJob('deviceDetail', { profile, data, deviceId, nowMs, chart: { scale: 'DAY', atMs: nowMs, cycleStart: 1 }, locale: DEFAULT_LOCALE }).result);
    const clear = () => {
      clearSimCaches();
      clearFigureCaches();
      clearAlwaysOnCaches();
    };
    const read = db.prepare('SELECT body FROM sim_days WHERE key = ?').pluck();
    setDayStore({ get: (key) => { const blob = read.get(key); return blob ? fromBlob(blob) : undefined; }, put: () => undefined });
    clear();
    const simulatedBefore = dayStoreStats.computed;
    const stored = details();
    const simulated = dayStoreStats.computed - simulatedBefore;
    setDayStore(null);
    clear();
    const direct = details();
    for (let i = 0; i < ids.length; i++) {
      if (JSON.stringify(stored[i]) !== JSON.stringify(direct[i])) throw new Error(`the detail of ${ids[i]} from the persisted days differs from the simulated one`);
    }
    console.log(`every device's detail from the persisted days was checked equal to the simulated one (${ids.length} devices; ${simulated} whole days simulated when reading back)`);
  } finally {
    db.close();
  }
}

main()
  .then(
    () => 0,
    (err) => {
      console.error(err);
      return 1;
    },
  )
  .then(async (code) => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
