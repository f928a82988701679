// `npm run dev`: the API server (API_PORT, default 3001) plus webpack-dev-server with hot reload
// (PORT, default 8080) proxying /apiservice and the realtime feed to it.
const path = require('node:path');
const { spawn } = require('node:child_process');
const { ensureBuilt, root } = require('./build-state.cjs');

ensureBuilt(['server']);
const apiPort = process.env.API_PORT || '3001';
const env = { ...process.env, API_PORT: apiPort };
const children = [
  spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root, stdio: 'inherit',
    env: { ...env, PORT: apiPort, KILOWATCH_DATA: process.env.KILOWATCH_DATA || path.join(root, 'data'), KILOWATCH_STATIC: 'none' },
  }),
  spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => { for (const c of children) c.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
