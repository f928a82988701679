// Bundle benchmark: the gzip size of the JavaScript that a first visit to /login and to /now
// downloads, measured in Chromium against the real server, plus the whole build's JS.
// Run: npm run bench:bundle   (builds first when needed). Target: /login <= 130 KB gzip.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');
const { ensureBuilt, root } = require('../../scripts/build-state.cjs');
const { startServer, signedInState, chromiumArgs, chromiumPath } = require('../../scripts/server-process.cjs');

const dist = path.join(root, 'dist');
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);


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
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const fresh = await browser.newContext();
    const login = await jsDownloaded(fresh, `${url}/login`);
    // Sign in once to get a session, then measure a first visit to /now in a new context with it.
    const state = await signedInState(browser, url);
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
