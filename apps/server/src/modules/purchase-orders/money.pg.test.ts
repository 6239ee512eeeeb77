import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../app';
import { rows } from '../../db/client';
import { GATE_FIRST } from '../catalog/checkout-gate';
import { SOLD_OUT_TTL_MS } from '../catalog/sold-out';
import { stockRepository } from '../catalog/stock.repository';
import { BULK_PAY_PASSWORD, bulkBuyers } from '../../../test/buyers';
import { call, createPgTestApp, type Answer, type TestApp } from '../../../test/helpers';
import { newKey, paymentHelpers } from '../payments/payments.test-support';
import { couponTemplate, insertGoods, makeOverdue, stockOf, submit } from './orders.test-support';

// Real PostgreSQL with a pool of connections: stock, money and coupons must hold when many
// requests for the same thing arrive at once, when they are retried, and when notifications
// arrive twice or out of order.
let t: TestApp;
const h = paymentHelpers(() => t);
beforeAll(async () => {
  // Payment-password attempts are counted before they are checked: one buyer paying 200 orders
  // at once would otherwise meet the lockout, which is tested on its own below.
  t = await createPgTestApp();
});
afterAll(() => t?.close());

const codes = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? 'ok' : String(a.body.data?.code ?? a.statusCode);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};
const balancePay = (token: string, refs: string[], key = newKey(), payPassword = BULK_PAY_PASSWORD) =>
  call(t.app, 'POST', '/api/v2/pay/balance-pay', { token, body: { refs, payPassword, declaration: true }, headers: { 'idempotency-key': key } });
const ordersOf = async (goodsId: number) =>
  (await rows<{ n: number }>(t.database.db, sql`select count(distinct order_id)::int as n from purchase_order_items where goods_id = ${goodsId}`))[0]!.n;

async function reconciled(userId: number) {
  const r = await t.app.services.wallets.reconcile(userId);
  expect(r.balanceCents).toBe(r.ledgerBalanceCents);
  expect(r.frozenCents).toBe(r.ledgerFrozenCents);
  return r;
}

describe('stock on PostgreSQL', () => {
  it('200 concurrent checkouts of one SKU with 20 units: exactly 20 orders, 180 clean "insufficient inventory"; few of the refused reach the stock row', async () => {
    const g = await insertGoods(t.database, { available: 20, priceCents: 1000 });
    const buyers = await bulkBuyers(t.app, t.database, 200);
    const reserve = vi.spyOn(stockRepository, 'reserve');
    onTestFinished(() => reserve.mockRestore());
    const answers = await Promise.all(buyers.map((b) => submit(t, b.token, { goodsId: g, quantity: 1 }, newKey())));
    expect(codes(answers)).toEqual({ ok: 20, STOCK_INSUFFICIENT: 180 });
    // The goods' gate (checkout-gate.ts) held the checkouts going on to the database to the units
    // known to be left, GATE_FIRST before any was known; the rest were refused from memory.
    expect(reserve.mock.calls.filter(([, goodsId]) => goodsId === g).length).toBeLessThanOrEqual(20 + GATE_FIRST);
    expect(answers.find((a) => a.statusCode !== 200)!.body.message).toBe('insufficient inventory in the store');
    expect(await stockOf(t.database, g)).toEqual({ available: 0, blocked: 20, sold: 0 });
    expect(await ordersOf(g)).toBe(20);
  });

  /** Submits until one is taken; answers it, how long that took, and the refusals before it. Fails past `withinMs`. */
  async function untilTaken(send: () => Promise<Answer>, withinMs: number) {
    const started = Date.now();
    const refused: string[] = [];
    for (;;) {
      const a = await send();
      if (a.statusCode === 200) return { answer: a, ms: Date.now() - started, refused };
      refused.push(String(a.body.data?.code ?? a.statusCode));
      if (Date.now() - started > withinMs) throw new Error(`not taken within ${withinMs} ms: ${refused.join(', ')}`);
      await sleep(25);
    }
  }

  it('300 concurrent checkouts of one SKU with 20 units: exactly 20 orders; once one is canceled, a checkout is taken again at once', async () => {
    const g = await insertGoods(t.database, { available: 20, priceCents: 1000 });
    const buyers = await bulkBuyers(t.app, t.database, 300);
    const answers = await Promise.all(buyers.map((b) => submit(t, b.token, { goodsId: g, quantity: 1 }, newKey())));
    expect(codes(answers)).toEqual({ ok: 20, STOCK_INSUFFICIENT: 280 });
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.body.message))).toEqual(new Set(['insufficient inventory in the store']));
    expect(await stockOf(t.database, g)).toEqual({ available: 0, blocked: 20, sold: 0 });
    expect(await ordersOf(g)).toBe(20);

    // Sold out and marked: a late buyer is refused (without the database, see catalog/sold-out.test.ts).
    const late = buyers[answers.findIndex((a) => a.statusCode !== 200)]!;
    expect((await submit(t, late.token, { goodsId: g, quantity: 1 }, newKey())).body.data.code).toBe('STOCK_INSUFFICIENT');
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const canceled = await call(t.app, 'POST', `/api/v2/purchase-order/${answers[winner]!.body.data.orderNos[0]}/cancel`, { token: buyers[winner]!.token, headers: { 'idempotency-key': newKey() } });
    expect(canceled.statusCode).toBe(200);
    // This instance gave the unit back: its mark went with it, so the next checkout takes it (well within the TTL).
    const taken = await untilTaken(() => submit(t, late.token, { goodsId: g, quantity: 1 }, newKey()), SOLD_OUT_TTL_MS + 500);
    expect(taken.refused).toEqual([]);
    expect(await stockOf(t.database, g)).toEqual({ available: 0, blocked: 20, sold: 0 });
    expect(await ordersOf(g)).toBe(21);
  });

  it('a unit given back on another instance is taken on this one once its sold-out mark expires', async () => {
    const g = await insertGoods(t.database, { available: 1, priceCents: 1000 });
    const [first, second] = await bulkBuyers(t.app, t.database, 2);
    const bought = await submit(t, first!.token, { goodsId: g, quantity: 1 }, newKey());
    expect((await submit(t, second!.token, { goodsId: g, quantity: 1 }, newKey())).body.data.code).toBe('STOCK_INSUFFICIENT');
    // A second instance on the same database, with marks of its own, cancels the order.
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await other.ready();
      const canceled = await call(other, 'POST', `/api/v2/purchase-order/${bought.body.data.orderNos[0]}/cancel`, { token: first!.token, headers: { 'idempotency-key': newKey() } });
      expect(canceled.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    // This instance still holds its mark: refused for at most the TTL, then taken.
    const taken = await untilTaken(() => submit(t, second!.token, { goodsId: g, quantity: 1 }, newKey()), SOLD_OUT_TTL_MS + 1_000);
    expect(taken.refused.every((code) => code === 'STOCK_INSUFFICIENT')).toBe(true);
    expect(await stockOf(t.database, g)).toEqual({ available: 0, blocked: 1, sold: 0 });
  });

  it('cancel, expiry and reads racing on one overdue order give its units back exactly once', async () => {
    const g = await insertGoods(t.database, { available: 10, priceCents: 1000 });
    const [b] = await bulkBuyers(t.app, t.database, 1);
    const no = (await submit(t, b!.token, { goodsId: g, quantity: 6 }, newKey())).body.data.orderNos[0];
    expect(await stockOf(t.database, g)).toMatchObject({ available: 4, blocked: 6 });
    await makeOverdue(t.database, no);
    await Promise.all([
      ...Array.from({ length: 10 }, () => call(t.app, 'POST', `/api/v2/purchase-order/${no}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b!.token })),
      ...Array.from({ length: 10 }, () => t.app.services.purchaseOrders.expireOverdue()),
      ...Array.from({ length: 10 }, () => call(t.app, 'GET', `/api/v2/purchase-order/${no}`, { token: b!.token })),
    ]);
    expect(await stockOf(t.database, g)).toEqual({ available: 10, blocked: 0, sold: 0 });
    expect((await call(t.app, 'GET', `/api/v2/purchase-order/${no}`, { token: b!.token })).body.data.status).toBe(3);
  });

  it('paying and canceling one order at once: either it is paid and the stock sold, or canceled and the stock back, never both', async () => {
    const g = await insertGoods(t.database, { available: 10, priceCents: 1000 });
    const [b] = await bulkBuyers(t.app, t.database, 1, { fundCents: 100_00 });
    const no = (await submit(t, b!.token, { goodsId: g, quantity: 3 }, newKey())).body.data.orderNos[0];
    const [paid, canceled] = await Promise.all([balancePay(b!.token, [no]), call(t.app, 'POST', `/api/v2/purchase-order/${no}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b!.token })]);
    expect([paid.statusCode, canceled.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const stock = await stockOf(t.database, g);
    const r = await reconciled(b!.id);
    if (paid.statusCode === 200) {
      expect(stock).toEqual({ available: 7, blocked: 0, sold: 3 });
      expect(r.balanceCents).toBe(70_00);
    } else {
      expect(stock).toEqual({ available: 10, blocked: 0, sold: 0 });
      expect(r.balanceCents).toBe(100_00);
    }
  });
});

describe('wallet on PostgreSQL', () => {
  it('200 concurrent balance payments against one wallet of 505.00 for orders of 10.00: exactly 50 paid, never overdrawn', async () => {
    const app = await createPgTestApp({ limits: { ...t.config.limits, loginMaxFailures: 10_000 } });
    try {
      const g = await insertGoods(app.database, { available: 1000, priceCents: 1000 });
      const [b] = await bulkBuyers(app.app, app.database, 1, { fundCents: 505_00 });
      const orderNos: string[] = [];
      for (let i = 0; i < 200; i++) orderNos.push((await submit(app, b!.token, { goodsId: g, quantity: 1 }, newKey())).body.data.orderNos[0]);
      const answers = await Promise.all(
        orderNos.map((no) => call(app.app, 'POST', '/api/v2/pay/balance-pay', { token: b!.token, body: { refs: [no], payPassword: BULK_PAY_PASSWORD, declaration: true }, headers: { 'idempotency-key': newKey() } })),
      );
      expect(codes(answers)).toEqual({ ok: 50, BALANCE_INSUFFICIENT: 150 });
      const r = await app.app.services.wallets.reconcile(b!.id);
      expect(r).toEqual({ balanceCents: 5_00, frozenCents: 0, ledgerBalanceCents: 5_00, ledgerFrozenCents: 0 });
      expect(await stockOf(app.database, g)).toEqual({ available: 800, blocked: 150, sold: 50 });
      const completed = await rows<{ n: number }>(app.database.db, sql`select count(*)::int as n from purchase_orders where buyer_user_id = ${b!.id} and status = 2`);
      expect(completed[0]!.n).toBe(50);
    } finally {
      await app.close();
    }
  });

  it('wrong payment passwords sent at once are counted: at most 10 checked, then locked even for the right one; no money moves', async () => {
    const g = await insertGoods(t.database, { available: 10, priceCents: 1000 });
    const [b] = await bulkBuyers(t.app, t.database, 1, { fundCents: 100_00 });
    const no = (await submit(t, b!.token, { goodsId: g, quantity: 1 }, newKey())).body.data.orderNos[0];
    const answers = await Promise.all(Array.from({ length: 30 }, () => balancePay(b!.token, [no], newKey(), '000000')));
    const counted = codes(answers);
    expect(counted.PAY_PASSWORD_WRONG).toBeLessThanOrEqual(10);
    expect((counted.PAY_PASSWORD_WRONG ?? 0) + (counted.TOO_MANY_ATTEMPTS ?? 0)).toBe(30);
    const right = await balancePay(b!.token, [no]);
    expect(right.statusCode).toBe(429);
    expect(right.body.data.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await reconciled(b!.id)).balanceCents).toBe(100_00);
  });
});

describe('idempotency on PostgreSQL', () => {
  it('one checkout key sent 20 times at once places the orders once; another body with it is refused', async () => {
    const g = await insertGoods(t.database, { available: 50, priceCents: 1000 });
    const [b] = await bulkBuyers(t.app, t.database, 1);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(t, b!.token, { goodsId: g, quantity: 2 }, key)));
    expect(codes(answers)).toEqual({ ok: 20 });
    expect(new Set(answers.map((a) => a.body.data.orderNos.join()))).toHaveLength(1);
    expect(await stockOf(t.database, g)).toMatchObject({ available: 48, blocked: 2 });
    expect(await ordersOf(g)).toBe(1);
    const other = await submit(t, b!.token, { goodsId: g, quantity: 3 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.body.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('one balance-payment key sent 20 times at once debits once', async () => {
    const g = await insertGoods(t.database, { available: 10, priceCents: 2500 });
    const [b] = await bulkBuyers(t.app, t.database, 1, { fundCents: 100_00 });
    const no = (await submit(t, b!.token, { goodsId: g, quantity: 1 }, newKey())).body.data.orderNos[0];
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => balancePay(b!.token, [no], key)));
    expect(codes(answers)).toEqual({ ok: 20 });
    expect(new Set(answers.map((a) => a.body.data.paymentNo))).toHaveLength(1);
    expect((await reconciled(b!.id)).balanceCents).toBe(75_00);
    expect(await stockOf(t.database, g)).toEqual({ available: 9, blocked: 0, sold: 1 });
  });

  it('gateway notifications duplicated, replayed and out of order credit the recharge once', async () => {
    const [b] = await bulkBuyers(t.app, t.database, 1);
    const started = await h.initiateRecharge(b!.token, 80, 0);
    const paymentNo = started.body.data.paymentNo;
    const success = { paymentNo, outcome: 'succeeded' as const, amountCents: 80_00 };
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => h.notify({ ...success, notificationId: 'same-id' })),
      ...Array.from({ length: 10 }, (_, i) => h.notify({ ...success, notificationId: `other-${i}` })),
      ...Array.from({ length: 5 }, (_, i) => h.notify({ ...success, outcome: 'failed', notificationId: `failed-${i}` })),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const r = await reconciled(b!.id);
    expect(r.balanceCents).toBe(80_00);
    expect((await call(t.app, 'POST', '/api/v2/pay/pay-success', { token: b!.token, body: { paymentNo } })).body.data.status).toBe('succeeded');
  });

  it('a purchase order paid through the gateway: racing notifications pay it once and sell its stock once', async () => {
    const g = await insertGoods(t.database, { available: 10, priceCents: 1500 });
    const [b] = await bulkBuyers(t.app, t.database, 1);
    const no = (await submit(t, b!.token, { goodsId: g, quantity: 2 }, newKey())).body.data.orderNos[0];
    const p = (await call(t.app, 'POST', '/api/v2/pay/initiate', { token: b!.token, body: { purpose: 'purchase-order', refs: [no], payWay: 0 }, headers: { 'idempotency-key': newKey() } })).body.data;
    const success = { paymentNo: p.paymentNo, outcome: 'succeeded' as const, amountCents: 30_00 };
    await Promise.all(Array.from({ length: 12 }, (_, i) => h.notify({ ...success, notificationId: `n-${i % 4}` })));
    expect(await stockOf(t.database, g)).toEqual({ available: 8, blocked: 0, sold: 2 });
    expect((await reconciled(b!.id)).balanceCents).toBe(0);
    expect((await call(t.app, 'GET', `/api/v2/purchase-order/${no}`, { token: b!.token })).body.data).toMatchObject({ status: 2, paymentNo: p.paymentNo });
  });
});

describe('coupons on PostgreSQL', () => {
  it('one single-use coupon in 50 concurrent checkouts is redeemed once; the others change nothing', async () => {
    const g = await insertGoods(t.database, { available: 500, priceCents: 5000 });
    const template = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 500 });
    const [b] = await bulkBuyers(t.app, t.database, 1);
    const couponId = (await call(t.app, 'POST', `/api/v2/coupon/${template}/claim`, { token: b!.token })).body.data.couponId;
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(t, b!.token, { goodsId: g, quantity: 1, couponId }, newKey())));
    expect(codes(answers)).toEqual({ ok: 1, COUPON_UNAVAILABLE: 49 });
    expect(await stockOf(t.database, g)).toMatchObject({ available: 499, blocked: 1 });
    const withCoupon = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from purchase_orders where coupon_id = ${couponId}`);
    expect(withCoupon[0]!.n).toBe(1);
    const order = answers.find((a) => a.statusCode === 200)!.body.data;
    expect(order.totalAmount).toBe(45);
  });
});
