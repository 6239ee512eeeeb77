import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createPgTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { insertGoods } from '../purchase-orders/orders.test-support';
import { newKey, paymentHelpers } from '../payments/payments.test-support';

// Real PostgreSQL with a pool of connections: what one process cannot show on the embedded
// database (one connection) is shown here: submits over the same stock, cancel racing a payment
// and a shipment, a refund retried at once.
let t: TestApp;
const h = paymentHelpers(() => t);
beforeAll(async () => {
  t = await createPgTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
});
afterAll(() => t?.close());

const consignee = { name: 'Jane Doe', phone: '+1 415 555 0134', email: 'jane@example.com', country: 'US', state: 'CA', city: 'San Francisco', address: '1 Market St', postalCode: '94105' };
const post = (token: string, url: string, body?: object) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': newKey() } });

async function buyerWithStock(units: number) {
  const b = await h.approvedBuyer();
  const goodsId = await insertGoods(t.database, { available: 1000, priceCents: 2000, logisticsFeeCents: 500, operatingFeeCents: 100 });
  await t.database.db.transaction((tx) => t.app.services.inventory.credit(tx, { buyerUserId: b.user.id, orderNo: `PO-${goodsId}`, lines: [{ goodsId, quantity: units }] }));
  await h.setPayPassword(b.token, b.mobile);
  await h.fund(b.token, 500);
  return { ...b, goodsId };
}
const holding = (userId: number, goodsId: number) => t.app.services.inventory.holding(userId, goodsId);
const lots = async (goodsId: number) =>
  (await rows<{ remaining: number; blocked: number; allocated: number }>(
    t.database.db,
    sql`select sum(qty_remaining)::int as remaining, sum(qty_blocked)::int as blocked,
               (select coalesce(sum(qty), 0)::int from inventory_lot_allocations where goods_id = ${goodsId}) as allocated
        from inventory_lots where goods_id = ${goodsId}`,
  ))[0]!;
const shippedUnits = async (goodsId: number) => (await rows<{ n: number }>(t.database.db, sql`select coalesce(sum(quantity), 0)::int as n from inventory_records where goods_id = ${goodsId} and type = 'outbound'`))[0]!.n;
const balance = async (userId: number) => (await h.reconciled(userId)).balanceCents;
const refunds = async (userId: number, feeOrderNo: string) =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from wallet_ledger where user_id = ${userId} and related_id = ${feeOrderNo} and amount_cents > 0`))[0]!.n;

describe('sales orders on PostgreSQL', () => {
  it('100 concurrent submits over 50 units block exactly 50, never below zero', async () => {
    const b = await buyerWithStock(50);
    const drafts = [];
    for (let i = 0; i < 100; i++) drafts.push((await post(b.token, '/api/v2/sales-order', { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee })).body.data.orderNo as string);
    const answers = await Promise.all(drafts.map((no) => post(b.token, `/api/v2/sales-order/${no}/submit`)));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect(r.body.data.code).toBe('INVENTORY_INSUFFICIENT');
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 0, qtyBlocked: 50 });
    expect(await lots(b.goodsId)).toEqual({ remaining: 50, blocked: 50, allocated: 50 });
    const [fees] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from fee_orders where buyer_user_id = ${b.user.id}`);
    expect(fees!.n).toBe(50);
  });

  it('a cancel racing the fee payment leaves the wallet whole and the units available, every time', async () => {
    const b = await buyerWithStock(20);
    const before = await balance(b.user.id);
    for (let round = 0; round < 5; round++) {
      const o = (await post(b.token, '/api/v2/sales-order', { lines: [{ goodsId: b.goodsId, quantity: 2 }], consignee, submit: true })).body.data;
      const [pay, cancel] = await Promise.all([
        post(b.token, '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [o.feeOrder.feeOrderNo], payPassword: '135790', declaration: true }),
        post(b.token, `/api/v2/sales-order/${o.orderNo}/cancel`),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(pay.statusCode);
      // Paid then canceled: refunded once. Canceled first: never charged.
      expect(await refunds(b.user.id, o.feeOrder.feeOrderNo)).toBe(pay.statusCode === 200 ? 1 : 0);
      expect(await balance(b.user.id)).toBe(before);
    }
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 20, qtyBlocked: 0 });
    expect(await lots(b.goodsId)).toEqual({ remaining: 20, blocked: 0, allocated: 0 });
  });

  it('a cancel racing the shipment: exactly one wins, units and money are conserved', async () => {
    const b = await buyerWithStock(20);
    const seller = await login(t.app, DEMO.seller);
    const start = await balance(b.user.id);
    let charged = 0;
    for (let round = 0; round < 5; round++) {
      const o = (await post(b.token, '/api/v2/sales-order', { lines: [{ goodsId: b.goodsId, quantity: 2 }], consignee, submit: true })).body.data;
      expect((await post(b.token, '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [o.feeOrder.feeOrderNo], payPassword: '135790', declaration: true })).statusCode).toBe(200);
      const [ship, cancel] = await Promise.all([
        post(seller, `/api/v2/seller/sales-order/${o.orderNo}/ship`, { logisticsCompany: 'UPS', trackingNumber: `1Z${round}` }),
        post(b.token, `/api/v2/sales-order/${o.orderNo}/cancel`),
      ]);
      expect([ship.statusCode, cancel.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const detail = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
      expect(detail.status).toBe(ship.statusCode === 200 ? 'inTransit' : 'canceled');
      if (ship.statusCode === 200) charged += Math.round(o.feeOrder.total * 100);
      expect(await refunds(b.user.id, o.feeOrder.feeOrderNo)).toBe(cancel.statusCode === 200 ? 1 : 0);
    }
    const h1 = await holding(b.user.id, b.goodsId);
    const shipped = await shippedUnits(b.goodsId);
    expect(h1.qtyBlocked).toBe(0);
    expect(h1.qtyAvailable + shipped).toBe(20);
    expect(await lots(b.goodsId)).toEqual({ remaining: h1.qtyAvailable, blocked: 0, allocated: 0 });
    expect(await balance(b.user.id)).toBe(start - charged);
  });

  it('ten cancels at once of a paid order refund its fee exactly once', async () => {
    const b = await buyerWithStock(5);
    const before = await balance(b.user.id);
    const o = (await post(b.token, '/api/v2/sales-order', { lines: [{ goodsId: b.goodsId, quantity: 3 }], consignee, submit: true })).body.data;
    await post(b.token, '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [o.feeOrder.feeOrderNo], payPassword: '135790', declaration: true });
    expect(await balance(b.user.id)).toBe(before - 1800);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(b.token, `/api/v2/sales-order/${o.orderNo}/cancel`)));
    for (const a of answers) expect(a.body.data.status).toBe('canceled');
    expect(await refunds(b.user.id, o.feeOrder.feeOrderNo)).toBe(1);
    expect(await balance(b.user.id)).toBe(before);
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 5, qtyBlocked: 0 });
  });
});
