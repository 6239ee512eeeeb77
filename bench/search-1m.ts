/**
 * Search at 1,000,000 goods on PostgreSQL: latency of POST /api/v2/goods/list with a keyword,
 * through HTTP, with the list cache off (every request reaches the database).
 *
 *   node --import tsx bench/search-1m.ts [--goods 1000000] [--requests 60] [--concurrency 1]
 *     [--label after] [--keep] [--db <name>] [--prepare-only] [--timeout-ms 10000] [--no-write]
 *
 * Set-up (skipped with --db, which reuses a database kept by an earlier run with --keep: the app's
 * migrations newer than that database are then applied to its goods, and timed): a fresh database at
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), migrated, the demo seed, then goods up to
 * the count made by SQL (`insert ... select` over generate_series, in chunks on two connections, the
 * goods indexes dropped first and built again after, two at a time). Each new goods copies one of the
 * demo's 600 (names, descriptions, category, store) with its own item code (BX + 8 digits), price,
 * date and stock, and a made-up series that makes rare words: an English word of three syllables in
 * the English description (4,096 of them), three Chinese characters in the Chinese description and
 * three katakana in the Japanese one (32,768 each: a character is in ~3% of the goods, two in a row in
 * ~0.1%, three in ~0.003%).
 *
 * Measure: the app in a child process (pool of 20, as shipped, CATALOG_CACHE_SECONDS=0), every
 * keyword of KEYWORDS once to warm up, then `--requests` requests per keyword, the keywords shuffled
 * together by a seeded PRNG, `--concurrency` at a time (1: one request's latency, nothing queued);
 * each request draws its page (1 in 7 of 10, 2-5, or 6-25) and sort (newest, or by sales) from the
 * same PRNG, 20 goods a page, as a visitor in English. p50/p95/p99 per keyword and over all requests.
 *
 * Writes its figures under "Search at 1,000,000 goods" in docs/benchmarks.md, one block per
 * `--label` (a later run with the same label replaces its block).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { seededRandom } from '../apps/server/src/platform/random';
import { benchConfig, serveApp, startAppServer, type AppServer } from './app-server';
import { arg, args } from './cli';

const GOODS = Number(arg('goods', '1000000'));
const REQUESTS = Number(arg('requests', '60'));
const CONCURRENCY = Number(arg('concurrency', '1'));
const LABEL = arg('label', 'current');
const REUSE = arg('db', '');
/** Statement timeout of the app's connections, in ms (0: none): a request whose query runs longer is answered 500 and counted as an error at that time. */
const TIMEOUT_MS = Number(arg('timeout-ms', '0'));
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEED = 0x1_000_000;
/** How many of the slowest requests are listed, with their page and sort. */
const SLOWEST = 12;
/** The target (issue: search at 1,000,000 goods on PostgreSQL). */
const TARGET_P95_MS = 15;

/** The keywords: what each stands for, and the keyword. */
const KEYWORDS: { kind: string; keyword: string }[] = [
  { kind: 'English, common (names and descriptions)', keyword: 'sofa' },
  { kind: 'English, common', keyword: 'chair' },
  { kind: 'English, two words', keyword: 'walnut coffee' },
  { kind: 'English, in every description', keyword: 'resellers' },
  { kind: 'English, rare (series word)', keyword: 'kalomi' },
  { kind: 'English, no match', keyword: 'xylophone' },
  { kind: 'CJK 1 char, common', keyword: '椅' },
  { kind: 'CJK 1 char, in ~9% of descriptions (series)', keyword: '琥' },
  { kind: 'CJK 2 chars, common (names)', keyword: '沙发' },
  { kind: 'CJK 2 chars, in every description', keyword: '材质' },
  { kind: 'CJK 2 chars, rare (series)', keyword: '琥珀' },
  { kind: 'CJK 3 chars, common (names)', keyword: '三人位' },
  { kind: 'CJK 3 chars, in every description', keyword: '独立站' },
  { kind: 'CJK 3 chars, rare (series)', keyword: '琥珀翡' },
  { kind: 'Japanese 3 chars, common', keyword: 'ソファ' },
  { kind: 'Japanese 2 chars, rare (series)', keyword: 'カキ' },
  { kind: 'Japanese 3 chars, rare (series)', keyword: 'カキク' },
  { kind: 'item code, prefix of 10,000', keyword: 'BX0001' },
  { kind: 'item code, whole', keyword: 'BX00054321' },
  { kind: 'item code, demo store part', keyword: 'ST1004-00' },
];

// ---- data

/** Syllables and characters of the made-up series (16 and 32 of them). */
const EN_SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'to', 'vi', 'ze', 'po', 'da', 'fe', 'gu', 'hi', 'jo', 'ku'];
const ZH_CHARS = [...'琥珀翡翠玛瑙珊瑚玳瑁琉璃翎羚麒麟凤凰鸾鹤鹭鸥鹦鹉鸳鸯蝴蝶蜻蜓鹧鸪'];
const JA_CHARS = [...'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミ'];
const sqlArray = (items: string[]) => `array[${items.map((i) => `'${i}'`).join(',')}]`;

async function client(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`set maintenance_work_mem = '512MB'`);
  return c;
}

/** Goods beyond the demo's 600, by SQL; the goods indexes are dropped first and built again after. */
async function bulkInsert(url: string, total: number) {
  const [a, b] = [await client(url), await client(url)];
  try {
    const existing = (await a.query<{ n: number }>(`select count(*)::int as n from goods`)).rows[0]!.n;
    await a.query(`create unlogged table bench_templates as select g.*, (row_number() over (order by g.id) - 1)::int as rn from goods g`);
    const { rows: indexes } = await a.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.tablename = 'goods' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes) await a.query(`drop index ${index.name}`);
    const started = Date.now();
    // h: a multiplicative hash of n, so that neighbouring goods get unrelated templates; its quotient r picks the series.
    const insert = (from: number, to: number) => `
      insert into goods (item_code, store_id, category_id, shop_category_id, name_en, name_zh, name_ja, description_en, description_zh, description_ja,
        selling_points, specs, style, product_type, status, price_mode, price_min_cents, price_max_cents, original_price_cents, moq,
        logistics_fee_cents, operating_fee_cents, storage_fee_cents, package_qty, product_length_in, product_width_in, product_height_in, product_weight_lb,
        package_length_in, package_width_in, package_height_in, package_weight_lb, images, files, resource_package_url, allowed_platforms, restricted_platforms,
        warehouse_type, ship_from, reference_days, shipping_areas, tags, posted_at, created_at)
      select 'BX' || lpad(n::text, 8, '0'), t.store_id, t.category_id, t.shop_category_id, t.name_en, t.name_zh, t.name_ja,
        t.description_en || '<p>Series <strong>' || (${sqlArray(EN_SYLLABLES)})[1 + r % 16] || (${sqlArray(EN_SYLLABLES)})[1 + r / 16 % 16] || (${sqlArray(EN_SYLLABLES)})[1 + r / 256 % 16] || '</strong></p>',
        '<p>型号：<strong>' || (${sqlArray(ZH_CHARS)})[1 + r % 32] || (${sqlArray(ZH_CHARS)})[1 + r / 32 % 32] || (${sqlArray(ZH_CHARS)})[1 + r / 1024 % 32] || '</strong></p>' || t.description_zh,
        '<p>モデル：<strong>' || (${sqlArray(JA_CHARS)})[1 + r % 32] || (${sqlArray(JA_CHARS)})[1 + r / 32 % 32] || (${sqlArray(JA_CHARS)})[1 + r / 1024 % 32] || '</strong></p>' || t.description_ja,
        t.selling_points, t.specs, t.style, t.product_type, t.status, t.price_mode,
        round(t.price_min_cents * (0.8 + (n % 41) / 100.0)), round(t.price_max_cents * (0.8 + (n % 41) / 100.0)), null, t.moq,
        t.logistics_fee_cents, t.operating_fee_cents, t.storage_fee_cents, t.package_qty, t.product_length_in, t.product_width_in, t.product_height_in, t.product_weight_lb,
        t.package_length_in, t.package_width_in, t.package_height_in, t.package_weight_lb, t.images, t.files, t.resource_package_url, t.allowed_platforms, t.restricted_platforms,
        t.warehouse_type, t.ship_from, t.reference_days, t.shipping_areas, t.tags,
        now() - make_interval(secs => (n::bigint * 7919 % (400 * 86400))::int), now() - make_interval(secs => (n::bigint * 7919 % (400 * 86400))::int)
      from (select n, h % 600 as template, h / 600 as r from (select n, ((n::bigint * 2654435761) % 4294967296 / 7)::int as h from generate_series(${from}::int, ${to}::int) n) hashed) s
      join bench_templates t on t.rn = s.template`;
    const chunk = 50_000;
    const ranges: [number, number][] = [];
    for (let from = existing + 1; from <= total; from += chunk) ranges.push([from, Math.min(total, from + chunk - 1)]);
    // Two connections take the chunks in turn: the generated search columns cost CPU, and there are two cores.
    await Promise.all(
      [a, b].map(async (c) => {
        for (let range = ranges.shift(); range; range = ranges.shift()) await c.query(insert(...range));
      }),
    );
    await a.query(`
      insert into goods_stock (goods_id, available, blocked, sold)
      select id, case when id % 14 = 0 then 0 else (id * 37) % 900 + 1 end, 0, (id * 53) % 5000 from goods where item_code like 'BX%'
      on conflict do nothing`);
    const inserted = Date.now();
    // The largest indexes first, two at a time.
    const queue = [...indexes].sort((x, y) => Number(y.definition.includes('gin')) - Number(x.definition.includes('gin')));
    await Promise.all(
      [a, b].map(async (c) => {
        for (let index = queue.shift(); index; index = queue.shift()) await c.query(index.definition);
      }),
    );
    const indexed = Date.now();
    await a.query(`drop table bench_templates`);
    await a.query(`vacuum (analyze) goods, goods_stock, stores`);
    return { insertSeconds: (inserted - started) / 1000, indexSeconds: (indexed - inserted) / 1000, vacuumSeconds: (Date.now() - indexed) / 1000 };
  } finally {
    await a.end();
    await b.end();
  }
}

async function sizes(url: string) {
  const c = await client(url);
  try {
    const { rows } = await c.query<{ name: string; bytes: string }>(`
      select name, bytes::text from (
        select 'goods (heap, toast)' as name, pg_table_size('goods') as bytes
        union all select indexrelid::regclass::text, pg_relation_size(indexrelid) from pg_index where indrelid = 'goods'::regclass
      ) s order by s.bytes desc`);
    return rows.map((r) => ({ name: r.name, mb: Math.round(Number(r.bytes) / 2 ** 20) }));
  } finally {
    await c.end();
  }
}

// ---- measure


function startServer(url: string): Promise<AppServer> {
  return startAppServer(fileURLToPath(import.meta.url), [url, ...(TIMEOUT_MS > 0 ? ['--timeout-ms', String(TIMEOUT_MS)] : [])]);
}

interface Answer {
  ms: number;
  total: number;
  capped: boolean;
  failed: boolean;
}

async function request(port: number, body: Record<string, unknown>): Promise<Answer> {
  const sent = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/v2/goods/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: { total: number; totalCapped?: boolean } };
  const ms = performance.now() - sent;
  // With --timeout-ms, a query stopped by the statement timeout answers 500: counted, not fatal.
  if (res.status !== 200 && TIMEOUT_MS > 0) return { ms, total: 0, capped: false, failed: true };
  if (res.status !== 200) throw new Error(`${res.status} for ${JSON.stringify(body)}: ${JSON.stringify(json)}`);
  return { ms, total: json.data.total, capped: json.data.totalCapped === true, failed: false };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((x, y) => x - y);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
};

async function measure(port: number) {
  const random = seededRandom(SEED).next;
  const matches = new Map<string, string>();
  for (const { keyword } of KEYWORDS) {
    const first = await request(port, { keyword, pageSize: 20 });
    matches.set(keyword, first.failed ? 'timeout' : first.capped ? `${first.total.toLocaleString('en-US')}+` : first.total.toLocaleString('en-US'));
  }
  const bodies: { keyword: string; body: Record<string, unknown> }[] = [];
  for (const { keyword } of KEYWORDS)
    for (let i = 0; i < REQUESTS; i++) {
      const r = random();
      const pageIndex = r < 0.7 ? 1 : r < 0.9 ? 2 + Math.floor(random() * 4) : 6 + Math.floor(random() * 20);
      bodies.push({ keyword, body: { keyword, pageIndex, pageSize: 20, sort: random() < 0.75 ? 'newest' : 'sales' } });
    }
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
  }
  const times = new Map<string, number[]>(KEYWORDS.map((k) => [k.keyword, []]));
  const failures = new Map<string, number>(KEYWORDS.map((k) => [k.keyword, 0]));
  const answered: { ms: number; body: Record<string, unknown> }[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const { keyword, body } = bodies[next++]!;
        const answer = await request(port, body);
        times.get(keyword)!.push(answer.ms);
        answered.push({ ms: answer.ms, body });
        if (answer.failed) failures.set(keyword, failures.get(keyword)! + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perKeyword: KEYWORDS.map((k) => ({ ...k, matches: matches.get(k.keyword)!, failed: failures.get(k.keyword)!, ...stats(times.get(k.keyword)!) })),
    failed: [...failures.values()].reduce((a, b) => a + b, 0),
    all: stats([...times.values()].flat()),
    rps: bodies.length / seconds,
    requests: bodies.length,
    slowest: answered.sort((x, y) => y.ms - x.ms).slice(0, SLOWEST),
  };
}

// ---- main

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

async function main() {
  const loadAtStart = load();
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const name = REUSE || `wm_search_${Date.now()}`;
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const setup: string[] = [];
  try {
    if (!REUSE) await admin.query(`create database ${name}`);
    console.log(`PostgreSQL database ${name}`);
    const database = openPostgres(url.toString());
    const version = (await admin.query<{ version: string }>(`select current_setting('server_version') as version`)).rows[0]!.version;
    setup.push(`PostgreSQL ${version}`);
    const migrating = Date.now();
    await database.migrate();
    const migrated = (Date.now() - migrating) / 1000;
    if (!REUSE) {
      await seedDemo(database);
      await database.close();
      const times = await bulkInsert(url.toString(), GOODS);
      setup.push(
        `${GOODS.toLocaleString('en-US')} goods made in ${Math.round(times.insertSeconds + times.indexSeconds + times.vacuumSeconds)} s ` +
          `(insert ${Math.round(times.insertSeconds)} s, indexes ${Math.round(times.indexSeconds)} s, vacuum and analyze ${Math.round(times.vacuumSeconds)} s)`,
      );
    } else {
      await database.close();
      setup.push(`database ${name} reused; migrations applied in ${migrated.toFixed(1)} s`);
    }
    console.log(`  ${setup.join('; ')}`);
    const sized = await sizes(url.toString());
    console.log(`  sizes (MB): ${sized.map((s) => `${s.name} ${s.mb}`).join(', ')}`);
    if (args.includes('--prepare-only')) return;

    const server = await startServer(url.toString());
    let result: Awaited<ReturnType<typeof measure>>;
    try {
      result = await measure(server.port);
    } finally {
      await server.stop();
    }
    const loadAtEnd = load();
    const table = [
      '| keyword | what | matches | p50 ms | p95 ms | p99 ms | max ms | timeouts |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...result.perKeyword.map((k) => `| ${k.keyword} | ${k.kind} | ${k.matches} | ${fmt(k.p50)} | ${fmt(k.p95)} | ${fmt(k.p99)} | ${fmt(k.max)} | ${k.failed} |`),
      `| **all** | ${result.requests} requests, ${result.rps.toFixed(1)} req/s | | **${fmt(result.all.p50)}** | **${fmt(result.all.p95)}** | **${fmt(result.all.p99)}** | ${fmt(result.all.max)} | ${result.failed} |`,
    ].join('\n');
    const slowest = `The ${SLOWEST} slowest (ms, keyword, page, sort): ${result.slowest.map((a) => `${fmt(a.ms)} ${a.body.keyword} p${a.body.pageIndex} ${a.body.sort}`).join('; ')}.`;
    console.log(`\n${table}\n\n${slowest}\n`);
    const met = result.all.p95 <= TARGET_P95_MS ? 'met' : 'not met';
    console.log(`p95 ${fmt(result.all.p95)} ms against ${TARGET_P95_MS}: ${met}`);
    if (args.includes('--no-write')) return console.log('--no-write: docs/benchmarks.md left alone');
    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const block = [
      `### ${LABEL} (${stamp} UTC)`,
      '',
      `${setup.join('; ')}; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAtEnd} at the end; ` +
        `${REQUESTS} requests per keyword, ${CONCURRENCY} at a time${TIMEOUT_MS > 0 ? `, statement timeout ${TIMEOUT_MS / 1000} s (a query stopped by it counts at its time, as a timeout)` : ''}. Target p95 <= ${TARGET_P95_MS} ms over all requests: **${met}** (p95 ${fmt(result.all.p95)} ms).`,
      `Sizes (MB): ${sized.map((s) => `${s.name} ${s.mb}`).join(', ')}.`,
      '',
      table,
      '',
      slowest,
    ].join('\n');
    write(block);
  } finally {
    if (!REUSE && !args.includes('--keep')) await admin.query(`drop database if exists ${name} with (force)`);
    else console.log(`kept database ${name} (reuse with --db ${name})`);
    await admin.end();
  }
}

function write(block: string) {
  const file = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
  let doc = readFileSync(file, 'utf8');
  const heading = '## Search at 1,000,000 goods (`bench/search-1m.ts`)';
  const open = `<!-- search-1m:${LABEL} -->`;
  const close = `<!-- /search-1m:${LABEL} -->`;
  const marked = `${open}\n${block}\n${close}`;
  if (!doc.includes(heading)) {
    const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
    doc = `${doc.trimEnd()}\n\n${heading}\n\nRun: \`node --import tsx bench/search-1m.ts\` (see the script's header for the data and options). Machine: ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}.\n`;
  }
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  if (start >= 0 && end > start) doc = doc.slice(0, start) + marked + doc.slice(end + close.length);
  else {
    // After the section's last line, before the next section.
    const sectionStart = doc.indexOf(heading);
    const next = doc.indexOf('\n## ', sectionStart + heading.length);
    const at = next >= 0 ? next : doc.length;
    doc = `${doc.slice(0, at).trimEnd()}\n\n${marked}\n${doc.slice(at)}`;
  }
  writeFileSync(file, doc);
  console.log(`figures written to ${file}`);
}

// ---- child process: the app server

async function serve() {
  const [, url] = args;
  const target = new URL(url!);
  if (TIMEOUT_MS > 0) target.searchParams.set('options', `-c statement_timeout=${TIMEOUT_MS}`);
  await serveApp(openPostgres(target.toString(), 20), benchConfig({ CATALOG_CACHE_SECONDS: '0' }));
}

if (args[0] === '--serve') await serve();
else await main();
