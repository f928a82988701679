/**
 * A child process for crash.test.ts: compiles the project's TypeScript with its Babel config (env "test",
 * as Jest and server/src/workers/tsEntry.cjs do), then runs crashIngest.ts, which ingests until killed.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../../../..');
const configFile = path.join(root, 'babel.config.js');
const cacheDir = path.join(os.tmpdir(), 'kilowatch-measured-crash-cache');
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
    const tmp = `${cached}.${process.pid}`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, cached);
  } catch {
    // A read-only temp folder compiles every time.
  }
  return code;
}

Module._extensions['.ts'] = function compileTs(module, filename) {
  module._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
};

require('./crashIngest.ts');
