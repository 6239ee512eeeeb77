/**
 * Goods list benchmark: 100,000 goods, the goods list and search call under 64 connections.
 *
 *   node --import tsx bench/goods-list.ts [--duration 15] [--goods 100000] [--only embedded|postgres]
 *     [--scenarios list,category,sofa,cjk2,cjk3,long-tail,long-tail-edits] [--cache on|off] [--embedded worker|in-process]
 *     [--edit-ms 100] [--no-write]
 *
 * For each database (the embedded one in a fresh temporary data dir, then PostgreSQL at
 * BENCH_PG_URL or postgres://postgres@127.0.0.1:5432 in a fresh database, dropped at the end):
 * migrate, seed the demo data, bulk-insert goods up to the count by SQL, then start the app in
 * a child process on a loopback port (so the load generator does not share its event loop) and
 * drive POST /api/v2/goods/list with autocannon: first with the catalog list cache as shipped
 * (CATALOG_CACHE_SECONDS=10), then with it off, to show what the database path alone does.
 * The "long tail" scenario draws every request's body from a seeded PRNG (a category, a keyword,
 * filters, a sort and a page 1-50), so the cache cannot answer most of them; the same sequence is
 * drawn with the cache on and off, and the share of repeated bodies is reported beside the figures.
 * "long tail with sellers' edits" is the same long tail while a seller changes a goods' stock every
 * --edit-ms (100 ms as shipped: 10 edits a second, as stock synchronised from sellers' systems comes),
 * each through the merchant console's API, as another client beside the 64 connections.
 * Prints the figures and rewrites the goods-list section of docs/benchmarks.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { GOODS_ACTIVITIES, GOODS_SORTS, GOODS_STYLES, PRICE_SORTS, PRODUCT_TYPES, SHIPPING_AREAS, WAREHOUSE_TYPES } from '@wm/contracts';
import { openPglite, openPostgres, rows, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { seededRandom } from '../apps/server/src/platform/random';
import { benchConfig, serveApp, startAppServer, type AppServer } from './app-server';
import { bulkInsert } from './goods-data';
import { arg, args } from './cli';

const DURATION = Number(arg('duration', '15'));
const GOODS = Number(arg('goods', '100000'));
const ONLY = arg('only', '');
/** An embedded data dir prepared by an earlier run (kept with --keep): skips the set-up. */
const REUSE = arg('data', '');
/** A PostgreSQL database prepared by an earlier run (kept with --keep): skips the set-up and is not dropped. */
const PG_REUSE = arg('pg-db', '');
/** Scenario keys to run (comma-separated), all when empty: list, category, sofa, cjk2, cjk3, long-tail, long-tail-edits. */
const ONLY_SCENARIOS = arg('scenarios', '').split(',').map((s) => s.trim()).filter(Boolean);
/** on: the cache as shipped only; off: the cache off only; both when empty. */
const CACHE = arg('cache', '');
const CACHE_RUNS = CACHE === 'on' ? [10] : CACHE === 'off' ? [0] : [10, 0];
/** Where the app's embedded database runs (EMBEDDED_DATABASE): in a worker thread as shipped, or in the event loop's thread. */
const EMBEDDED = arg('embedded', 'worker');
const CONNECTIONS = 64;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** One body repeated, with the list cache as shipped answering it. */
const TARGETS = { embedded: 1500, postgres: 3000, p99: 50 };
/** Issue 15: the database path (the cache off, or the long tail the cache cannot answer), 0 errors. */
const DB_PATH_TARGETS = { embedded: { rps: 500, p99: 100 }, postgres: { rps: 1500, p99: 50 } };
const LONG_TAIL_SEED = 0x15_2026;
/** How often a seller changes a goods' stock in the long tail with sellers' edits. */
const EDIT_MS = Number(arg('edit-ms', '100'));

// ---- parent: data, load, report

interface Scenario {
  key: string;
  name: string;
  /** A fixed body, or a generator of bodies drawn per request (seeded: the same sequence every run). */
  body: Record<string, unknown> | ((seed: number) => () => Record<string, unknown>);
  /** Work beside the load while it runs (sellers' edits): started with the server's port, stopped with what it did. */
  beside?: (port: number) => () => Promise<string>;
}


/** Keywords of the long tail: English words (and a miss), CJK parts of 2-3 characters, item-code prefixes. */
const LONG_TAIL_KEYWORDS = [
  'sofa', 'chair', 'table', 'desk', 'bed', 'lamp', 'rug', 'mirror', 'pillow', 'storage', 'velvet', 'oak', 'modern sofa', 'office chair', 'wal', 'xylophone',
  '沙发', '茶几', '书桌', '地毯', '枕头', '花瓶', '收纳', '锅具', '三人位', '床头柜', '办公椅', '电视柜', 'ソファ', 'チェア',
  'ST1001', 'ST1004-00', 'BX0001', 'BX00012', 'BX0009',
];

interface LongTailData {
  categories: number[];
  stores: number[];
}

interface SellerData {
  /** A signed-in session of the demo seller. */
  token: string;
  /** Its store's goods on sale. */
  goods: number[];
}

/**
 * A seller changing its goods' stock every EDIT_MS (POST /api/v2/seller/goods/:id/stock, a new
 * request key each, without waiting for the one before), one goods after another, each set to 0-9
 * units (so some sell out and come back):
 * what every such change costs the lists (the catalog invalidates its lists, and the listed set reads
 * the goods again). Answers what it did when stopped.
 */
const sellerEdits = (seller: SellerData) => (port: number) => {
  let made = 0;
  let failed = 0;
  const times: number[] = [];
  const running = new Set<Promise<void>>();
  let n = 0;
  // One edit started every EDIT_MS whatever the others' answers (a seller's system does not wait for another's).
  const edit = async (k: number) => {
    const started = performance.now();
    const goodsId = seller.goods[k % seller.goods.length]!;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v2/seller/goods/${goodsId}/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}`, 'idempotency-key': `bench-${Date.now()}-${k}` },
        body: JSON.stringify({ mode: 'set', quantity: (k * 7) % 10, reason: 'bench' }),
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      if (res.ok) made++;
      else failed++;
    } catch {
      failed++;
    }
    times.push(performance.now() - started);
  };
  const timer = setInterval(() => {
    const one = edit(n++).finally(() => running.delete(one));
    running.add(one);
  }, EDIT_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(running);
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0);
    return `sellers' edits: ${made} stock changes (${failed} failed), one started every ${EDIT_MS} ms, each answered in p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
  };
};

/**
 * The long tail's bodies: a category of any level or none, a keyword or none, a few of the filters
 * the list offers, any sort, a page 1-50 of 20. Price bounds and the price sorts are drawn too: for
 * a visitor the catalog drops the bounds and serves the price sorts newest first (so they share cache entries).
 */
const longTail = (data: LongTailData) => (seed: number) => {
  const random = seededRandom(seed).next;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const maybe = (p: number) => random() < p;
  return () => {
    const body: Record<string, unknown> = { pageIndex: 1 + Math.floor(random() * 50), pageSize: 20 };
    if (maybe(0.75)) body.categoryId = pick(data.categories);
    if (maybe(0.5)) body.keyword = pick(LONG_TAIL_KEYWORDS);
    if (maybe(0.05)) body.storeId = pick(data.stores);
    if (maybe(0.15)) body.inStock = true;
    if (maybe(0.15)) body.warehouseType = pick(WAREHOUSE_TYPES);
    if (maybe(0.15)) body.productType = pick(PRODUCT_TYPES);
    if (maybe(0.15)) body.shippingArea = pick(SHIPPING_AREAS);
    if (maybe(0.15)) body.style = pick(GOODS_STYLES);
    if (maybe(0.1)) body.activity = pick(GOODS_ACTIVITIES);
    if (maybe(0.1)) {
      const low = Math.floor(random() * 500);
      body.priceMin = low;
      body.priceMax = low + 50 + Math.floor(random() * 500);
    }
    body.sort = pick(GOODS_SORTS);
    return body;
  };
};

/** What the list cache keys a visitor's request by: the page key (sort, page, filters) and the count key (filters). */
function visitorKeys(body: Record<string, unknown>) {
  const { pageIndex, pageSize, sort, priceMin: _min, priceMax: _max, ...filters } = body;
  const served = (PRICE_SORTS as readonly unknown[]).includes(sort) ? 'newest' : sort;
  const count = JSON.stringify(Object.keys(filters).sort().map((k) => [k, filters[k]]));
  return { page: `${served}:${pageIndex}:${pageSize}:${count}`, count };
}

/** How many requests of a run the cache could have answered at best: repeats of an earlier key (any time earlier, so an upper bound beside a 10 s TTL). */
interface Repeats {
  requests: number;
  bodies: number;
  pages: number;
  counts: number;
  emptyPages: number;
  answered: number;
}

interface Figure {
  database: string;
  cache: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  repeats?: Repeats;
  /** What ran beside the load (sellers' edits). */
  beside?: string;
  /** GET /api/health/live (no database) asked every 100 ms while the scenario ran: p50 and the longest wait, ms. */
  live?: { p50: number; max: number; n: number };
}

function startServer(kind: string, target: string, cacheSeconds: number): Promise<AppServer> {
  return startAppServer(fileURLToPath(import.meta.url), [kind, target, String(cacheSeconds), EMBEDDED]);
}

/**
 * Waits until the server has worked off what the last run left: requests the load generator gave up
 * on (timed out) are still queued in the server for the database, and would slow the next scenario.
 * A probe queues behind them; once a probe is answered within a second, the queue is empty.
 */
async function drain(port: number) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const sent = Date.now();
    try {
      await fetch(`http://127.0.0.1:${port}/api/v2/goods/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pageSize: 1, pageIndex: 1 + (sent % 7) }),
        signal: AbortSignal.timeout(120_000),
      }).then((r) => r.arrayBuffer());
    } catch {
      // timed out: probe again
    }
    if (Date.now() - sent < 1000) return;
  }
}

/** Shows which answers were not 2xx, so that errors are not mistaken for the database's. */
function warnStatuses(result: autocannon.Result) {
  if (result.non2xx === 0) return;
  const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  console.log(`    non-2xx answers: ${Object.entries(stats).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code} x${count}`).join(', ')}`);
}

async function drive(port: number, scenario: Scenario, duration: number, seed = LONG_TAIL_SEED) {
  const common = {
    url: `http://127.0.0.1:${port}/api/v2/goods/list`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    connections: CONNECTIONS,
    duration,
  };
  if (typeof scenario.body !== 'function') {
    const result = await autocannon({ ...common, body: JSON.stringify(scenario.body) });
    warnStatuses(result);
    return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
  }
  // One shared generator for all connections: the n-th body drawn is the same every run.
  const next = scenario.body(seed);
  const bodies = new Set<string>();
  const pages = new Set<string>();
  const counts = new Set<string>();
  let drawn = 0;
  let emptyPages = 0;
  let answered = 0;
  const result = await autocannon({
    ...common,
    requests: [
      {
        setupRequest: (request) => {
          const body = next();
          const text = JSON.stringify(body);
          const keys = visitorKeys(body);
          drawn++;
          bodies.add(text);
          pages.add(keys.page);
          counts.add(keys.count);
          return { ...request, body: text };
        },
        onResponse: (status, text) => {
          if (status !== 200) return;
          answered++;
          if (text.includes('"list":[]')) emptyPages++;
        },
      },
    ],
  });
  warnStatuses(result);
  const repeats = { requests: drawn, bodies: bodies.size, pages: pages.size, counts: counts.size, emptyPages, answered };
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts, repeats };
}

/**
 * While a scenario runs, GET /api/health/live (which asks nothing of the database) every 100 ms:
 * how long a request that needs no query waits behind the ones that do. Answers p50 and the longest.
 */
function probeLiveness(port: number) {
  const times: number[] = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const sent = performance.now();
      try {
        await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(15_000) }).then((r) => r.arrayBuffer());
        times.push(performance.now() - sent);
      } catch {
        times.push(15_000);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    stop = true;
    await done;
    times.sort((a, b) => a - b);
    return { p50: Math.round(times[Math.floor(times.length / 2)] ?? 0), max: Math.round(times.at(-1) ?? 0), n: times.length };
  };
}

async function benchmark(kind: 'embedded' | 'postgres', target: string, scenarios: Scenario[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const cacheSeconds of CACHE_RUNS) {
    const server = await startServer(kind, target, cacheSeconds);
    try {
      for (const scenario of scenarios) {
        // Warm-up: caches, plans, JIT. The long tail warms up on another seed, so it does not fill the cache with the measured bodies.
        await drain(server.port);
        await drive(server.port, scenario, 2, LONG_TAIL_SEED + 1);
        await drain(server.port);
        const probe = probeLiveness(server.port);
        const besides = scenario.beside?.(server.port);
        const f = await drive(server.port, scenario, DURATION);
        const beside = await besides?.();
        const live = await probe();
        const row = { database: kind, cache: cacheSeconds > 0 ? `${cacheSeconds} s` : 'off', scenario: scenario.name, ...f, live, ...(beside ? { beside } : {}) };
        figures.push(row);
        console.log(`  ${kind.padEnd(9)} cache ${row.cache.padEnd(4)} ${scenario.name.padEnd(34)} ${String(f.rps).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}   /api/health/live p50 ${live.p50} ms, max ${live.max} ms`);
        if (f.repeats) console.log(`    ${repeatsText(f.repeats)}`);
        if (beside) console.log(`    ${beside}`);
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
  console.log(`  ${goods} goods (${listed} on sale): demo seed ${((seeded - started) / 1000).toFixed(1)} s, bulk insert ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  return { ...(await scenarioData(database)), goods, setupSeconds: Math.round((Date.now() - started) / 1000) };
}

/**
 * What the scenarios need from the data: the furniture category, every enabled category (levels 1-3), the stores;
 * and for sellers' edits, a new session of the demo seller (by SQL, as test/buyers.ts makes buyers') and its goods on sale.
 */
async function scenarioData(database: Database) {
  const { furniture } = (await rows<{ furniture: number }>(database.db, sql`select id as furniture from product_categories where code = 'furniture'`))[0]!;
  const categories = (await rows<{ id: number }>(database.db, sql`select id from product_categories where enabled order by id`)).map((r) => r.id);
  const stores = (await rows<{ id: number }>(database.db, sql`select id from stores order by id`)).map((r) => r.id);
  const token = randomBytes(32).toString('base64url');
  const [owner] = await rows<{ userId: number; storeId: number }>(
    database.db,
    sql`select s.owner_user_id as "userId", s.id as "storeId" from stores s join users u on u.id = s.owner_user_id where u.mobile = '+8613800000003'`,
  );
  await database.db.execute(sql`insert into sessions (token_hash, user_id, expires_at) values (${createHash('sha256').update(token).digest('hex')}, ${owner!.userId}, now() + interval '1 day')`);
  const goods = (await rows<{ id: number }>(database.db, sql`select id from goods where store_id = ${owner!.storeId} and status = 'onSale' order by id`)).map((r) => r.id);
  return { furniture, categories, stores, seller: { token, goods } };
}

const scenariosFor = (data: { furniture: number; seller: SellerData } & LongTailData): Scenario[] =>
  [
    { key: 'list', name: 'list, page 1', body: { pageIndex: 1, pageSize: 20 } },
    { key: 'category', name: 'category (level 1, with sub-categories)', body: { categoryId: data.furniture, pageSize: 20 } },
    { key: 'sofa', name: 'keyword, English word "sofa"', body: { keyword: 'sofa', pageSize: 20 } },
    { key: 'cjk2', name: 'keyword, CJK part "沙发" (2 chars)', body: { keyword: '沙发', pageSize: 20 } },
    { key: 'cjk3', name: 'keyword, CJK part "三人位" (3 chars)', body: { keyword: '三人位', pageSize: 20 } },
    { key: 'long-tail', name: 'long tail (random filters, pages 1-50)', body: longTail(data) },
    { key: 'long-tail-edits', name: `long tail with sellers' edits (a stock change every ${EDIT_MS} ms)`, body: longTail(data), beside: sellerEdits(data.seller) },
  ].filter((s) => ONLY_SCENARIOS.length === 0 || ONLY_SCENARIOS.includes(s.key));

const percent = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;
const repeatsText = (r: Repeats) =>
  `${r.requests} bodies drawn, ${r.bodies} distinct; ${r.pages} distinct list pages for a visitor (${percent(r.requests - r.pages, r.requests)} repeat an earlier one), ` +
  `${r.counts} distinct counts (${percent(r.requests - r.counts, r.requests)} repeat); ${percent(r.emptyPages, r.answered)} of the pages answered were past the last match`;

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
        const data = await scenarioData(database);
        await database.close();
        setup.push(`embedded: prepared data dir reused; database ${EMBEDDED === 'worker' ? 'in a worker thread' : 'in-process'}`);
        figures.push(...(await benchmark('embedded', dir, scenariosFor(data))));
      } else {
        const { setupSeconds, ...data } = await prepare(database);
        await database.close();
        setup.push(`embedded: ${GOODS} goods ready in ${setupSeconds} s; database ${EMBEDDED === 'worker' ? 'in a worker thread' : 'in-process'}`);
        figures.push(...(await benchmark('embedded', dir, scenariosFor(data))));
      }
    } finally {
      if (!REUSE && !args.includes('--keep')) rmSync(dir, { recursive: true, force: true });
    }
  }
  if (ONLY !== 'embedded') {
    const name = PG_REUSE || `wm_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    if (!PG_REUSE) await admin.query(`create database ${name}`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    try {
      console.log(`PostgreSQL database ${name}`);
      const database = openPostgres(url.toString());
      const { version } = (await rows<{ version: string }>(database.db, sql`select current_setting('server_version') as version`))[0]!;
      const prepared = PG_REUSE ? { setupSeconds: 0, ...(await scenarioData(database)) } : await prepare(database);
      const { setupSeconds, ...data } = prepared;
      await database.close();
      setup.push(PG_REUSE ? `PostgreSQL ${version}: prepared database reused` : `PostgreSQL ${version}: ${GOODS} goods ready in ${setupSeconds} s`);
      figures.push(...(await benchmark('postgres', url.toString(), scenariosFor(data))));
    } finally {
      if (!PG_REUSE && !args.includes('--keep')) await admin.query(`drop database if exists ${name} with (force)`);
      else console.log(`PostgreSQL database ${name} kept (--pg-db ${name} reuses it)`);
      await admin.end();
    }
  }
  if (args.includes('--no-write')) return console.log('--no-write: docs/benchmarks.md left alone');
  report(figures, [...setup, `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end`]);
}

/** The cached single-body rows meet the app's targets; the cache-off rows and the long tail meet issue 15's database-path targets. */
function verdict(database: string, cache: string, scenario: string, f: { rps: number; p99: number; errors: number }) {
  const dbPath = cache === 'off' || scenario.startsWith('long tail');
  const target = dbPath
    ? DB_PATH_TARGETS[database as 'embedded' | 'postgres']
    : { rps: database === 'embedded' ? TARGETS.embedded : TARGETS.postgres, p99: TARGETS.p99 };
  return f.rps >= target.rps && f.p99 <= target.p99 && f.errors === 0 ? 'yes' : 'no';
}

function report(figures: Figure[], setup: string[]) {
  const file = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
  let doc: string;
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    doc = HEADER;
  }
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  // A run of some databases, caches or scenarios keeps the other rows (and their date) from earlier runs.
  const rowKey = (database: string, cache: string, scenario: string) => `${database}|${cache}|${scenario}`;
  const measured = new Set(figures.map((f) => rowKey(f.database, f.cache, f.scenario)));
  const start = doc.indexOf('## Goods list and search');
  const end = start >= 0 ? doc.indexOf('\n## ', start + 1) : -1;
  const previous = start >= 0 ? doc.slice(start, end >= 0 ? end : undefined) : '';
  const cells = (line: string) => line.split('|').map((c) => c.trim());
  const kept = previous.split('\n').filter((line) => {
    if (!/^\| (embedded|postgres) \|/.test(line)) return false;
    const [, database, cache, scenario] = cells(line);
    return !measured.has(rowKey(database!, cache!, scenario!));
  });
  const table = [
    '| database | list cache | scenario | req/s | p50 ms | p99 ms | errors | target met | run (UTC) |',
    '|---|---|---|---:|---:|---:|---:|---|---|',
    ...kept.map((line) => (line.split('|').length === 11 ? line : `${line} earlier |`)),
    ...figures.map((f) => `| ${f.database} | ${f.cache} | ${f.scenario} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${verdict(f.database, f.cache, f.scenario, f)} | ${stamp} |`),
  ].join('\n');
  // A run's note stays while a row of that database and date does.
  const keptRuns = new Set(kept.map((line) => `${cells(line)[1]} ${cells(line).length > 10 ? cells(line)[9] : ''}`));
  const keptNotes = previous.split('\n').filter((line) => {
    const m = /^- (embedded|postgres) run (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(line);
    return m !== null && keptRuns.has(`${m[1]} ${m[2]}`);
  });
  const databases = [...new Set(figures.map((f) => f.database))];
  const repeatNotes = (d: string) => [
    ...figures.filter((f) => f.database === d && f.repeats).map((f) => `${f.scenario}, cache ${f.cache}: ${repeatsText(f.repeats!)}${f.beside ? `; ${f.beside}` : ''}`),
    `GET /api/health/live (no query) every 100 ms during each scenario, p50/longest ms: ${figures
      .filter((f) => f.database === d && f.live)
      .map((f) => `${f.scenario}, cache ${f.cache} ${f.live!.p50}/${f.live!.max}`)
      .join(', ')}`,
  ];
  const notes = [
    ...keptNotes,
    ...databases.map(
      (d) =>
        `- ${d} run ${stamp} UTC: ${[...setup.filter((x) => x.startsWith(d === 'embedded' ? 'embedded' : 'PostgreSQL') || x.startsWith('load')), ...repeatNotes(d)].join('; ')}`,
    ),
  ];
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const section = `## Goods list and search (\`bench/goods-list.ts\`)

Run: \`node --import tsx bench/goods-list.ts\` (options: \`--duration 15\`, \`--goods 100000\`,
\`--only embedded|postgres\`, \`--scenarios list,category,sofa,cjk2,cjk3,long-tail,long-tail-edits\`, \`--edit-ms 100\`, \`--cache on|off\`, \`--embedded worker|in-process\`
(where the app's embedded database runs, \`EMBEDDED_DATABASE\`: a worker thread as shipped, or the event loop's thread); a partial
run replaces only its own rows; \`--no-write\` leaves this file alone; \`--keep\` keeps the prepared data, which \`--data <dir>\` or \`--pg-db <name>\` reuses; PostgreSQL at \`BENCH_PG_URL\`, default postgres://postgres@127.0.0.1:5432).
${GOODS.toLocaleString('en-US')} goods, ${CONNECTIONS} connections, ${DURATION} s per scenario after a 2 s warm-up,
\`POST /api/v2/goods/list\` with 20 goods a page, as a visitor, in English. "list cache 10 s" is the app as
shipped (\`CATALOG_CACHE_SECONDS\`); "off" shows the database path alone. The long tail draws each request's
body from a seeded PRNG (mulberry32, seed ${LONG_TAIL_SEED}; the same sequence with the cache on and off): a category of
any level (3 in 4 requests) or none, a keyword (half of them) among English words, CJK parts of 2-3 characters and item-code
prefixes, a few filters (in stock, warehouse, product type, shipping area, style, activity, a store, a price range, which a
visitor's list ignores), any sort (a visitor gets the price sorts newest first) and a page from 1 to 50. "With sellers'
edits" is the same long tail while the demo seller sets a goods' stock (0-9 units) through the merchant console's API every
\`--edit-ms\`, one goods after another.
Targets: a single body with the cache as shipped, ${TARGETS.embedded} req/s on the embedded database and ${TARGETS.postgres} on
PostgreSQL, p99 at most ${TARGETS.p99} ms; the database path (the cache off, and the long tail, which the cache cannot answer;
issue 15): ${DB_PATH_TARGETS.embedded.rps} req/s embedded with p99 at most ${DB_PATH_TARGETS.embedded.p99} ms, ${DB_PATH_TARGETS.postgres.rps} on PostgreSQL with p99 at most
${DB_PATH_TARGETS.postgres.p99} ms, 0 errors.

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
  const [, kind, target, cacheSeconds, embedded] = args;
  const config = benchConfig({ CATALOG_CACHE_SECONDS: cacheSeconds!, EMBEDDED_DATABASE: embedded });
  const database = kind === 'postgres' ? openPostgres(target!, 20) : await openPglite(target!, config.embeddedDatabase);
  await serveApp(database, config);
}

if (args[0] === '--serve') await serve();
else await main();
