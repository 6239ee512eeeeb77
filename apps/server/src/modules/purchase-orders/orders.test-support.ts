import { toE164 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/client';
import { call, registerBuyer, type TestApp } from '../../../test/helpers';

let seq = 0;

/** A goods of the demo seller's store with its own stock and price (cents), on sale unless told. */
export async function insertGoods(
  database: Database,
  o: { available: number; priceCents?: number; tiers?: { minQty: number; maxQty: number | null; unitPriceCents: number }[]; moq?: number; logisticsFeeCents?: number; operatingFeeCents?: number; status?: string; storeOwnerMobile?: string; categoryId?: number },
): Promise<number> {
  const [store] = await rows<{ id: number }>(database.db, sql`select s.id from stores s join users u on u.id = s.owner_user_id where u.mobile = ${toE164(o.storeOwnerMobile ?? '13800000003')}`);
  const [category] = o.categoryId ? [{ id: o.categoryId }] : await rows<{ id: number }>(database.db, sql`select category_id as id from goods order by id limit 1`);
  const tiers = o.tiers ?? [];
  const min = tiers.length ? Math.min(...tiers.map((t) => t.unitPriceCents)) : (o.priceCents ?? 1000);
  const max = tiers.length ? Math.max(...tiers.map((t) => t.unitPriceCents)) : (o.priceCents ?? 1000);
  const code = `T-${process.pid}-${Date.now()}-${++seq}`;
  const [g] = await rows<{ id: number }>(
    database.db,
    sql`insert into goods (item_code, store_id, category_id, name_en, name_zh, name_ja, selling_points, specs, status, price_mode, price_min_cents, price_max_cents, moq,
                           logistics_fee_cents, operating_fee_cents, product_length_in, product_width_in, product_height_in, product_weight_lb,
                           package_length_in, package_width_in, package_height_in, package_weight_lb, warehouse_type, images)
        values (${code}, ${store!.id}, ${category!.id}, ${'Test goods ' + code}, ${'测试商品 ' + code}, ${'テスト商品 ' + code},
                ${JSON.stringify({ en: [], zh: [], ja: [] })}::jsonb,
                ${JSON.stringify({ mainColor: { en: 'Grey', zh: '灰', ja: 'グレー' }, swatch: '#888888', material: { en: 'Oak', zh: '橡木', ja: 'オーク' }, filler: null })}::jsonb,
                ${o.status ?? 'onSale'}, ${tiers.length ? 'tiered' : 'spot'}, ${min}, ${max}, ${o.moq ?? 1}, ${o.logisticsFeeCents ?? 0}, ${o.operatingFeeCents ?? 0},
                10, 10, 10, 10, 12, 12, 12, 12, 'platform', array['/x.svg'])
        returning id`,
  );
  for (const t of tiers) await database.db.execute(sql`insert into goods_price_tiers (goods_id, min_qty, max_qty, unit_price_cents) values (${g!.id}, ${t.minQty}, ${t.maxQty}, ${t.unitPriceCents})`);
  await database.db.execute(sql`insert into goods_stock (goods_id, available) values (${g!.id}, ${o.available})`);
  return g!.id;
}

export const stockOf = async (database: Database, goodsId: number) =>
  (await rows<{ available: number; blocked: number; sold: number }>(database.db, sql`select available, blocked, sold from goods_stock where goods_id = ${goodsId}`))[0]!;

/** A freshly registered buyer, approved the way an operator's audit leaves it. */
export async function approvedBuyer(t: TestApp) {
  const buyer = await registerBuyer(t.app);
  await t.database.db.execute(sql`update users set audit_status = 2 where id = ${buyer.user.id}`);
  return buyer;
}

export const submit = (t: TestApp, token: string, body: object, key: string) =>
  call(t.app, 'POST', '/api/v2/purchase-order/submit', { token, body, headers: { 'idempotency-key': key } });

/** Moves an order's payment deadline into the past. */
export const makeOverdue = (database: Database, orderNo: string) =>
  database.db.execute(sql`update purchase_orders set pay_deadline = now() - interval '1 minute' where order_no = ${orderNo}`);

export const couponTemplate = async (database: Database, o: { code?: string; thresholdCents: number; reductionCents: number; totalQty?: number; perUserLimit?: number; scope?: 'all' | 'part'; goodsIds?: number[]; categoryIds?: number[]; expired?: boolean }) =>
  (
    await rows<{ id: number }>(
      database.db,
      sql`insert into coupon_templates (code, name_en, name_zh, name_ja, threshold_cents, reduction_cents, scope, category_ids, goods_ids, valid_from, valid_to, total_qty, per_user_limit)
          values (${o.code ?? `C${Date.now()}${++seq}`}, 'Test coupon', '测试券', 'テストクーポン', ${o.thresholdCents}, ${o.reductionCents}, ${o.scope ?? 'all'},
                  ${`{${(o.categoryIds ?? []).join(',')}}`}::integer[], ${`{${(o.goodsIds ?? []).join(',')}}`}::integer[],
                  now() - interval '1 day', ${o.expired ? sql`now() - interval '1 hour'` : sql`now() + interval '30 days'`}, ${o.totalQty ?? 100}, ${o.perUserLimit ?? 1})
          returning id`,
    )
  )[0]!.id;
