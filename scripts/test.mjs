#!/usr/bin/env node
// Runs every test: type checks, import boundaries, unit and API tests (Vitest, embedded database and
// PostgreSQL), the performance budgets (bench/budgets, after the web build), then the browser journeys
// (Playwright in Debian's Chromium), and ends with one closing line of totals. Exits non-zero if anything failed or was skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Not under test-results: Playwright empties its output folder when it starts.
const out = 'reports';
mkdirSync(out, { recursive: true });
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

let ok = true;
for (const project of ['packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench']) {
  ok = run(`typecheck ${project}`, 'npx', ['tsc', '-p', project]) && ok;
}
// Import boundaries and cycles (scripts/boundaries.ts, docs/architecture-rules.md).
ok = run('import boundaries', 'node', ['--import', 'tsx', 'scripts/boundaries.ts']) && ok;

const vitestJson = `${out}/vitest.json`;
rmSync(vitestJson, { force: true });
ok = run('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]) && ok;

ok = run('build web', 'npm', ['run', 'build', '-w', '@wm/web']) && ok;
// Budgets that must not regress unnoticed (docs/benchmarks.md, "Budgets in npm test"): alone, so that
// nothing else measures against them, and after the build whose home page Lighthouse scores.
const budgetsJson = `${out}/budgets.json`;
rmSync(budgetsJson, { force: true });
ok = run('performance budgets', 'npx', ['vitest', 'run', '--config', 'bench/budgets/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${budgetsJson}`]) && ok;
const playwrightJson = `${out}/playwright.json`;
rmSync(playwrightJson, { force: true });
ok = run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson }) && ok;

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of [vitestJson, budgetsJson]) {
  if (existsSync(file)) {
    const v = JSON.parse(readFileSync(file, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  } else failed += 1;
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  passed += p.expected + p.flaky;
  failed += p.unexpected;
  skipped += p.skipped;
} else failed += 1;

if (skipped > 0) console.log(`\n${skipped} test(s) were skipped: a skipped test counts as not done.`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 && skipped === 0 ? 0 : 1);
