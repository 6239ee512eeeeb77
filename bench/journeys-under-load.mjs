#!/usr/bin/env node
// Runs every browser journey several times in a row while CPU-bound processes run beside it,
// to prove that the journeys wait on the right signals and do not pass only on an idle
// machine. Prints one line per run (passed, failed, flaky, minutes, load average) and exits
// non-zero if any run had a failure.
//
//   node bench/journeys-under-load.mjs [--runs 3] [--burners 1] [--port 3150]
//
// Failed journeys are listed with the first lines of their error; their screenshots and traces
// stay in the folder printed at the end.
//
// The web app must be built first (npm run build -w @wm/web). Each burner is a separate
// node process spinning one core at 100 % for the whole time.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 3);
const burnerCount = arg('burners', 1);
const port = arg('port', 3150);

const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((b) => b.kill('SIGKILL'));
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const dir = mkdtempSync(join(tmpdir(), 'journeys-load-'));
let bad = 0;
console.log(`journeys x${runs} beside ${burnerCount} CPU-bound process(es), port ${port}`);
for (let i = 1; i <= runs; i++) {
  const json = join(dir, `run-${i}.json`);
  const started = Date.now();
  const loads = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 5_000);
  // Spawned asynchronously, so that the load sampler keeps running while the journeys do.
  await new Promise((done) =>
    spawn('npx', ['playwright', 'test', '--reporter=json', '--output', join(dir, `results-${i}`)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_FILE: json, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    }).on('exit', done),
  );
  clearInterval(sampler);
  let stats = { expected: 0, unexpected: 1, flaky: 0, skipped: 0 };
  const failedTitles = [];
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    stats = report.stats;
    const walk = (suite) => {
      for (const s of suite.suites ?? []) walk(s);
      for (const spec of suite.specs ?? []) {
        if (spec.ok) continue;
        const error = spec.tests?.[0]?.results?.at(-1)?.error?.message ?? '';
        failedTitles.push(`${spec.file}: ${spec.title}\n    ${error.split('\n').slice(0, 6).join('\n    ')}`);
      }
    };
    for (const s of report.suites) walk(s);
  } catch {
    failedTitles.push('no report');
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const avg = loads.length ? (loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1) : '-';
  const max = loads.length ? Math.max(...loads).toFixed(1) : '-';
  console.log(
    `run ${i}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped; ${minutes} min; load average ${avg} (max ${max})`,
  );
  for (const t of failedTitles) console.log(`  failed: ${t}`);
  if (stats.unexpected || stats.flaky || stats.skipped) bad++;
}
// Each run's screenshots and traces stay in its own folder (a later run does not wipe them).
if (!bad) rmSync(dir, { recursive: true, force: true });
else console.log(`results kept in ${dir}`);
stopBurners();
process.exit(bad ? 1 : 0);
