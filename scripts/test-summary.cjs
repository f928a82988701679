// Prints one closing line for the whole `npm test` run: "tests: N passed, N failed[, N skipped]",
// from Jest's and Playwright's JSON results (test-results/jest.json, test-results/playwright.json).
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '..', 'test-results');
const read = (f) => {
  try { return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')); } catch { return null; }
};
let passed = 0, failed = 0, skipped = 0;
const jest = read('jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  skipped += jest.numPendingTests + (jest.numTodoTests || 0);
}
const pw = read('playwright.json');
if (pw && pw.stats) {
  passed += pw.stats.expected + (pw.stats.flaky || 0);
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
}
if (!jest || !pw) console.log(`(missing results: ${!jest ? 'jest ' : ''}${!pw ? 'playwright' : ''})`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || !jest || !pw ? 1 : 0);
