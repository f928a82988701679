// Realtime benchmark: µs per realtime_update (50 devices) for reducer + selectors, and component
// renders per message with the Now screen mounted. Jest compiles the TypeScript (babel-jest).
// Run: node bench/realtime/run.cjs
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const args = ['jest', '--rootDir', '.', '--roots', '<rootDir>/bench/realtime', '--testMatch', '**/*.bench.test.tsx', '--silent=false', '--verbose=false'];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
