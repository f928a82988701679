// Decides whether the browser app or the server needs (re)building: missing output, or any
// source newer than the output. Used by `npm start` and the CLI runner so a fresh clone just works.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function newestMtime(target) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try { st = fs.statSync(p); } catch { return; }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  visit(target);
  return newest;
}

function outputMtime(file) {
  try { return fs.statSync(file).mtimeMs; } catch { return -1; }
}

const targets = {
  app: {
    output: path.join(root, 'dist', 'index.html'),
    inputs: ['src', 'static', 'translations', 'scripts/build', 'webpack.config.ts', 'babel.config.js', 'package.json'],
    script: 'build:app',
  },
  server: {
    output: path.join(root, 'server', 'dist', 'main.js'),
    inputs: ['server/src', 'babel.config.js', 'package.json'],
    script: 'build:server',
  },
};

function isStale(name) {
  const t = targets[name];
  const out = outputMtime(t.output);
  if (out < 0) return true;
  return t.inputs.some((i) => newestMtime(path.join(root, i)) > out);
}

function ensureBuilt(names) {
  const { execSync } = require('node:child_process');
  for (const name of names) {
    if (!isStale(name)) continue;
    console.log(`[kilowatch] building ${name} (npm run ${targets[name].script}) ...`);
    execSync(`npm run --silent ${targets[name].script}`, { cwd: root, stdio: 'inherit' });
  }
}

module.exports = { ensureBuilt, isStale, root };
