/**
 * Goods list benchmark: 100,000 goods, the goods list and search call under 64 connections.
 *
 *   node --import tsx bench/goods-list.ts [--duration 15] [--goods 100000] [--only embedded|postgres]
 *
 * For each database (the embedded one in a fresh temporary data dir, then PostgreSQL at
 * BENCH_PG_URL or postgres://postgres@127.0.0.1:5432 in a fresh database, dropped at the end):
 * migrate, seed the demo data, bulk-insert goods up to the count by SQL, then start the app in
 * a child process on a loopback port (so the load generator does not share its event loop) and
 * drive POST /api/v2/goods/list with autocannon: first with the catalog list cache as shipped
 * (CATALOG_CACHE_SECONDS=10), then with it off, to show what the database path alone does.
 * Prints the figures and rewrites the goods-list section of docs/benchmarks.md.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, rows, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const DURATION = Number(arg('duration', '15'));
const GOODS = Number(arg('goods', '100000'));
const ONLY = arg('only', '');
/** An embedded data dir prepared by an earlier run (kept with --keep): skips the set-up. */
const REUSE = arg('data', '');
const CONNECTIONS = 64;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { embedded: 1500, postgres: 3000, p99: 50 };

// ---- parent: data, load, report

/** Goods beyond the seeded 600, made from them by SQL: other item codes, prices, dates and stock. */
async function bulkInsert(database: Database, total: number) {
  const { db } = database;
  const { n: existing } = (await rows<{ n: number }>(db, sql`select count(*)::int as n from goods`))[0]!;
  // Building a GIN index once is much faster than growing it row by row: drop, load, rebuild.
  const gin = await rows<{ name: string; definition: string }>(db, sql`select indexname as name, indexdef as definition from pg_indexes where tablename = 'goods' and indexdef like '%USING gin%'`);
  for (const index of gin) await db.execute(sql.raw(`drop index ${index.name}`));
  const chunk = 10_000;
  for (let from = existing + 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await db.execute(sql`
      insert into goods (item_code, store_id, category_id, shop_category_id, name_en, name_zh, name_ja, description_en, description_zh, description_ja,
        selling_points, specs, style, product_type, status, price_mode, price_min_cents, price_max_cents, original_price_cents, moq,
        logistics_fee_cents, operating_fee_cents, storage_fee_cents, package_qty, product_length_in, product_width_in, product_height_in, product_weight_lb,
        package_length_in, package_width_in, package_height_in, package_weight_lb, images, files, resource_package_url, allowed_platforms, restricted_platforms,
        warehouse_type, ship_from, reference_days, shipping_areas, tags, posted_at, created_at)
      select 'BX' || lpad(n::text, 8, '0'), t.store_id, t.category_id, t.shop_category_id, t.name_en, t.name_zh, t.name_ja, t.description_en, t.description_zh, t.description_ja,
        t.selling_points, t.specs, t.style, t.product_type, t.status, t.price_mode,
        round(t.price_min_cents * (0.8 + (n * 13 % 41) / 100.0)), round(t.price_max_cents * (0.8 + (n * 13 % 41) / 100.0)), null, t.moq,
        t.logistics_fee_cents, t.operating_fee_cents, t.storage_fee_cents, t.package_qty, t.product_length_in, t.product_width_in, t.product_height_in, t.product_weight_lb,
        t.package_length_in, t.package_width_in, t.package_height_in, t.package_weight_lb, t.images, t.files, t.resource_package_url, t.allowed_platforms, t.restricted_platforms,
        t.warehouse_type, t.ship_from, t.reference_days, t.shipping_areas, t.tags,
        now() - make_interval(secs => (n * 7919) % (400 * 86400)), now() - make_interval(secs => (n * 7919) % (400 * 86400))
      from generate_series(${from}::int, ${to}::int) n
      join (select g.*, (row_number() over (order by g.id) - 1)::int as rn from goods g where g.item_code not like 'BX%') t on t.rn = (n * 7) % 600`);
  }
  await db.execute(sql`
    insert into goods_stock (goods_id, available, blocked, sold)
    select id, case when id % 14 = 0 then 0 else (id * 37) % 900 + 1 end, 0, (id * 53) % 5000 from goods where item_code like 'BX%'
    on conflict do nothing`);
  for (const index of gin) await db.execute(sql.raw(index.definition));
  await db.execute(sql`vacuum (analyze)`);
}

interface Scenario {
  name: string;
  body: Record<string, unknown>;
}

interface Figure {
  database: string;
  cache: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function startServer(kind: string, target: string, cacheSeconds: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, target, String(cacheSeconds)], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (m: { port: number }) =>
      resolve({
        port: m.port,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.send('stop');
          }),
      }),
    );
  });
}

async function drive(port: number, scenario: Scenario, duration: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/v2/goods/list`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify(scenario.body),
    connections: CONNECTIONS,
    duration,
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

async function benchmark(kind: 'embedded' | 'postgres', target: string, scenarios: Scenario[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const cacheSeconds of [10, 0]) {
    const server = await startServer(kind, target, cacheSeconds);
    try {
      for (const scenario of scenarios) {
        await drive(server.port, scenario, 2); // warm-up: caches, plans, JIT
        const f = await drive(server.port, scenario, DURATION);
        const row = { database: kind, cache: cacheSeconds > 0 ? `${cacheSeconds} s` : 'off', scenario: scenario.name, ...f };
        figures.push(row);
        console.log(`  ${kind.padEnd(9)} cache ${row.cache.padEnd(4)} ${scenario.name.padEnd(34)} ${String(f.rps).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`);
      }
    } finally {
      await server.stop();
    }
  }
  return figures;
}

async function prepare(database: Database) {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database);
  const seeded = Date.now();
  await bulkInsert(database, GOODS);
  const { goods, listed } = (await rows<{ goods: number; listed: number }>(
    database.db,
    sql`select count(*)::int as goods, (count(*) filter (where status = 'onSale'))::int as listed from goods`,
  ))[0]!;
  const { furniture } = (await rows<{ furniture: number }>(database.db, sql`select id as furniture from product_categories where code = 'furniture'`))[0]!;
  console.log(`  ${goods} goods (${listed} on sale): demo seed ${((seeded - started) / 1000).toFixed(1)} s, bulk insert ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  return { furniture, goods, setupSeconds: Math.round((Date.now() - started) / 1000) };
}

const scenariosFor = (furniture: number): Scenario[] => [
  { name: 'list, page 1', body: { pageIndex: 1, pageSize: 20 } },
  { name: 'category (level 1, with sub-categories)', body: { categoryId: furniture, pageSize: 20 } },
  { name: 'keyword, English word "sofa"', body: { keyword: 'sofa', pageSize: 20 } },
  { name: 'keyword, CJK part "沙发" (2 chars)', body: { keyword: '沙发', pageSize: 20 } },
  { name: 'keyword, CJK part "三人位" (3 chars)', body: { keyword: '三人位', pageSize: 20 } },
];

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

async function main() {
  const loadAtStart = load();
  const figures: Figure[] = [];
  const setup: string[] = [];
  if (ONLY !== 'postgres') {
    const dir = REUSE || mkdtempSync(join(tmpdir(), 'wm-bench-'));
    try {
      console.log(`embedded database (PGlite) in ${dir}`);
      const database = await openPglite(dir);
      if (REUSE) {
        const { furniture } = (await rows<{ furniture: number }>(database.db, sql`select id as furniture from product_categories where code = 'furniture'`))[0]!;
        await database.close();
        setup.push(`embedded: prepared data dir reused`);
        figures.push(...(await benchmark('embedded', dir, scenariosFor(furniture))));
      } else {
        const { furniture, setupSeconds } = await prepare(database);
        await database.close();
        setup.push(`embedded: ${GOODS} goods ready in ${setupSeconds} s`);
        figures.push(...(await benchmark('embedded', dir, scenariosFor(furniture))));
      }
    } finally {
      if (!REUSE && !args.includes('--keep')) rmSync(dir, { recursive: true, force: true });
    }
  }
  if (ONLY !== 'embedded') {
    const name = `wm_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    try {
      console.log(`PostgreSQL database ${name}`);
      const database = openPostgres(url.toString());
      const { version } = (await rows<{ version: string }>(database.db, sql`select current_setting('server_version') as version`))[0]!;
      const { furniture, setupSeconds } = await prepare(database);
      await database.close();
      setup.push(`PostgreSQL ${version}: ${GOODS} goods ready in ${setupSeconds} s`);
      figures.push(...(await benchmark('postgres', url.toString(), scenariosFor(furniture))));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  report(figures, [...setup, `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end`]);
}

function report(figures: Figure[], setup: string[]) {
  const file = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
  let doc: string;
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    doc = HEADER;
  }
  const target = (f: Figure) => (f.database === 'embedded' ? TARGETS.embedded : TARGETS.postgres);
  const verdict = (f: Figure) => (f.rps >= target(f) && f.p99 <= TARGETS.p99 && f.errors === 0 ? 'yes' : 'no');
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  // A run of one database keeps the other's rows (and their date) from the last run.
  const measured = new Set(figures.map((f) => f.database));
  const start = doc.indexOf('## Goods list and search');
  const end = start >= 0 ? doc.indexOf('\n## ', start + 1) : -1;
  const previous = start >= 0 ? doc.slice(start, end >= 0 ? end : undefined) : '';
  const kept = previous.split('\n').filter((line) => /^\| (embedded|postgres) \|/.test(line) && !measured.has(line.split('|')[1]!.trim()));
  const table = [
    '| database | list cache | scenario | req/s | p50 ms | p99 ms | errors | target met | run (UTC) |',
    '|---|---|---|---:|---:|---:|---:|---|---|',
    ...kept.map((line) => (line.split('|').length === 11 ? line : `${line} earlier |`)),
    ...figures.map((f) => `| ${f.database} | ${f.cache} | ${f.scenario} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${verdict(f)} | ${stamp} |`),
  ].join('\n');
  const keptNotes = previous.split('\n').filter((line) => line.startsWith('- ') && ![...measured].some((d) => line.startsWith(`- ${d} run`)));
  const notes = [...keptNotes, ...[...measured].map((d) => `- ${d} run ${stamp} UTC: ${setup.filter((x) => x.startsWith(d === 'embedded' ? 'embedded' : 'PostgreSQL') || x.startsWith('load')).join('; ')}`)];
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const section = `## Goods list and search (\`bench/goods-list.ts\`)

Run: \`node --import tsx bench/goods-list.ts\` (options: \`--duration 15\`, \`--goods 100000\`,
\`--only embedded|postgres\`; PostgreSQL at \`BENCH_PG_URL\`, default postgres://postgres@127.0.0.1:5432).
${GOODS.toLocaleString('en-US')} goods, ${CONNECTIONS} connections, ${DURATION} s per scenario after a 2 s warm-up,
\`POST /api/v2/goods/list\` with 20 goods a page, as a visitor, in English. Targets: ${TARGETS.embedded} req/s on the
embedded database, ${TARGETS.postgres} on PostgreSQL, p99 at most ${TARGETS.p99} ms. "list cache 10 s" is the app as
shipped (\`CATALOG_CACHE_SECONDS\`); "off" shows the database path alone.

Machine: ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}. Runs:

${notes.join('\n')}

${table}
`;
  console.log(`\n${table}\n`);
  doc = start >= 0 ? doc.slice(0, start) + section + (end >= 0 ? doc.slice(end) : '') : `${doc.trimEnd()}\n\n${section}`;
  writeFileSync(file, doc);
  console.log(`figures written to ${file}`);
}

const HEADER = `# Benchmarks

Scripts under \`bench/\` print their figures and write them here. They are measurements, not
tests: run them on an otherwise idle machine (the figures below come from a 2-core machine,
where the load generator shares the cores with the server and the database).
`;

// ---- child process: the app server

async function serve() {
  const [, kind, target, cacheSeconds] = args;
  const database = kind === 'postgres' ? openPostgres(target!, 20) : await openPglite(target!);
  const config = loadConfig({ NODE_ENV: 'production', DEMO: 'false', PAY_PASSWORD_KEY: 'bench-pay-password-key-0123456789abcdef', DELIVERY: 'off', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', CATALOG_CACHE_SECONDS: cacheSeconds!, DATA_DIR: tmpdir() });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
}

if (args[0] === '--serve') await serve();
else await main();
