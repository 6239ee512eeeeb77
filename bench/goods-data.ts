/**
 * Goods data for the benchmarks and the budgets: the demo seed's 600 goods multiplied by SQL
 * (bench/goods-list.ts, bench/budgets/goods-list-throughput.budget.ts).
 */
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../apps/server/src/db/client';

/** Goods beyond the seeded 600, made from them by SQL: other item codes, prices, dates and stock. */
export async function bulkInsert(database: Database, total: number) {
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
