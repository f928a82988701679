// Bundle benchmark: the gzip size of the JavaScript that a first visit to /login and to /now
// downloads, measured in Chromium against the real server, plus the whole build's JS.
// It also builds a bare app (bench/bundle/bare/index.tsx: React, Redux Toolkit + react-redux,
// redux-saga, React Router and react-intl with one screen) with the project's webpack configuration
// in production mode, and prints /now's first-visit JS as a multiple of the bare app's.
// Run: npm run bench:bundle   (builds first when needed). Targets: /login <= 130 KB gzip;
// /now <= 1.3 × the bare app. BREAKDOWN=1 also prints what /now's own code is made of, by area
// (bench/bundle/breakdown.cjs; one more production build, with hidden source maps).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { ensureBuilt, root } = require('../../scripts/build-state.cjs');
const { runWithServerAndBrowser, signedInState } = require('../../scripts/server-process.cjs');

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

/** Builds the bare app into a temporary folder; the gzip bytes of the JS its page loads (every script of its index.html). */
function bareApp() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-bare-'));
  try {
    execFileSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--entry-reset', '--entry', './bench/bundle/bare/index.tsx', '--output-path', out, '--no-cache'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const list = [...html.matchAll(/<script[^>]*\ssrc="?\/?([^"\s>]+\.js)/g)].map((m) => m[1]);
    const bytes = list.reduce((sum, f) => sum + gz(fs.readFileSync(path.join(out, f))), 0);
    return { list, bytes };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

ensureBuilt(['server', 'app']);
const bare = bareApp();
runWithServerAndBrowser(async ({ url, browser }) => {
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
  const loginKb = login.bytes / 1024;
  console.log(`/login                 ${String(login.list.length).padStart(8)}   ${kb(login.bytes).padStart(7)}   (${loginKb.toFixed(2)} KB, ${login.bytes} bytes; target <= 130: ${loginKb <= 130 ? 'PASS' : 'FAIL'})`);
  console.log(`/now (signed in)       ${String(now.list.length).padStart(8)}   ${kb(now.bytes).padStart(7)}`);
  console.log(`bare app               ${String(bare.list.length).padStart(8)}   ${kb(bare.bytes).padStart(7)}   (React, RTK, saga, router, intl: bench/bundle/bare)`);
  const r = now.bytes / bare.bytes;
  console.log(`/now ÷ bare app         ${r.toFixed(2)}×   (target <= 1.3×: ${r <= 1.3 ? 'PASS' : 'FAIL'})`);
  console.log(`whole build            ${String(all.length).padStart(8)}   ${kb(total).padStart(7)}   (raw ${kb(rawTotal)} KB)`);
  if (process.env.VERBOSE) {
    // Each file with its gzip size, largest first (VERBOSE=1 npm run bench:bundle).
    const sized = (list) => list.map((f) => `${kb(gz(fs.readFileSync(path.join(dist, f)))).padStart(7)}  ${f}`).sort().reverse();
    console.log(['/login:', ...sized(login.list), '/now:', ...sized(now.list)].join('\n'));
  }
  if (process.env.BREAKDOWN) require('./breakdown.cjs').breakdown(root, now.list);
});
