import { toE164 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryIdByCode, expectNoPrices, expectPrices, one } from '../../../test/catalog';
import { call, createTestApp, DEMO, login, queryCounter, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';

let t: TestApp;
const counter = queryCounter();
const tokens = { buyer: '', other: '', pending: '', seller: '', operator: '' };
const users = { buyer: 0, other: 0 };
beforeAll(async () => {
  t = await createTestApp({ catalogCacheTtlSeconds: 0 }, undefined, { logger: counter.logger });
  // 13800002001 is one of the demo history's wholesale customers: an approved buyer too.
  [tokens.buyer, tokens.other, tokens.pending, tokens.seller, tokens.operator] = await Promise.all([
    login(t.app, DEMO.approvedBuyer),
    login(t.app, '13800002001'),
    login(t.app, DEMO.pendingBuyer),
    login(t.app, DEMO.seller),
    login(t.app, DEMO.operator),
  ]);
  users.buyer = (await one<{ id: number }>(t.database, sql`select id from users where mobile = ${toE164(DEMO.approvedBuyer)}`)).id;
  users.other = (await one<{ id: number }>(t.database, sql`select id from users where mobile = '+8613800002001'`)).id;
});
afterAll(() => t.close());

/** Listed goods ids, a few at a time, never the same twice in this file. */
const used = new Set<number>([0]);
const listed = async (n: number, condition = sql`true`) => {
  const found = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select g.id from goods g join stores s on s.id = g.store_id
          where g.status = 'onSale' and s.status = 'open' and (${condition}) and g.id not in (${sql.join([...used].map((id) => sql`${id}`), sql`, `)})
          order by g.id limit ${n}`,
    )
  ).map((r) => r.id);
  found.forEach((id) => used.add(id));
  expect(found).toHaveLength(n);
  return found;
};
const goodsWithStatus = async (status: string) => (await one<{ id: number }>(t.database, sql`select id from goods where status = ${status} order by id limit 1`)).id;
const saved = async (userId: number) =>
  (await rows<{ goodsId: number }>(t.database.db, sql`select goods_id as "goodsId" from favorite_goods where user_id = ${userId} order by goods_id`)).map((r) => r.goodsId);
const followed = async (userId: number) =>
  (await rows<{ storeId: number }>(t.database.db, sql`select store_id as "storeId" from favorite_stores where user_id = ${userId} order by store_id`)).map((r) => r.storeId);
const add = (token: string, goodsIds: unknown) => call(t.app, 'POST', '/api/v2/favorite-product/batch', { token, body: { goodsIds } });

describe('who may use favourites and follows', () => {
  const calls = [
    ['POST', '/api/v2/favorite-product/batch', { goodsIds: [100001] }],
    ['DELETE', '/api/v2/favorite-product/batch', { goodsIds: [100001] }],
    ['GET', '/api/v2/favorite-product/list', undefined],
    ['GET', '/api/v2/favorite-product/filter-options', undefined],
    ['GET', '/api/v2/favorite-product/100001', undefined],
    ['DELETE', '/api/v2/favorite-product/100001', undefined],
    ['PUT', '/api/v2/favorite-store/1', undefined],
    ['DELETE', '/api/v2/favorite-store/1', undefined],
    ['GET', '/api/v2/favorite-store/list', undefined],
  ] as const;

  it('a visitor is asked to sign in (401)', async () => {
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method, url, { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe('Authentication failed, cannot access system resources');
    }
  });

  it('a store account and an operator are refused (403) and change nothing', async () => {
    for (const token of [tokens.seller, tokens.operator])
      for (const [method, url, body] of calls) expect((await call(t.app, method, url, { body, token })).statusCode, `${method} ${url}`).toBe(403);
    const { n } = await one<{ n: number }>(t.database, sql`select (select count(*) from favorite_goods f join users u on u.id = f.user_id where u.role <> 'buyer') + (select count(*) from favorite_stores f join users u on u.id = f.user_id where u.role <> 'buyer') as n`);
    expect(Number(n)).toBe(0);
  });

  it('a buyer under review may keep favourites (prices stay hidden there)', async () => {
    const [id] = await listed(1);
    expect((await add(tokens.pending, [id])).statusCode).toBe(200);
    const page = (await call(t.app, 'GET', '/api/v2/favorite-product/list', { token: tokens.pending })).body.data;
    expect(page.list[0]).toMatchObject({ goodsId: id, priceVisibility: 'approval', price: null });
    expect(expectNoPrices(page)).toBeGreaterThan(0);
  });
});

describe('saved goods', () => {
  it('saves several goods at once; saving again is harmless', async () => {
    const ids = await listed(3);
    expect((await add(tokens.buyer, ids)).body.data).toEqual({ added: 3 });
    expect((await add(tokens.buyer, [...ids, ids[0]])).body.data).toEqual({ added: 0 });
    expect(await saved(users.buyer)).toEqual(expect.arrayContaining(ids));
    for (const id of ids) expect((await call(t.app, 'GET', `/api/v2/favorite-product/${id}`, { token: tokens.buyer })).body.data).toEqual({ goodsId: id, favorited: true });
  });

  it('an unknown, removed or never listed goods is 404 and nothing is saved', async () => {
    const [ok] = await listed(1);
    for (const bad of [99_999_999, await goodsWithStatus('removed'), await goodsWithStatus('toBeShelved')]) {
      const res = await add(tokens.buyer, [ok, bad]);
      expect(res.statusCode, String(bad)).toBe(404);
      expect(res.body.message).toBe('Resource does not exist');
    }
    expect(await saved(users.buyer)).not.toContain(ok);
    // Goods taken off shelves may still be saved: their page still opens.
    expect((await add(tokens.buyer, [await goodsWithStatus('offShelves')])).statusCode).toBe(200);
  });

  it('an empty selection is refused with the spec text', async () => {
    const empty = await add(tokens.buyer, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('you did not select an item');
    const none = await call(t.app, 'DELETE', '/api/v2/favorite-product/batch', { token: tokens.buyer, body: { goodsIds: [] } });
    expect(none.body.message).toBe('you did not select a favorite');
    expect((await add(tokens.buyer, Array.from({ length: 101 }, (_, i) => 100001 + i))).statusCode).toBe(400);
    expect((await add(tokens.buyer, ['x'])).statusCode).toBe(400);
  });

  it("another buyer's favourites can be neither read nor removed: 404, and they stay", async () => {
    const [mine, theirs] = await listed(2);
    await add(tokens.buyer, [mine]);
    await add(tokens.other, [theirs]);
    expect((await call(t.app, 'GET', `/api/v2/favorite-product/${theirs}`, { token: tokens.buyer })).body.data).toEqual({ goodsId: theirs, favorited: false });
    const one = await call(t.app, 'DELETE', `/api/v2/favorite-product/${theirs}`, { token: tokens.buyer });
    expect(one.statusCode).toBe(404);
    const batch = await call(t.app, 'DELETE', '/api/v2/favorite-product/batch', { token: tokens.buyer, body: { goodsIds: [mine, theirs] } });
    expect(batch.statusCode).toBe(404);
    // All or nothing: the buyer's own one is still saved too.
    expect(await saved(users.buyer)).toContain(mine);
    expect(await saved(users.other)).toContain(theirs);
    const list = (await call(t.app, 'GET', '/api/v2/favorite-product/list', { token: tokens.buyer, query: { pageSize: '100' } })).body.data;
    expect(list.list.map((g: { goodsId: number }) => g.goodsId)).not.toContain(theirs);
  });

  it('removes one or several of the own', async () => {
    const [a, b, c] = await listed(3);
    await add(tokens.buyer, [a, b, c]);
    expect((await call(t.app, 'DELETE', `/api/v2/favorite-product/${a}`, { token: tokens.buyer })).body.data).toEqual({ removed: 1 });
    expect((await call(t.app, 'DELETE', `/api/v2/favorite-product/${a}`, { token: tokens.buyer })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/v2/favorite-product/batch', { token: tokens.buyer, body: { goodsIds: [b, c] } })).body.data).toEqual({ removed: 2 });
    expect(await saved(users.buyer)).not.toEqual(expect.arrayContaining([a]));
    expect((await call(t.app, 'GET', `/api/v2/favorite-product/${b}`, { token: tokens.buyer })).body.data.favorited).toBe(false);
    expect((await call(t.app, 'GET', '/api/v2/favorite-product/99999999', { token: tokens.buyer })).statusCode).toBe(404);
  });
});

describe('the saved goods list', () => {
  let buyer: string;
  let buyerId: number;
  const lighting = () => categoryIdByCode(t.database, 'lighting');
  const sofas = () => categoryIdByCode(t.database, 'sofas');
  beforeAll(async () => {
    // A buyer of its own, so that counts are exact.
    buyer = await login(t.app, '13800002002');
    buyerId = (await one<{ id: number }>(t.database, sql`select id from users where mobile = '+8613800002002'`)).id;
    const lamps = await listed(3, sql`g.category_id in (select id from product_categories where code in ('ceiling-lights', 'table-lamps'))`);
    const sofa = await listed(2, sql`g.category_id = (select id from product_categories where code = 'sofas')`);
    for (const id of [...lamps, ...sofa]) await add(buyer, [id]); // one by one: saved at different times
    const off = (await one<{ id: number }>(t.database, sql`select id from goods where status = 'offShelves' order by id desc limit 1`)).id;
    await add(buyer, [off]);
  });
  const page = (query: Record<string, string> = {}) => call(t.app, 'GET', '/api/v2/favorite-product/list', { token: buyer, query });

  it('answers goods cards with category and store, newest saved first, prices for an approved buyer', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ total: 6, pageIndex: 1, pageSize: 10 });
    const list = res.body.data.list;
    expect(list[0].status).toBe('offShelves');
    const times = list.map((g: { favoritedAt: string }) => Date.parse(g.favoritedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const g of list) expect(g).toMatchObject({ categoryId: expect.any(Number), categoryName: expect.any(String), storeId: expect.any(Number), storeName: expect.any(String), priceVisibility: 'visible' });
    expect(expectPrices(res.body.data)).toBe(12);
    expect((await page({ pageSize: '2', pageIndex: '3' })).body.data.list).toHaveLength(2);
  });

  it('filters by category (a top-level one includes its sub-categories), store and keyword', async () => {
    const byLighting = (await page({ categoryId: String(await lighting()) })).body.data;
    expect(byLighting.total).toBe(3);
    expect((await page({ categoryId: String(await sofas()) })).body.data.total).toBe(2);
    const store = (await one<{ id: number }>(t.database, sql`select id from stores where code = 'ST1010'`)).id;
    const byStore = (await page({ storeId: String(store) })).body.data;
    expect(byStore.total).toBe(3);
    expect(byStore.list.every((g: { storeId: number }) => g.storeId === store)).toBe(true);
    const zh = (await call(t.app, 'GET', '/api/v2/favorite-product/list', { token: buyer, query: { keyword: '灯' }, lang: 'zh-CN' })).body.data;
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.list.every((g: { name: string }) => g.name.includes('灯'))).toBe(true);
  });

  it('gives the filter choices: top-level categories and stores with counts', async () => {
    const options = (await call(t.app, 'GET', '/api/v2/favorite-product/filter-options', { token: buyer, lang: 'zh-CN' })).body.data;
    const lightingId = await lighting();
    expect(options.categories).toEqual(
      expect.arrayContaining([
        { categoryId: lightingId, categoryName: '灯具照明', count: 3 },
        { categoryId: await categoryIdByCode(t.database, 'furniture'), categoryName: '家具', count: expect.any(Number) },
      ]),
    );
    expect(options.categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(6);
    expect(options.stores.find((s: { storeName: string }) => s.storeName === '中山流明灯饰')).toMatchObject({ count: 3 });
  });

  it('hides goods that were removed since they were saved', async () => {
    const [id] = await listed(1);
    await add(buyer, [id]);
    expect((await page()).body.data.total).toBe(7);
    await t.database.db.execute(sql`update goods set status = 'removed' where id = ${id}`);
    expect((await page()).body.data.total).toBe(6);
    // Still its own: it can be removed, and the state says so.
    expect((await call(t.app, 'GET', `/api/v2/favorite-product/${id}`, { token: buyer })).body.data).toEqual({ goodsId: id, favorited: true });
    expect((await call(t.app, 'DELETE', `/api/v2/favorite-product/${id}`, { token: buyer })).statusCode).toBe(200);
    expect(await saved(buyerId)).not.toContain(id);
  });

  it('costs two queries per page (and the session lookup), whatever its size', async () => {
    await page();
    expect((await counter.during(() => page({ pageSize: '100' }))).length).toBeLessThanOrEqual(1 + 2);
    expect((await counter.during(() => call(t.app, 'GET', '/api/v2/favorite-product/filter-options', { token: buyer }))).length).toBeLessThanOrEqual(1 + 2);
  });
});

describe('followed stores (My Sellers)', () => {
  const storeId = (code: string) => one<{ id: number }>(t.database, sql`select id from stores where code = ${code}`).then((r) => r.id);
  const follow = (token: string, id: number) => call(t.app, 'PUT', `/api/v2/favorite-store/${id}`, { token });

  it('follows a store; following again is harmless; the count follows', async () => {
    const id = await storeId('ST1005');
    const first = await follow(tokens.buyer, id);
    expect(first.body.data).toMatchObject({ storeId: id, followed: true });
    const again = await follow(tokens.buyer, id);
    expect(again.body.data.followers).toBe(first.body.data.followers);
    expect((await follow(tokens.other, id)).body.data.followers).toBe(first.body.data.followers + 1);
    const page = (await call(t.app, 'GET', `/api/v2/store/${id}`, { token: tokens.buyer })).body.data;
    expect(page).toMatchObject({ followedByMe: true, followers: first.body.data.followers + 1 });
    expect((await call(t.app, 'GET', `/api/v2/store/${id}`)).body.data.followedByMe).toBe(false);
    expect((await call(t.app, 'GET', `/api/v2/store/${id}`, { token: tokens.seller })).body.data.followedByMe).toBe(false);
  });

  it('unfollows only a store the buyer follows; others keep theirs', async () => {
    const id = await storeId('ST1006');
    await follow(tokens.other, id);
    const res = await call(t.app, 'DELETE', `/api/v2/favorite-store/${id}`, { token: tokens.buyer });
    expect(res.statusCode).toBe(404);
    expect(await followed(users.other)).toContain(id);
    await follow(tokens.buyer, id);
    const done = await call(t.app, 'DELETE', `/api/v2/favorite-store/${id}`, { token: tokens.buyer });
    expect(done.body.data).toMatchObject({ storeId: id, followed: false });
    expect(await followed(users.buyer)).not.toContain(id);
    expect(await followed(users.other)).toContain(id);
  });

  it('an unknown store is 404; a closed one may be followed and says closed', async () => {
    expect((await follow(tokens.buyer, 999_999)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', '/api/v2/favorite-store/abc', { token: tokens.buyer })).statusCode).toBe(400);
    const closed = await storeId('ST1012');
    expect((await follow(tokens.buyer, closed)).statusCode).toBe(200);
    const list = (await call(t.app, 'GET', '/api/v2/favorite-store/list', { token: tokens.buyer })).body.data;
    expect(list.list[0]).toMatchObject({ storeId: closed, storeCode: 'ST1012', closed: true, followedAt: expect.any(String) });
  });

  it('lists the followed stores as seller cards, newest followed first, only the own', async () => {
    const buyer = await login(t.app, '13800002003');
    for (const code of ['ST1002', 'ST1007', 'ST1010']) await follow(buyer, await storeId(code));
    const list = (await call(t.app, 'GET', '/api/v2/favorite-store/list', { token: buyer })).body.data;
    expect(list.total).toBe(3);
    expect(list.list.map((s: { storeCode: string }) => s.storeCode)).toEqual(['ST1010', 'ST1007', 'ST1002']);
    for (const s of list.list) expect(s).toMatchObject({ followers: expect.any(Number), itemsCount: expect.any(Number), goods: expect.any(Array), logo: expect.any(String) });
    // The session, the page, the count, the goods of every store of the page.
    expect((await counter.during(() => call(t.app, 'GET', '/api/v2/favorite-store/list', { token: buyer }))).length).toBeLessThanOrEqual(1 + 3);
  });
});
