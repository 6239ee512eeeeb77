import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';
import { approvedBuyer, couponTemplate, insertGoods, submit } from '../purchase-orders/orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let keys = 0;
const key = () => `coupon-key-${++keys}`;
const center = (token: string, lang?: string) => call(t.app, 'GET', '/api/v2/coupon/center', { token, lang });
const claim = (token: string, templateId: number, lang?: string) => call(t.app, 'POST', `/api/v2/coupon/${templateId}/claim`, { token, lang });
const mine = (token: string, status: string) => call(t.app, 'GET', '/api/v2/coupon/mine', { token, query: { status } });

describe('coupon access', () => {
  it('visitors 401; sellers and buyers under review are refused', async () => {
    expect((await call(t.app, 'GET', '/api/v2/coupon/center')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/v2/coupon/1/claim')).statusCode).toBe(401);
    expect((await center(await login(t.app, DEMO.seller))).statusCode).toBe(403);
    const pending = await registerBuyer(t.app);
    expect((await claim(pending.token, 1)).statusCode).toBe(403);
  });
});

describe('coupon center', () => {
  it('lists what can be claimed now, in the request language, with what this buyer holds', async () => {
    const b = await approvedBuyer(t);
    const template = await couponTemplate(t.database, { thresholdCents: 100_00, reductionCents: 10_00, perUserLimit: 2 });
    const expired = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 1_00, expired: true });
    const soldOut = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 1_00, totalQty: 0 });
    const list = (await center(b.token)).body.data as { templateId: number; name: string; threshold: number; reduction: number; claimedByMe: number; claimable: boolean; range: { scope: string } }[];
    const ids = list.map((c) => c.templateId);
    expect(ids).toContain(template);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(soldOut);
    expect(list.find((c) => c.templateId === template)).toMatchObject({ name: 'Test coupon', threshold: 100, reduction: 10, claimedByMe: 0, claimable: true, range: { scope: 'all' } });
    expect((await center(b.token, 'zh-CN')).body.data.find((c: { templateId: number }) => c.templateId === template).name).toBe('测试券');
  });

  it("claims one ('Receive success, congratulations!') up to the per-buyer limit", async () => {
    const b = await approvedBuyer(t);
    const template = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 2_00, perUserLimit: 2 });
    const first = await claim(b.token, template);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Receive success, congratulations!');
    expect(first.body.data).toMatchObject({ templateId: template, status: 'unused', reduction: 2 });
    expect((await claim(b.token, template, 'zh-CN')).body.message).toBe('领取成功，恭喜！');
    const third = await claim(b.token, template);
    expect(third.body.data.code).toBe('COUPON_LIMIT_REACHED');
    expect(third.body.message).toBe('You have already claimed the maximum number of these coupons');
    expect((await center(b.token)).body.data.find((c: { templateId: number }) => c.templateId === template)).toMatchObject({ claimedByMe: 2, claimable: false });
    expect((await mine(b.token, 'unused')).body.data.total).toBe(2);
  });

  it('refuses a sold-out, expired or unknown template, changing nothing', async () => {
    const b = await approvedBuyer(t);
    const soldOut = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 1_00, totalQty: 1 });
    const other = await approvedBuyer(t);
    expect((await claim(other.token, soldOut)).statusCode).toBe(200);
    expect((await claim(b.token, soldOut)).body.data.code).toBe('COUPON_SOLD_OUT');
    const expired = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 1_00, expired: true });
    expect((await claim(b.token, expired)).body.data.code).toBe('COUPON_UNAVAILABLE');
    expect((await claim(b.token, 99_999_999)).statusCode).toBe(404);
    expect((await mine(b.token, 'unused')).body.data.total).toBe(0);
    const [row] = await rows<{ claimed: number }>(t.database.db, sql`select claimed_qty as claimed from coupon_templates where id = ${soldOut}`);
    expect(row!.claimed).toBe(1);
  });
});

describe('my coupons', () => {
  it('by status: unused, used once its order is paid, expired after its validity; only my own', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 10, priceCents: 50_00 });
    const toUse = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 5_00 });
    const toExpire = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 3_00 });
    const used = (await claim(b.token, toUse)).body.data.couponId;
    const lapsing = (await claim(b.token, toExpire)).body.data.couponId;
    expect((await mine(b.token, 'unused')).body.data.list.map((c: { couponId: number }) => c.couponId).sort()).toEqual([used, lapsing].sort());

    const order = await submit(t, b.token, { goodsId: g, quantity: 1, couponId: used }, key());
    const orderNo = order.body.data.orderNos[0];
    // Taken by the unpaid order: listed with the used ones, in use.
    expect((await mine(b.token, 'used')).body.data.list).toMatchObject([{ couponId: used, status: 'used', inUse: true, orderNo, usedAt: null }]);
    await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, b.user.id, [orderNo], { payWay: 5, paymentNo: 'PT' }));
    const usedList = (await mine(b.token, 'used')).body.data.list;
    expect(usedList).toMatchObject([{ couponId: used, status: 'used', inUse: false, orderNo }]);
    expect(usedList[0].usedAt).not.toBeNull();

    await t.database.db.execute(sql`update coupon_templates set valid_to = now() - interval '1 minute' where id = ${toExpire}`);
    expect((await mine(b.token, 'expired')).body.data.list).toMatchObject([{ couponId: lapsing, status: 'expired' }]);
    expect((await mine(b.token, 'unused')).body.data.total).toBe(0);

    const other = await approvedBuyer(t);
    for (const status of ['unused', 'used', 'expired']) expect((await mine(other.token, status)).body.data.total).toBe(0);
    // Another buyer's coupon cannot be used at checkout.
    expect((await submit(t, other.token, { goodsId: g, quantity: 1, couponId: lapsing }, key())).statusCode).toBe(404);
  });
});
