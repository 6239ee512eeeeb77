import { toE164 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows, type Database } from '../src/db/client';

/** Keys that carry money (or a derived discount) anywhere in a catalog answer. */
export const PRICE_KEYS = ['price', 'priceMax', 'originalPrice', 'unitPrice', 'tiers', 'discountPercent', 'logisticsFee', 'operatingFee', 'storageFee'] as const;
const PRICE_LIKE = /price|fee|discount|amount|cost|cents/i;

/** Every key/value pair of a JSON document, at any depth, with its path. */
export function walk(value: unknown, visit: (key: string, value: unknown, path: string) => void, path = '$'): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, `${path}[${i}]`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      visit(k, v, `${path}.${k}`);
      walk(v, visit, `${path}.${k}`);
    }
}

/**
 * Asserts that a masked answer holds no amount anywhere: every price-like key is null, and
 * answers `n`, how many price-like keys it checked (so a test cannot pass on an empty list).
 */
export function expectNoPrices(data: unknown): number {
  let checked = 0;
  walk(data, (key, value, path) => {
    if (!PRICE_LIKE.test(key) || key === 'priceVisibility' || key === 'priceMode') return;
    checked++;
    expect(value, path).toBeNull();
  });
  return checked;
}

/** Asserts that an approved buyer's answer has its amounts: every card price is a number. */
export function expectPrices(data: unknown): number {
  let checked = 0;
  walk(data, (key, value, path) => {
    if (key !== 'price' && key !== 'priceMax') return;
    checked++;
    expect(typeof value, path).toBe('number');
  });
  return checked;
}

export const one = async <T>(database: Database, query: ReturnType<typeof sql>) => (await rows<T>(database.db, query))[0]!;

/** Ids of listed goods (on sale, open store) matching a condition, newest first: what the list must answer. */
export const listedIds = async (database: Database, condition = sql`true`) =>
  (
    await rows<{ id: number }>(
      database.db,
      sql`select g.id from goods g join stores s on s.id = g.store_id where g.status = 'onSale' and s.status = 'open' and (${condition}) order by g.posted_at desc, g.id desc`,
    )
  ).map((r) => r.id);

export const categoryIdByCode = async (database: Database, code: string) => (await one<{ id: number }>(database, sql`select id from product_categories where code = ${code}`)).id;

/**
 * A purchase order with one line, `daysAgo` days ago. Paid (1) and completed (2) orders have a
 * payment time; `paidAt: true` gives one to another status too (a canceled order that had been paid).
 */
export async function insertOrder(database: Database, o: { goodsId: number; quantity: number; daysAgo: number; status: 0 | 1 | 2 | 3; buyerMobile?: string; paidAt?: boolean }) {
  const { id: buyer } = await one<{ id: number }>(database, sql`select id from users where mobile = ${toE164(o.buyerMobile ?? '13800000001')}`);
  const { storeId } = await one<{ storeId: number }>(database, sql`select store_id as "storeId" from goods where id = ${o.goodsId}`);
  const paid = o.paidAt ?? (o.status === 1 || o.status === 2);
  const { id } = await one<{ id: number }>(
    database,
    sql`insert into purchase_orders (order_no, buyer_user_id, store_id, status, goods_amount_cents, total_cents, paid_at, created_at)
        values (${`T${Date.now()}${Math.random().toString(36).slice(2, 8)}`}, ${buyer}, ${storeId}, ${o.status}, ${o.quantity * 100}, ${o.quantity * 100},
                ${paid ? sql`now() - make_interval(days => ${o.daysAgo})` : null}, now() - make_interval(days => ${o.daysAgo}))
        returning id`,
  );
  await database.db.execute(sql`insert into purchase_order_items (order_id, goods_id, quantity, unit_price_cents) values (${id}, ${o.goodsId}, ${o.quantity}, 100)`);
}

/** The columns a copy of a goods row is written with (copyGoods). */
const GOODS_COPY_COLUMNS = [
  'item_code', 'store_id', 'category_id', 'shop_category_id', 'name_en', 'name_zh', 'name_ja', 'description_en', 'description_zh', 'description_ja',
  'selling_points', 'specs', 'style', 'product_type', 'status', 'price_mode', 'price_min_cents', 'price_max_cents', 'original_price_cents', 'moq',
  'logistics_fee_cents', 'operating_fee_cents', 'storage_fee_cents', 'package_qty', 'product_length_in', 'product_width_in', 'product_height_in', 'product_weight_lb',
  'package_length_in', 'package_width_in', 'package_height_in', 'package_weight_lb', 'images', 'files', 'resource_package_url', 'allowed_platforms', 'restricted_platforms',
  'warehouse_type', 'ship_from', 'reference_days', 'shipping_areas', 'tags', 'posted_at', 'created_at',
] as const;

/**
 * Inserts copies of goods rows: `from` names the rows copied as `t` (and anything else the
 * expressions read); each column is `t`'s unless `set` gives an expression for it. No stock rows.
 */
export async function copyGoods(database: Database, from: ReturnType<typeof sql>, set: Partial<Record<(typeof GOODS_COPY_COLUMNS)[number], ReturnType<typeof sql>>>) {
  const values = GOODS_COPY_COLUMNS.map((column) => set[column] ?? sql.raw(`t.${column}`));
  await database.db.execute(sql`insert into goods (${sql.raw(GOODS_COPY_COLUMNS.join(', '))}) select ${sql.join(values, sql`, `)} from ${from}`);
}
