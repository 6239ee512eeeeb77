import type { GoodsCard, GoodsDetail } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryIdByCode, expectNoPrices, expectPrices, insertOrder, listedIds, one } from '../../../test/catalog';
import { call, createTestApp, DEMO, login, queryCounter, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';
import { pairQueries, parseKeyword } from './search';

// The catalog on the embedded database, with its list cache off so each call reads the data.
let t: TestApp;
const counter = queryCounter();
const tokens = { buyer: '', pending: '', seller: '', operator: '' };
beforeAll(async () => {
  t = await createTestApp({ catalogCacheTtlSeconds: 0 }, undefined, { logger: counter.logger });
  [tokens.buyer, tokens.pending, tokens.seller, tokens.operator] = await Promise.all([
    login(t.app, DEMO.approvedBuyer),
    login(t.app, DEMO.pendingBuyer),
    login(t.app, DEMO.seller),
    login(t.app, DEMO.operator),
  ]);
});
afterAll(() => t.close());

type Page<T> = { list: T[]; total: number; pageIndex: number; pageSize: number };
const list = async (body: Record<string, unknown> = {}, options: { token?: string; lang?: string } = {}) => {
  const res = await call<Page<GoodsCard>>(t.app, 'POST', '/api/v2/goods/list', { body, ...options });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
/** Every listed goods matching a filter, all pages. */
const all = async (body: Record<string, unknown> = {}, options: { token?: string; lang?: string } = {}) => {
  const out: GoodsCard[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await list({ ...body, pageIndex, pageSize: 100 }, options);
    out.push(...page.list);
    if (page.list.length < 100) return out;
  }
};
const ids = (cards: { goodsId: number }[]) => cards.map((c) => c.goodsId);
const detail = (goodsId: number, token?: string, lang?: string) => call<GoodsDetail>(t.app, 'GET', `/api/v2/goods/${goodsId}`, { token, lang });
const goodsWith = async (condition: ReturnType<typeof sql>) =>
  (await one<{ id: number }>(t.database, sql`select g.id from goods g join stores s on s.id = g.store_id left join goods_stock st on st.goods_id = g.id where ${condition} order by g.id limit 1`)).id;

describe('POST /api/v2/goods/list', () => {
  it('lists goods on sale in open stores, newest first, with the page shape', async () => {
    const page = await list({ pageSize: 20 });
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 20 });
    const expected = await listedIds(t.database);
    expect(page.total).toBe(expected.length);
    expect(page.total).toBeGreaterThan(300);
    expect(page.total).toBeLessThan(600); // off shelves, never listed, removed and the closed store's goods are not listed
    expect(ids(page.list)).toEqual(expected.slice(0, 20));
    for (const card of page.list) {
      expect(['onSale', 'soldOut']).toContain(card.status);
      expect(card.image).toMatch(/^\/api\/v2\/goods\/image\/\d+\/1\.svg$/);
      expect(card).toMatchObject({ itemCode: expect.stringMatching(/^ST\d{4}-\d{4}$/), storeCode: expect.stringMatching(/^ST\d{4}$/), categoryName: expect.any(String) });
    }
    const dates = page.list.map((c) => Date.parse(c.postedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages do not overlap; past the end is empty; the body may be empty', async () => {
    const [p1, p2] = [await list({ pageSize: 10 }), await list({ pageIndex: 2, pageSize: 10 })];
    expect(new Set([...ids(p1.list), ...ids(p2.list)]).size).toBe(20);
    expect((await list({ pageIndex: 999, pageSize: 10 })).list).toEqual([]);
    const empty = await call(t.app, 'POST', '/api/v2/goods/list');
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data.pageSize).toBe(10);
  });

  it('refuses bad filters with field errors', async () => {
    for (const body of [{ pageSize: 101 }, { priceMin: -1 }, { sort: 'cheapest' }, { warehouseType: 'moon' }, { categoryId: 0 }, { inStock: 'yes' }]) {
      const res = await call(t.app, 'POST', '/api/v2/goods/list', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const range = await call(t.app, 'POST', '/api/v2/goods/list', { body: { priceMin: 50, priceMax: 10 } });
    expect(range.statusCode).toBe(400);
    expect(range.body.data.errors[0]).toMatchObject({ field: 'priceMax', message: 'The lowest price cannot be higher than the highest price' });
  });

  it('a level-1 or level-2 category includes its sub-categories; a leaf only itself; unknown is empty', async () => {
    const furniture = await categoryIdByCode(t.database, 'furniture');
    const living = await categoryIdByCode(t.database, 'living-room-furniture');
    const sofas = await categoryIdByCode(t.database, 'sofas');
    const subtree = async (code: string) =>
      (await rows<{ id: number }>(t.database.db, sql`with recursive c(id) as (select id from product_categories where code = ${code} union all select p.id from product_categories p join c on p.parent_id = c.id) select id from c`)).map((r) => r.id);
    for (const [id, code] of [[furniture, 'furniture'], [living, 'living-room-furniture'], [sofas, 'sofas']] as const) {
      const found = await all({ categoryId: id });
      const expected = await listedIds(t.database, sql`g.category_id in (${sql.join((await subtree(code)).map((c) => sql`${c}`), sql`, `)})`);
      expect(found.length, code).toBeGreaterThan(0);
      expect(ids(found), code).toEqual(expected);
    }
    expect((await all({ categoryId: furniture })).length).toBeGreaterThan((await all({ categoryId: living })).length);
    expect((await all({ categoryId: living })).length).toBeGreaterThan((await all({ categoryId: sofas })).length);
    expect(await list({ categoryId: 999999 })).toMatchObject({ list: [], total: 0 });
  });

  it('filters by store and by a category of the store tree', async () => {
    const { id: storeId } = await one<{ id: number }>(t.database, sql`select id from stores where code = 'ST1001'`);
    const found = await all({ storeId });
    expect(found.length).toBeGreaterThan(30);
    expect(found.every((c) => c.storeId === storeId && c.storeCode === 'ST1001')).toBe(true);
    const tree = (await call(t.app, 'POST', '/api/v2/shop-category/shop-category-tree', { body: { storeId } })).body.data;
    const living = tree.find((n: { categoryName: string }) => n.categoryName === 'Living Room');
    const sofas = living.children.find((n: { categoryName: string }) => n.categoryName === 'Sofas');
    const inLiving = await all({ storeId, shopCategoryId: living.categoryId });
    const inSofas = await all({ storeId, shopCategoryId: sofas.categoryId });
    expect(inSofas.length).toBeGreaterThan(0);
    expect(inLiving.length).toBeGreaterThan(inSofas.length);
    expect(inSofas.every((c) => c.categoryName === 'Sofas & Couches')).toBe(true);
    expect(ids(inLiving)).toEqual(await listedIds(t.database, sql`g.store_id = ${storeId} and g.shop_category_id in (${living.categoryId}, ${sofas.categoryId}, ${living.children[1].categoryId})`));
  });

  it('filters by price range for an approved buyer only: for anyone else the range is ignored, so it cannot reveal a price', async () => {
    const asBuyer = await all({ priceMin: 100, priceMax: 250.5 }, { token: tokens.buyer });
    expect(asBuyer.length).toBeGreaterThan(10);
    for (const card of asBuyer) expect(card.price!).toBeGreaterThanOrEqual(100), expect(card.price!).toBeLessThanOrEqual(250.5);
    expect(ids(asBuyer)).toEqual(await listedIds(t.database, sql`g.price_min_cents between 10000 and 25050`));
    const unfiltered = await call(t.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 100 } });
    for (const token of [undefined, tokens.pending, tokens.seller]) {
      const res = await call(t.app, 'POST', '/api/v2/goods/list', { token, body: { priceMin: 123.45, priceMax: 123.46, pageSize: 100 } });
      expect(res.body.data.total).toBe(unfiltered.body.data.total);
      expect(ids(res.body.data.list)).toEqual(ids(unfiltered.body.data.list));
      expect(JSON.stringify(res.body)).not.toMatch(/123\.4[56]|1234[56]/);
      expectNoPrices(res.body.data);
    }
  });

  it('filters in stock: sold-out goods (on sale, no units available) drop out', async () => {
    const everything = await all();
    const soldOut = everything.filter((c) => c.status === 'soldOut');
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((c) => c.qtyAvailable === 0)).toBe(true);
    const inStock = await all({ inStock: true });
    expect(inStock.length).toBe(everything.length - soldOut.length);
    expect(inStock.every((c) => c.qtyAvailable > 0 && c.status === 'onSale')).toBe(true);
  });

  it('filters by warehouse type, product type, shipping area and style', async () => {
    for (const [body, condition] of [
      [{ warehouseType: 'platform' }, sql`g.warehouse_type = 'platform'`],
      [{ warehouseType: 'selfBuilt' }, sql`g.warehouse_type = 'selfBuilt'`],
      [{ productType: 'sectional' }, sql`g.product_type = 'sectional'`],
      [{ productType: 'accessory' }, sql`g.product_type = 'accessory'`],
      [{ shippingArea: 'CA' }, sql`'CA' = any(g.shipping_areas)`],
      [{ shippingArea: 'JP' }, sql`'JP' = any(g.shipping_areas)`],
      [{ style: 'nordic' }, sql`g.style = 'nordic'`],
    ] as const) {
      const found = await all(body);
      expect(found.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(ids(found), JSON.stringify(body)).toEqual(await listedIds(t.database, condition));
    }
    const both = await all({ warehouseType: 'platform', productType: 'general', inStock: true, shippingArea: 'US' });
    expect(both.every((c) => c.warehouseType === 'platform' && c.productType === 'general' && c.qtyAvailable > 0)).toBe(true);
  });

  it('activity pages: new products of the last 30 days, the spring campaign, space styles', async () => {
    const fresh = await all({ activity: 'newProducts' });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((c) => Date.now() - Date.parse(c.postedAt) <= 30 * 86_400_000 + 60_000)).toBe(true);
    expect(ids(fresh)).toEqual(await listedIds(t.database, sql`g.posted_at >= now() - interval '30 days'`));
    expect(ids(await all({ activity: 'springNew' }))).toEqual(await listedIds(t.database, sql`'springNew' = any(g.tags)`));
    const styled = await all({ activity: 'spaceStyle' });
    expect(ids(styled)).toEqual(await listedIds(t.database, sql`g.style is not null`));
    expect(ids(await all({ activity: 'spaceStyle', style: 'industrial' }))).toEqual(await listedIds(t.database, sql`g.style = 'industrial'`));
  });

  it('sorts by newest, price both ways (the lowest unit price) and sales', async () => {
    const byPrice = await all({ sort: 'priceAsc' }, { token: tokens.buyer });
    const prices = byPrice.map((c) => c.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await all({ sort: 'priceDesc' }, { token: tokens.buyer })).map((c) => c.price!);
    expect(desc).toEqual([...prices].reverse());
    // A visitor, or a buyer not yet approved, would learn the price order: they get the newest first.
    const newest = ids(await all({ sort: 'newest' }));
    expect(newest).not.toEqual(ids(byPrice));
    expect(ids(await all({ sort: 'priceAsc' }))).toEqual(newest);
    expect(ids(await all({ sort: 'priceDesc' }))).toEqual(newest);
    const sales = (await all({ sort: 'sales' })).map((c) => c.qtySold);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(sales[0]).toBeGreaterThan(0);
  });

  it('costs two queries (page and count), whatever the filters; a keyword search three (estimate, settings, page and count together)', async () => {
    await list({ categoryId: await categoryIdByCode(t.database, 'furniture') }); // warms the category tree
    for (const body of [{}, { categoryId: await categoryIdByCode(t.database, 'lighting'), priceMin: 10, pageSize: 100 }]) {
      const queries = await counter.during(() => list(body));
      expect(queries.length, JSON.stringify(body)).toBeLessThanOrEqual(2);
    }
    for (const body of [{ keyword: 'sofa', inStock: true, sort: 'sales' }, { keyword: '沙发 灯', pageIndex: 3 }]) {
      const queries = await counter.during(() => list(body));
      expect(queries.length, JSON.stringify(body)).toBeLessThanOrEqual(3);
      expect(queries[0], JSON.stringify(body)).toMatch(/^explain/);
    }
  });
});

describe('search', () => {
  const names = async (keyword: string, lang = 'en-US') => (await all({ keyword }, { lang })).map((c) => c.name);

  it('finds English words (and word beginnings) in names and descriptions', async () => {
    const sofas = await all({ keyword: 'sofa' });
    expect(sofas.length).toBeGreaterThan(3);
    expect(sofas.every((c) => /sofa/i.test(c.name) || c.categoryName === 'Sofas & Couches')).toBe(true);
    expect(ids(sofas)).toEqual(await listedIds(t.database, sql`g.search_en @@ to_tsquery('simple', 'sofa:*') or g.name_en ilike '%sofa%' or g.item_code ilike '%sofa%'`));
    // Every word must be there (name or description: "Walnut" may be the colour).
    const two = await all({ keyword: 'walnut coffee' });
    expect(two.length).toBeGreaterThan(0);
    expect(two.every((c) => /coffee/i.test(c.name))).toBe(true);
    expect(ids(two)).toEqual(await listedIds(t.database, sql`g.search_en @@ to_tsquery('simple', 'walnut:* & coffee:*') or g.name_en ilike '%walnut coffee%'`));
    expect(ids(await all({ keyword: 'WALNUT Coffee' }))).toEqual(ids(two));
    expect(await names('zzqxv')).toEqual([]);
  });

  /** What a CJK term finds: the term in a Chinese or Japanese name, or in a description with its tags out. */
  const cjkFinds = (term: string) => {
    const p = `%${term}%`;
    return sql`(g.name_zh like ${p} or g.name_ja like ${p}
      or regexp_replace(g.description_zh, '<[^>]*>', ' ', 'g') like ${p} or regexp_replace(g.description_ja, '<[^>]*>', ' ', 'g') like ${p})`;
  };
  const byName = (term: string) => listedIds(t.database, sql`(g.name_zh like ${`%${term}%`} or g.name_ja like ${`%${term}%`})`);

  it('finds part of a Chinese name: one or two characters (phrase) and three or more (trigram)', async () => {
    for (const term of ['沙发', '三人位', '吸顶灯', '椅', '猫爬架']) {
      const found = ids(await all({ keyword: term }, { lang: 'zh-CN' }));
      const named = await byName(term);
      expect(named.length, term).toBeGreaterThan(0);
      // Every goods with the term in its name, in the same order (newest first); descriptions may add more.
      expect(found.filter((id) => named.includes(id)), term).toEqual(named);
      expect(found, term).toEqual(await listedIds(t.database, cjkFinds(term)));
    }
  });

  it('a CJK term with a Latin letter finds its names in either case; one without finds the same goods as ILIKE would', async () => {
    const named = await listedIds(t.database, sql`(g.name_zh ilike '%l型转角%' or g.name_ja ilike '%l型转角%')`);
    expect(named.length).toBeGreaterThan(0);
    for (const term of ['L型转角', 'l型转角']) expect(ids(await all({ keyword: term }, { lang: 'zh-CN' })).filter((id) => named.includes(id)), term).toEqual(named);
    // Without a cased letter the names are tested by LIKE (search.ts, caseless): what ILIKE finds, no more, no less.
    for (const term of ['三人位', 'ソファ', '猫爬架']) {
      const found = ids(await all({ keyword: term }, { lang: 'zh-CN' }));
      const byIlike = await listedIds(t.database, sql`(g.name_zh ilike ${`%${term}%`} or g.name_ja ilike ${`%${term}%`})`);
      expect(found.filter((id) => byIlike.includes(id)), term).toEqual(byIlike);
    }
  });

  it('a 2-character term is the two characters in a row: a name holding them apart is no match', async () => {
    const { nameZh } = await one<{ nameZh: string }>(t.database, sql`select name_zh as "nameZh" from goods where status = 'onSale' and name_zh ~ '^[\u4e00-\u9fff]{4}' order by id limit 1`);
    const [a, , c] = [...nameZh];
    const term = `${a}${c}`;
    const found = ids(await all({ keyword: term }, { lang: 'zh-CN' }));
    expect(found, term).toEqual(await listedIds(t.database, cjkFinds(term)));
    const apart = await listedIds(t.database, sql`g.name_zh like ${`%${a}_${c}%`}`);
    expect(apart.length, term).toBeGreaterThan(0);
    expect(apart.filter((id) => !found.includes(id)).length, term).toBeGreaterThan(0);
  });

  it('finds part of a Japanese name, in any language of the answer', async () => {
    for (const term of ['ソファ', 'ランプ', 'ヨガ', 'ケース']) {
      const found = ids(await all({ keyword: term }, { lang: 'ja-JP' }));
      const named = await byName(term);
      expect(named.length, term).toBeGreaterThan(0);
      expect(found.filter((id) => named.includes(id)), term).toEqual(named);
      expect(found, term).toEqual(await listedIds(t.database, cjkFinds(term)));
    }
    // Found in Japanese, answered in English.
    expect((await all({ keyword: 'ソファ' })).every((c) => /sofa|loveseat|slipcover|conversation/i.test(c.name))).toBe(true);
  });

  it('finds an item code, whole or in part; wildcards are taken literally', async () => {
    const code = (await one<{ code: string }>(t.database, sql`select g.item_code as code from goods g where g.status = 'onSale' and g.item_code like 'ST1002-%' order by g.id limit 1`)).code;
    expect(ids(await all({ keyword: code }))).toEqual(await listedIds(t.database, sql`g.item_code = ${code}`));
    const part = await all({ keyword: 'st1003-00' });
    expect(part.length).toBeGreaterThan(5);
    expect(part.every((c) => c.itemCode.startsWith('ST1003-00'))).toBe(true);
    expect(await all({ keyword: '%' })).toEqual([]);
    expect(await all({ keyword: 'ST1003_00' })).toEqual([]);
  });

  it('combines a keyword with filters', async () => {
    const lighting = await categoryIdByCode(t.database, 'lighting');
    const found = await all({ keyword: '灯', categoryId: lighting, warehouseType: 'platform' }, { lang: 'zh-CN' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.name.includes('灯') && c.warehouseType === 'platform')).toBe(true);
  });

  describe('in Chinese and Japanese descriptions', () => {
    // Words no demo goods has anywhere: given to one goods' descriptions only, never to its names.
    const ZH = { three: '饕餮纹', two: '鎏金', one: '饕' };
    const JA = { three: 'からくり箪笥', two: '箪笥', one: '笥' };
    const ALL_TERMS = [...Object.values(ZH), ...Object.values(JA)];
    const setDescriptions = (id: number, zh: string, ja: string) =>
      t.database.db.execute(sql`update goods set description_zh = ${zh}, description_ja = ${ja} where id = ${id}`);
    let target: number;
    let original: { zh: string; ja: string };
    beforeAll(async () => {
      target = (await listedIds(t.database, sql`g.posted_at < now() - interval '30 days'`))[5]!;
      original = await one<{ zh: string; ja: string }>(t.database, sql`select description_zh as zh, description_ja as ja from goods where id = ${target}`);
    });
    afterAll(() => setDescriptions(target, original.zh, original.ja));

    it('a Chinese or Japanese word found only in a description finds its goods: 1, 2 and 3+ characters', async () => {
      for (const term of ALL_TERMS) expect(await all({ keyword: term }, { lang: 'zh-CN' }), term).toEqual([]);
      await setDescriptions(
        target,
        `<p>仿古${ZH.two}工艺，<strong>${ZH.three}</strong>装饰。</p>${original.zh}`,
        `<p>伝統の<em>${JA.three}</em>を思わせる意匠。</p>${original.ja}`,
      );
      for (const term of ALL_TERMS)
        for (const lang of ['zh-CN', 'ja-JP', 'en-US']) {
          const found = await all({ keyword: term }, { lang });
          expect(ids(found), `${term} ${lang}`).toEqual([target]);
          expect(found[0]!.name).not.toContain(term); // found by its description, not its name
        }
      // With another term: every term is required, wherever each is found (a name and a description).
      const { nameZh } = await one<{ nameZh: string }>(t.database, sql`select name_zh as "nameZh" from goods where id = ${target}`);
      expect(ids(await all({ keyword: `${/[\u4e00-\u9fff]{2}/u.exec(nameZh)![0]} ${ZH.three}` }))).toEqual([target]);
      expect(ids(await all({ keyword: `沙发 ${ZH.three}` }))).toEqual(nameZh.includes('沙发') ? [target] : []);
      // Characters in a row only: both characters of the 2-character word, apart, are no match.
      expect(await all({ keyword: '鎏饕' })).toEqual([]);
      expect(await all({ keyword: '餮纹饕' })).toEqual([]);
    });

    it('tags and their attributes are not searched, in a Chinese or Japanese term', async () => {
      await setDescriptions(
        target,
        `<div><a href="https://example.com/x" title="链接说明">链接</a><strong>${ZH.two}</strong>色</div>${original.zh}`,
        `<ul><li><strong>${JA.two}</strong></li></ul>${original.ja}`,
      );
      expect(ids(await all({ keyword: ZH.two }))).toEqual([target]);
      // "strong" and "div" touch the words in the HTML; with the tags out they are not there.
      for (const keyword of [`strong${ZH.two}`, `div${ZH.two}`, `${ZH.two}strong`, `strong${JA.two}`, `li${JA.two}`, `${JA.two}li`, `title${ZH.two}`])
        expect(await all({ keyword }), keyword).toEqual([]);
      // An attribute's text is not the description's; the link's text is.
      expect(ids(await all({ keyword: '链接说明' }))).not.toContain(target);
      expect(ids(await all({ keyword: '链接' }))).toContain(target);
    });

    it('keeps the order asked for: description and name matches together, newest first or by sales', async () => {
      await setDescriptions(target, `<p>${ZH.two}沙发</p>${original.zh}`, original.ja);
      const byName = await listedIds(t.database, sql`g.name_zh like '%沙发%' or g.name_ja like '%沙发%'`);
      expect(byName).not.toContain(target);
      const newest = ids(await all({ keyword: '沙发' }, { lang: 'zh-CN' }));
      expect(newest).toContain(target);
      // Name matches keep their order; the description match takes its place by date among them.
      expect(newest.filter((id) => id !== target && byName.includes(id))).toEqual(byName);
      expect(newest).toEqual(await listedIds(t.database, sql`g.id = ${target} or g.name_zh like '%沙发%' or g.name_ja like '%沙发%' or g.description_zh like '%沙发%' or g.description_ja like '%沙发%'`));
      const sales = await all({ keyword: '沙发', sort: 'sales' });
      expect(sales.map((c) => c.qtySold)).toEqual(sales.map((c) => c.qtySold).sort((a, b) => b - a));
      expect(new Set(ids(sales))).toEqual(new Set(newest));
    });
  });

  it('splits a keyword into CJK terms and words', () => {
    expect(parseKeyword(' 北欧  sofa ')).toEqual([
      { kind: 'cjk', text: '北欧', chars: ['北', '欧'] },
      { kind: 'latin', text: 'sofa', words: ['sofa'] },
    ]);
    expect(parseKeyword('3-Seater Sofa')).toEqual([{ kind: 'latin', text: '3-Seater Sofa', words: ['3', 'seater', 'sofa'] }]);
    expect(parseKeyword('!!! ???')).toEqual([]);
    expect(parseKeyword('ＳＯＦＡ')[0]).toMatchObject({ kind: 'latin', words: ['sofa'] }); // full-width letters fold
  });

  it("queries the descriptions' pairs of characters: a prefix, a pair, all pairs then a phrase of them", () => {
    expect(pairQueries([...'椅'])).toEqual({ words: "'椅':*", phrase: null });
    expect(pairQueries([...'沙发'])).toEqual({ words: "'沙发'", phrase: null });
    expect(pairQueries([...'三人位'])).toEqual({ words: "'三人' & '人位'", phrase: "'三人' <-> '位':*" });
    expect(pairQueries([...'产品尺寸'])).toEqual({ words: "'产品' & '品尺' & '尺寸'", phrase: "'产品' <-> '尺寸'" });
    expect(pairQueries([...'ととと'])).toEqual({ words: "'とと'", phrase: "'とと' <-> 'と':*" });
    expect(pairQueries(["a'", '\\'])).toEqual({ words: "'a\\'\\\\'", phrase: null });
  });
});

describe('GET /api/v2/goods/{goodsId}', () => {
  it('answers every goods field, in the request language', async () => {
    const id = await goodsWith(sql`g.status = 'onSale' and g.price_mode = 'tiered' and g.original_price_cents is not null and s.status = 'open' and st.available > 0 and (g.specs->'filler') <> 'null'::jsonb`);
    const res = await detail(id, tokens.buyer);
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      goodsId: id,
      status: 'onSale',
      priceMode: 'tiered',
      priceVisibility: 'visible',
      images: expect.arrayContaining([`/api/v2/goods/image/${id}/1.svg`]),
      videoUrl: null,
      files: [{ name: 'Spec sheet (CSV)', url: `/api/v2/goods/file/${id}/spec-sheet.csv` }],
      resourcePackageUrl: `/api/v2/goods/file/${id}/resources.zip`,
      store: { storeCode: expect.stringMatching(/^ST/), closed: false, guarantees: { returnGuarantee: { level: expect.any(String), rate: expect.any(Number) } } },
      productSize: { length: expect.any(Number), width: expect.any(Number), height: expect.any(Number), weight: expect.any(Number) },
      packageSize: { length: expect.any(Number), width: expect.any(Number), height: expect.any(Number), weight: expect.any(Number) },
      mainColor: expect.any(String),
      material: expect.any(String),
      filler: expect.any(String),
      sellingPoints: expect.arrayContaining([expect.any(String)]),
      allowedPlatforms: expect.arrayContaining([expect.any(String)]),
      shipFrom: expect.any(String),
      referenceDays: expect.any(Number),
      logisticsFee: expect.any(Number),
      operatingFee: expect.any(Number),
      storageFee: expect.any(Number),
      discountPercent: expect.any(Number),
    });
    expect(d.images.length).toBeGreaterThanOrEqual(3);
    expect(d.categoryPath.length).toBeGreaterThanOrEqual(2);
    expect(d.categoryPath.at(-1)).toEqual({ categoryId: d.categoryId, categoryName: d.categoryName });
    expect(d.description).toMatch(/^<p>/);
    expect(d.description).not.toMatch(/<script|onerror/i);
    expect(d.shippingAreas[0]).toMatchObject({ code: expect.any(String), name: expect.any(String) });
    expect(d.restrictedPlatforms.every((p) => !d.allowedPlatforms.includes(p))).toBe(true);
    // Tiers: consecutive quantity ranges from the minimum order up, cheaper per unit as they grow.
    expect(d.tiers).toHaveLength(3);
    expect(d.tiers![0]).toMatchObject({ minQty: d.moq, unitPrice: d.priceMax });
    expect(d.tiers![1]!.minQty).toBe(d.tiers![0]!.maxQty! + 1);
    expect(d.tiers![2]).toMatchObject({ maxQty: null, unitPrice: d.price });
    expect(d.originalPrice!).toBeGreaterThan(d.priceMax!);
    expect(d.qtyInStock).toBeGreaterThanOrEqual(d.qtyAvailable);
    const stored = await one<{ min: string; fee: string }>(t.database, sql`select price_min_cents::text as min, logistics_fee_cents::text as fee from goods where id = ${id}`);
    expect(d.price).toBe(Number(stored.min) / 100);
    expect(d.logisticsFee).toBe(Number(stored.fee) / 100);

    const zh = (await detail(id, tokens.buyer, 'zh-CN')).body.data;
    expect(zh.name).not.toBe(d.name);
    expect(zh.name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.files[0]!.name).toBe('规格表（CSV）');
    const ja = (await detail(id, undefined, 'ja-JP')).body.data;
    expect(ja.description).toMatch(/素材：/);
  });

  it('a spot price has no tiers; a style reads as the classification', async () => {
    const id = await goodsWith(sql`g.status = 'onSale' and g.price_mode = 'spot' and g.style = 'nordic'`);
    const d = (await detail(id, tokens.buyer)).body.data;
    expect(d).toMatchObject({ priceMode: 'spot', tiers: [], style: 'nordic', classification: 'Nordic' });
    expect(d.price).toBe(d.priceMax);
    expect((await detail(id, undefined, 'zh-CN')).body.data.classification).toBe('北欧风');
  });

  it('status: sold out is derived from stock; off shelves and violation still open; removed and never listed are 404', async () => {
    const soldOut = await goodsWith(sql`g.status = 'onSale' and st.available = 0`);
    expect((await detail(soldOut)).body.data).toMatchObject({ status: 'soldOut', qtyAvailable: 0 });
    expect((await detail(await goodsWith(sql`g.status = 'offShelves'`))).body.data.status).toBe('offShelves');
    expect((await detail(await goodsWith(sql`g.status = 'violation'`))).body.data.status).toBe('violation');
    for (const status of ['removed', 'toBeShelved']) {
      const res = await detail(await goodsWith(sql`g.status = ${status}`));
      expect(res.statusCode, status).toBe(404);
      expect(res.body.message).toBe('Resource does not exist');
    }
    expect((await detail(99_999_999)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v2/goods/abc')).statusCode).toBe(400);
  });

  it("a closed store's goods are not listed, but their page says the store is closed", async () => {
    const id = await goodsWith(sql`s.status = 'closed' and g.status = 'onSale'`);
    expect((await detail(id)).body.data.store.closed).toBe(true);
    expect(await listedIds(t.database, sql`g.id = ${id}`)).toEqual([]);
    expect(ids(await all({ keyword: (await one<{ code: string }>(t.database, sql`select item_code as code from goods where id = ${id}`)).code }))).toEqual([]);
  });
});

describe('prices follow the viewer (spec section 6)', () => {
  const viewers = [
    ['visitor', undefined, 'login'],
    ['buyer under review', 'pending', 'approval'],
    ['store account', 'seller', 'store'],
    ['operator', 'operator', 'store'],
  ] as const;

  it('an approved buyer gets every amount', async () => {
    const page = await list({ pageSize: 20 }, { token: tokens.buyer });
    expect(page.list.every((c) => c.priceVisibility === 'visible')).toBe(true);
    expect(expectPrices(page)).toBe(40);
  });

  for (const [who, token, visibility] of viewers)
    it(`${who}: no price, tier price, discount or fee anywhere, and priceVisibility '${visibility}'`, async () => {
      const as = token ? tokens[token] : undefined;
      const tiered = await goodsWith(sql`g.status = 'onSale' and g.price_mode = 'tiered' and g.original_price_cents is not null`);
      const answers = [
        await list({ pageSize: 50, sort: 'priceDesc', priceMin: 1 }, { token: as }),
        (await detail(tiered, as)).body.data,
        (await call(t.app, 'GET', '/api/v2/goods/home-sections', { token: as })).body.data,
        (await call(t.app, 'GET', '/api/v2/goods/ranking', { token: as, query: { window: '12m', limit: '30' } })).body.data,
      ];
      for (const data of answers) {
        expect(expectNoPrices(data)).toBeGreaterThan(0);
        expect(JSON.stringify(data)).not.toMatch(/"priceVisibility":"visible"/);
      }
      expect(answers[0].list[0].priceVisibility).toBe(visibility);
      expect(answers[1]).toMatchObject({ priceVisibility: visibility, tiers: null, discountPercent: null, logisticsFee: null });
      // The detail still has everything that is not money.
      expect(answers[1]).toMatchObject({ moq: expect.any(Number), qtyAvailable: expect.any(Number), images: expect.any(Array) });
    });

  it('a cached list is masked per viewer all the same', async () => {
    const cached = await createTestApp({ catalogCacheTtlSeconds: 60 });
    try {
      const buyer = await login(cached.app, DEMO.approvedBuyer);
      const first = await call(cached.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 5 }, token: buyer });
      expect(expectPrices(first.body.data)).toBe(10);
      const visitor = await call(cached.app, 'POST', '/api/v2/goods/list', { body: { pageSize: 5 } });
      expect(ids(visitor.body.data.list)).toEqual(ids(first.body.data.list));
      expect(expectNoPrices(visitor.body.data)).toBe(15);
    } finally {
      await cached.close();
    }
  });
});

describe('GET /api/v2/goods/ranking', () => {
  it('ranks units sold in paid and completed orders of the window; canceled and unpaid never count', async () => {
    const [inside, outside, canceled, unpaid, yearOld] = (
      await rows<{ id: number }>(t.database.db, sql`select g.id from goods g join stores s on s.id = g.store_id where g.status = 'onSale' and s.status = 'open' order by g.id desc limit 5`)
    ).map((r) => r.id) as [number, number, number, number, number];
    await insertOrder(t.database, { goodsId: inside, quantity: 90_000, daysAgo: 10, status: 1 });
    await insertOrder(t.database, { goodsId: outside, quantity: 80_000, daysAgo: 45, status: 2 });
    await insertOrder(t.database, { goodsId: canceled, quantity: 1_000_000, daysAgo: 3, status: 3, paidAt: true });
    await insertOrder(t.database, { goodsId: unpaid, quantity: 1_000_000, daysAgo: 1, status: 0 });
    await insertOrder(t.database, { goodsId: yearOld, quantity: 70_000, daysAgo: 200, status: 2 });
    const ranking = async (window: string) => (await call(t.app, 'GET', '/api/v2/goods/ranking', { query: { window, limit: '10' } })).body.data;

    const d30 = await ranking('30d');
    expect(d30.window).toBe('30d');
    expect(Date.now() - Date.parse(d30.since)).toBeGreaterThan(29 * 86_400_000);
    expect(d30.list[0]).toMatchObject({ goodsId: inside, rank: 1, windowSold: 90_000 });
    expect(ids(d30.list)).not.toContain(outside);
    expect(d30.list.map((g: { rank: number }) => g.rank)).toEqual(d30.list.map((_: unknown, i: number) => i + 1));
    const sold = d30.list.map((g: { windowSold: number }) => g.windowSold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const m3 = await ranking('3m');
    expect(ids(m3.list).slice(0, 2)).toEqual([inside, outside]);
    expect(ids(m3.list)).not.toContain(yearOld);
    const m12 = await ranking('12m');
    expect(ids(m12.list).slice(0, 3)).toEqual([inside, outside, yearOld]);
    for (const r of [d30, m3, m12]) expect(ids(r.list)).not.toContain(canceled), expect(ids(r.list)).not.toContain(unpaid);
    // The demo history alone ranks dozens of goods in every window.
    expect(d30.list).toHaveLength(10);
  });

  it('skips goods no longer listed', async () => {
    const [gone] = (await rows<{ id: number }>(t.database.db, sql`select g.id from goods g where g.status = 'offShelves' order by g.id limit 1`)).map((r) => r.id);
    await insertOrder(t.database, { goodsId: gone!, quantity: 5_000_000, daysAgo: 2, status: 1 });
    const list = (await call(t.app, 'GET', '/api/v2/goods/ranking', { query: { window: '30d', limit: '5' } })).body.data.list;
    expect(ids(list)).not.toContain(gone);
    expect(list).toHaveLength(5);
  });

  it('refuses an unknown window', async () => {
    const res = await call(t.app, 'GET', '/api/v2/goods/ranking', { query: { window: '7d' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('The ranking period must be 30d, 3m or 12m');
  });
});

describe('stores', () => {
  const stores = async (body: Record<string, unknown>, lang?: string) => (await call(t.app, 'POST', '/api/v2/store/list', { body, lang })).body.data;

  it('lists open stores as seller cards: store code, followers, items on sale, a few goods', async () => {
    const page = await stores({ pageSize: 20 });
    expect(page.total).toBe(11); // twelve stores, one closed
    for (const card of page.list) {
      expect(card).toMatchObject({ storeCode: expect.stringMatching(/^ST\d{4}$/), logo: expect.stringMatching(/^data:image\/svg\+xml,/), closed: false, followers: expect.any(Number) });
      const { n } = await one<{ n: number }>(t.database, sql`select count(*)::int as n from goods where store_id = ${card.storeId} and status = 'onSale'`);
      expect(card.itemsCount).toBe(n);
      expect(card.goods.length).toBeGreaterThan(0);
      expect(card.goods.length).toBeLessThanOrEqual(3);
      expect(card.guarantees.returnGuarantee.rate).toBe(card.guarantees.returnGuarantee.level === 'standard' ? 0.7 : 0.6);
      if (card.guarantees.logisticsGuarantee) expect(card.guarantees.logisticsGuarantee.rate).toBe(1);
    }
    expectNoPrices(page);
  });

  it('new stores: newest opened first; featured: the platform picks', async () => {
    const fresh = await stores({ kind: 'new', pageSize: 20 });
    const opened = fresh.list.map((s: { openedAt: string }) => Date.parse(s.openedAt));
    expect(opened).toEqual([...opened].sort((a, b) => b - a));
    const featured = await stores({ kind: 'featured', pageSize: 20 });
    expect(featured.total).toBe(5);
    const codes = (await rows<{ code: string }>(t.database.db, sql`select code from stores where featured and status = 'open'`)).map((r) => r.code).sort();
    expect(featured.list.map((s: { storeCode: string }) => s.storeCode).sort()).toEqual(codes);
    // A store name matches in any of its languages: 照明 is in the Japanese name.
    expect((await stores({ keyword: '照明' }, 'zh-CN')).list.map((s: { storeCode: string }) => s.storeCode)).toEqual(['ST1010']);
    expect((await stores({ keyword: 'lumina' })).list.map((s: { storeCode: string }) => s.storeCode)).toEqual(['ST1010']);
  });

  it('costs three queries per page (stores, count, their goods)', async () => {
    await stores({ pageSize: 5 });
    expect((await counter.during(() => stores({ pageSize: 20, kind: 'new' }))).length).toBeLessThanOrEqual(3);
  });

  it('a store page: card, intro, its category tree; a closed store says closed; unknown is 404', async () => {
    const { id } = await one<{ id: number }>(t.database, sql`select id from stores where code = 'ST1001'`);
    const page = (await call(t.app, 'GET', `/api/v2/store/${id}`, { lang: 'zh-CN' })).body.data;
    expect(page).toMatchObject({ storeId: id, storeCode: 'ST1001', storeName: '佛山舒居家具', closed: false, followedByMe: false });
    expect(page.intro).toMatch(/佛山/);
    expect(page.categories.map((c: { categoryName: string }) => c.categoryName)).toEqual(['客厅', '卧室']);
    expect(page.categories[0].children.length).toBe(2);
    const closed = await one<{ id: number }>(t.database, sql`select id from stores where status = 'closed'`);
    expect((await call(t.app, 'GET', `/api/v2/store/${closed.id}`)).body.data).toMatchObject({ closed: true });
    expect((await call(t.app, 'GET', '/api/v2/store/999999')).statusCode).toBe(404);
  });
});

describe('home and options', () => {
  it('home sections: new arrivals, featured stores, top sellers, categories with their goods', async () => {
    const home = (await call(t.app, 'GET', '/api/v2/goods/home-sections')).body.data;
    expect(ids(home.newArrivals)).toEqual((await listedIds(t.database)).slice(0, 10));
    expect(home.featuredStores.length).toBe(5);
    expect(home.topSellers.length).toBe(10);
    expect(home.topSellers[0].rank).toBe(1);
    expect(home.categories).toHaveLength(10);
    const furniture = home.categories[0];
    expect(furniture).toMatchObject({ categoryName: 'Furniture', image: expect.stringMatching(/^data:image/) });
    expect(furniture.goods.length).toBe(6);
    const subtree = (await all({ categoryId: furniture.categoryId })).slice(0, 6);
    expect(ids(furniture.goods)).toEqual(ids(subtree));
  });

  it('home sections cost a bounded number of queries, however many categories', async () => {
    await call(t.app, 'GET', '/api/v2/goods/home-sections');
    const queries = await counter.during(() => call(t.app, 'GET', '/api/v2/goods/home-sections'));
    expect(queries.length).toBeLessThanOrEqual(10);
  });

  it('filter options are named in the request language', async () => {
    const res = await call(t.app, 'GET', '/api/v2/goods/filter-options', { lang: 'ja-JP' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.data.productTypes).toEqual([
      { code: 'general', name: '一般商品' },
      { code: 'sectional', name: 'セット商品' },
      { code: 'accessory', name: 'アクセサリー' },
    ]);
    expect(res.body.data.warehouseTypes.map((w: { code: string }) => w.code)).toEqual(['selfBuilt', 'platform']);
    expect(res.body.data.sorts.map((w: { code: string }) => w.code)).toEqual(['newest', 'priceAsc', 'priceDesc', 'sales']);
  });
});

describe('pictures and downloads', () => {
  it('serves a goods picture as SVG with its item code, kept for a year', async () => {
    const id = await goodsWith(sql`g.status = 'onSale'`);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/goods/image/${id}/1.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { code } = await one<{ code: string }>(t.database, sql`select item_code as code from goods where id = ${id}`);
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain(code);
    for (const url of [`/api/v2/goods/image/${id}/9.svg`, `/api/v2/goods/image/${id}/1.png`, '/api/v2/goods/image/1/1.svg'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it("a removed goods keeps its picture: the orders that bought it and the operator's console show it", async () => {
    const id = await goodsWith(sql`g.status = 'removed'`);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/goods/image/${id}/1.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<svg /);
    // Its page and the lists still do not show it.
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/goods/${id}` })).json().status).not.toBe(200);
  });

  it('the spec sheet and the resource package download, without any price', async () => {
    const id = await goodsWith(sql`g.status = 'onSale'`);
    const { code, cents } = await one<{ code: string; cents: string }>(t.database, sql`select item_code as code, price_min_cents::text as cents from goods where id = ${id}`);
    const csv = await t.app.inject({ method: 'GET', url: `/api/v2/goods/file/${id}/spec-sheet.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${code}-spec-sheet.csv"`);
    expect(csv.body).toContain(`Item code,${code}`);
    const fields = csv.body.trim().split('\n').map((line) => line.replace(/^\ufeff/, '').split(',')[0]!);
    expect(fields).toContain('Material');
    expect(fields.filter((f) => /price|fee|discount/i.test(f))).toEqual([]);
    expect(csv.body).not.toContain((Number(cents) / 100).toFixed(2));
    const zip = await t.app.inject({ method: 'GET', url: `/api/v2/goods/file/${id}/resources.zip` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.rawPayload.toString('latin1')).toContain(`${code}-1.svg`);
    const unzipped = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(unzipped)).toContain(`${code}-1.svg`);
    expect(Buffer.from(unzipped[`${code}-1.svg`]!).toString('utf8')).toMatch(/^<svg /);
    expect(Buffer.from(unzipped[`${code}-spec-sheet.csv`]!).equals(csv.rawPayload)).toBe(true); // the same sheet as its own download
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/goods/file/${id}/other.txt` })).statusCode).toBe(404);
  });
});

describe('API docs', () => {
  it('lists the catalog endpoints', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/v2/goods/list', '/api/v2/goods/{goodsId}', '/api/v2/goods/ranking', '/api/v2/goods/home-sections', '/api/v2/store/list', '/api/v2/store/{storeId}'])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
