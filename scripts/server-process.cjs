// Starts the built server (server/dist/main.js) on a free port with a fresh data folder, for
// benchmarks and scripts. Resolves once it listens. (The e2e journeys use e2e/support/server.ts.)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const root = path.resolve(__dirname, '..');

function startServer({ env = {}, prefix = 'kilowatch-run-' } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KILOWATCH_DATA: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server start timeout\n' + out)), 20000);
    const onData = (chunk) => {
      out += chunk;
      const m = /listening on (https?):\/\/[^:\s]+:(\d+)/i.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, dataDir, url: `${m[1].toLowerCase()}://127.0.0.1:${m[2]}`, stop: () => child.kill('SIGTERM') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}\n${out}`)));
  });
}

/** Signs in through the login page and returns the context's storage state (a signed-in session). */
async function signedInState(browser, url, email = 'demo@example.com') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill('Kilowatch-demo-1');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/now/);
  const state = await context.storageState();
  await context.close();
  return state;
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * A script's whole run against the built server in Debian's Chromium: starts the server (options as
 * startServer's) and the browser, runs `work({ url, browser })`, then closes both; a failure is
 * printed and the process exits with 1.
 */
function runWithServerAndBrowser(work, serverOptions) {
  return (async () => {
    const { chromium } = require('playwright-core');
    const { child, url } = await startServer(serverOptions);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      await work({ url, browser });
    } finally {
      await browser.close();
      child.kill('SIGTERM');
    }
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

module.exports = { startServer, signedInState, chromiumArgs, chromiumPath, runWithServerAndBrowser };
