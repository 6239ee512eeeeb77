import { GOODS_COUNT_CAP, GOODS_SORTS, GOODS_STYLES, PRODUCT_TYPES, SHIPPING_AREAS, WAREHOUSE_TYPES } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { seededRandom } from '../../platform/random';
import { copyGoods } from '../../../test/catalog';
import { call, createTestApp, DEMO, login, queryCounter, type TestApp } from '../../../test/helpers';
import { catalogRepository as repo, type GoodsFilter } from './catalog.repository';
import { buildMatchSet, pageOfSet } from './match-sets';
import { parseKeyword } from './search';

// Issue 15, the long tail: a keyword asked again is answered from its match set in memory. Every
// filter, order and page must come out as the database's search gives it.
let t: TestApp;
const counter = queryCounter();
beforeAll(async () => {
  t = await createTestApp({ catalogCacheTtlSeconds: 10 }, undefined, { logger: counter.logger });
  // Two more of every goods, each in another store, at another price, date, style and shipping areas.
  await copyGoods(t.database, sql`goods t cross join generate_series(1, 2) n`, {
    item_code: sql`'MS' || n || '-' || t.id`,
    store_id: sql`(select id from stores order by id offset (t.id + n) % (select count(*) from stores) limit 1)`,
    style: sql`(array['modern', 'industrial', null, 'nordic'])[1 + (t.id * n) % 4]`,
    price_min_cents: sql`(t.id * 37 * n) % 50 * 1000`,
    price_max_cents: sql`(t.id * 37 * n) % 50 * 1000 + 500`,
    original_price_cents: sql`null`,
    warehouse_type: sql`case when (t.id + n) % 2 = 0 then 'platform' else 'selfBuilt' end`,
    shipping_areas: sql`case (t.id + n) % 4 when 0 then array['US'] when 1 then array['US', 'CA'] when 2 then array['GB'] else array[]::text[] end`,
    posted_at: sql`timestamptz '2026-09-01' + ((t.id * n) % 40) * interval '1 day'`,
    created_at: sql`now()`,
  });
  await t.database.db.execute(sql`insert into goods_stock (goods_id, available, blocked, sold) select id, id % 4, 0, id % 9 from goods where item_code like 'MS%' on conflict do nothing`);
  // Ties for every order: goods posted in the same microsecond, at the same price, with the same sales.
  await t.database.db.execute(sql`update goods set posted_at = '2026-10-01T08:00:00.123456Z', price_min_cents = 12345 where id in (select id from goods order by id limit 12)`);
  await t.database.db.execute(sql`update goods_stock set sold = 7 where goods_id in (select id from goods order by id limit 12)`);
  // Some sold out.
  await t.database.db.execute(sql`update goods_stock set available = 0 where goods_id % 5 = 0`);
}, 120_000);
afterAll(() => t.close());

const KEYWORDS = ['sofa', 'lamp', 'chair', 'table', 'sofa 沙发', '沙发', '灯', 'ソファ', '三人位', 'ST1', 'wood', 'a'];

describe('a keyword match set', () => {
  it('answers every filter, order and page as the database search does', async () => {
    const db = t.database.db;
    const categories = (await rows<{ id: number }>(db, sql`select distinct category_id as id from goods order by 1`)).map((r) => r.id);
    const stores = (await rows<{ id: number }>(db, sql`select id from stores order by id`)).map((r) => r.id);
    const shopCategories = (await rows<{ id: number }>(db, sql`select distinct shop_category_id as id from goods where shop_category_id is not null order by 1`)).map((r) => r.id);
    const [{ median }] = (await rows<{ median: string }>(db, sql`select percentile_disc(0.5) within group (order by posted_at) as median from goods`)) as [{ median: string }];
    const random = seededRandom(2026_11_29).next;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const maybe = (p: number) => random() < p;
    let compared = 0;
    let nonEmpty = 0;
    for (const keyword of KEYWORDS) {
      const search = parseKeyword(keyword);
      const facts = await repo.matchFacts(db, search, GOODS_COUNT_CAP + 1);
      const set = buildMatchSet(facts);
      for (let n = 0; n < 40; n++) {
        const filter: GoodsFilter = {};
        if (maybe(0.4)) filter.categoryIds = [pick(categories), ...(maybe(0.5) ? [pick(categories)] : [])];
        if (maybe(0.15)) filter.storeId = pick(stores);
        if (maybe(0.1)) filter.shopCategoryIds = [pick(shopCategories)];
        if (maybe(0.2)) filter.priceMinCents = Math.floor(random() * 20000);
        if (maybe(0.2)) filter.priceMaxCents = Math.floor(random() * 60000);
        if (maybe(0.3)) filter.inStock = true;
        if (maybe(0.15)) filter.warehouseType = pick(WAREHOUSE_TYPES);
        if (maybe(0.15)) filter.productType = pick(PRODUCT_TYPES);
        if (maybe(0.2)) filter.shippingArea = pick(SHIPPING_AREAS);
        if (maybe(0.15)) filter.style = pick(GOODS_STYLES);
        if (maybe(0.1)) filter.styled = true;
        if (maybe(0.1)) filter.tag = 'springNew';
        if (maybe(0.15)) filter.postedSince = new Date(median);
        if (maybe(0.05)) filter.ids = facts.slice(0, 3).map((f) => f.id);
        const sort = pick(GOODS_SORTS);
        const limit = pick([5, 20]);
        const offset = pick([0, 0, limit, 3 * limit]);
        const fromDb = await repo.searchPage(db, 'en', { ...filter, search }, sort, limit, offset, GOODS_COUNT_CAP);
        const fromSet = pageOfSet(set, filter, sort, limit, offset);
        expect({ keyword, filter, sort, offset, ...fromSet }).toEqual({ keyword, filter, sort, offset, ids: fromDb.rows.map((r) => r.id), total: fromDb.total });
        compared++;
        if (fromSet.ids.length > 0) nonEmpty++;
      }
    }
    // The comparison means something: many pages had goods.
    expect(compared).toBe(KEYWORDS.length * 40);
    expect(nonEmpty).toBeGreaterThan(compared / 4);
  });

  it('is read for a keyword asked again; then its other filters, orders and pages read only their cards', async () => {
    const searchQuery = (q: string) => /search_en|search_cjk_pairs/.test(q);
    const list = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 20, ...body } });
    // Asked once: the database's search.
    let first = await counter.during(() => list({ keyword: 'lamp' }));
    expect(first.some(searchQuery)).toBe(true);
    expect(first.some((q) => q.includes('extract(epoch from g.posted_at)'))).toBe(false);
    // Asked again (another page): its match set is read.
    first = await counter.during(() => list({ keyword: 'lamp', pageIndex: 2 }));
    expect(first.filter((q) => q.includes('extract(epoch from g.posted_at)'))).toHaveLength(1);
    // Then any filter, order or page of it: no search, only the page's cards.
    let total = 0;
    const other = await counter.during(async () => {
      const res = await list({ keyword: 'lamp', inStock: true, sort: 'sales' });
      expect(res.statusCode).toBe(200);
      total = res.body.data.total;
      expect(res.body.data.list.length).toBe(Math.min(20, total));
    });
    expect(total).toBeGreaterThan(0);
    expect(other.some(searchQuery)).toBe(false);
    expect(other.filter((q) => /\bfrom goods g\b/.test(q))).toHaveLength(1);
    // Past its last match: no query of the goods at all.
    const past = await counter.during(async () => {
      const res = await list({ keyword: 'lamp', shippingArea: 'US', pageIndex: 40 });
      expect(res.body.data.list).toEqual([]);
      expect(res.body.data.total).toBeGreaterThan(0);
    });
    expect(past.filter((q) => /\bgoods\b/.test(q))).toEqual([]);
  });

  it('is forgotten when a seller changes a goods: the change shows at once', async () => {
    const list = async (pageSize = 100) => (await call(t.app, 'POST', '/api/v2/goods/list', { body: { keyword: 'sofa', pageSize } })).body.data as { total: number; list: { goodsId: number }[] };
    await list(10);
    const before = await list(); // asked again: from its match set
    const token = await login(t.app, DEMO.seller);
    const [{ own }] = (await rows<{ own: number }>(t.database.db, sql`select s.id as own from stores s join users u on u.id = s.owner_user_id where u.mobile = '+8613800000003'`)) as [{ own: number }];
    const [goods] = await rows<{ id: number }>(
      t.database.db,
      sql`select g.id from goods g where g.store_id = ${own} and g.status = 'onSale' and g.id in (${sql.join(before.list.map((c) => sql`${c.goodsId}`), sql`, `)}) limit 1`,
    );
    expect(goods).toBeDefined();
    expect((await call(t.app, 'POST', `/api/v2/seller/goods/${goods!.id}/pull-off`, { token })).statusCode).toBe(200);
    const after = await list();
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((c) => c.goodsId)).not.toContain(goods!.id);
  });
});
