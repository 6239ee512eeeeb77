import { GOODS_COUNT_CAP, GOODS_SORTS } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoPrices, expectPrices, insertOrder, one } from '../../../test/catalog';
import { call, createPgTestApp, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';
import { seedDemo } from '../../db/seed';
import { catalogRepository, type GoodsFilter } from './catalog.repository';
import { bitsOfIds, buildMatchSet, pageOfSet, patchSet } from './match-sets';
import { parseKeyword } from './search';

// Real PostgreSQL 15 against the embedded database (PostgreSQL 18): the same seed (fixed
// random seed) must give the same search results, through the same SQL, on both.
let pg: TestApp;
let embedded: TestApp;
beforeAll(async () => {
  [pg, embedded] = await Promise.all([createPgTestApp({ catalogCacheTtlSeconds: 0 }), createTestApp({ catalogCacheTtlSeconds: 0 })]);
});
afterAll(async () => {
  await pg?.close();
  await embedded?.close();
});

const search = async (t: TestApp, body: Record<string, unknown>, lang = 'en-US') => {
  const res = await call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 100, ...body }, lang });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { total: number; list: { itemCode: string; name: string }[] };
};

describe('catalog on PostgreSQL 15', () => {
  it('runs on PostgreSQL 15', async () => {
    const { version } = await one<{ version: string }>(pg.database, sql`select current_setting('server_version') as version`);
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(15);
    const { n } = await one<{ n: number }>(pg.database, sql`select count(*)::int as n from goods`);
    expect(n).toBe(600);
  });

  it('search finds the same goods as on the embedded database: English words, Chinese and Japanese parts, item codes, descriptions', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ keyword: 'sofa' }, 'en-US'],
      [{ keyword: 'walnut coffee' }, 'en-US'],
      [{ keyword: 'lamp', sort: 'priceAsc' }, 'en-US'],
      [{ keyword: '沙发' }, 'zh-CN'],
      [{ keyword: '三人位' }, 'zh-CN'],
      [{ keyword: '椅' }, 'zh-CN'],
      [{ keyword: '吸顶灯' }, 'zh-CN'],
      [{ keyword: 'ソファ' }, 'ja-JP'],
      [{ keyword: 'ヨガ' }, 'ja-JP'],
      [{ keyword: 'ST1003-00' }, 'en-US'],
      [{ keyword: 'st1007-0012' }, 'en-US'],
      [{ keyword: '灯', shippingArea: 'US', inStock: true }, 'zh-CN'],
      // Words of the Chinese and Japanese descriptions (search_cjk_pairs): 2 characters, 4, by sales.
      [{ keyword: '材质' }, 'zh-CN'],
      [{ keyword: '产品尺寸', pageIndex: 2 }, 'zh-CN'],
      [{ keyword: '梱包', sort: 'sales' }, 'ja-JP'],
    ];
    for (const [body, lang] of cases) {
      const [onPg, onEmbedded] = await Promise.all([search(pg, body, lang), search(embedded, body, lang)]);
      expect(onPg.total, JSON.stringify(body)).toBeGreaterThan(0);
      expect(onPg.total, JSON.stringify(body)).toBe(onEmbedded.total);
      expect(onPg.list.map((g) => g.itemCode), JSON.stringify(body)).toEqual(onEmbedded.list.map((g) => g.itemCode));
      expect(onPg.list.map((g) => g.name)).toEqual(onEmbedded.list.map((g) => g.name));
    }
    const zh = await search(pg, { keyword: '沙发' }, 'zh-CN');
    expect(zh.list.every((g) => g.name.includes('沙发'))).toBe(true);
  });

  it("a keyword's match set, and the listed set, answer their filters, orders and pages as the database does (match-sets.ts, listed-set.ts)", async () => {
    const db = pg.database.db;
    const { category } = await one<{ category: number }>(pg.database, sql`select category_id as category from goods group by 1 order by count(*) desc limit 1`);
    const filters: GoodsFilter[] = [{}, { inStock: true }, { shippingArea: 'US' }, { categoryIds: [category] }, { priceMinCents: 5000, priceMaxCents: 40000 }, { styled: true, inStock: true }];
    let nonEmpty = 0;
    // The listed set (every listed goods, listed-set.ts), read in slices: alone for the lists without a
    // keyword, and with a keyword's matches (their ids) for a search.
    const facts = [];
    for (let after = 0, slice; (slice = await catalogRepository.listedFacts(db, after, 50)).length > 0; after = Math.max(...slice.map((f) => f.id))) facts.push(...slice);
    const listed = buildMatchSet(facts, 100);
    for (const filter of filters)
      for (const sort of GOODS_SORTS)
        for (const offset of [0, 20]) {
          const [fromDb, total] = await Promise.all([catalogRepository.pageGoods(db, 'en', filter, sort, 20, offset), catalogRepository.countGoods(db, filter, GOODS_COUNT_CAP)]);
          expect({ filter, sort, offset, ...pageOfSet(listed, filter, sort, 20, offset) }).toEqual({ filter, sort, offset, ids: fromDb.map((r) => r.id), total });
        }
    for (const keyword of ['sofa', 'lamp', '沙发', '灯', 'ソファ', 'ST1', 'a']) {
      const search = parseKeyword(keyword);
      const set = buildMatchSet(await catalogRepository.matchFacts(db, search, GOODS_COUNT_CAP + 1));
      const matches = bitsOfIds(listed, await catalogRepository.matchIds(db, search, 1_000_000));
      for (const filter of filters)
        for (const sort of GOODS_SORTS)
          for (const offset of [0, 20]) {
            const fromDb = await catalogRepository.searchPage(db, 'en', { ...filter, search }, sort, 20, offset, GOODS_COUNT_CAP);
            const fromSet = pageOfSet(set, filter, sort, 20, offset);
            expect({ keyword, filter, sort, offset, ...fromSet }).toEqual({ keyword, filter, sort, offset, ids: fromDb.rows.map((r) => r.id), total: fromDb.total });
            expect({ keyword, filter, sort, offset, ...pageOfSet(listed, filter, sort, 20, offset, matches) }).toEqual({ keyword, filter, sort, offset, ...fromSet });
            if (fromSet.ids.length > 0) nonEmpty++;
          }
    }
    expect(nonEmpty).toBeGreaterThan(100);
    // Goods changed, read again by id and patched in (listed-set.ts): the same answers as the database's.
    const changed = (await rows<{ id: number }>(db, sql`select id from goods where status = 'onSale' order by id limit 9`)).map((r) => r.id);
    const saved = await rows<{ id: number; status: string; priceMin: number; priceMax: number; available: number }>(
      db,
      sql`select g.id, g.status, g.price_min_cents::int as "priceMin", g.price_max_cents::int as "priceMax", st.available from goods g join goods_stock st on st.goods_id = g.id where g.id = any(${`{${changed.join(',')}}`}::int[])`,
    );
    const ids = sql.join(changed.map((id) => sql`${id}`), sql`, `);
    try {
      await db.execute(sql`update goods set status = 'offShelves' where id in (${ids}) and id % 3 = 0`);
      await db.execute(sql`update goods set price_min_cents = 100 + id % 7, price_max_cents = 200 + id % 7 where id in (${ids}) and id % 3 = 1`);
      await db.execute(sql`update goods_stock set available = 0 where goods_id in (${ids}) and goods_id % 3 = 2`);
      const now = await catalogRepository.listedFactsOf(db, changed);
      expect(now.length).toBe(changed.filter((id) => id % 3 !== 0).length);
      expect(patchSet(listed, now, changed.filter((id) => !now.some((f) => f.id === id)))).toBe(true);
      for (const filter of filters)
        for (const sort of GOODS_SORTS) {
          const [fromDb, total] = await Promise.all([catalogRepository.pageGoods(db, 'en', filter, sort, 20, 0), catalogRepository.countGoods(db, filter, GOODS_COUNT_CAP)]);
          expect({ filter, sort, ...pageOfSet(listed, filter, sort, 20, 0) }).toEqual({ filter, sort, ids: fromDb.map((r) => r.id), total });
        }
    } finally {
      for (const g of saved) {
        await db.execute(sql`update goods set status = ${g.status}, price_min_cents = ${g.priceMin}, price_max_cents = ${g.priceMax} where id = ${g.id}`);
        await db.execute(sql`update goods_stock set available = ${g.available} where goods_id = ${g.id}`);
      }
    }
  });

  it('keeps in the row what a search tests on every goods it reads: the names (migration 0024); the search vectors out of line (0029)', async () => {
    const columns = ['name_en', 'name_zh', 'name_ja', 'search_en', 'search_cjk_pairs'];
    const storage = await rows<{ name: string; storage: string }>(
      pg.database.db,
      sql`select attname as name, attstorage as storage from pg_attribute where attrelid = 'goods'::regclass and attname in ${sql`(${sql.join(columns.map((c) => sql`${c}`), sql`, `)})`}`,
    );
    // m: in the row (compressed if need be); x: out of line past toast_tuple_target.
    expect(Object.fromEntries(storage.map((c) => [c.name, c.storage]))).toEqual({ name_en: 'm', name_zh: 'm', name_ja: 'm', search_en: 'x', search_cjk_pairs: 'x' });
  });

  it('filters by shipping area and tag reading the row, not the TOAST table (migration 0026)', async () => {
    const storage = await rows<{ name: string; storage: string }>(
      pg.database.db,
      sql`select attname as name, attstorage as storage from pg_attribute where attrelid = 'goods'::regclass and attname in ('shipping_areas', 'tags', 'images')`,
    );
    expect(Object.fromEntries(storage.map((c) => [c.name, c.storage]))).toEqual({ shipping_areas: 'm', tags: 'm', images: 'm' });
    // Every listed goods read, as a count of a narrow filter does: the pages read are the table's
    // own (out of line, each goods' areas cost ~4 TOAST pages: ~2,500 for the 600 demo goods).
    const { pages } = await one<{ pages: number }>(pg.database, sql`select (pg_relation_size('goods') / current_setting('block_size')::int)::int as pages`);
    const plan = await pg.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return (await rows<Record<string, unknown>>(tx, sql`explain (analyze, buffers, format json) select count(*) from goods where shipping_areas @> array['US']::text[] or tags @> array['springNew']::text[]`))[0]!;
    });
    const top = (Object.values(plan)[0] as { Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }[])[0]!.Plan;
    expect(top['Shared Hit Blocks'] + top['Shared Read Blocks']).toBeLessThanOrEqual(pages + 10);
  });

  it('keeps the counts per category and store right under concurrent changes of many goods (migration 0027)', async () => {
    const ids = (await rows<{ id: number }>(pg.database.db, sql`select id from goods order by id`)).map((r) => r.id);
    // 8 transactions at once, each changing its own goods (every category and store among them), in
    // several statements: off sale, moved to another store, back on sale.
    const stores = (await rows<{ id: number }>(pg.database.db, sql`select id from stores order by id`)).map((r) => r.id);
    await Promise.all<unknown>([
      ...Array.from({ length: 8 }, (_, k) =>
        pg.database.db.transaction(async (tx) => {
          const own = ids.filter((_, i) => i % 8 === k);
          const list = sql.join(own.map((id) => sql`${id}`), sql`, `);
          await tx.execute(sql`update goods set status = case when status = 'onSale' then 'offShelves' else 'onSale' end where id in (${list})`);
          await tx.execute(sql`update goods set store_id = ${stores[k % stores.length]!} where id in (${list}) and id % 3 = 0`);
          await tx.execute(sql`update goods set status = 'onSale' where id in (${list}) and id % 2 = 0`);
        }),
      ),
      // Two instances' sweepers folding the rows at the same time.
      ...[0, 1].map(() => pg.app.services.catalog.compactListedCounts()),
    ]);
    await Promise.all([0, 1].map(() => pg.app.services.catalog.compactListedCounts()));
    const off = await rows<Record<string, number>>(
      pg.database.db,
      sql`select coalesce(c.category_id, g.category_id) as category, coalesce(c.store_id, g.store_id) as store, c.n as kept, g.n as counted
          from (select category_id, store_id, sum(n)::int as n from goods_listed_counts group by 1, 2) c
            full join (select category_id, store_id, count(*)::int as n from goods where status = 'onSale' group by 1, 2) g
            on g.category_id = c.category_id and g.store_id = c.store_id
          where coalesce(c.n, 0) <> coalesce(g.n, 0)`,
    );
    expect(off).toEqual([]);
    // The list's count is the goods', through the kept counts.
    const { n } = await one<{ n: number }>(pg.database, sql`select count(*)::int as n from goods g join stores s on s.id = g.store_id where g.status = 'onSale' and s.status = 'open'`);
    expect((await search(pg, {})).total).toBe(Math.min(n, GOODS_COUNT_CAP));
  });

  it('masks prices, ranks paid sales and reads money as numbers with the pg driver', async () => {
    const buyer = await login(pg.app, DEMO.approvedBuyer);
    const visible = await call(pg.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 10, sort: 'priceDesc' }, token: buyer });
    expect(expectPrices(visible.body.data)).toBe(20);
    expect(typeof visible.body.data.list[0].price).toBe('number'); // bigint cents arrive as numbers, not strings
    const masked = await call(pg.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 10, sort: 'priceDesc' } });
    expect(expectNoPrices(masked.body.data)).toBeGreaterThan(0);

    const { id } = await one<{ id: number }>(pg.database, sql`select g.id from goods g join stores s on s.id = g.store_id where g.status = 'onSale' and s.status = 'open' order by g.id limit 1`);
    await insertOrder(pg.database, { goodsId: id, quantity: 500_000, daysAgo: 1, status: 1 });
    const ranking = (await call(pg.app, 'GET', '/api/v2/goods/ranking', { query: { window: '30d' } })).body.data;
    expect(ranking.list[0]).toMatchObject({ goodsId: id, price: null });
    expect(ranking.list[0].windowSold).toBeGreaterThanOrEqual(500_000); // plus what the demo history sold
    const detail = (await call(pg.app, 'GET', `/api/v2/goods/${id}`, { token: buyer })).body.data;
    expect(detail.productSize.length).toEqual(expect.any(Number));
    expect(detail.tiers).toEqual(expect.any(Array));
  });

  it('instances starting together seed the catalogue once', async () => {
    const counts = () =>
      one<Record<string, number>>(
        pg.database,
        sql`select (select count(*)::int from stores) as stores, (select count(*)::int from goods) as goods, (select count(*)::int from purchase_orders) as orders,
                   (select count(*)::int from shop_categories) as "shopCategories", (select count(*)::int from users) as users`,
      );
    const before = await counts();
    await Promise.all(Array.from({ length: 3 }, () => seedDemo(pg.database)));
    expect(await counts()).toEqual(before);
  });
});
