/**
 * Lighthouse on the first pages a visitor sees: home, a goods list and a goods page, desktop and
 * mobile (Lighthouse's own presets: desktop without throttling, mobile with its simulated slow
 * 4G and 4x CPU slowdown), in Debian's Chromium.
 *
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--no-write] [--only "goods detail"] [--form mobile]
 *
 * Builds the web app if its sources changed, starts the app in demo mode on a fresh embedded
 * database in a child process, and runs Lighthouse `runs` times per page and form factor, keeping
 * the median performance run. Prints the scores and rewrites the Lighthouse section of
 * docs/benchmarks.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startDemoApp } from './demo-app';
import { arg, args } from './cli';

const RUNS = Number(arg('runs', '3'));
const PORT = Number(arg('port', '3390'));
const base = `http://127.0.0.1:${PORT}`;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');

type Row = {
  page: string;
  formFactor: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unusedJsKb: number;
};

async function main() {
  const app = await startDemoApp(PORT, 'lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const list = await (await fetch(`${base}/api/v2/goods/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    const goodsId = list.data.list[0].goodsId as number;
    const categoryId = list.data.list[0].categoryId as number;
    const pages = [
      { page: 'home', url: `${base}/home` },
      { page: 'goods list', url: `${base}/classify/list?categoryId=${categoryId}` },
      { page: 'goods detail', url: `${base}/goodsDetails/index?goodsId=${goodsId}` },
    ];
    const rows: Row[] = [];
    const loadAtStart = load();
    const only = arg('only', '');
    const forms = (['desktop', 'mobile'] as const).filter((f) => arg('form', f) === f);
    for (const p of pages.filter((page) => !only || page.page === only)) {
      for (const formFactor of forms) {
        const runs: Row[] = [];
        // A run that failed to measure (no score) is run again, up to twice per page and form factor.
        for (let i = 0, retries = 0; i < RUNS; i++) {
          const result = await lighthouse(
            p.url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          // A run that scores 0 failed to measure (seen now and then on this machine): say why, so that it can be told from a slow page.
          if (!lhr.categories.performance?.score) {
            console.log(`${p.page} ${formFactor} run ${i + 1}: no performance score (${lhr.runtimeError?.code ?? 'no runtime error'}; ${(lhr.runWarnings ?? []).join(' ') || 'no warnings'})`);
            if (retries++ < 2) {
              i--;
              continue;
            }
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
          if (args.includes('--why')) console.log(`${p.page} ${formFactor} run ${i + 1}: ${score('performance')}, LCP ${Math.round(audit('largest-contentful-paint'))} ms on ${lcpElement ?? '?'}, FCP ${Math.round(audit('first-contentful-paint'))} ms, TBT ${Math.round(audit('total-blocking-time'))} ms, SI ${Math.round(audit('speed-index'))} ms`);
          if (args.includes('--why')) {
            const tasks = (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
            console.log(`  long tasks: ${tasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${task.url.split('/').pop()})`).join(', ') || 'none'}`);
            const work = (lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number; total: number }[] } | undefined)?.items ?? [];
            console.log(`  script time: ${work.slice(0, 6).map((item) => `${item.url.split('/').pop()} ${Math.round(item.scripting)} ms`).join(', ')}`);
          }
          const unused = (lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
          runs.push({
            page: p.page,
            formFactor,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcpMs: Math.round(audit('first-contentful-paint')),
            lcpMs: Math.round(audit('largest-contentful-paint')),
            tbtMs: Math.round(audit('total-blocking-time')),
            cls: Number(audit('cumulative-layout-shift').toFixed(3)),
            unusedJsKb: Math.round(unused / 1024),
          });
        }
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[Math.floor(runs.length / 2)]!;
        rows.push(median);
        console.log(`${p.page} ${formFactor}: performance ${runs.map((r) => r.performance).join('/')} (median ${median.performance}), CLS ${median.cls}, FCP ${median.fcpMs} ms, LCP ${median.lcpMs} ms`);
      }
    }
    report(rows, `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end`);
  } finally {
    await chrome.kill();
    await app.stop();
  }
}

function report(rows: Row[], loadNote: string) {
  const table = [
    '| page | form factor | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | unused JS KB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.unusedJsKb} |`),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (args.includes('--no-write') || arg('only', '') || arg('form', '')) return;
  const file = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
  let doc = readFileSync(file, 'utf8');
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = `## Lighthouse (\`bench/lighthouse.ts\`)

Run: \`node --import tsx bench/lighthouse.ts\` (\`--runs 3\` per page and form factor, the median
performance run shown; \`--no-write\` leaves this file alone). The production build, the app in demo
mode on a fresh embedded database, as a visitor, in Debian's Chromium (headless); Lighthouse's
desktop preset (no throttling) and its default mobile preset (simulated slow 4G, 4x CPU slowdown).
Targets (issue 15): performance at least 98 on desktop and 80 on mobile, CLS at most 0.02.

Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}. Run ${stamp} UTC, ${loadNote}.

${table}
`;
  // The section's head, machine line and table are this run's; what was written below the table stays.
  const start = doc.indexOf('## Lighthouse');
  const tableStart = start >= 0 ? doc.indexOf('\n| page | form factor |', start) : -1;
  const tableEnd = tableStart >= 0 ? doc.indexOf('\n\n', tableStart + 1) : -1;
  const nextSection = start >= 0 ? doc.indexOf('\n## ', start + 1) : -1;
  if (start < 0) doc = `${doc.trimEnd()}\n\n${section}`;
  else if (tableEnd >= 0 && (nextSection < 0 || tableEnd < nextSection)) doc = doc.slice(0, start) + section + doc.slice(tableEnd + 1);
  else doc = doc.slice(0, start) + section + (nextSection >= 0 ? doc.slice(nextSection) : '');
  writeFileSync(file, doc);
  console.log(`figures written to ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
