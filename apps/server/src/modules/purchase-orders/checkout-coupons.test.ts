import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { approvedBuyer, couponTemplate, insertGoods, makeOverdue, stockOf, submit } from './orders.test-support';

// A checkout of two stores' goods makes two purchase orders, and the rule is one coupon per
// order: each store's order takes a coupon of its own, fitted to that order alone.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SECOND_STORE_OWNER = '13800001002';
let keys = 0;
const key = () => `checkout-coupons-${++keys}`;
const preview = (token: string, body: object, lang?: string) => call(t.app, 'POST', '/api/v2/purchase-order/checkout-preview', { token, body, lang });
const usable = (token: string, body: object) => call(t.app, 'POST', '/api/v2/coupon/usable', { token, body });
const detail = (token: string, orderNo: string) => call(t.app, 'GET', `/api/v2/purchase-order/${orderNo}`, { token });
const mine = async (token: string, status: 'unused' | 'used' | 'expired') =>
  (await call(t.app, 'GET', '/api/v2/coupon/mine', { token, query: { status } })).body.data.list as { couponId: number; inUse: boolean; orderNo: string | null; usedAt: string | null }[];
const claim = async (token: string, templateId: number) => (await call(t.app, 'POST', `/api/v2/coupon/${templateId}/claim`, { token })).body.data.couponId as number;
const storeOf = async (goodsId: number) => (await rows<{ storeId: number }>(t.database.db, sql`select store_id as "storeId" from goods where id = ${goodsId}`))[0]!.storeId;
const ordersOfBuyer = async (userId: number) => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from purchase_orders where buyer_user_id = ${userId}`))[0]!.n;

/**
 * Goods of two stores: A at 50.00 (freight 10.00 a unit), B at 30.00 (freight 4.00 a unit); a
 * buyer holding coupons: `hundred` 15.00 off 100.00 (fits A x2 only), `forty` 40.00 off, no
 * minimum (fits both; on B it takes the goods amount, 30.00, no more), `onlyA` 2.00 off the goods
 * A alone (range: part of goods).
 */
async function twoStores() {
  const b = await approvedBuyer(t);
  const a = await insertGoods(t.database, { available: 20, priceCents: 5000, logisticsFeeCents: 1000 });
  const bGoods = await insertGoods(t.database, { available: 20, priceCents: 3000, logisticsFeeCents: 400, storeOwnerMobile: SECOND_STORE_OWNER });
  const [storeA, storeB] = [await storeOf(a), await storeOf(bGoods)];
  expect(storeA).not.toBe(storeB);
  const hundred = await claim(b.token, await couponTemplate(t.database, { thresholdCents: 100_00, reductionCents: 15_00 }));
  const forty = await claim(b.token, await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 40_00 }));
  const onlyA = await claim(b.token, await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 2_00, scope: 'part', goodsIds: [a] }));
  const items = [
    { goodsId: a, quantity: 2 },
    { goodsId: bGoods, quantity: 1 },
  ];
  return { b, a, bGoods, storeA, storeB, hundred, forty, onlyA, items };
}

describe('a coupon per store in a two-store checkout', () => {
  it('offers each order the coupons that fit it, prices each order with its own coupon, and each order takes its own', async () => {
    const { b, a, bGoods, storeA, storeB, hundred, forty, onlyA, items } = await twoStores();

    // What fits where: `hundred` and `onlyA` only A's order, `forty` both (capped to B's goods on B).
    const fits = (await usable(b.token, { items })).body.data.list as { couponId: number; storeId: number; discount: number; fits: { storeId: number; discount: number }[] }[];
    const byId = new Map(fits.map((f) => [f.couponId, f] as const));
    expect(byId.get(forty)).toMatchObject({ storeId: storeA, discount: 40, fits: [{ storeId: storeA, discount: 40 }, { storeId: storeB, discount: 30 }] });
    expect(byId.get(hundred)).toMatchObject({ storeId: storeA, discount: 15, fits: [{ storeId: storeA, discount: 15 }] });
    expect(byId.get(onlyA)).toMatchObject({ fits: [{ storeId: storeA, discount: 2 }] });

    // Ship mode: the threshold is on the goods before freight, and a coupon never takes freight off.
    const addressId = await ownAddress(b.token);
    const body = { items, deliveryMode: 'ship', addressId, coupons: [{ storeId: storeA, couponId: hundred }, { storeId: storeB, couponId: forty }] };
    const p = (await preview(b.token, body)).body.data;
    const orderOf = (storeId: number) => p.orders.find((o: { storeId: number }) => o.storeId === storeId);
    expect(orderOf(storeA)).toMatchObject({
      goodsAmount: 100, discount: 15, freight: 20, fees: 0, total: 105, couponApplied: true, coupon: { couponId: hundred, name: 'Test coupon', discount: 15 }, usableCouponCount: 3, couponMessage: null,
    });
    expect(orderOf(storeB)).toMatchObject({ goodsAmount: 30, discount: 30, freight: 4, fees: 0, total: 4, couponApplied: true, coupon: { couponId: forty, discount: 30 }, usableCouponCount: 1, couponMessage: null });
    expect(p.summary).toEqual({ goodsAmount: 130, discount: 45, freight: 24, fees: 0, total: 109, quantity: 3 });
    // The single-coupon form's field: this request used the per-order form.
    expect(p.coupon).toBeNull();

    const placed = await submit(t, b.token, body, key());
    expect(placed.statusCode).toBe(200);
    expect(placed.body.data.totalAmount).toBe(109);
    const [first, second] = placed.body.data.orderNos as [string, string];
    const orderA = (await detail(b.token, first)).body.data;
    const orderB = (await detail(b.token, second)).body.data;
    expect(orderA).toMatchObject({ storeId: storeA, goodsAmount: 100, discount: 15, freight: 20, total: 105, coupon: { couponId: hundred } });
    expect(orderB).toMatchObject({ storeId: storeB, goodsAmount: 30, discount: 30, freight: 4, total: 4, coupon: { couponId: forty } });
    const dbOrders = await rows<{ orderNo: string; couponId: number | null; discount: number; total: number }>(
      t.database.db,
      sql`select order_no as "orderNo", coupon_id::float8 as "couponId", discount_cents::int as discount, total_cents::int as total from purchase_orders where order_no in (${first}, ${second}) order by id`,
    );
    expect(dbOrders).toEqual([
      { orderNo: first, couponId: hundred, discount: 15_00, total: 105_00 },
      { orderNo: second, couponId: forty, discount: 30_00, total: 4_00 },
    ]);

    // Both in use, each on its own order (unpaid: in use); the third is still unused.
    expect((await mine(b.token, 'used')).map((c) => [c.couponId, c.orderNo, c.inUse]).sort()).toEqual(
      [
        [hundred, first, true],
        [forty, second, true],
      ].sort(),
    );
    expect((await mine(b.token, 'unused')).map((c) => c.couponId)).toEqual([onlyA]);

    // A replay of the same request answers the first result and takes nothing more.
    const replay = await submit(t, b.token, body, `checkout-coupons-${keys}`);
    expect(replay.body.data.orderNos).toEqual([first, second]);
    expect(await ordersOfBuyer(b.user.id)).toBe(2);

    // Paying B's order uses its coupon only; canceling A's gives back A's only.
    await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, b.user.id, [second], { payWay: 0, paymentNo: 'PS-coupons' }));
    await call(t.app, 'POST', `/api/v2/purchase-order/${first}/cancel`, { token: b.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    const used = await mine(b.token, 'used');
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ couponId: forty, orderNo: second, inUse: false, usedAt: expect.any(String) });
    expect((await mine(b.token, 'unused')).map((c) => c.couponId).sort()).toEqual([hundred, onlyA].sort());
    expect(await stockOf(t.database, a)).toMatchObject({ available: 20, blocked: 0 });
    expect(await stockOf(t.database, bGoods)).toMatchObject({ available: 19, sold: 1 });
  });

  it('an order canceled by its payment window gives back its own coupon; the other order keeps its', async () => {
    const { b, a, bGoods, storeA, storeB, hundred, forty } = await twoStores();
    // The coupons named in the other order than the stores come in.
    const items = [
      { goodsId: a, quantity: 2 },
      { goodsId: bGoods, quantity: 2 },
    ];
    const placed = await submit(t, b.token, { items, coupons: [{ storeId: storeB, couponId: forty }, { storeId: storeA, couponId: hundred }] }, key());
    expect(placed.statusCode).toBe(200);
    expect(placed.body.data.totalAmount).toBe(105);
    const [first, second] = placed.body.data.orderNos as [string, string];
    expect((await detail(b.token, first)).body.data).toMatchObject({ storeId: storeA, goodsAmount: 100, discount: 15, total: 85, coupon: { couponId: hundred } });
    expect((await detail(b.token, second)).body.data).toMatchObject({ storeId: storeB, goodsAmount: 60, discount: 40, total: 20, coupon: { couponId: forty } });
    await makeOverdue(t.database, first);
    // Reading the order applies its deadline.
    expect((await detail(b.token, first)).body.data).toMatchObject({ status: 3, cancelReason: 'expired' });
    expect((await mine(b.token, 'used')).map((c) => [c.couponId, c.orderNo])).toEqual([[forty, second]]);
    expect((await mine(b.token, 'unused')).map((c) => c.couponId)).toContain(hundred);
  });

  it('the single-coupon form (couponId) still works: the one coupon goes on the order it takes most off', async () => {
    const { b, storeA, hundred, items } = await twoStores();
    const p = (await preview(b.token, { items, couponId: hundred })).body.data;
    expect(p.coupon).toEqual({ couponId: hundred, name: 'Test coupon', discount: 15 });
    expect(p.orders.map((o: { storeId: number; couponApplied: boolean; discount: number }) => [o.storeId === storeA, o.couponApplied, o.discount])).toEqual([
      [true, true, 15],
      [false, false, 0],
    ]);
    expect(p.summary).toMatchObject({ goodsAmount: 130, discount: 15, total: 115 });
  });
});

describe('coupons a checkout refuses (nothing is placed, nothing changes)', () => {
  async function unchanged(s: Awaited<ReturnType<typeof twoStores>>) {
    expect(await ordersOfBuyer(s.b.user.id)).toBe(0);
    expect(await stockOf(t.database, s.a)).toMatchObject({ available: 20, blocked: 0 });
    expect(await stockOf(t.database, s.bGoods)).toMatchObject({ available: 20, blocked: 0 });
    expect((await mine(s.b.token, 'unused')).map((c) => c.couponId).sort()).toEqual([s.hundred, s.forty, s.onlyA].sort());
  }

  it('the same coupon for two orders, two coupons for one order, both coupon forms at once', async () => {
    const s = await twoStores();
    const { b, storeA, storeB, forty, hundred, items } = s;
    const twice = await submit(t, b.token, { items, coupons: [{ storeId: storeA, couponId: forty }, { storeId: storeB, couponId: forty }] }, key());
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toBe('A coupon can be used on one order only');
    const twiceZh = await call(t.app, 'POST', '/api/v2/purchase-order/submit', { token: b.token, lang: 'zh-CN', body: { items, coupons: [{ storeId: storeA, couponId: forty }, { storeId: storeB, couponId: forty }] }, headers: { 'idempotency-key': key() } });
    expect(twiceZh.body.message).toBe('一张优惠券只能用于一个订单');
    const twoForOne = await preview(b.token, { items, coupons: [{ storeId: storeA, couponId: forty }, { storeId: storeA, couponId: hundred }] }, 'ja-JP');
    expect(twoForOne.statusCode).toBe(400);
    expect(twoForOne.body.message).toBe('クーポンは1注文につき1枚です');
    expect((await submit(t, b.token, { items, coupons: [{ storeId: storeA, couponId: forty }, { storeId: storeA, couponId: hundred }] }, key())).body.message).toBe('One coupon per order');
    const both = await submit(t, b.token, { items, couponId: hundred, coupons: [{ storeId: storeB, couponId: forty }] }, key());
    expect(both.statusCode).toBe(400);
    expect(both.body.message).toBe('Choose one coupon for the checkout or a coupon for each order, not both');
    await unchanged(s);
  });

  it('a coupon that fits one store but not the other is refused for the wrong one (threshold, range, a store not in the checkout)', async () => {
    const s = await twoStores();
    const { b, storeA, storeB, forty, hundred, onlyA, items } = s;
    // Threshold: 15.00 off 100.00 reaches A's 100.00, not B's 30.00.
    const belowThreshold = await submit(t, b.token, { items, coupons: [{ storeId: storeA, couponId: forty }, { storeId: storeB, couponId: hundred }] }, key());
    expect(belowThreshold.statusCode).toBe(400);
    expect(belowThreshold.body.data.code).toBe('COUPON_NOT_APPLICABLE');
    expect(belowThreshold.body.message).toBe('This coupon does not apply to these goods or the amount is below its minimum');
    const zh = await preview(b.token, { items, coupons: [{ storeId: storeB, couponId: hundred }] }, 'zh-CN');
    expect(zh.body.message).toBe('该优惠券不适用于这些商品或未达到使用门槛');
    // Range: part of goods (A's goods only), whatever B's amount.
    expect((await submit(t, b.token, { items, coupons: [{ storeId: storeA, couponId: hundred }, { storeId: storeB, couponId: onlyA }] }, key())).body.data.code).toBe('COUPON_NOT_APPLICABLE');
    // A store with no order in this checkout.
    const elsewhere = await storeOf(await insertGoods(t.database, { available: 1, storeOwnerMobile: '13800001003' }));
    expect((await submit(t, b.token, { items, coupons: [{ storeId: elsewhere, couponId: forty }] }, key())).body.data.code).toBe('COUPON_NOT_APPLICABLE');
    // The same coupons the right way round fit (previewed only: nothing placed here).
    expect((await preview(b.token, { items, coupons: [{ storeId: storeA, couponId: hundred }, { storeId: storeB, couponId: forty }] })).statusCode).toBe(200);
    await unchanged(s);
  });

  it("another buyer's coupon is not found; an expired one or one an unpaid order holds cannot be used", async () => {
    const s = await twoStores();
    const { b, storeA, storeB, forty, hundred, items } = s;
    const other = await twoStores();
    expect((await submit(t, b.token, { items, coupons: [{ storeId: storeA, couponId: hundred }, { storeId: storeB, couponId: other.forty }] }, key())).statusCode).toBe(404);
    const lapsed = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 1_00 });
    const lapsedCoupon = await claim(b.token, lapsed);
    await t.database.db.execute(sql`update coupon_templates set valid_to = now() - interval '1 minute' where id = ${lapsed}`);
    expect((await submit(t, b.token, { items, coupons: [{ storeId: storeA, couponId: hundred }, { storeId: storeB, couponId: lapsedCoupon }] }, key())).body.data.code).toBe('COUPON_UNAVAILABLE');
    await unchanged(s);

    // A coupon an unpaid order holds: the checkout naming it with another is refused whole, the other coupon stays unused.
    const buyNow = await submit(t, b.token, { goodsId: s.bGoods, quantity: 1, coupons: [{ storeId: storeB, couponId: forty }] }, key());
    expect(buyNow.statusCode).toBe(200);
    const again = await submit(t, b.token, { items, coupons: [{ storeId: storeA, couponId: hundred }, { storeId: storeB, couponId: forty }] }, key());
    expect(again.body.data.code).toBe('COUPON_UNAVAILABLE');
    expect(again.body.message).toBe('This coupon cannot be used');
    expect(await ordersOfBuyer(b.user.id)).toBe(1);
    expect(await stockOf(t.database, s.a)).toMatchObject({ available: 20, blocked: 0 });
    expect((await mine(b.token, 'unused')).map((c) => c.couponId)).toContain(hundred);
  });

  it('the demo buyer holds two coupons with no minimum, one for each order of a two-store checkout', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    const coupons = await mine(token, 'unused');
    expect(coupons.length).toBeGreaterThanOrEqual(2);
    const a = await insertGoods(t.database, { available: 5, priceCents: 2000 });
    const bGoods = await insertGoods(t.database, { available: 5, priceCents: 1500, storeOwnerMobile: SECOND_STORE_OWNER });
    const items = [
      { goodsId: a, quantity: 1 },
      { goodsId: bGoods, quantity: 1 },
    ];
    const list = (await usable(token, { items })).body.data.list as { couponId: number; fits: { storeId: number }[] }[];
    const [storeA, storeB] = [await storeOf(a), await storeOf(bGoods)];
    const forA = list.find((c) => c.fits.some((f) => f.storeId === storeA));
    const forB = list.find((c) => c !== forA && c.fits.some((f) => f.storeId === storeB));
    expect(forA && forB, 'a coupon for each store').toBeTruthy();
    const p = await preview(token, { items, coupons: [{ storeId: storeA, couponId: forA!.couponId }, { storeId: storeB, couponId: forB!.couponId }] });
    expect(p.body.data.orders.every((o: { couponApplied: boolean; discount: number }) => o.couponApplied && o.discount > 0)).toBe(true);
  });
});

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
