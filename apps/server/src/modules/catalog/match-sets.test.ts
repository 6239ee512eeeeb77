import { GOODS_COUNT_CAP, GOODS_SORTS, GOODS_STYLES, PRODUCT_TYPES, SHIPPING_AREAS, WAREHOUSE_TYPES } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { rows } from '../../db/client';
import { seededRandom } from '../../platform/random';
import { copyGoods } from '../../../test/catalog';
import { call, createTestApp, DEMO, login, queryCounter, type TestApp } from '../../../test/helpers';
import { catalogRepository as repo, type GoodsFilter } from './catalog.repository';
import { createListedSet } from './listed-set';
import { bitsOfIds, buildMatchSet, pageOfSet, patchSet, preparations, type MatchSet } from './match-sets';
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

/** Filters drawn at random (seeded) from what the data holds: every kind, each at its own odds; `ids` among them, when given. */
async function filterDrawer(seed: number) {
  const db = t.database.db;
  const categories = (await rows<{ id: number }>(db, sql`select distinct category_id as id from goods order by 1`)).map((r) => r.id);
  const stores = (await rows<{ id: number }>(db, sql`select id from stores order by id`)).map((r) => r.id);
  const shopCategories = (await rows<{ id: number }>(db, sql`select distinct shop_category_id as id from goods where shop_category_id is not null order by 1`)).map((r) => r.id);
  const [{ median }] = (await rows<{ median: string }>(db, sql`select percentile_disc(0.5) within group (order by posted_at) as median from goods`)) as [{ median: string }];
  const random = seededRandom(seed).next;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const maybe = (p: number) => random() < p;
  return {
    pick,
    filter(ids?: number[]): GoodsFilter {
      const filter: GoodsFilter = {};
      if (maybe(0.5)) filter.categoryIds = [pick(categories), ...(maybe(0.5) ? [pick(categories), pick(categories)] : [])];
      if (maybe(0.2)) filter.storeId = pick(stores);
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
      if (ids && maybe(0.05)) filter.ids = ids;
      return filter;
    },
  };
}

/**
 * Random pages of a set of every listed goods, compared with the database's: counted and paged
 * without a keyword, and (every fourth page) with one of `keywordBits`' keywords' matches. Answers
 * how many pages had goods, and how many were of a category or a store.
 */
async function comparePages(set: MatchSet, seed: number, pages: number, keywordBits = new Map<string, Uint32Array>()) {
  const db = t.database.db;
  const draw = await filterDrawer(seed);
  let nonEmpty = 0;
  let narrowed = 0;
  for (let n = 0; n < pages; n++) {
    const filter = draw.filter();
    const sort = draw.pick(GOODS_SORTS);
    const limit = draw.pick([5, 20]);
    const offset = draw.pick([0, 0, limit, 3 * limit, 10 * limit]);
    const [fromDb, total] = await Promise.all([repo.pageGoods(db, 'en', filter, sort, limit, offset), repo.countGoods(db, filter, GOODS_COUNT_CAP)]);
    const fromSet = pageOfSet(set, filter, sort, limit, offset);
    expect({ n, filter, sort, offset, ...fromSet }).toEqual({ n, filter, sort, offset, ids: fromDb.map((r) => r.id), total });
    if (fromSet.ids.length > 0) nonEmpty++;
    if (filter.categoryIds || filter.storeId !== undefined) narrowed++;
    if (n % 4 === 0 && keywordBits.size > 0) {
      const keyword = draw.pick([...keywordBits.keys()]);
      const found = await repo.searchPage(db, 'en', { ...filter, search: parseKeyword(keyword) }, sort, limit, offset, GOODS_COUNT_CAP);
      const fromBits = pageOfSet(set, filter, sort, limit, offset, keywordBits.get(keyword));
      expect({ keyword, filter, sort, offset, ...fromBits }).toEqual({ keyword, filter, sort, offset, ids: found.rows.map((r) => r.id), total: found.total });
    }
  }
  return { nonEmpty, narrowed };
}

describe('a keyword match set', () => {
  it('answers every filter, order and page as the database search does', async () => {
    const db = t.database.db;
    const draw = await filterDrawer(2026_11_29);
    let compared = 0;
    let nonEmpty = 0;
    // The same keyword's matches as a bitset of the listed set (every listed goods).
    const listed = buildMatchSet(await repo.listedFacts(db, 0, 1_000_000));
    for (const keyword of KEYWORDS) {
      const search = parseKeyword(keyword);
      const facts = await repo.matchFacts(db, search, GOODS_COUNT_CAP + 1);
      const set = buildMatchSet(facts);
      const inListed = bitsOfIds(listed, await repo.matchIds(db, search, 1_000_000));
      for (let n = 0; n < 40; n++) {
        const filter = draw.filter(facts.slice(0, 3).map((f) => f.id));
        const sort = draw.pick(GOODS_SORTS);
        const limit = draw.pick([5, 20]);
        const offset = draw.pick([0, 0, limit, 3 * limit]);
        const fromDb = await repo.searchPage(db, 'en', { ...filter, search }, sort, limit, offset, GOODS_COUNT_CAP);
        const fromSet = pageOfSet(set, filter, sort, limit, offset);
        expect({ keyword, filter, sort, offset, ...fromSet }).toEqual({ keyword, filter, sort, offset, ids: fromDb.rows.map((r) => r.id), total: fromDb.total });
        const fromListed = pageOfSet(listed, filter, sort, limit, offset, inListed);
        expect({ keyword, filter, sort, offset, ...fromListed }).toEqual({ keyword, filter, sort, offset, ...fromSet });
        compared++;
        if (fromSet.ids.length > 0) nonEmpty++;
      }
    }
    // The comparison means something: many pages had goods.
    expect(compared).toBe(KEYWORDS.length * 40);
    expect(nonEmpty).toBeGreaterThan(compared / 4);
  });

  it('is read for a keyword asked again; then its other filters, orders and pages read only their cards (those not read before)', async () => {
    // Before the listed set is loaded (it is not, in this test), which answers a keyword asked again otherwise (below).
    const listedFacts = vi.spyOn(repo, 'listedFacts').mockRejectedValue(new Error('no listed set in this test'));
    onTestFinished(() => listedFacts.mockRestore());
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
    // At most one read of cards, by id (none when earlier pages read them all: they are kept by goods).
    expect(other.filter((q) => /\bfrom goods g\b/.test(q)).length).toBeLessThanOrEqual(1);
    expect(other.filter((q) => /\bgoods\b/.test(q) && !/g\.id in/.test(q))).toEqual([]);
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

describe('the listed set (every listed goods)', () => {
  it('is read in slices of ids, each listed goods once', async () => {
    const db = t.database.db;
    const failures: unknown[] = [];
    const loaded = createListedSet({ ttlMs: 10_000, staleMs: 60_000, slice: 7, most: 1_000_000, read: (after, most) => repo.listedFacts(db, after, most), readIds: (ids) => repo.listedFactsOf(db, ids), failed: (e) => failures.push(e) });
    expect(loaded.current()).toBeUndefined(); // the first load runs in the background
    await loaded.settled();
    const set = loaded.current()!;
    const listed = await rows<{ id: number }>(db, sql`select g.id from goods g join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id where g.status = 'onSale' and s.status = 'open' order by g.id`);
    expect(listed.length).toBeGreaterThan(7 * 3);
    expect([...set.id.subarray(0, set.size)].sort((a, b) => a - b)).toEqual(listed.map((r) => r.id));
    // Cleared: not answered, and a load that was running when it was cleared is not kept.
    loaded.clear();
    expect(loaded.current()).toBeUndefined(); // starts a load
    loaded.clear();
    await loaded.settled();
    expect(loaded.current()).toBeUndefined(); // starts another
    await loaded.settled();
    expect(loaded.current()).toBeDefined();
    expect(failures).toEqual([]);
    // A catalog bigger than `most`: read no further than past it, not kept, and not read again soon.
    let reads = 0;
    const big = createListedSet({ ttlMs: 10_000, staleMs: 60_000, slice: 7, most: 10, read: (after, most) => (reads++, repo.listedFacts(db, after, most)), readIds: (ids) => repo.listedFactsOf(db, ids), failed: (e) => failures.push(e) });
    expect(big.current()).toBeUndefined();
    await big.settled();
    expect(big.current()).toBeUndefined();
    await big.settled();
    expect(reads).toBe(2);
    expect(failures).toEqual([]);
  });

  it('answers every filter, order and page of a list without a keyword as the database does', async () => {
    const db = t.database.db;
    const set = buildMatchSet(await repo.listedFacts(db, 0, 1_000_000));
    const PAGES = 300;
    const { nonEmpty, narrowed } = await comparePages(set, 2026_11_30, PAGES);
    expect(nonEmpty).toBeGreaterThan(PAGES / 3);
    expect(narrowed).toBeGreaterThan(PAGES / 2);
  });

  it('answers lists without a keyword once loaded: a page reads only its cards; a seller change shows at once', async () => {
    const list = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 20, ...body } });
    await list({ sort: 'sales' }); // starts the first load
    await t.app.services.catalog.settled();
    const draw = await filterDrawer(2026_12_01);
    for (let n = 0; n < 5; n++) {
      const f = draw.filter();
      const body = { ...(f.categoryIds ? { categoryId: f.categoryIds[0] } : {}), ...(f.inStock ? { inStock: true } : {}), ...(f.shippingArea ? { shippingArea: f.shippingArea } : {}), sort: draw.pick(['newest', 'sales']), pageIndex: 1 + n };
      const queries = await counter.during(async () => expect((await list(body)).statusCode).toBe(200));
      // No count and no walk of the list: at most the page's cards, by id.
      expect(queries.filter((q) => /\bgoods\b/.test(q) && !/g\.id = any|g\.id in/.test(q))).toEqual([]);
    }
    // A keyword asked once is searched; asked again, its matches' ids are read once; then any filter,
    // order or page of it reads only its cards.
    const searchQuery = (q: string) => /search_en|search_cjk_pairs/.test(q);
    expect((await counter.during(() => list({ keyword: 'chair' }))).some(searchQuery)).toBe(true);
    const again = await counter.during(() => list({ keyword: 'chair', pageIndex: 2 }));
    expect(again.filter(searchQuery)).toHaveLength(1);
    expect(again.filter((q) => q.includes('string_agg(m.id::text'))).toHaveLength(1);
    for (const body of [{ keyword: 'chair', inStock: true, sort: 'sales' }, { keyword: 'chair', shippingArea: 'US', pageIndex: 3 }, { keyword: 'chair', categoryId: draw.pick([1, 2, 3]) }]) {
      const queries = await counter.during(async () => expect((await list(body)).statusCode).toBe(200));
      expect(queries.filter((q) => /\bgoods\b/.test(q) && !/g\.id in/.test(q))).toEqual([]);
    }
    const chair = (await list({ keyword: 'chair', pageSize: 100 })).body.data as { total: number; list: unknown[] };
    expect(chair.total).toBeGreaterThan(0);
    expect(chair.list).toHaveLength(Math.min(100, chair.total));
    const all = async () => (await list({ pageSize: 100, sort: 'newest' })).body.data as { total: number; list: { goodsId: number }[] };
    const before = await all();
    const token = await login(t.app, DEMO.seller);
    const [goods] = await rows<{ id: number }>(
      t.database.db,
      sql`select g.id from goods g join stores s on s.id = g.store_id join users u on u.id = s.owner_user_id where u.mobile = '+8613800000003' and g.status = 'onSale' and g.id in (${sql.join(before.list.map((c) => sql`${c.goodsId}`), sql`, `)}) limit 1`,
    );
    expect(goods).toBeDefined();
    expect((await call(t.app, 'POST', `/api/v2/seller/goods/${goods!.id}/pull-off`, { token })).statusCode).toBe(200);
    const after = await all();
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((c) => c.goodsId)).not.toContain(goods!.id);
  });
});

describe('the cards of pages answered from memory', () => {
  it('are kept by goods: a page reads only the cards it has not read before; a seller change reads again only its goods', async () => {
    // The demo seller's store: one of its goods is changed below.
    const [{ own }] = (await rows<{ own: number }>(t.database.db, sql`select s.id as own from stores s join users u on u.id = s.owner_user_id where u.mobile = '+8613800000003'`)) as [{ own: number }];
    const list = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v2/goods/list', { body: { sort: 'newest', storeId: own, ...body } });
    await list({ sort: 'sales' });
    await t.app.services.catalog.settled();
    const cardReads = (calls: { query: string; params: unknown[] }[]) => calls.filter((c) => /\bfrom goods g\b/.test(c.query) && /g\.id in/.test(c.query));
    const twenty = (await list({ pageSize: 20 })).body.data as { list: { goodsId: number; qtyAvailable: number }[] };
    expect(twenty.list).toHaveLength(20);
    // Another page (not kept as a page) of goods read before: no card is read again.
    const ten = await counter.calls(async () => expect(((await list({ pageSize: 10 })).body.data as { list: unknown[] }).list).toHaveLength(10));
    expect(cardReads(ten)).toEqual([]);
    // A page of ten goods read before and ten not: only those ten.
    const second = await counter.calls(async () => expect(((await list({ pageSize: 15, pageIndex: 2 })).body.data as { list: unknown[] }).list).toHaveLength(15));
    expect(cardReads(second)).toHaveLength(1);
    const newer = new Set(twenty.list.map((c) => c.goodsId));
    expect(cardReads(second)[0]!.params.filter((p) => newer.has(p as number))).toEqual([]);
    // A seller sets the units of one goods of the page: its card alone is read again, and shows them at once.
    const token = await login(t.app, DEMO.seller);
    const goods = twenty.list[3]!;
    const other = twenty.list[5]!;
    const goodsPage = async (id: number) => (await call(t.app, 'GET', `/api/v2/goods/${id}`)).body.data as { goodsId: number; qtyAvailable: number };
    // Both goods pages kept.
    await goodsPage(goods.goodsId);
    await goodsPage(other.goodsId);
    const units = 1 + (goods.qtyAvailable % 50);
    const res = await call(t.app, 'POST', `/api/v2/seller/goods/${goods.goodsId}/stock`, { token, body: { mode: 'set', quantity: units, reason: 'count' }, headers: { 'idempotency-key': 'card-cache-test-1' } });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const after = await counter.calls(async () => {
      const page = (await list({ pageSize: 10 })).body.data as { list: { goodsId: number; qtyAvailable: number }[] };
      expect(page.list.find((c) => c.goodsId === goods.goodsId)?.qtyAvailable).toBe(units);
    });
    expect(cardReads(after)).toHaveLength(1);
    expect(cardReads(after)[0]!.params.filter((p) => typeof p === 'number' && newer.has(p))).toEqual([goods.goodsId]);
    // Its goods page shows the change; another goods' page is still kept (no read of the goods).
    expect((await goodsPage(goods.goodsId)).qtyAvailable).toBe(units);
    const kept = await counter.during(async () => expect((await goodsPage(other.goodsId)).goodsId).toBe(other.goodsId));
    expect(kept.filter((q) => /\bgoods\b/.test(q))).toEqual([]);
  });
});

// Goods sellers change are read again by id and patched into the listed set, rather than the set
// read again whole. These tests change the goods table, so they come last in this file.
describe('the listed set patched with the goods that changed', () => {
  it('answers every filter, order and page as the database does after goods were re-priced, restocked, re-filed, taken off, listed and added', async () => {
    const db = t.database.db;
    const facts = await repo.listedFacts(db, 0, 1_000_000);
    // One set with its orders, ranks and index made (as the listed set keeps them), one without (made after the patches).
    const prepared = buildMatchSet(facts, 40);
    for (const step of preparations(prepared)) step();
    const lazy = buildMatchSet(facts, 40);
    const keywords = ['sofa', '沙发', 'lamp', 'ST1'];
    const bitsOf = async (set: MatchSet) => new Map(await Promise.all(keywords.map(async (k) => [k, bitsOfIds(set, await repo.matchIds(db, parseKeyword(k), 1_000_000))] as const)));
    let keywordBits = await bitsOf(prepared);
    // Some bitsets of filter values kept before the patches, to be kept true by them.
    expect((await comparePages(prepared, 2026_12_02, 40, keywordBits)).nonEmpty).toBeGreaterThan(10);
    const random = seededRandom(2026_12_03).next;
    const all = (await rows<{ id: number }>(db, sql`select id from goods order by id`)).map((r) => r.id);
    const pick = () => all[Math.floor(random() * all.length)]!;
    let added = 0;
    for (let round = 0; round < 4; round++) {
      const changed = new Set<number>();
      const some = (n: number) => {
        const ids = Array.from({ length: n }, pick);
        ids.forEach((id) => changed.add(id));
        return sql.join(ids.map((id) => sql`${id}`), sql`, `);
      };
      // Re-priced (to ties with others too), re-dated, re-filed, restyled, shipping elsewhere.
      await db.execute(sql`update goods set price_min_cents = (id * 7 + ${round}) % 9 * 1000, price_max_cents = (id * 7 + ${round}) % 9 * 1000 + 500 where id in (${some(12)})`);
      await db.execute(sql`update goods set posted_at = timestamptz '2026-09-01' + ((id + ${round}) % 20) * interval '1 day' where id in (${some(8)})`);
      await db.execute(sql`update goods set category_id = (select category_id from goods order by id offset ${round * 3} limit 1), style = (array['modern', null, 'nordic'])[1 + (id + ${round}) % 3], shipping_areas = array['GB'] where id in (${some(8)})`);
      // Restocked, sold out, sold more.
      await db.execute(sql`update goods_stock set available = (goods_id + ${round}) % 3, sold = sold + 5 where goods_id in (${some(12)})`);
      // Taken off, and listed again (some of them were off already).
      await db.execute(sql`update goods set status = 'offShelves' where id in (${some(6)})`);
      await db.execute(sql`update goods set status = 'onSale' where status <> 'onSale' and id in (${some(20)})`);
      // New goods listed.
      await copyGoods(t.database, sql`(select * from goods where status = 'onSale' order by id limit 5 offset ${round * 5}) t`, {
        item_code: sql`${`PATCH${round}-`} || t.id`,
        status: sql`'onSale'`,
        price_min_cents: sql`t.price_min_cents + 1`,
        price_max_cents: sql`t.price_max_cents + 1`,
        posted_at: sql`now() - (t.id % 30) * interval '1 day'`,
        created_at: sql`now()`,
      });
      await db.execute(sql`insert into goods_stock (goods_id, available, blocked, sold) select g.id, g.id % 3, 0, g.id % 4 from goods g where g.item_code like ${`PATCH${round}-%`} on conflict do nothing`);
      const fresh = await rows<{ id: number }>(db, sql`select id from goods where item_code like ${`PATCH${round}-%`}`);
      fresh.forEach((r) => changed.add(r.id));
      added += fresh.length;
      const ids = [...changed];
      const now = await repo.listedFactsOf(db, ids);
      const listed = new Set(now.map((f) => f.id));
      const gone = ids.filter((id) => !listed.has(id));
      for (const set of [prepared, lazy]) {
        const epoch = set.textEpoch;
        expect(patchSet(set, now, gone)).toBe(true);
        // Goods joined the set: keywords' matches found before no longer hold them.
        expect(set.textEpoch > epoch).toBe(true);
      }
      keywordBits = await bitsOf(prepared);
      expect((await comparePages(prepared, 2026_12_04 + round, 60, keywordBits)).nonEmpty).toBeGreaterThan(15);
    }
    expect(added).toBe(20);
    expect((await comparePages(lazy, 2026_12_09, 60, await bitsOf(lazy))).nonEmpty).toBeGreaterThan(15);
    // No room left for more goods than it kept: the set is unchanged, to be read again.
    const full = buildMatchSet(facts.slice(0, 10));
    const size = full.size;
    expect(patchSet(full, [facts[20]!], [])).toBe(false);
    expect(full.size).toBe(size);
  });

  it('reads again only the goods changed, resolves once they are patched in, and patches a load that ran meanwhile', async () => {
    const db = t.database.db;
    const failures: unknown[] = [];
    const read = vi.fn((after: number, most: number) => repo.listedFacts(db, after, most));
    const readIds = vi.fn((ids: number[]) => repo.listedFactsOf(db, ids));
    const kept = createListedSet({ ttlMs: 10_000, staleMs: 60_000, slice: 50, most: 1_000_000, read, readIds, failed: (e) => failures.push(e) });
    kept.current();
    await kept.settled();
    const set = kept.current()!;
    const reads = read.mock.calls.length;
    const [goods] = await rows<{ id: number }>(db, sql`select g.id from goods g join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id where g.status = 'onSale' and s.status = 'open' order by g.id limit 1`);
    const newest = () => pageOfSet(kept.current()!, { ids: [goods!.id] }, 'newest', 1, 0);
    expect(newest().total).toBe(1);
    await db.execute(sql`update goods set status = 'offShelves' where id = ${goods!.id}`);
    const patched = kept.changed([goods!.id], false);
    expect(newest().total).toBe(1); // answered as it was until the change is in
    await patched;
    expect(kept.current()).toBe(set); // the same set, patched
    expect(newest().total).toBe(0);
    expect(readIds).toHaveBeenLastCalledWith([goods!.id]);
    expect(read.mock.calls.length).toBe(reads); // not read again whole
    // Changes while a load reads: read again before the loaded set is kept.
    kept.clear();
    expect(kept.current()).toBeUndefined(); // starts a load
    await db.execute(sql`update goods set status = 'onSale' where id = ${goods!.id}`);
    await kept.changed([goods!.id], false);
    await kept.settled();
    expect(kept.current()).not.toBe(set);
    expect(newest().total).toBe(1);
    // A failed read: the set is forgotten, and read again at the next list.
    readIds.mockRejectedValueOnce(new Error('read failed'));
    await kept.changed([goods!.id], true);
    expect(failures).toHaveLength(1);
    expect(kept.current()).toBeUndefined();
    await kept.settled();
    expect(kept.current()).toBeDefined();
    expect(newest().total).toBe(1);
  });

  it('resolves a change once its own round of patching is over, while other changes keep coming; and when the set is forgotten', async () => {
    const db = t.database.db;
    const slow = (ids: number[]) => new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => repo.listedFactsOf(db, ids));
    const kept = createListedSet({ ttlMs: 10_000, staleMs: 60_000, slice: 1000, most: 1_000_000, read: (after, most) => repo.listedFacts(db, after, most), readIds: slow, failed: () => {} });
    kept.current();
    await kept.settled();
    const ids = (await repo.listedFacts(db, 0, 50)).map((f) => f.id);
    // Another change every 5 ms, each read taking 20 ms: patching never pauses while they come.
    let streaming = true;
    let made = 0;
    const stream = (async () => {
      while (streaming) {
        void kept.changed([ids[made++ % ids.length]!], false);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = Date.now();
    await kept.changed([ids[0]!], false);
    const waited = Date.now() - started;
    const madeWhileWaiting = made;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(made).toBeGreaterThan(madeWhileWaiting); // the stream went on after this change was in
    expect(waited).toBeLessThan(1000);
    // Forgotten (a store changed) while changes wait: they resolve, nothing is left to patch into.
    const waitingOnes = [kept.changed([ids[1]!], false), kept.changed([ids[2]!], false)];
    kept.clear();
    streaming = false;
    await stream;
    await Promise.all(waitingOnes);
    await kept.settled();
  });

  it('answers a seller\'s changes at once, reading only the goods changed, not every listed goods again', async () => {
    const list = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 100, ...body } });
    await list({ sort: 'sales' });
    await t.app.services.catalog.settled();
    const token = await login(t.app, DEMO.seller);
    const [goods] = await rows<{ id: number; priceCents: number }>(
      t.database.db,
      sql`select g.id, g.price_min_cents::int as "priceCents" from goods g join stores s on s.id = g.store_id join users u on u.id = s.owner_user_id join goods_stock st on st.goods_id = g.id
          where u.mobile = '+8613800000003' and g.status = 'onSale' and st.available > 0 order by g.id limit 1`,
    );
    expect(goods).toBeDefined();
    const wholeRead = (q: string) => /order by g\.id limit/.test(q);
    const inStock = async () => ((await list({ inStock: true, sort: 'newest' })).body.data as { total: number; list: { goodsId: number }[] });
    const before = await inStock();
    // Sold out by the seller: gone from the in-stock list at once.
    const queries = await counter.during(async () => {
      const res = await call(t.app, 'POST', `/api/v2/seller/goods/${goods!.id}/stock`, { token, body: { mode: 'set', quantity: 0, reason: 'count' }, headers: { 'idempotency-key': 'patch-test-stock-1' } });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      const after = await inStock();
      expect(after.total).toBe(before.total - 1);
      expect(after.list.map((c) => c.goodsId)).not.toContain(goods!.id);
      await t.app.services.catalog.settled();
      // Answered from the patched set: no count of the goods.
      const page = await counter.during(async () => expect((await inStock()).total).toBe(before.total - 1));
      expect(page.filter((q) => /count\(/.test(q))).toEqual([]);
    });
    expect(queries.filter(wholeRead)).toEqual([]);
    expect(queries.filter((q) => q.includes('g.id = any'))).toHaveLength(1);
    // Pulled off and put on sale again: out of every list, then back.
    const all = async () => ((await list({ sort: 'newest' })).body.data as { total: number }).total;
    const total = await all();
    expect((await call(t.app, 'POST', `/api/v2/seller/goods/${goods!.id}/pull-off`, { token })).statusCode).toBe(200);
    expect(await all()).toBe(total - 1);
    await t.app.services.catalog.settled();
    expect(await all()).toBe(total - 1);
    expect((await call(t.app, 'POST', `/api/v2/seller/goods/${goods!.id}/shelve`, { token })).statusCode).toBe(200);
    expect(await all()).toBe(total);
    await t.app.services.catalog.settled();
    expect(await all()).toBe(total);
  });
});
