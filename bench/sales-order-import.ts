/**
 * Sales-order import benchmark on PostgreSQL: a 5,000-row file (the most one import takes)
 * checked (dry run) and imported, as XLSX and as CSV, through HTTP on loopback.
 *
 *   node --import tsx bench/sales-order-import.ts [--runs 3] [--no-write]
 *
 * In a fresh database (PostgreSQL at BENCH_PG_URL or postgres://postgres@127.0.0.1:5432, dropped
 * at the end): migrate, seed the demo data, one approved buyer (by SQL, test/buyers.ts). The app is
 * built in this process with its database pool as shipped (20) and listens on a loopback port; each
 * figure is the wall time of one `POST /api/v2/sales-order/import` (multipart upload, parse, checks,
 * and for an import the orders made on hold), the median of --runs for the dry
 * runs. Files: 2,500 orders of 2 lines (XLSX) and 5,000 orders of 1 line (CSV, the most orders a
 * file can hold), each row a different consignee, over the seeded goods' item codes. Targets (issue
 * 10): dry run under 3 s, import under 10 s.
 *
 * Prints the figures and rewrites the sales-order import section of docs/benchmarks.md (unless --no-write).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres, rows, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { csvOf, goodRow, xlsxOf, type ImportRow } from '../apps/server/src/modules/sales-orders/import.test-support';
import { bulkBuyers } from '../apps/server/test/buyers';
import { arg, args } from './cli';

const RUNS = Number(arg('runs', '3'));
const ROWS = 5_000;
const APP_POOL = 20;
const DRY_RUN_TARGET = 3;
const IMPORT_TARGET = 10;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const secs = (ms: number) => (ms / 1000).toFixed(2);

/** 5,000 rows: `linesPerOrder` lines per OrderId, each order its own consignee. */
function rowsOf(prefix: string, linesPerOrder: number, codes: string[]): ImportRow[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const order = Math.floor(i / linesPerOrder);
    const line = i % linesPerOrder;
    return goodRow(`${prefix}-${order}`, codes[(order + line) % codes.length]!, 1 + (i % 3), line + 1, { ShipToName: `Customer ${order}`, ShipToPostalCode: String(10001 + (order % 8000)) });
  });
}

interface Timed {
  ms: number;
  status: number;
  data: { rows: number; orders: number; goodOrders: number; badRows: number; created: string[]; problems: unknown[] };
}

async function post(base: string, token: string, file: Buffer, filename: string, dryRun: boolean): Promise<Timed> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  const started = performance.now();
  const res = await fetch(`${base}/api/v2/sales-order/import?dryRun=${dryRun}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: Timed['data'] };
  return { ms: performance.now() - started, status: res.status, data: body.data };
}

async function main() {
  const loadAtStart = load();
  const name = `wm_bench_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = openPostgres(url.toString(), APP_POOL);
    await database.migrate();
    await seedDemo(database);
    const [{ version }] = (await rows<{ version: string }>(database.db, sql`select current_setting('server_version') as version`)) as [{ version: string }];
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'wm-bench-')) }) };
    app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [buyer] = await bulkBuyers(app, database, 1);
    const codes = (await rows<{ itemCode: string }>(database.db, sql`select item_code as "itemCode" from goods order by id limit 50`)).map((r) => r.itemCode);
    console.log(`sales-order import benchmark: PostgreSQL ${version}, ${ROWS} rows per file, ${codes.length} item codes, load ${loadAtStart}`);

    const xlsx = await xlsxOf(rowsOf('X', 2, codes));
    const csv = csvOf(rowsOf('C', 1, codes));
    const files = [
      { label: 'XLSX, 2,500 orders of 2 lines', data: xlsx, filename: 'orders.xlsx', orders: 2_500 },
      { label: 'CSV, 5,000 orders of 1 line', data: csv, filename: 'orders.csv', orders: 5_000 },
    ];
    const results: { label: string; size: number; dry: number[]; imported: Timed; again: Timed }[] = [];
    for (const f of files) {
      const dry: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await post(base, buyer!.token, f.data, f.filename, true);
        if (r.status !== 200 || r.data.goodOrders !== f.orders || r.data.rows !== ROWS) throw new Error(`dry run ${f.label}: ${r.status} ${JSON.stringify(r.data).slice(0, 300)}`);
        dry.push(r.ms);
      }
      const imported = await post(base, buyer!.token, f.data, f.filename, false);
      if (imported.status !== 200 || imported.data.created.length !== f.orders) throw new Error(`import ${f.label}: ${imported.status} ${JSON.stringify(imported.data).slice(0, 300)}`);
      const again = await post(base, buyer!.token, f.data, f.filename, false);
      if (again.data.created.length !== 0) throw new Error(`${f.label}: the second import made ${again.data.created.length} orders`);
      results.push({ label: f.label, size: f.data.length, dry, imported, again });
      console.log(
        `  ${f.label} (${(f.data.length / 1024).toFixed(0)} KB): dry run ${secs(median(dry))} s (runs ${dry.map(secs).join(', ')}); import ${secs(imported.ms)} s, ${imported.data.created.length} orders on hold; same file again ${secs(again.ms)} s, ${again.data.created.length} made, ${again.data.problems.length} rows refused as imported before`,
      );
    }
    const [made] = await rows<{ orders: number; lines: number }>(
      database.db,
      sql`select count(*)::int as orders, (select count(*)::int from sales_order_lines l join sales_orders o on o.id = l.sales_order_id where o.buyer_user_id = ${buyer!.id}) as lines from sales_orders where buyer_user_id = ${buyer!.id}`,
    );
    console.log(`  in the database: ${made!.orders} orders, ${made!.lines} lines (expected 7500, 10000)`);

    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const met = (s: number, target: number) => (s < target ? `met (< ${target} s)` : `**not met** (target < ${target} s)`);
    const table = [
      '| file | size | dry run (median) | import | same file again |',
      '|---|---:|---:|---:|---:|',
      ...results.map((r) => `| ${r.label} | ${(r.size / 1024).toFixed(0)} KB | ${secs(median(r.dry))} s | ${secs(r.imported.ms)} s | ${secs(r.again.ms)} s, 0 made |`),
    ].join('\n');
    const worstDry = Math.max(...results.map((r) => median(r.dry))) / 1000;
    const worstImport = Math.max(...results.map((r) => r.imported.ms)) / 1000;
    const section = `## Sales-order import (\`bench/sales-order-import.ts\`)

Run: \`node --import tsx bench/sales-order-import.ts\` (\`--runs 3\` dry runs per file, the median shown; \`--no-write\` leaves
this file alone; PostgreSQL at \`BENCH_PG_URL\`, default postgres://postgres@127.0.0.1:5432). A fresh database with the demo seed and
one approved buyer; the app in the same process, its pool as shipped (${APP_POOL}), over HTTP on loopback. Each figure is the wall time of one
\`POST /api/v2/sales-order/import\` with a ${fmtRows()}-row file (the most one import takes): the upload, the parse (exceljs, papaparse),
every row's checks, the two look-ups (item codes, OrderIds imported before) and, for the import, the on-hold orders made (500 to a
transaction, 4 transactions at once). "Same file again": the idempotent re-import, which makes nothing and reports every row as imported before.

Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL ${version}. Run ${stamp} UTC, load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end:

${table}

- Dry run of 5,000 rows: worst ${worstDry.toFixed(2)} s, budget ${met(worstDry, DRY_RUN_TARGET)}; import of 5,000 rows: worst ${worstImport.toFixed(2)} s, budget ${met(worstImport, IMPORT_TARGET)}.
- In the database afterwards: ${made!.orders} orders and ${made!.lines} lines (each made once).
`;
    console.log(`\n${table}\n`);
    if (args.includes('--no-write')) {
      console.log('(--no-write: docs/benchmarks.md left as it is)');
      return;
    }
    writeSection(section);
  } finally {
    await app?.close();
    await database?.close();
    for (let i = 0; i < 50; i++) {
      const left = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (left.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const fmtRows = () => ROWS.toLocaleString('en-US');

/** Replaces this benchmark's section of docs/benchmarks.md (up to the next `## `), or adds it at the end. */
function writeSection(section: string) {
  const file = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const heading = '## Sales-order import (`bench/sales-order-import.ts`)';
  const start = doc.indexOf(heading);
  let next: string;
  if (start < 0) next = `${doc.trimEnd()}\n\n${section}`;
  else {
    const end = doc.indexOf('\n## ', start + heading.length);
    next = doc.slice(0, start) + section + (end < 0 ? '' : `\n${doc.slice(end + 1)}`);
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
  console.log(`docs/benchmarks.md: section "${heading}" written`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
