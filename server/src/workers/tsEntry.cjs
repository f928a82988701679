/**
 * Worker entry when the server runs from its TypeScript sources (Jest, ts tooling): compiles each
 * required .ts file with the project's Babel config (env "test", like Jest does), then loads
 * worker.ts. The built server (server/dist) loads worker.js directly and never uses this file.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const configFile = path.join(root, 'babel.config.js');
// Compiled files are kept by content hash, so each test's fresh pool thread starts in well under a second.
const cacheDir = path.join(os.tmpdir(), 'kilowatch-worker-cache');
let babel = null;

function compile(source, filename) {
  const hash = crypto.createHash('sha256').update(filename).update('\0').update(source).update(fs.readFileSync(configFile)).digest('hex').slice(0, 32);
  const cached = path.join(cacheDir, `${hash}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // Not compiled yet.
  }
  babel ??= require('@babel/core');
  const { code } = babel.transformSync(source, { filename, cwd: root, root, envName: 'test', sourceMaps: 'inline', babelrc: false, configFile });
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const tmp = `${cached}.${process.pid}.${require('node:worker_threads').threadId}`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, cached);
  } catch {
    // A read-only checkout compiles every time.
  }
  return code;
}

Module._extensions['.ts'] = function compileTs(module, filename) {
  module._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
};

require('./worker.ts');
