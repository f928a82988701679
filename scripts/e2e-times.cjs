// `npm run test:e2e:times`: builds once, then runs the whole Playwright suite with the clock pinned
// (KILOWATCH_E2E_NOW, see e2e/support/clock.ts) at New York local times where a day-bound bug would
// show: just after midnight, noon, just before midnight, just after the spring-forward gap and inside
// the repeated hour of the fall-back night. Prints one pass/fail line per instant; exits 1 if any
// failed. Extra arguments go to Playwright (e.g. `-- --workers=1`). Not part of `npm test`.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Each instant carries its New York offset, so the repeated hour is unambiguous. */
const INSTANTS = [
  { label: '2026-11-23 00:05 New York (EST)', iso: '2026-11-23T00:05:00-05:00' },
  { label: '2026-11-23 12:00 New York (EST)', iso: '2026-11-23T12:00:00-05:00' },
  { label: '2026-11-23 23:55 New York (EST)', iso: '2026-11-23T23:55:00-05:00' },
  { label: '2026-03-08 03:30 New York (EDT, just after spring forward)', iso: '2026-03-08T03:30:00-04:00' },
  { label: '2026-11-01 01:30 New York (EST, the repeated hour after fall back)', iso: '2026-11-01T01:30:00-05:00' },
];

const run = (command, args, env = process.env) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status;

if (run('npm', ['run', 'build']) !== 0) {
  console.error('e2e-times: the build failed');
  process.exit(1);
}

const extra = process.argv.slice(2);
const results = [];
for (const { label, iso } of INSTANTS) {
  console.log(`\n=== e2e at ${label} (KILOWATCH_E2E_NOW=${iso}) ===\n`);
  const slug = iso.replace(/[^0-9]/g, '').slice(0, 12);
  const status = run('npx', ['playwright', 'test', '--reporter=list', `--output=test-results/e2e-times/${slug}`, ...extra], {
    ...process.env,
    KILOWATCH_E2E_NOW: iso,
  });
  results.push({ label, iso, ok: status === 0 });
}

console.log('\ne2e at several New York times:');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.label}  (${new Date(r.iso).toISOString()})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
