// Benchmark: a YEAR of trends asked of a brand-new server (issue 27 §4: "every request answers within
// 5 s, the timeout of Home Assistant's client library", even seconds after a first start). The built
// server (server/dist/main.js) runs in a child process on a brand-new data folder, its clock pinned
// (KILOWATCH_NOW), the start-up warm-up on as in production. The demo user signs in and asks
// GET /app/history/trends?scale=YEAR `delay` seconds after the server listens, then again every 3 s
// (as the app does) until no day is answered as loading (`loading_days`). Prints each answer's time,
// how many days it still counted as loading, and when the whole year was in.
//   node bench/trends/newcomer.cjs   (needs `npm run build:server`; `npm run bench:trends` runs it)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const API = '/apiservice/api/v1';
const NOW = '2026-11-22T10:00:00-05:00';
const DELAYS_S = [0, 5, 10];
const LIMIT_MS = 5_000;
const serverMain = path.resolve(__dirname, '../../server/dist/main.js');
if (!fs.existsSync(serverMain)) {
  console.error('bench/trends/newcomer: run `npm run build:server` first');
  process.exit(1);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function once(delayS) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-newcomer-'));
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', KILOWATCH_DATA: dir, LOG_LEVEL: 'warn', KILOWATCH_NOW: NOW };
  delete env.KILOWATCH_WARM_UP;
  delete env.KILOWATCH_ANSWER_WITHIN_MS;
  const child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /listening on https?:\/\/[^\s:]+:(\d+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
    });
    const listening = performance.now();
    const base = `http://127.0.0.1:${port}${API}`;
    await sleep(delayS * 1000);
    const auth = await (await fetch(`${base}/authenticate`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=demo%40example.com&password=Kilowatch-demo-1' })).json();
    const headers = { authorization: `bearer ${auth.access_token}` };
    const url = `${base}/app/history/trends?monitor_id=${auth.monitors[0].id}&scale=YEAR&start=2026-01-01T05:00:00Z`;
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.json();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`trends: ${res.status}`);
      answers.push({ ms, loading: body.loading_days ?? 0, at: (performance.now() - listening) / 1000 });
      if (!body.loading_days) break;
      await sleep(3000);
    }
    return answers;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const cpu = os.cpus()[0];
  console.log(`machine: ${cpu ? cpu.model : 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log(`bench/trends/newcomer: YEAR 2026 of the demo home on a brand-new server (warm-up on, clock ${NOW}), asked again every 3 s while days load`);
  let worst = 0;
  for (const delay of DELAYS_S) {
    const answers = await once(delay);
    worst = Math.max(worst, ...answers.map((a) => a.ms));
    const first = answers[0];
    const last = answers[answers.length - 1];
    console.log(
      `asked ${delay} s after listening: first answer ${first.ms.toFixed(0)} ms (${first.loading} days loading); ` +
        `answers ${answers.map((a) => `${a.ms.toFixed(0)} ms/${a.loading}`).join(', ')}; ` +
        (last.loading ? `still ${last.loading} days loading after ${last.at.toFixed(1)} s` : `whole year in ${last.at.toFixed(1)} s after listening`),
    );
  }
  console.log(`slowest answer ${worst.toFixed(0)} ms (limit ${LIMIT_MS} ms: Home Assistant's client timeout)${worst < LIMIT_MS ? '' : ' MISSED'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
