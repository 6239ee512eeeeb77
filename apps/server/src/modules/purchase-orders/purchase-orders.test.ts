import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';
import { approvedBuyer, couponTemplate, insertGoods, makeOverdue, stockOf, submit } from './orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const preview = (token: string, body: object, lang?: string) => call(t.app, 'POST', '/api/v2/purchase-order/checkout-preview', { token, body, lang });
const detail = (token: string, orderNo: string, lang?: string) => call(t.app, 'GET', `/api/v2/purchase-order/${orderNo}`, { token, lang });
const addToCart = (token: string, goodsId: number, quantity: number) => call(t.app, 'POST', '/api/v2/shop-cart', { token, body: { goodsId, quantity } });
let keys = 0;
const key = () => `key-${++keys}`;

/** An own shipping address through the account API (the first country, state and city of the region tree). */
async function ownAddress(token: string): Promise<number> {
  const tree = (await call(t.app, 'GET', '/api/v2/region/tree')).body.data;
  const country = tree.find((c: any) => c.children?.length) ?? tree[0];
  const state = country.children?.[0];
  const city = state?.children?.[0];
  const res = await call(t.app, 'POST', '/api/v2/customer/address', {
    token,
    body: { receiver: 'Pat Lee', mobile: '(512) 555-1234', email: 'pat@example.com', countryId: country.regionId, stateId: state?.regionId ?? country.regionId, cityId: city?.regionId ?? null, zipCode: '78701', address: '100 Main St' },
  });
  if (res.statusCode !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.addressId;
}

describe('checkout access', () => {
  it('visitor 401, seller 403, unapproved buyer refused; the list and detail need a buyer', async () => {
    const g = await insertGoods(t.database, { available: 5 });
    expect((await call(t.app, 'POST', '/api/v2/purchase-order/checkout-preview', { body: { goodsId: g, quantity: 1 } })).statusCode).toBe(401);
    const seller = await login(t.app, DEMO.seller);
    expect((await preview(seller, { goodsId: g, quantity: 1 })).body.data.code).toBe('STORE_CANNOT_BUY');
    expect((await submit(t, seller, { goodsId: g, quantity: 1 }, key())).statusCode).toBe(403);
    const pending = await registerBuyer(t.app);
    expect((await submit(t, pending.token, { goodsId: g, quantity: 1 }, key())).body.data.code).toBe('NOT_APPROVED');
    expect((await call(t.app, 'GET', '/api/v2/purchase-order/list')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: seller })).statusCode).toBe(403);
  });
});

describe('checkout preview', () => {
  it('prices selected cart lines per store: tier step, inventory mode has no freight or fees', async () => {
    const b = await approvedBuyer(t);
    const g1 = await insertGoods(t.database, { available: 50, tiers: [{ minQty: 1, maxQty: 9, unitPriceCents: 1000 }, { minQty: 10, maxQty: null, unitPriceCents: 800 }], logisticsFeeCents: 250, operatingFeeCents: 100 });
    const g2 = await insertGoods(t.database, { available: 50, priceCents: 1999, storeOwnerMobile: '13800000003' });
    await addToCart(b.token, g1, 10);
    await addToCart(b.token, g2, 1);
    const p = await preview(b.token, {});
    expect(p.statusCode).toBe(200);
    expect(p.body.data.deliveryMode).toBe('inventory');
    expect(p.body.data.summary).toEqual({ goodsAmount: 99.99, discount: 0, freight: 0, fees: 0, total: 99.99, quantity: 11 });
    expect(p.body.data.orders).toHaveLength(1);
    expect(p.body.data.orders[0].lines.find((l: any) => l.goodsId === g1)).toMatchObject({ quantity: 10, unitPrice: 8, amount: 80 });
  });

  it('ship mode: address required, consignee from an own address, freight = logistics fee x quantity, fees = operating fee x quantity', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 50, priceCents: 1000, logisticsFeeCents: 250, operatingFeeCents: 100 });
    const noAddress = await preview(b.token, { goodsId: g, quantity: 3, deliveryMode: 'ship' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body.message).toBe('Please choose a shipping address');
    const addressId = await ownAddress(b.token);
    const p = await preview(b.token, { goodsId: g, quantity: 3, deliveryMode: 'ship', addressId });
    expect(p.body.data.summary).toEqual({ goodsAmount: 30, discount: 0, freight: 7.5, fees: 3, total: 40.5, quantity: 3 });
    expect(p.body.data.consignee).toMatchObject({ name: 'Pat Lee', phone: '+15125551234', email: 'pat@example.com' });
    const other = await approvedBuyer(t);
    expect((await preview(other.token, { goodsId: g, quantity: 3, deliveryMode: 'ship', addressId })).statusCode).toBe(404);
  });

  it("refuses goods off the shelves and quantities beyond the stock, with the spec's messages; nothing selected", async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 2 });
    const short = await preview(b.token, { goodsId: g, quantity: 3 });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe('insufficient inventory in the store');
    const off = await insertGoods(t.database, { available: 2, status: 'offShelves' });
    expect((await preview(b.token, { goodsId: off, quantity: 1 })).body.message).toBe('product removed from shelves and cannot be purchased');
    expect((await preview(b.token, {})).body.data.code).toBe('CART_NOTHING_SELECTED');
  });
});

describe('submit', () => {
  it('needs an Idempotency-Key; creates one order per store, reserves stock, removes the bought lines, sets the deadline', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 10, priceCents: 500 });
    const keep = await insertGoods(t.database, { available: 10, priceCents: 700 });
    await addToCart(b.token, g, 4);
    const kept = (await addToCart(b.token, keep, 1)).body.data;
    await call(t.app, 'PUT', '/api/v2/shop-cart', { token: b.token, body: { cartId: kept.cartId, selected: false } });
    const noKey = await call(t.app, 'POST', '/api/v2/purchase-order/submit', { token: b.token, body: { remark: 'Leave at dock 3' } });
    expect(noKey.body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const before = Date.now();
    const res = await submit(t, b.token, { remark: 'Leave at dock 3' }, key());
    expect(res.statusCode).toBe(200);
    expect(res.body.data.orderNos).toHaveLength(1);
    expect(res.body.data.totalAmount).toBe(20);
    const deadline = new Date(res.body.data.payDeadline).getTime();
    expect(deadline - before).toBeGreaterThan(29 * 60_000);
    expect(deadline - before).toBeLessThan(31 * 60_000);
    expect(await stockOf(t.database, g)).toMatchObject({ available: 6, blocked: 4 });
    const cart = await call(t.app, 'POST', '/api/v2/shop-cart/list', { token: b.token });
    expect(cart.body.data.stores.flatMap((s: any) => s.lines).map((l: any) => l.goodsId)).toEqual([keep]);
    const d = await detail(b.token, res.body.data.orderNos[0]);
    expect(d.body.data).toMatchObject({ status: 0, statusText: 'To be paid', deliveryMode: 'inventory', shipState: null, remark: 'Leave at dock 3', total: 20, actions: ['pay', 'cancel', 'buyAgain'] });
    expect(d.body.data.items[0]).toMatchObject({ goodsId: g, unitPrice: 5, quantity: 4, amount: 20, name: expect.stringContaining('Test goods') });
    expect(d.body.data.items[0].itemCode).toMatch(/^T-/);
  });

  it('a replay of the same key answers the same orders; the same key with another body is refused', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 10 });
    const k = key();
    const first = await submit(t, b.token, { goodsId: g, quantity: 2 }, k);
    const again = await submit(t, b.token, { goodsId: g, quantity: 2 }, k);
    expect(again.body.data).toEqual(first.body.data);
    const other = await submit(t, b.token, { goodsId: g, quantity: 3 }, k);
    expect(other.statusCode).toBe(409);
    expect(other.body.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await stockOf(t.database, g)).toMatchObject({ available: 8, blocked: 2 });
  });
});

describe('purchase orders', () => {
  it('lists own orders by status tab, period and order number, paginated; another buyer sees none of them', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 50 });
    const nos: string[] = [];
    for (let i = 0; i < 3; i++) nos.push((await submit(t, b.token, { goodsId: g, quantity: 1 }, key())).body.data.orderNos[0]);
    await call(t.app, 'POST', `/api/v2/purchase-order/${nos[0]}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
    await t.database.db.execute(sql`update purchase_orders set created_at = now() - interval '40 days' where order_no = ${nos[1]}`);
    const all = await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: b.token, query: { pageSize: '2' } });
    expect(all.body.data).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2 });
    expect(all.body.data.list).toHaveLength(2);
    const canceled = await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: b.token, query: { status: '3' } });
    expect(canceled.body.data.list.map((o: any) => o.orderNo)).toEqual([nos[0]]);
    const week = await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: b.token, query: { period: 'week' } });
    expect(week.body.data.list.map((o: any) => o.orderNo).sort()).toEqual([nos[0], nos[2]].sort());
    const quarter = await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: b.token, query: { period: '3months' } });
    expect(quarter.body.data.total).toBe(3);
    const byNo = await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: b.token, query: { orderNo: nos[2]!.slice(-8) } });
    expect(byNo.body.data.list.map((o: any) => o.orderNo)).toEqual([nos[2]]);
    const other = await approvedBuyer(t);
    expect((await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: other.token })).body.data.total).toBe(0);
    expect((await detail(other.token, nos[2]!)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/v2/purchase-order/${nos[2]}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: other.token })).statusCode).toBe(404);
    expect((await detail(b.token, nos[2]!)).body.data.status).toBe(0);
  });

  it("cancels an order to be paid once ('Cancel Success'): stock back; a retry answers the same; a paid order is refused", async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 5 });
    const no = (await submit(t, b.token, { goodsId: g, quantity: 3 }, key())).body.data.orderNos[0];
    const res = await call(t.app, 'POST', `/api/v2/purchase-order/${no}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Cancel Success');
    expect(res.body.data).toMatchObject({ status: 3, cancelReason: 'buyer', actions: ['buyAgain'] });
    expect(await stockOf(t.database, g)).toMatchObject({ available: 5, blocked: 0 });
    const again = await call(t.app, 'POST', `/api/v2/purchase-order/${no}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({ status: 3, cancelReason: 'buyer' });
    expect(await stockOf(t.database, g)).toMatchObject({ available: 5, blocked: 0 });
    const paid = (await submit(t, b.token, { goodsId: g, quantity: 1 }, key())).body.data.orderNos[0];
    await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, b.user.id, [paid], { payWay: 5, paymentNo: 'PC' }));
    expect((await call(t.app, 'POST', `/api/v2/purchase-order/${paid}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token })).body.data.code).toBe('ORDER_INVALID_TRANSITION');
    expect(await stockOf(t.database, g)).toMatchObject({ available: 4, blocked: 0, sold: 1 });
  });

  it('an unpaid order past its deadline cancels itself when read and by the sweeper, releasing stock once', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 5 });
    const read = (await submit(t, b.token, { goodsId: g, quantity: 1 }, key())).body.data.orderNos[0];
    const swept = (await submit(t, b.token, { goodsId: g, quantity: 2 }, key())).body.data.orderNos[0];
    await makeOverdue(t.database, read);
    expect((await detail(b.token, read)).body.data).toMatchObject({ status: 3, cancelReason: 'expired' });
    expect(await stockOf(t.database, g)).toMatchObject({ available: 3, blocked: 2 });
    await makeOverdue(t.database, swept);
    expect(await t.app.services.purchaseOrders.expireOverdue()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.purchaseOrders.expireOverdue()).toBe(0);
    expect(await stockOf(t.database, g)).toMatchObject({ available: 5, blocked: 0 });
    expect((await detail(b.token, swept)).body.data.status).toBe(3);
  });

  it('buy again adds the goods of an own order to the cart', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 10 });
    const no = (await submit(t, b.token, { goodsId: g, quantity: 2 }, key())).body.data.orderNos[0];
    const res = await call(t.app, 'POST', `/api/v2/purchase-order/${no}/buy-again`, { token: b.token });
    expect(res.body.data).toEqual({ count: 1 });
    const other = await approvedBuyer(t);
    expect((await call(t.app, 'POST', `/api/v2/purchase-order/${no}/buy-again`, { token: other.token })).statusCode).toBe(404);
  });
});

describe('payment interface', () => {
  it('payable locks own unpaid orders; markPaid to inventory completes, credits inventory, sells the stock; paying again throws and changes nothing', async () => {
    const b = await approvedBuyer(t);
    const other = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 10, priceCents: 1250 });
    const no = (await submit(t, b.token, { goodsId: g, quantity: 4 }, key())).body.data.orderNos[0];
    const po = t.app.services.purchaseOrders;
    await expect(t.database.db.transaction((tx) => po.payable(tx, other.user.id, [no]))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const payable = await t.database.db.transaction((tx) => po.payable(tx, b.user.id, [no]));
    expect(payable).toMatchObject({ amountCents: 5000, orders: [{ orderNo: no, totalCents: 5000 }] });
    await t.database.db.transaction((tx) => po.purpose.settle(tx, b.user.id, [no], { payWay: 5, paymentNo: 'P1' }));
    const d = (await detail(b.token, no)).body.data;
    expect(d).toMatchObject({ status: 2, payWay: 5, paymentNo: 'P1', statusText: 'Completed', actions: ['buyAgain'] });
    expect(await stockOf(t.database, g)).toMatchObject({ available: 6, blocked: 0, sold: 4 });
    expect(await t.app.services.inventory.holding(b.user.id, g)).toEqual({ qtyAvailable: 4, qtyBlocked: 0 });
    await expect(t.database.db.transaction((tx) => po.purpose.settle(tx, b.user.id, [no], { payWay: 5, paymentNo: 'P2' }))).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    await expect(t.database.db.transaction((tx) => po.markPaid(tx, [payable.orders[0]!.id], { payWay: 5, paymentNo: 'P3' }))).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    expect(await t.app.services.inventory.holding(b.user.id, g)).toEqual({ qtyAvailable: 4, qtyBlocked: 0 });
    expect((await detail(b.token, no)).body.data.paymentNo).toBe('P1');
  });

  it('an overdue or canceled order cannot be paid', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 10 });
    const no = (await submit(t, b.token, { goodsId: g, quantity: 1 }, key())).body.data.orderNos[0];
    await makeOverdue(t.database, no);
    const po = t.app.services.purchaseOrders;
    await expect(t.database.db.transaction((tx) => po.payable(tx, b.user.id, [no]))).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    const { id } = (await rows<{ id: number }>(t.database.db, sql`select id::int as id from purchase_orders where order_no = ${no}`))[0]!;
    await expect(t.database.db.transaction((tx) => po.markPaid(tx, [id], { payWay: 5, paymentNo: 'PX' }))).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
  });

  it('ship mode: paid -> in prep -> seller ships (in transit) -> buyer confirms receipt (completed)', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 10, priceCents: 1000, logisticsFeeCents: 200 });
    const addressId = await ownAddress(b.token);
    const no = (await submit(t, b.token, { goodsId: g, quantity: 2, deliveryMode: 'ship', addressId }, key())).body.data.orderNos[0];
    expect((await detail(b.token, no)).body.data).toMatchObject({ shipState: 'onHold', freight: 4, total: 24, consignee: { name: 'Pat Lee' } });
    await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, b.user.id, [no], { payWay: 0, paymentNo: 'PS' }));
    expect((await detail(b.token, no)).body.data).toMatchObject({ status: 1, shipState: 'inPrep', statusText: 'In prep', actions: ['buyAgain'] });
    expect((await call(t.app, 'POST', `/api/v2/purchase-order/${no}/confirm-receipt`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token })).body.data.code).toBe('ORDER_INVALID_TRANSITION');
    const seller = await login(t.app, DEMO.seller);
    const shipped = await call(t.app, 'POST', `/api/v2/seller/purchase-order/${no}/ship`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: seller, body: { logisticsCompany: 'UPS', trackingNumber: '1Z999' } });
    expect(shipped.body.data).toMatchObject({ shipState: 'inTransit', logisticsCompany: 'UPS', trackingNumber: '1Z999', deliveryTime: expect.any(String) });
    expect((await detail(b.token, no)).body.data.actions).toEqual(['confirmReceipt', 'buyAgain', 'applyAfterSales']);
    const other = await approvedBuyer(t);
    expect((await call(t.app, 'POST', `/api/v2/purchase-order/${no}/confirm-receipt`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: other.token })).statusCode).toBe(404);
    const done = await call(t.app, 'POST', `/api/v2/purchase-order/${no}/confirm-receipt`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
    expect(done.body.data).toMatchObject({ status: 2, statusText: 'Completed', completedAt: expect.any(String) });
    expect(await t.app.services.inventory.holding(b.user.id, g)).toEqual({ qtyAvailable: 0, qtyBlocked: 0 });
  });
});

describe('coupons at checkout', () => {
  it("fits usable coupons ('No Coupon Available' when none), applies one per order on the goods amount only, returns it on cancel", async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 20, priceCents: 5000, logisticsFeeCents: 1000 });
    const none = await call(t.app, 'POST', '/api/v2/coupon/usable', { token: b.token, body: { goodsId: g, quantity: 1 } });
    expect(none.body.data).toEqual({ list: [], message: 'No Coupon Available' });
    const template = await couponTemplate(t.database, { thresholdCents: 10000, reductionCents: 1500 });
    const claimed = await call(t.app, 'POST', `/api/v2/coupon/${template}/claim`, { token: b.token });
    expect(claimed.body.message).toBe('Receive success, congratulations!');
    const couponId = claimed.body.data.couponId;
    // Threshold on goods before freight: 1 x 50.00 + 10.00 freight does not reach 100.00.
    const addressId = await ownAddress(b.token);
    const below = await preview(b.token, { goodsId: g, quantity: 1, deliveryMode: 'ship', addressId });
    expect(below.body.data).toMatchObject({ usableCouponCount: 0, couponMessage: 'No Coupon Available' });
    expect((await preview(b.token, { goodsId: g, quantity: 1, deliveryMode: 'ship', addressId, couponId })).body.data.code).toBe('COUPON_NOT_APPLICABLE');
    const usable = await call(t.app, 'POST', '/api/v2/coupon/usable', { token: b.token, body: { goodsId: g, quantity: 2 } });
    expect(usable.body.data.list).toHaveLength(1);
    expect(usable.body.data.list[0]).toMatchObject({ couponId, discount: 15 });
    const p = await preview(b.token, { goodsId: g, quantity: 2, deliveryMode: 'ship', addressId, couponId });
    expect(p.body.data.summary).toEqual({ goodsAmount: 100, discount: 15, freight: 20, fees: 0, total: 105, quantity: 2 });
    const no = (await submit(t, b.token, { goodsId: g, quantity: 2, deliveryMode: 'ship', addressId, couponId }, key())).body.data.orderNos[0];
    expect((await detail(b.token, no)).body.data).toMatchObject({ discount: 15, total: 105, coupon: { couponId } });
    expect((await call(t.app, 'GET', '/api/v2/coupon/mine', { token: b.token, query: { status: 'used' } })).body.data.list.map((c: any) => c.couponId)).toEqual([couponId]);
    // Single use: a second checkout with it is refused.
    expect((await submit(t, b.token, { goodsId: g, quantity: 2, couponId }, key())).body.data.code).toBe('COUPON_UNAVAILABLE');
    await call(t.app, 'POST', `/api/v2/purchase-order/${no}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
    const mine = await call(t.app, 'GET', '/api/v2/coupon/mine', { token: b.token, query: { status: 'unused' } });
    expect(mine.body.data.list.map((c: any) => c.couponId)).toEqual([couponId]);
  });
});
