// Bundle benchmark: the gzip size of the JavaScript that a first visit to /login and to /now
// downloads, measured in Chromium against the real server, plus the whole build's JS.
// Run: npm run bench:bundle   (builds first when needed). Target: /login <= 130 KB gzip.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawn } = require('node:child_process');
const { chromium } = require('playwright-core');
const { ensureBuilt, root } = require('../../scripts/build-state.cjs');

const dist = path.join(root, 'dist');
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KILOWATCH_DATA: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error('server start timeout\n' + out)), 20000);
    const on = (c) => {
      out += c;
      const m = /listening on http:\/\/[^:\s]+:(\d+)/i.exec(out);
      if (m) { clearTimeout(t); resolve({ child, url: `http://127.0.0.1:${m[1]}` }); }
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
  });
}

async function jsDownloaded(context, url, action) {
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) files.add(u.pathname.slice(1));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (action) await action(page);
  await page.close();
  const list = [...files].filter((f) => fs.existsSync(path.join(dist, f)));
  const bytes = list.reduce((s, f) => s + gz(fs.readFileSync(path.join(dist, f))), 0);
  return { list, bytes };
}

(async () => {
  ensureBuilt(['server', 'app']);
  const { child, url } = await startServer();
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const fresh = await browser.newContext();
    const login = await jsDownloaded(fresh, `${url}/login`);
    // Sign in once to get a session, then measure a first visit to /now in a new context with it.
    const signInCtx = await browser.newContext();
    const p = await signInCtx.newPage();
    await p.goto(`${url}/login`);
    await p.getByLabel(/email/i).fill('demo@example.com');
    await p.getByLabel(/password/i).fill('Kilowatch-demo-1');
    await p.getByRole('button', { name: /sign in/i }).click();
    await p.waitForURL(/\/now/);
    const state = await signInCtx.storageState();
    const nowCtx = await browser.newContext({ storageState: state });
    const now = await jsDownloaded(nowCtx, `${url}/now`, (pg) => pg.waitForTimeout(1500));
    const all = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    const total = all.reduce((s, f) => s + gz(fs.readFileSync(path.join(dist, f))), 0);
    const rawTotal = all.reduce((s, f) => s + fs.statSync(path.join(dist, f)).size, 0);
    console.log(`machine: ${os.cpus()[0].model}, ${os.cpus().length} cores, node ${process.version}`);
    console.log('first visit            JS files   gzip KB');
    console.log(`/login                 ${String(login.list.length).padStart(8)}   ${kb(login.bytes).padStart(7)}   (target <= 130)`);
    console.log(`/now (signed in)       ${String(now.list.length).padStart(8)}   ${kb(now.bytes).padStart(7)}`);
    console.log(`whole build            ${String(all.length).padStart(8)}   ${kb(total).padStart(7)}   (raw ${kb(rawTotal)} KB)`);
    if (process.env.VERBOSE) console.log({ login: login.list, now: now.list });
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
