import { GOODS_COUNT_CAP } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, queryCounter, type TestApp } from '../../../test/helpers';

// Issue 15, "Counting": a goods list counts its matches up to GOODS_COUNT_CAP, then says "more".
let t: TestApp;
let storeId: number;
const counter = queryCounter();
beforeAll(async () => {
  t = await createTestApp({ catalogCacheTtlSeconds: 0 }, undefined, { logger: counter.logger });
  const [template] = await rows<{ id: number; storeId: number }>(t.database.db, sql`select g.id, g.store_id as "storeId" from goods g join goods_stock st on st.goods_id = g.id where g.status = 'onSale' order by g.id limit 1`);
  storeId = template!.storeId;
  // One store gets GOODS_COUNT_CAP + 50 more goods on sale, copies of one of its own.
  await t.database.db.execute(sql`
    insert into goods (item_code, store_id, category_id, shop_category_id, name_en, name_zh, name_ja, description_en, description_zh, description_ja,
      selling_points, specs, style, product_type, status, price_mode, price_min_cents, price_max_cents, original_price_cents, moq,
      logistics_fee_cents, operating_fee_cents, storage_fee_cents, package_qty, product_length_in, product_width_in, product_height_in, product_weight_lb,
      package_length_in, package_width_in, package_height_in, package_weight_lb, images, files, resource_package_url, allowed_platforms, restricted_platforms,
      warehouse_type, ship_from, reference_days, shipping_areas, tags, posted_at, created_at)
    select 'CAP' || lpad(n::text, 6, '0'), t.store_id, t.category_id, t.shop_category_id, t.name_en, t.name_zh, t.name_ja, t.description_en, t.description_zh, t.description_ja,
      t.selling_points, t.specs, t.style, t.product_type, t.status, t.price_mode, t.price_min_cents, t.price_max_cents, null, t.moq,
      t.logistics_fee_cents, t.operating_fee_cents, t.storage_fee_cents, t.package_qty, t.product_length_in, t.product_width_in, t.product_height_in, t.product_weight_lb,
      t.package_length_in, t.package_width_in, t.package_height_in, t.package_weight_lb, t.images, t.files, t.resource_package_url, t.allowed_platforms, t.restricted_platforms,
      t.warehouse_type, t.ship_from, t.reference_days, t.shipping_areas, t.tags, now(), now()
    from generate_series(1, ${GOODS_COUNT_CAP + 50}) n cross join (select * from goods where id = ${template!.id}) t`);
  await t.database.db.execute(sql`insert into goods_stock (goods_id, available, blocked, sold) select id, 5, 0, 0 from goods where item_code like 'CAP%' on conflict do nothing`);
}, 120_000);
afterAll(() => t.close());

describe('goods list counts', () => {
  it(`stop at ${GOODS_COUNT_CAP} and say there are more; the pages still come`, async () => {
    const all = await call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 20 } });
    expect(all.statusCode).toBe(200);
    expect(all.body.data.total).toBe(GOODS_COUNT_CAP);
    expect(all.body.data.totalCapped).toBe(true);
    expect(all.body.data.list).toHaveLength(20);
    const deep = await call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 20, pageIndex: 400 } });
    expect(deep.body.data.list).toHaveLength(20);
  });

  it('are exact below the cap, without the flag', async () => {
    const few = await call(t.app, 'POST', '/api/v2/goods/list', { body: { keyword: 'CAP00001' } });
    expect(few.body.data.totalCapped).toBeUndefined();
    const [counted] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from goods where item_code like 'CAP00001%'`);
    expect(few.body.data.total).toBe(counted!.n);
    const otherStores = await call(t.app, 'POST', '/api/v2/goods/list', { body: { storeId: storeId + 1 } });
    expect(otherStores.body.data.totalCapped).toBeUndefined();
    expect(otherStores.body.data.total).toBeLessThan(GOODS_COUNT_CAP);
  });

  it('answer a page past the last match from the count alone, without reading the list', async () => {
    const goodsQueries = (queries: string[]) => queries.filter((q) => /\bfrom goods g\b/i.test(q));
    const body = { storeId: storeId + 1, pageSize: 20 };
    let total = 0;
    const first = goodsQueries(await counter.during(async () => {
      const res = await call(t.app, 'POST', '/api/v2/goods/list', { body });
      total = res.body.data.total;
      expect(res.body.data.list.length).toBe(Math.min(20, total));
    }));
    expect(total).toBeGreaterThan(0);
    expect(first).toHaveLength(2); // the count, then the page
    const past = goodsQueries(await counter.during(async () => {
      const res = await call(t.app, 'POST', '/api/v2/goods/list', { body: { ...body, pageIndex: Math.ceil(total / 20) + 1 } });
      expect(res.statusCode).toBe(200);
      expect(res.body.data.total).toBe(total);
      expect(res.body.data.list).toEqual([]);
    }));
    expect(past).toHaveLength(1);
    expect(past[0]).toMatch(/count\(\*\)/i);
    // Above the cap the count does not say where the list ends: the page is read.
    const capped = goodsQueries(await counter.during(() => call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 20, pageIndex: 600 } })));
    expect(capped).toHaveLength(2);
  });
});
