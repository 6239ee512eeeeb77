import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';
import { approvedBuyer, insertGoods } from '../purchase-orders/orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const add = (token: string, goodsId: number, quantity?: number) => call(t.app, 'POST', '/api/v2/shop-cart', { token, body: { goodsId, quantity } });
const list = (token: string, lang?: string) => call(t.app, 'POST', '/api/v2/shop-cart/list', { token, lang });
const count = (token: string) => call(t.app, 'GET', '/api/v2/shop-cart/count', { token });

describe('cart access', () => {
  it('visitor 401, seller 403 (a store cannot buy), unapproved buyer refused for writes and list', async () => {
    const goodsId = await insertGoods(t.database, { available: 5 });
    expect((await call(t.app, 'POST', '/api/v2/shop-cart/list')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v2/shop-cart/count')).statusCode).toBe(401);
    const seller = await login(t.app, DEMO.seller);
    const refused = await add(seller, goodsId);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.data.code).toBe('STORE_CANNOT_BUY');
    const pending = await registerBuyer(t.app);
    expect((await add(pending.token, goodsId)).body.data.code).toBe('NOT_APPROVED');
    expect((await list(pending.token)).statusCode).toBe(403);
    // The badge count is for any buyer.
    expect((await count(pending.token)).body.data).toBe(0);
  });
});

describe('cart lines', () => {
  it('adds a goods (MOQ by default), adds to the same line, groups by store, prices the current step', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 100, moq: 2, tiers: [{ minQty: 1, maxQty: 9, unitPriceCents: 1500 }, { minQty: 10, maxQty: null, unitPriceCents: 1200 }] });
    const first = await add(b.token, g);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ goodsId: g, quantity: 2, unitPrice: 15, amount: 30, purchasable: true, selected: true });
    const second = await add(b.token, g, 8);
    expect(second.body.data).toMatchObject({ cartId: first.body.data.cartId, quantity: 10, unitPrice: 12, amount: 120 });
    const view = await list(b.token);
    expect(view.body.data.stores).toHaveLength(1);
    expect(view.body.data.stores[0].lines).toHaveLength(1);
    expect(view.body.data.summary).toMatchObject({ lineCount: 1, selectedCount: 1, selectedQuantity: 10, selectedAmount: 120, allSelected: true });
    expect((await count(b.token)).body.data).toBe(1);
  });

  it("refuses quantities beyond the stock ('insufficient inventory in the store'), below the MOQ, and goods off the shelves", async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 3, moq: 2 });
    const tooMany = await add(b.token, g, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('insufficient inventory in the store');
    expect((await add(b.token, g, 1)).body.data.code).toBe('CART_BELOW_MOQ');
    const line = (await add(b.token, g, 3)).body.data;
    const over = await call(t.app, 'PUT', '/api/v2/shop-cart', { token: b.token, body: { cartId: line.cartId, quantity: 4 } });
    expect(over.body.data.code).toBe('STOCK_INSUFFICIENT');
    const off = await insertGoods(t.database, { available: 3, status: 'offShelves' });
    const refused = await add(b.token, off);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('product removed from shelves and cannot be purchased');
  });

  it('flags lines that can no longer be bought and never counts them as selected', async () => {
    const b = await approvedBuyer(t);
    const a = await insertGoods(t.database, { available: 5 });
    const c = await insertGoods(t.database, { available: 5 });
    await add(b.token, a, 2);
    await add(b.token, c, 2);
    await t.database.db.execute(sql`update goods set status = 'offShelves' where id = ${a}`);
    await t.database.db.execute(sql`update goods_stock set available = 0 where goods_id = ${c}`);
    const view = (await list(b.token)).body.data;
    const lines = view.stores.flatMap((s: any) => s.lines);
    const byGoods = new Map(lines.map((l: any) => [l.goodsId, l]));
    expect(byGoods.get(a)).toMatchObject({ purchasable: false, invalidReason: 'offShelves', invalidMessage: 'product removed from shelves and cannot be purchased', selected: false });
    expect(byGoods.get(c)).toMatchObject({ purchasable: false, invalidReason: 'soldOut', selected: false });
    expect(view.summary).toMatchObject({ selectedCount: 0, invalidCount: 2, allSelected: false });
  });

  it('selects and unselects one line, a store and all', async () => {
    const b = await approvedBuyer(t);
    const a = await insertGoods(t.database, { available: 5, priceCents: 1000 });
    const c = await insertGoods(t.database, { available: 5, priceCents: 2000 });
    const la = (await add(b.token, a, 1)).body.data;
    await add(b.token, c, 1);
    const one = await call(t.app, 'PUT', '/api/v2/shop-cart', { token: b.token, body: { cartId: la.cartId, selected: false } });
    expect(one.body.data.selected).toBe(false);
    expect((await list(b.token)).body.data.summary).toMatchObject({ selectedCount: 1, selectedAmount: 20, allSelected: false });
    const none = await call(t.app, 'PUT', '/api/v2/shop-cart/select', { token: b.token, body: { selected: false } });
    expect(none.body.data.summary).toMatchObject({ selectedCount: 0, allSelected: false });
    const all = await call(t.app, 'PUT', '/api/v2/shop-cart/select', { token: b.token, body: { selected: true } });
    expect(all.body.data.summary).toMatchObject({ selectedCount: 2, selectedAmount: 30, allSelected: true });
    const store = all.body.data.stores[0].storeId;
    const byStore = await call(t.app, 'PUT', '/api/v2/shop-cart/select', { token: b.token, body: { selected: false, storeId: store } });
    expect(byStore.body.data.summary.selectedCount).toBe(0);
  });

  it('batch adds (skipping what cannot be bought), batch deletes and deletes one line', async () => {
    const b = await approvedBuyer(t);
    const a = await insertGoods(t.database, { available: 5 });
    const c = await insertGoods(t.database, { available: 5 });
    const off = await insertGoods(t.database, { available: 5, status: 'offShelves' });
    const batch = await call(t.app, 'POST', '/api/v2/shop-cart/batch', { token: b.token, body: { items: [{ goodsId: a }, { goodsId: c, quantity: 2 }, { goodsId: off }] } });
    expect(batch.body.data).toMatchObject({ added: [a, c], count: 2 });
    expect(batch.body.data.skipped).toEqual([{ goodsId: off, reason: 'product removed from shelves and cannot be purchased' }]);
    const lines = (await list(b.token)).body.data.stores.flatMap((s: any) => s.lines);
    const empty = await call(t.app, 'DELETE', '/api/v2/shop-cart/batch', { token: b.token, body: { cartIds: [] } });
    expect(empty.body.message).toBe('you did not select an item');
    const del = await call(t.app, 'DELETE', `/api/v2/shop-cart/${lines[0].cartId}`, { token: b.token });
    expect(del.body.data).toEqual({ count: 1 });
    const rest = await call(t.app, 'DELETE', '/api/v2/shop-cart/batch', { token: b.token, body: { cartIds: [lines[1].cartId] } });
    expect(rest.body.data).toEqual({ count: 0 });
  });

  it('moves lines to favourites', async () => {
    const b = await approvedBuyer(t);
    const a = await insertGoods(t.database, { available: 5 });
    const line = (await add(b.token, a, 1)).body.data;
    const moved = await call(t.app, 'POST', '/api/v2/shop-cart/move-to-favorites', { token: b.token, body: { cartIds: [line.cartId] } });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data).toEqual({ count: 0 });
    const state = await call(t.app, 'GET', `/api/v2/favorite-product/${a}`, { token: b.token });
    expect(state.body.data.favorited).toBe(true);
    // A line whose goods was since removed leaves the cart; the goods is not saved.
    const c = await insertGoods(t.database, { available: 5 });
    const gone = (await add(b.token, c, 1)).body.data;
    await t.database.db.execute(sql`update goods set status = 'removed' where id = ${c}`);
    const again = await call(t.app, 'POST', '/api/v2/shop-cart/move-to-favorites', { token: b.token, body: { cartIds: [gone.cartId] } });
    expect(again.body.data).toEqual({ count: 0 });
    expect((await call(t.app, 'GET', `/api/v2/favorite-product/${c}`, { token: b.token })).statusCode).toBe(404);
  });

  it("another buyer's cart id is 404 and stays untouched", async () => {
    const owner = await approvedBuyer(t);
    const other = await approvedBuyer(t);
    const a = await insertGoods(t.database, { available: 5 });
    const line = (await add(owner.token, a, 2)).body.data;
    expect((await call(t.app, 'PUT', '/api/v2/shop-cart', { token: other.token, body: { cartId: line.cartId, quantity: 1 } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/v2/shop-cart/${line.cartId}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/v2/shop-cart/batch', { token: other.token, body: { cartIds: [line.cartId] } })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/v2/shop-cart/move-to-favorites', { token: other.token, body: { cartIds: [line.cartId] } })).statusCode).toBe(404);
    expect((await list(other.token)).body.data.stores).toEqual([]);
    const mine = (await list(owner.token)).body.data.stores[0].lines[0];
    expect(mine).toMatchObject({ cartId: line.cartId, quantity: 2 });
  });
});
