/**
 * Checkout benchmark on PostgreSQL: checkout and pay by balance over 1,000 SKUs with 32
 * connections, and a flash sale of 2,000 concurrent buyers on one SKU of 100 units, each beside
 * pgbench running the same SQL (the ceiling), as a ratio.
 *
 *   node --import tsx bench/checkout.ts [--duration 20] [--buyers 2000] [--skus 1000] [--quick] [--flash-only]
 *
 * --flash-only runs the flash sale alone (after the warm-up) beside pgbench's flash sale, prints
 * its figures and writes nothing to docs/benchmarks.md (its flash-sale rows are updated by hand).
 *
 * In a fresh database (PostgreSQL at BENCH_PG_URL or postgres://postgres@127.0.0.1:5432, dropped
 * at the end): migrate, seed the demo data, insert the SKUs by SQL (plenty of stock each, plus a
 * flash-sale SKU of 100 units) and the buyers (approved, signed in, wallets funded, by SQL through
 * test/buyers.ts). Then the app runs in a child process on a loopback port (so the load generator
 * does not share its event loop), with its database pool as shipped (20) and the payment-password
 * lockout raised out of the way (LOGIN_MAX_FAILURES), and is driven over HTTP:
 *
 *  1. checkout and pay: 32 workers, each with its own buyers (a buyer never pays concurrently with
 *     itself); one iteration = POST /api/v2/purchase-order/submit of a random SKU (quantity 1), then
 *     POST /api/v2/pay/balance-pay of its order. Then checkout only (submit, no payment).
 *  2. flash sale: every buyer sends one submit for the flash-sale SKU, all at once. Expected: exactly
 *     as many orders as units, the rest a clean STOCK_INSUFFICIENT (400), no 5xx; checked in the
 *     database afterwards too.
 *  3. pgbench (-M extended, like node-postgres; the app names a few hot statements, the checkout's
 *     write of its order among them, which pgbench parses each time) runs the statements the same requests send, in the
 *     same transactions, against the same tables: the session lookup, the checkout transaction,
 *     the payment's reads and attempt counter, the payment transaction. Also the transactions
 *     alone, and the flash sale (2,000 submits through 20 connections, the app's pool size).
 *
 * Prints the figures and rewrites the checkout section of docs/benchmarks.md (not with --quick).
 * BENCH_KEEP_SCRIPT=<file> keeps a copy of the last pgbench script run (to check it against the app's query log).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openPostgres, rows, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { pinHasher } from '../apps/server/src/platform/passwords';
import { BULK_PAY_PASSWORD, bulkBuyers } from '../apps/server/test/buyers';
import { benchConfig, serveApp, startAppServer, type AppServer } from './app-server';
import { arg, args } from './cli';

const QUICK = args.includes('--quick');
const FLASH_ONLY = args.includes('--flash-only');
const DURATION = Number(arg('duration', QUICK ? '3' : '20'));
const BUYERS = Number(arg('buyers', QUICK ? '128' : '2000'));
const SKUS = Number(arg('skus', QUICK ? '50' : '1000'));
const FLASH_BUYERS = Number(arg('flash-buyers', QUICK ? '400' : '2000'));
const FLASH_UNITS = Number(arg('flash-units', QUICK ? '20' : '100'));
const WARMUP = QUICK ? 1 : 2;
const CONNECTIONS = 32;
/** The app's database pool as shipped (main.ts); pgbench's flash sale uses as many connections. */
const APP_POOL = 20;
const SKU_STOCK = 1_000_000;
const FUND_CENTS = 100_000_000;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ---- parent: data

/** `count` goods of the demo seller's store with their stock, by SQL; answers their ids (contiguous). */
async function insertSkus(database: Database, count: number, available: number, tag: string): Promise<number[]> {
  const [store] = await rows<{ id: number }>(database.db, sql`select s.id from stores s join users u on u.id = s.owner_user_id where u.mobile = '+8613800000003'`);
  const [category] = await rows<{ id: number }>(database.db, sql`select category_id as id from goods order by id limit 1`);
  const specs = JSON.stringify({ mainColor: { en: 'Grey', zh: '灰', ja: 'グレー' }, swatch: '#888888', material: { en: 'Oak', zh: '橡木', ja: 'オーク' }, filler: null });
  const made = await rows<{ id: number }>(
    database.db,
    sql`with g as (
          insert into goods (item_code, store_id, category_id, name_en, name_zh, name_ja, selling_points, specs, status, price_mode, price_min_cents, price_max_cents, moq,
                             logistics_fee_cents, operating_fee_cents, product_length_in, product_width_in, product_height_in, product_weight_lb,
                             package_length_in, package_width_in, package_height_in, package_weight_lb, warehouse_type, images)
          select ${tag} || lpad(n::text, 6, '0'), ${store!.id}, ${category!.id}, 'Checkout bench goods ' || ${tag} || n, '结账测试商品 ' || ${tag} || n, 'チェックアウト商品 ' || ${tag} || n,
                 ${JSON.stringify({ en: [], zh: [], ja: [] })}::jsonb, ${specs}::jsonb, 'onSale', 'spot', 500 + (n * 37) % 9500, 500 + (n * 37) % 9500, 1, 0, 0,
                 10, 10, 10, 10, 12, 12, 12, 12, 'platform', array['/x.svg']
          from generate_series(1, ${count}::int) n
          returning id),
        st as (insert into goods_stock (goods_id, available) select id, ${available} from g returning goods_id),
        -- The units in the store's default warehouse, as a seller's stock change puts them.
        w as (insert into goods_warehouse_stock (goods_id, warehouse_id, available)
              select st.goods_id, (select id from store_warehouses where store_id = ${store!.id} and is_default), ${available} from st)
        select goods_id::int as id from st`,
  );
  const ids = made.map((r) => Number(r.id)).sort((a, b) => a - b);
  if (ids.length !== count || ids[count - 1]! - ids[0]! + 1 !== count) throw new Error(`goods ids are not contiguous: ${ids[0]}..${ids[count - 1]}`);
  return ids;
}

async function prepare(database: Database) {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database);
  const seeded = Date.now();
  const skus = await insertSkus(database, SKUS, SKU_STOCK, 'CK');
  const [hotApp] = await insertSkus(database, 1, FLASH_UNITS, 'FA');
  const [hotPgbench] = await insertSkus(database, 1, FLASH_UNITS, 'FP');
  // Buyers need an app instance for its wallet service; it never listens.
  const app = await buildApp({ config: benchConfig(), database, logger: false });
  const buyers = (await bulkBuyers(app, database, Math.max(BUYERS, FLASH_BUYERS), { fundCents: FUND_CENTS })).sort((a, b) => a.id - b.id);
  await app.close();
  if (buyers[buyers.length - 1]!.id - buyers[0]!.id + 1 !== buyers.length) throw new Error('buyer ids are not contiguous');
  await database.db.execute(sql`vacuum (analyze)`);
  console.log(
    `  ${skus.length} SKUs (${SKU_STOCK.toLocaleString('en-US')} units each) and ${buyers.length} funded buyers: demo seed ${((seeded - started) / 1000).toFixed(1)} s, the rest ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  return { skus, hotApp: hotApp!, hotPgbench: hotPgbench!, buyers, setupSeconds: Math.round((Date.now() - started) / 1000) };
}

/** The payment password check alone, as the app runs it (platform/passwords.ts pinHasher, keyed by the benchmark's key): checks per second for 1 s. */
async function pinRate() {
  const pins = pinHasher(benchConfig().payPasswordKeys);
  const stored = pins.hash(BULK_PAY_PASSWORD);
  const started = performance.now();
  let checks = 0;
  while (performance.now() - started < 1000) {
    if (!(await pins.verify(BULK_PAY_PASSWORD, stored)).ok) throw new Error('the payment password check failed');
    checks++;
  }
  return checks / ((performance.now() - started) / 1000);
}

// ---- parent: the app under load

function startServer(target: string): Promise<AppServer> {
  return startAppServer(fileURLToPath(import.meta.url), [target]);
}

interface Answer {
  status: number;
  code?: string;
  data?: { orderNos?: string[]; code?: string };
  ms: number;
}

function post(agent: http.Agent, port: number, path: string, token: string, key: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-language': 'en-US',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          let data: Answer['data'];
          try {
            data = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: Answer['data'] }).data;
          } catch {
            data = undefined;
          }
          resolve({ status: res.statusCode ?? 0, code: data?.code, data, ms });
        });
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, code: e.code ?? 'NETWORK', ms: performance.now() - started }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, code: e.code ?? 'NETWORK', ms: performance.now() - started }));
    req.end(payload);
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
};
const errorKey = (a: Answer) => (a.status >= 500 ? `${a.status}` : a.status === 0 ? `network ${a.code}` : `${a.status} ${a.code ?? ''}`.trim());
const countInto = (counts: Record<string, number>, key: string) => void (counts[key] = (counts[key] ?? 0) + 1);

type Buyer = { id: number; token: string };

interface LoadResult {
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  submit: number[];
  pay: number[];
  pair: number[];
  errors: Record<string, number>;
}

/** CONNECTIONS workers for `seconds`, each with its own buyers: submit a random SKU, then (with `pay`) pay it. */
async function checkoutLoad(port: number, buyers: Buyer[], skus: number[], seconds: number, pay: boolean): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const result: LoadResult = { orders: 0, seconds: 0, ordersPerSecond: 0, submit: [], pay: [], pair: [], errors: {} };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      const mine = buyers.filter((_, i) => i % CONNECTIONS === w);
      for (let n = 0; performance.now() < deadline; n++) {
        const buyer = mine[n % mine.length]!;
        const goodsId = skus[Math.floor(Math.random() * skus.length)]!;
        const submitted = await post(agent, port, '/api/v2/purchase-order/submit', buyer.token, randomUUID(), { goodsId, quantity: 1 });
        result.submit.push(submitted.ms);
        const orderNo = submitted.data?.orderNos?.[0];
        if (submitted.status !== 200 || !orderNo) {
          countInto(result.errors, `submit ${errorKey(submitted)}`);
          continue;
        }
        if (!pay) {
          result.orders++;
          continue;
        }
        const paid = await post(agent, port, '/api/v2/pay/balance-pay', buyer.token, randomUUID(), { refs: [orderNo], payPassword: BULK_PAY_PASSWORD, declaration: true });
        result.pay.push(paid.ms);
        result.pair.push(submitted.ms + paid.ms);
        if (paid.status === 200) result.orders++;
        else countInto(result.errors, `pay ${errorKey(paid)}`);
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  result.ordersPerSecond = result.orders / result.seconds;
  agent.destroy();
  return result;
}

interface FlashResult {
  buyers: number;
  ok: number;
  insufficient: number;
  serverErrors: number;
  other: Record<string, number>;
  wallSeconds: number;
  p50: number;
  p95: number;
  stock: { available: number; blocked: number; sold: number };
  orders: number;
  held: boolean;
}

/** Every buyer sends one submit for the hot SKU, all at once (one socket each). */
async function flashSale(port: number, database: Database, buyers: Buyer[], goodsId: number): Promise<FlashResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const answers = await Promise.all(buyers.map((b) => post(agent, port, '/api/v2/purchase-order/submit', b.token, randomUUID(), { goodsId, quantity: 1 })));
  const wallSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  const other: Record<string, number> = {};
  let ok = 0;
  let insufficient = 0;
  let serverErrors = 0;
  for (const a of answers) {
    if (a.status === 200) ok++;
    else if (a.status === 400 && a.code === 'STOCK_INSUFFICIENT') insufficient++;
    else {
      if (a.status >= 500) serverErrors++;
      countInto(other, errorKey(a));
    }
  }
  const { stock, orders } = await hotState(database, goodsId);
  const held =
    ok === FLASH_UNITS && insufficient === buyers.length - FLASH_UNITS && serverErrors === 0 && stock.available === 0 && stock.blocked === FLASH_UNITS && orders === FLASH_UNITS;
  const ms = answers.map((a) => a.ms);
  return { buyers: buyers.length, ok, insufficient, serverErrors, other, wallSeconds, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), stock, orders, held };
}

async function hotState(database: Database, goodsId: number) {
  const [stock] = await rows<{ available: number; blocked: number; sold: number }>(database.db, sql`select available, blocked, sold from goods_stock where goods_id = ${goodsId}`);
  const [{ n }] = (await rows<{ n: number }>(database.db, sql`select count(distinct order_id)::int as n from purchase_order_items where goods_id = ${goodsId}`)) as [{ n: number }];
  return { stock: stock!, orders: n };
}

/** Money and stock still add up after the load: wallets equal their ledgers, units sold equal units paid. */
async function consistency(database: Database, skus: number[]) {
  const [w] = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from wallets w
        where w.balance_cents <> coalesce((select sum(l.amount_cents) from wallet_ledger l where l.user_id = w.user_id and l.status = 'completion'), 0)`,
  );
  const [s] = await rows<{ sold: number; paid: number; blocked: number; unpaid: number }>(
    database.db,
    sql`select (select coalesce(sum(sold), 0)::int from goods_stock where goods_id between ${skus[0]!} and ${skus[skus.length - 1]!}) as sold,
               (select coalesce(sum(blocked), 0)::int from goods_stock where goods_id between ${skus[0]!} and ${skus[skus.length - 1]!}) as blocked,
               (select coalesce(sum(i.quantity), 0)::int from purchase_order_items i join purchase_orders o on o.id = i.order_id
                 where i.goods_id between ${skus[0]!} and ${skus[skus.length - 1]!} and o.status in (1, 2)) as paid,
               (select coalesce(sum(i.quantity), 0)::int from purchase_order_items i join purchase_orders o on o.id = i.order_id
                 where i.goods_id between ${skus[0]!} and ${skus[skus.length - 1]!} and o.status = 0) as unpaid`,
  );
  const ok = w!.n === 0 && s!.sold === s!.paid && s!.blocked === s!.unpaid;
  return { ok, text: `wallets off their ledger: ${w!.n}; units sold ${s!.sold} / paid ${s!.paid}; units blocked ${s!.blocked} / in unpaid orders ${s!.unpaid}` };
}

// ---- parent: pgbench, the same SQL without the app

const PGBENCH = [process.env.BENCH_PGBENCH, ...['17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)].find((p) => p && existsSync(p)) ?? 'pgbench';
const HASH = 'a'.repeat(64);

/**
 * The statements of the requests as the app sends them (see purchase-orders, stock, payments, wallet,
 * inventory, seller and platform/idempotency): taken from the app's query log of one checkout and one
 * balance payment (the order of statements and their text; values of the same size). Keep them in
 * step with the app: a ceiling that runs fewer statements than the app makes the app look slower.
 */
const SESSION = String.raw`
select "sessions"."id", "users"."id", "users"."customer_no", "users"."mobile", "users"."email", "users"."pending_email", "users"."password_hash", "users"."pay_password_hash", "users"."real_name", "users"."avatar", "users"."role", "users"."is_store", "users"."audit_status", "users"."status", "users"."created_at", "users"."updated_at"
  from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
  where ("sessions"."user_id" = :buyer and "sessions"."revoked_at" is null and "sessions"."expires_at" > now());
`;

/** The request key's claim and, once answered, its stored answer (platform/idempotency.ts). */
const KEY_CLAIM = (route: string, key: string) => String.raw`
insert into idempotency_keys (user_id, route, key, fingerprint, lease_until) values (:buyer, '${route}', ${key}, '${HASH}', now() + make_interval(secs => 300))
  on conflict (user_id, route, key) do update set fingerprint = excluded.fingerprint, lease_until = excluded.lease_until, created_at = now()
  where idempotency_keys.status_code is null and idempotency_keys.lease_until < now()
  returning 1 as won;
`;
/** The answer goes as base64: pgbench would read the JSON's colons as variables. */
const KEY_DONE = (route: string, key: string, answer: string) => String.raw`
update "idempotency_keys" set "status_code" = 200, "response" = convert_from(decode('${Buffer.from(answer).toString('base64')}', 'base64'), 'utf8')
  where (("idempotency_keys"."user_id" = :buyer and "idempotency_keys"."route" = '${route}' and "idempotency_keys"."key" = ${key}) and "idempotency_keys"."status_code" is null);
`;
const SUBMIT_ROUTE = 'POST /api/v2/purchase-order/submit';
const PAY_ROUTE = 'POST /api/v2/pay/balance-pay';
const SUBMIT_KEY = `'ck' || :client_id::text || '-' || :buyer::text || '-' || :sku::text || '-' || :key_n::text`;
const PAY_KEY = `'pk' || :client_id::text || '-' || :buyer::text || '-' || :sku::text || '-' || :key_n::text`;
const SUBMIT_ANSWER = JSON.stringify({ status: 200, message: 'Success', data: { orders: [{ orderNo: 'PO20261125036942968377', storeName: 'Foshan Comfort Furniture', total: 10 }], orderNos: ['PO20261125036942968377'], totalAmount: 10, payDeadline: '2026-11-25T02:07:47.723Z' } });
const PAY_ANSWER = JSON.stringify({ status: 200, message: 'Success!', data: { paymentNo: 'P20261125040965454954', purpose: 'purchase-order', refs: ['PO20261125036942968377'], payWay: 5, status: 'succeeded', amount: 10, currency: 'USD', chargedCurrency: 'USD', chargedAmount: 10, rate: null, expiresAt: null, hostedUrl: null, qrCode: null, bankTransfer: null, settledAs: 'purpose', createdAt: '2026-11-25T01:37:47.756Z', paidAt: '2026-11-25T01:37:47.757Z', failureReason: null } });

const CHECKOUT_TX = String.raw`
BEGIN;
insert into "checkouts" ("id", "buyer_user_id", "request_key", "request_hash", "created_at") values (default, :buyer, gen_random_uuid()::text, '${HASH}', default) on conflict do nothing returning "id" as checkout_id
\gset
select g.id as "goodsId", g.item_code as "itemCode", g.name_en as "nameEn", g.name_zh as "nameZh", g.name_ja as "nameJa",
       coalesce(g.images[1], '') as image, g.category_id as "categoryId",
       g.store_id as "storeId", s.code as "storeCode", s.name_en as "storeNameEn", s.name_zh as "storeNameZh", s.name_ja as "storeNameJa",
       s.status = 'open' as "storeOpen", g.status, g.price_mode as "priceMode", g.price_min_cents::float8 as "priceMinCents", g.moq,
       g.logistics_fee_cents::float8 as "logisticsFeeCents", g.operating_fee_cents::float8 as "operatingFeeCents",
       coalesce(st.available, 0) as available,
       (select coalesce(json_agg(json_build_object('minQty', t.min_qty, 'maxQty', t.max_qty, 'unitPriceCents', t.unit_price_cents) order by t.min_qty), '[]'::json)
          from goods_price_tiers t where t.goods_id = g.id) as tiers
  from goods g join stores s on s.id = g.store_id left join goods_stock st on st.goods_id = g.id
  where g.id in (:sku)
\gset f_
\if :f_available >= 1
with r as (update goods_stock set available = available - 1, blocked = blocked + 1, updated_at = now() where goods_id = :sku and available >= 1 returning goods_id)
  select count(*) as got from r
\gset
\else
\set got 0
\endif
\if :got
with o as (insert into "purchase_orders" ("id", "order_no", "buyer_user_id", "store_id", "status", "goods_amount_cents", "discount_cents", "total_cents", "paid_at", "canceled_at", "created_at", "checkout_id", "delivery_mode", "ship_state", "freight_cents", "fees_cents", "coupon_id", "pay_way", "payment_no", "pay_deadline", "consignee_name", "consignee_phone", "consignee_email", "consignee_address", "remark", "logistics_company", "tracking_no", "shipped_at", "completed_at", "cancel_reason")
  values (default, 'PB' || lpad(:checkout_id::text, 16, '0'), :buyer, :f_storeId, 0, :f_priceMinCents::float8::bigint, 0, :f_priceMinCents::float8::bigint, default, default, default, :checkout_id, 'inventory', null, 0, 0, null, default, default, now() + interval '30 minutes', null, null, null, null, '', default, default, default, default, default)
  returning "id"),
  items as (insert into "purchase_order_items" ("id", "order_id", "goods_id", "quantity", "unit_price_cents", "item_code", "name", "image")
  values (default, (select id from o), :sku, 1, :f_priceMinCents::float8::bigint, :f_itemCode, jsonb_build_object('en', :f_nameEn::text, 'zh', :f_nameZh::text, 'ja', :f_nameJa::text), :f_image)),
  need (goods_id, quantity) as (values (:sku::int, 1::int)),
  locked as (select w.goods_id, w.warehouse_id, w.available from goods_warehouse_stock w where w.goods_id in (:sku) and w.available > 0 order by w.goods_id, w.warehouse_id for update),
  plan as (select goods_id, warehouse_id, least(available, quantity - before)::int as take
           from (select l.goods_id, l.warehouse_id, l.available, n.quantity,
                        coalesce(sum(l.available) over (partition by l.goods_id order by l.available desc, l.warehouse_id rows between unbounded preceding and 1 preceding), 0)::int as before
                 from locked l join need n on n.goods_id = l.goods_id) ranked
           where before < quantity),
  taken as (update goods_warehouse_stock w set available = w.available - p.take from plan p where w.goods_id = p.goods_id and w.warehouse_id = p.warehouse_id returning w.goods_id, w.warehouse_id, p.take),
  recorded as (insert into goods_stock_allocations (purchase_order_id, goods_id, warehouse_id, quantity) select (select id from o), goods_id, warehouse_id, take from taken
               on conflict (purchase_order_id, goods_id, warehouse_id) do update set quantity = goods_stock_allocations.quantity + excluded.quantity)
  select o.id as order_id, 'PB' || lpad(:checkout_id::text, 16, '0') as order_no from o left join taken t on true
\gset
COMMIT;
\else
ROLLBACK;
\endif
`;

/** The checkout request: its key claimed, the transaction, its answer kept. */
const CHECKOUT_REQUEST = String.raw`\set key_n random(1, 1000000000)
${KEY_CLAIM(SUBMIT_ROUTE, SUBMIT_KEY)}${CHECKOUT_TX}${KEY_DONE(SUBMIT_ROUTE, SUBMIT_KEY, SUBMIT_ANSWER)}`;

const PAYMENT_BY_KEY = String.raw`
select "id", "payment_no", "user_id", "purpose", "refs", "amount_cents", "pay_way", "gateway", "status", "expires_at", "charged_currency", "charged_amount_cents", "charged_rate", "hosted_url", "request_key", "request_digest", "settled_as", "failure_reason", "reviewer_id", "created_at", "paid_at", "updated_at"
  from "payments" where ("payments"."user_id" = :buyer and "payments"."request_key" = 'pk' || :checkout_id::text);
`;

/** Before the payment's transaction: the request key, the replay lookup, the payer, the attempt counter (the PIN's HMAC runs between these in the app). */
const PAY_PRELUDE = String.raw`\set key_n random(1, 1000000000)
${KEY_CLAIM(PAY_ROUTE, PAY_KEY)}${PAYMENT_BY_KEY}
select "id", "customer_no", "mobile", "email", "pending_email", "password_hash", "pay_password_hash", "real_name", "avatar", "role", "is_store", "audit_status", "status", "created_at", "updated_at" from "users" where "users"."id" = :buyer;
insert into attempt_guards (key, attempts, window_start) values ('pay:' || :buyer::text, 1, now())
  on conflict (key) do update set
    attempts = case when "attempt_guards"."window_start" <= now() - make_interval(secs => 900) then 1 else attempt_guards.attempts + 1 end,
    window_start = case when "attempt_guards"."window_start" <= now() - make_interval(secs => 900) then now() else attempt_guards.window_start end
  where "attempt_guards"."window_start" <= now() - make_interval(secs => 900) or attempt_guards.attempts < 1000000
  returning attempts;
delete from "attempt_guards" where "attempt_guards"."key" = 'pay:' || :buyer::text;
${PAYMENT_BY_KEY}`;

const LOCK_ORDERS = String.raw`select id::float8 as id, order_no as "orderNo", buyer_user_id as "buyerUserId", status, coalesce(pay_deadline <= now(), false) as overdue, total_cents::float8 as "totalCents"
  from purchase_orders where order_no in (:order_no) order by id for update`;

/** A completed movement of a wallet: the conditional update and its ledger record in one statement (wallet.repository postEntry). */
const WALLET_POST = (user: string, flowType: number, amount: string, remark: string) => String.raw`with moved as (
    update "wallets" set balance_cents = balance_cents + (${amount}), updated_at = now()
    where user_id = ${user} and balance_cents + (${amount}) >= frozen_cents
    returning balance_cents)
  insert into "wallet_ledger" (user_id, flow_type, amount_cents, balance_after_cents, related_id, status, remark, completed_at)
  select ${user}, ${flowType}, ${amount}, moved.balance_cents, :order_no::text, 'completion', ${remark}, now()
  from moved
  returning id;`;

const PAY_TX = String.raw`
BEGIN;
${LOCK_ORDERS}
\gset o_
insert into "payments" ("id", "payment_no", "user_id", "purpose", "refs", "amount_cents", "pay_way", "gateway", "status", "expires_at", "charged_currency", "charged_amount_cents", "charged_rate", "hosted_url", "request_key", "request_digest", "settled_as", "failure_reason", "reviewer_id", "created_at", "paid_at", "updated_at")
  values (default, 'PB' || lpad(:checkout_id::text, 17, '0'), :buyer, 'purchase-order', array[:order_no::text], :o_totalCents::bigint, 5, 'balance', 'succeeded', default, default, :o_totalCents::bigint, default, default, 'pk' || :checkout_id::text, '${HASH}', 'purpose', default, default, default, now(), default)
  on conflict do nothing
  returning "id", "payment_no", "user_id", "purpose", "refs", "amount_cents", "pay_way", "gateway", "status", "expires_at", "charged_currency", "charged_amount_cents", "charged_rate", "hosted_url", "request_key", "request_digest", "settled_as", "failure_reason", "reviewer_id", "created_at", "paid_at", "updated_at";
${WALLET_POST(':buyer', 3, '0 - :o_totalCents::bigint', `'PB' || lpad(:checkout_id::text, 17, '0')`)}
${LOCK_ORDERS};
update purchase_orders set status = 1, paid_at = now(), pay_way = 5, payment_no = 'PB' || lpad(:checkout_id::text, 17, '0'),
       ship_state = case when delivery_mode = 'ship' then 'inPrep' else ship_state end
  where id in (:order_id) and status in (0) and (pay_deadline is null or pay_deadline > now())
  returning id::float8 as id, order_no as "orderNo", buyer_user_id as "buyerUserId", delivery_mode as "deliveryMode";
select "id", "order_id", "goods_id", "quantity", "unit_price_cents", "item_code", "name", "image" from "purchase_order_items" where "purchase_order_items"."order_id" in (:order_id) order by "purchase_order_items"."id" asc;
update goods_stock set blocked = blocked - 1, sold = sold + 1, updated_at = now() where goods_id = :sku and blocked >= 1 returning goods_id;
update user_coupons set status = 'used', used_at = now() where order_id = :order_id and status = 'locked';
update "agreement_orders" set "state" = 'paid' where ("agreement_orders"."order_id" = :order_id and "agreement_orders"."state" = 'reserved') returning "id", "agreement_id", "order_id", "order_no", "quantity", "state", "created_at";
insert into "inventory_records" ("id", "buyer_user_id", "goods_id", "type", "quantity", "reason", "order_no", "created_at") values (default, :buyer, :sku, 'inbound', 1, 'purchase', :order_no, default);
insert into "buyer_inventory" ("id", "buyer_user_id", "goods_id", "qty_available", "qty_blocked", "updated_at") values (default, :buyer, :sku, 1, default, default)
  on conflict ("buyer_user_id","goods_id") do update set "qty_available" = "buyer_inventory"."qty_available" + excluded.qty_available, "updated_at" = now();
insert into "inventory_lots" ("id", "buyer_user_id", "goods_id", "order_no", "received_at", "qty_received", "qty_remaining", "qty_blocked", "storage_per_unit_cents", "accrued_through") values (default, :buyer, :sku, :order_no, default, 1, 1, default, default, default);
select "id", "order_no", "buyer_user_id", "status", "buyer_order_no", "platform", "source", "consignee_name", "consignee_phone", "consignee_email", "country", "state", "city", "address", "postal_code", "consignee_erased_at", "remark", "logistics_company", "tracking_no", "auto_submit", "created_at", "updated_at", "submitted_at", "paid_at", "shipped_at", "completed_at", "canceled_at", "import_id", "request_key"
  from "sales_orders" where ("sales_orders"."buyer_user_id" = :buyer and "sales_orders"."status" = 'onHold' and "sales_orders"."auto_submit" = true) order by "sales_orders"."id" asc;
update purchase_orders set status = 2, completed_at = now() where id = :order_id and status in (1);
select id::float8 as id, order_no as "orderNo", store_id as "storeId", goods_amount_cents::float8 as "goodsAmountCents", discount_cents::float8 as "discountCents"
  from purchase_orders where id in (:order_id) and status = 2 order by id;
select order_id::float8 as "orderId", goods_id as "goodsId", quantity, (quantity * unit_price_cents)::float8 as "amountCents" from purchase_order_items where order_id in (:order_id) order by id;
select x.id, coalesce(r.rate_bp, s.default_commission_bp, 500)::int as "rateBp"
  from unnest(('{' || :sku::text || '}')::int[]) as x(id) left join "goods" g on g.id = x.id
  left join "commission_rates" r on r.category_id = coalesce(g.category_id, 0) left join "merchant_settings" s on s.id = 1
\gset c_
select "id", "code", "owner_user_id", "name_en", "name_zh", "name_ja", "intro_en", "intro_zh", "intro_ja", "logo", "status", "featured", "return_guarantee", "logistics_guarantee", "audit_status", "reject_reason", "banner", "contact_name", "contact_phone", "contact_email", "warehouse_type", "shipping_areas", "credit_limit_cents", "credit_hold", "submitted_at", "reviewed_at", "opened_at", "created_at", "updated_at"
  from "stores" where "stores"."id" = :f_storeId
\gset st_
\set commission (:o_totalCents * :c_rateBp + 5000) / 10000
insert into "seller_settlements" ("order_id", "order_no", "store_id", "owner_user_id", "amount_cents", "commission_cents", "payout_cents", "created_at")
  values (:order_id, :order_no, :f_storeId, :st_owner_user_id, :o_totalCents::bigint, :commission, :o_totalCents::bigint - :commission, default) on conflict do nothing
  returning "order_id", "order_no", "store_id", "owner_user_id", "amount_cents", "commission_cents", "payout_cents", "created_at";
${WALLET_POST(':st_owner_user_id', 2, ':o_totalCents::bigint', `'Order ' || :order_no::text`)}
${WALLET_POST(':st_owner_user_id', 12, '0 - :commission', `'Platform commission 5% of order ' || :order_no::text`)}
insert into "messages" ("id", "code", "kind", "recipient_user_id", "title_en", "title_zh", "title_ja", "content_en", "content_zh", "content_ja", "sender_en", "sender_zh", "sender_ja", "released_at", "audience", "notice_id")
  values (default, default, 'event', :st_owner_user_id, 'Revenue credited', '货款已入账', '売上が入金されました',
    'Order ' || :order_no::text || ' completed: $9.50 credited to your wallet ($10.00 less $0.50 platform commission).',
    '订单 ' || :order_no::text || ' 已完成：$9.50 已计入钱包（$10.00 扣除平台佣金 $0.50）。',
    '注文 ' || :order_no::text || ' が完了しました：$9.50 をウォレットに入金しました（$10.00 からプラットフォーム手数料 $0.50 を差し引き）。',
    'System notification', '系统通知', 'システム通知', default, default, default) returning "id";
COMMIT;
`;

/** Each pgbench client takes its own slice of the buyers, as the app's workers do. */
const OWN_BUYER = String.raw`\set sku random(:sku_lo, :sku_hi)
\set buyer :buyer_lo + :client_id * :per + random(0, :per - 1)`;

const PGBENCH_SCRIPTS = {
  pairRequests: `${OWN_BUYER}\n${SESSION}${CHECKOUT_REQUEST}${SESSION}${PAY_PRELUDE}${PAY_TX}${KEY_DONE(PAY_ROUTE, PAY_KEY, PAY_ANSWER)}`,
  pairTransactions: `${OWN_BUYER}\n${CHECKOUT_TX}${PAY_TX}`,
  checkoutRequests: `${OWN_BUYER}\n${SESSION}${CHECKOUT_REQUEST}`,
  flashRequests: String.raw`\set sku :hot_sku
\set buyer random(:buyer_lo, :buyer_hi)
${SESSION}${CHECKOUT_REQUEST}`,
};

interface PgbenchResult {
  tps: number;
  runs: number;
  failed: number;
  aborted: string;
  averageMs: number;
  p50: number;
  p95: number;
  seconds: number;
}

async function pgbench(url: string, script: string, options: { clients: number; seconds?: number; runsPerClient?: number; vars: Record<string, number> }): Promise<PgbenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'wm-pgbench-'));
  try {
    const file = join(dir, 'script.sql');
    writeFileSync(file, script);
    if (process.env.BENCH_KEEP_SCRIPT) writeFileSync(process.env.BENCH_KEEP_SCRIPT, script);
    const argv = [
      '-n',
      '-M',
      'extended',
      '-c',
      String(options.clients),
      '-j',
      String(Math.min(2, options.clients)),
      ...(options.seconds ? ['-T', String(options.seconds)] : ['-t', String(options.runsPerClient)]),
      '-f',
      file,
      '-l',
      `--log-prefix=${join(dir, 'log')}`,
      ...Object.entries(options.vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      url,
    ];
    const started = performance.now();
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(PGBENCH, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('error', reject);
      child.on('close', (c) => resolve({ code: c, stdout: out, stderr: err }));
    });
    const seconds = (performance.now() - started) / 1000;
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? NaN);
    if (!Number.isFinite(tps)) throw new Error(`pgbench failed (exit ${code}):\n${stdout}\n${stderr}`);
    const latencies: number[] = [];
    for (const name of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    const aborted = stderr
      .split('\n')
      .filter((l) => /abort|error/i.test(l))
      .slice(0, 3)
      .join(' / ');
    return {
      tps,
      runs: Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0),
      failed: Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0),
      aborted: code === 0 ? '' : aborted || `exit ${code}`,
      averageMs: Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? NaN),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      seconds,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- parent: run and report

interface Row {
  scenario: string;
  app: string;
  appRate: number;
  p50: number;
  p95: number;
  errors: number;
  ceiling: string;
  pg: PgbenchResult;
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const errorCount = (r: LoadResult) => Object.values(r.errors).reduce((s, n) => s + n, 0);
const errorText = (e: Record<string, number>) => Object.entries(e).map(([k, n]) => `${k} x${n}`).join(', ') || 'none';

async function main() {
  const loadAtStart = load();
  console.log(`checkout benchmark${QUICK ? ' (quick)' : ''}: ${SKUS} SKUs, ${BUYERS} buyers, ${CONNECTIONS} connections, ${DURATION} s; flash sale ${FLASH_BUYERS} buyers for ${FLASH_UNITS} units`);
  const name = `wm_bench_checkout_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`PostgreSQL database ${name}`);
    database = openPostgres(url.toString(), 4);
    const [{ version }] = (await rows<{ version: string }>(database.db, sql`select current_setting('server_version') as version`)) as [{ version: string }];
    const { skus, hotApp, hotPgbench, buyers, setupSeconds } = await prepare(database);
    const loadBuyers = buyers.slice(0, BUYERS);

    if (FLASH_ONLY) {
      server = await startServer(url.toString());
      await checkoutLoad(server.port, loadBuyers, skus, WARMUP, false); // warm-up: plans, JIT, connections
      const flash = await flashSale(server.port, database, buyers.slice(0, FLASH_BUYERS), hotApp);
      console.log(
        `  app flash sale         ${flash.buyers} buyers, ${FLASH_UNITS} units: ${flash.ok} orders, ${flash.insufficient} STOCK_INSUFFICIENT, other ${errorText(flash.other)} (5xx ${flash.serverErrors}) in ${flash.wallSeconds.toFixed(2)} s (${fmt(flash.buyers / flash.wallSeconds, 1)} answers/s); p50 ${fmt(flash.p50)} ms p95 ${fmt(flash.p95)} ms; stock ${JSON.stringify(flash.stock)}, ${flash.orders} orders in the database: ${flash.held ? 'as expected' : 'NOT AS EXPECTED'}`,
      );
      await server.stop();
      server = undefined;
      const flashClients = Math.min(APP_POOL, FLASH_BUYERS);
      const vars = { sku_lo: skus[0]!, sku_hi: skus[skus.length - 1]!, buyer_lo: buyers[0]!.id, buyer_hi: buyers[FLASH_BUYERS - 1]!.id, per: 1, hot_sku: hotPgbench };
      const pg4 = await pgbench(url.toString(), PGBENCH_SCRIPTS.flashRequests, { clients: flashClients, runsPerClient: Math.ceil(FLASH_BUYERS / flashClients), vars });
      const pgHot = await hotState(database, hotPgbench);
      console.log(
        `  pgbench flash sale ${pg4.runs} submits, ${flashClients} connections: ${fmt(pg4.tps, 1)} tps in ${pg4.seconds.toFixed(2)} s   p50 ${fmt(pg4.p50, 1)} ms p95 ${fmt(pg4.p95, 1)} ms; stock ${JSON.stringify(pgHot.stock)}, ${pgHot.orders} orders ${pg4.aborted}`,
      );
      console.log(`  PostgreSQL ${version}; load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end (--flash-only: docs/benchmarks.md left as it is)`);
      return;
    }
    const pinChecks = await pinRate();
    console.log(`  payment password check (keyed hash) alone: ${fmt(pinChecks, 0)} checks/s on one core`);
    server = await startServer(url.toString());
    await checkoutLoad(server.port, loadBuyers, skus, WARMUP, true); // warm-up: plans, JIT, connections
    const pair = await checkoutLoad(server.port, loadBuyers, skus, DURATION, true);
    console.log(
      `  app checkout + pay     ${fmt(pair.ordersPerSecond, 1).padStart(7)} orders/s   pair p50 ${fmt(percentile(pair.pair, 0.5))} ms p95 ${fmt(percentile(pair.pair, 0.95))} ms   submit p50 ${fmt(percentile(pair.submit, 0.5))} p95 ${fmt(percentile(pair.submit, 0.95))} ms   pay p50 ${fmt(percentile(pair.pay, 0.5))} p95 ${fmt(percentile(pair.pay, 0.95))} ms   errors ${errorText(pair.errors)}`,
    );
    const only = await checkoutLoad(server.port, loadBuyers, skus, DURATION, false);
    console.log(
      `  app checkout only      ${fmt(only.ordersPerSecond, 1).padStart(7)} orders/s   p50 ${fmt(percentile(only.submit, 0.5))} ms p95 ${fmt(percentile(only.submit, 0.95))} ms   errors ${errorText(only.errors)}`,
    );
    const flash = await flashSale(server.port, database, buyers.slice(0, FLASH_BUYERS), hotApp);
    console.log(
      `  app flash sale         ${flash.buyers} buyers, ${FLASH_UNITS} units: ${flash.ok} orders, ${flash.insufficient} STOCK_INSUFFICIENT, other ${errorText(flash.other)} (5xx ${flash.serverErrors}) in ${flash.wallSeconds.toFixed(2)} s; p50 ${fmt(flash.p50)} ms p95 ${fmt(flash.p95)} ms; stock ${JSON.stringify(flash.stock)}, ${flash.orders} orders in the database: ${flash.held ? 'as expected' : 'NOT AS EXPECTED'}`,
    );
    await server.stop();
    server = undefined;
    const checked = await consistency(database, skus);
    console.log(`  consistency: ${checked.ok ? 'ok' : 'BROKEN'} (${checked.text})`);

    const per = Math.floor(BUYERS / CONNECTIONS);
    const vars = { sku_lo: skus[0]!, sku_hi: skus[skus.length - 1]!, buyer_lo: buyers[0]!.id, buyer_hi: buyers[FLASH_BUYERS - 1]!.id, per, hot_sku: hotPgbench };
    const pg1 = await pgbench(url.toString(), PGBENCH_SCRIPTS.pairRequests, { clients: CONNECTIONS, seconds: DURATION, vars });
    console.log(`  pgbench checkout + pay, the requests' SQL   ${fmt(pg1.tps, 1)} tps   p50 ${fmt(pg1.p50, 1)} ms p95 ${fmt(pg1.p95, 1)} ms   ${pg1.aborted}`);
    const pg2 = await pgbench(url.toString(), PGBENCH_SCRIPTS.pairTransactions, { clients: CONNECTIONS, seconds: DURATION, vars });
    console.log(`  pgbench checkout + pay, transactions only   ${fmt(pg2.tps, 1)} tps   p50 ${fmt(pg2.p50, 1)} ms p95 ${fmt(pg2.p95, 1)} ms   ${pg2.aborted}`);
    const pg3 = await pgbench(url.toString(), PGBENCH_SCRIPTS.checkoutRequests, { clients: CONNECTIONS, seconds: DURATION, vars });
    console.log(`  pgbench checkout only, the request's SQL    ${fmt(pg3.tps, 1)} tps   p50 ${fmt(pg3.p50, 1)} ms p95 ${fmt(pg3.p95, 1)} ms   ${pg3.aborted}`);
    const flashClients = Math.min(APP_POOL, FLASH_BUYERS);
    const pg4 = await pgbench(url.toString(), PGBENCH_SCRIPTS.flashRequests, { clients: flashClients, runsPerClient: Math.ceil(FLASH_BUYERS / flashClients), vars });
    const pgHot = await hotState(database, hotPgbench);
    const pgHeld = pgHot.stock.available === 0 && pgHot.stock.blocked === FLASH_UNITS && pgHot.orders === FLASH_UNITS;
    console.log(
      `  pgbench flash sale ${pg4.runs} submits, ${flashClients} connections: ${fmt(pg4.tps, 1)} tps in ${pg4.seconds.toFixed(2)} s   p50 ${fmt(pg4.p50, 1)} ms p95 ${fmt(pg4.p95, 1)} ms; stock ${JSON.stringify(pgHot.stock)}, ${pgHot.orders} orders ${pgHeld ? '' : 'NOT AS EXPECTED'} ${pg4.aborted}`,
    );

    const afterPgbench = await consistency(database, skus);
    console.log(`  consistency after pgbench too: ${afterPgbench.ok ? 'ok' : 'BROKEN'} (${afterPgbench.text})`);

    const flashRate = flash.buyers / flash.wallSeconds;
    const table: Row[] = [
      { scenario: `checkout + pay, ${SKUS} SKUs, ${CONNECTIONS} connections`, app: 'orders/s', appRate: pair.ordersPerSecond, p50: percentile(pair.pair, 0.5), p95: percentile(pair.pair, 0.95), errors: errorCount(pair), ceiling: "both requests' SQL", pg: pg1 },
      { scenario: `checkout + pay, ${SKUS} SKUs, ${CONNECTIONS} connections`, app: 'orders/s', appRate: pair.ordersPerSecond, p50: percentile(pair.pair, 0.5), p95: percentile(pair.pair, 0.95), errors: errorCount(pair), ceiling: 'the two transactions only', pg: pg2 },
      { scenario: `checkout only, ${SKUS} SKUs, ${CONNECTIONS} connections`, app: 'orders/s', appRate: only.ordersPerSecond, p50: percentile(only.submit, 0.5), p95: percentile(only.submit, 0.95), errors: errorCount(only), ceiling: "the request's SQL", pg: pg3 },
      { scenario: `flash sale, ${fmt(FLASH_BUYERS)} buyers at once, 1 SKU of ${FLASH_UNITS}`, app: 'answers/s', appRate: flashRate, p50: flash.p50, p95: flash.p95, errors: flash.buyers - flash.ok - flash.insufficient, ceiling: `the request's SQL, ${flashClients} connections`, pg: pg4 },
    ];
    const notes = [
      `PostgreSQL ${version}; setup ${setupSeconds} s; the payment password check (keyed hash, platform/passwords.ts) alone: ${fmt(pinChecks, 0)} checks/s on one core; load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end`,
      `checkout + pay: ${fmt(pair.orders)} orders in ${pair.seconds.toFixed(1)} s; submit p50 ${fmt(percentile(pair.submit, 0.5))} ms, p95 ${fmt(percentile(pair.submit, 0.95))} ms; pay p50 ${fmt(percentile(pair.pay, 0.5))} ms, p95 ${fmt(percentile(pair.pay, 0.95))} ms; errors: ${errorText(pair.errors)}`,
      `checkout only: ${fmt(only.orders)} orders in ${only.seconds.toFixed(1)} s; errors: ${errorText(only.errors)}`,
      `flash sale: ${fmt(flash.ok)} orders, ${fmt(flash.insufficient)} clean "insufficient inventory" (400 STOCK_INSUFFICIENT), other answers: ${errorText(flash.other)}, 5xx: ${flash.serverErrors}; all ${fmt(flash.buyers)} answered in ${flash.wallSeconds.toFixed(2)} s; stock afterwards available ${flash.stock.available} / blocked ${flash.stock.blocked} / sold ${flash.stock.sold}, ${flash.orders} orders for the SKU in the database. Budget (exactly ${FLASH_UNITS} orders, the rest clean, no 5xx): **${flash.held ? 'met' : 'not met'}**`,
      `pgbench flash sale: ${fmt(pg4.runs)} submits through ${flashClients} connections in ${pg4.seconds.toFixed(2)} s; stock afterwards available ${pgHot.stock.available} / blocked ${pgHot.stock.blocked}, ${pgHot.orders} orders${pgHeld ? '' : ' (NOT AS EXPECTED)'}`,
      `consistency after the app's load: ${checked.ok ? 'ok' : 'BROKEN'} (${checked.text}); after pgbench too: ${afterPgbench.ok ? 'ok' : 'BROKEN'}`,
      ...[pg1, pg2, pg3, pg4].filter((p) => p.aborted || p.failed).map((p) => `pgbench trouble: ${p.aborted} (failed ${p.failed})`),
    ];
    report(table, notes, QUICK || args.includes('--no-write'));
  } finally {
    await server?.stop();
    await database?.close();
    // The pools have ended; wait for their backends to go before dropping (as the test helpers do).
    for (let i = 0; i < 50; i++) {
      const left = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (left.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function report(table: Row[], notes: string[], dryRun: boolean) {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    '| scenario | app | app p50 ms | app p95 ms | errors | pgbench running | pgbench tps | pgbench p95 ms | app ÷ pgbench |',
    '|---|---:|---:|---:|---:|---|---:|---:|---:|',
    ...table.map(
      (r) =>
        `| ${r.scenario} | ${fmt(r.appRate, 1)} ${r.app} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.errors} | ${r.ceiling} | ${fmt(r.pg.tps, 1)} | ${fmt(r.pg.p95, 1)} | ${(r.appRate / r.pg.tps).toFixed(3)} |`,
    ),
  ].join('\n');
  console.log(`\n${table.length ? lines : ''}\n`);
  if (dryRun) {
    console.log('(--quick: docs/benchmarks.md left as it is)');
    return;
  }
  const file = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const section = `## Checkout (\`bench/checkout.ts\`)

Run: \`node --import tsx bench/checkout.ts\` (options: \`--duration 20\`, \`--buyers 2000\`, \`--skus 1000\`,
\`--quick\` for a smoke run that writes nothing here; PostgreSQL at \`BENCH_PG_URL\`, default postgres://postgres@127.0.0.1:5432;
\`pgbench\` from the PostgreSQL binaries or \`BENCH_PGBENCH\`). A fresh database with the demo seed,
${fmt(SKUS)} SKUs of ${fmt(SKU_STOCK)} units and ${fmt(Math.max(BUYERS, FLASH_BUYERS))} approved buyers with funded wallets; the app in its own
process with its database pool as shipped (${APP_POOL}). "checkout + pay": ${CONNECTIONS} connections, each with its own
buyers, for ${DURATION} s after a ${WARMUP} s warm-up; one order = \`POST /api/v2/purchase-order/submit\` (a random SKU,
quantity 1) then \`POST /api/v2/pay/balance-pay\` with the payment password; latencies are of the pair.
"checkout only": the submits alone. "flash sale": ${fmt(FLASH_BUYERS)} buyers each send one submit for one SKU of
${FLASH_UNITS} units, all at once; its figure is answers per second. pgbench (\`-M extended\`, as node-postgres sends
them) runs the statements of the same requests against the same tables: "requests' SQL" is every statement
the requests send (session lookup, idempotency and attempt-counter rows, both transactions), "transactions only"
the two transactions alone; app ÷ pgbench is the share of that ceiling the app reaches.

Machine: ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}. Run ${stamp} UTC:

${notes.map((n) => `- ${n}`).join('\n')}

${lines}
`;
  const start = doc.indexOf('## Checkout (');
  const end = start >= 0 ? doc.indexOf('\n## ', start + 1) : -1;
  doc = start >= 0 ? doc.slice(0, start) + section + (end >= 0 ? doc.slice(end) : '') : `${doc.trimEnd()}\n\n${section}`;
  writeFileSync(file, doc);
  console.log(`figures written to ${file}`);
}

// ---- child process: the app server

async function serve() {
  const [, target] = args;
  const database = openPostgres(target!, APP_POOL);
  // The payment password is checked and counted on every payment; the lockout would stop a benchmark's buyer.
  const config = benchConfig({ LOGIN_MAX_FAILURES: '1000000' });
  // 2,000 buyers connect at once: a backlog of the default 511 would drop SYNs and retry them a second later.
  await serveApp(database, config, { backlog: 4096 });
}

if (args[0] === '--serve') await serve();
else await main();
