import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { BULK_PAY_PASSWORD, bulkBuyers } from '../../../test/buyers';
import { call, createPgTestApp, DEMO, login, newMobile, requestCode, type TestApp } from '../../../test/helpers';
import { submit } from '../purchase-orders/orders.test-support';
import { newKey } from '../payments/payments.test-support';

// Real PostgreSQL with a pool: a store's revenue must add up to the cent when many orders of its
// goods complete at once, and a credit hold must win against shelving racing it.
let t: TestApp;
let operator: string;
let category: number;
beforeAll(async () => {
  t = await createPgTestApp();
  operator = await login(t.app, DEMO.operator);
  category = (await rows<{ id: number }>(t.database.db, sql`select category_id as id from goods order by id limit 1`))[0]!.id;
});
afterAll(() => t?.close());

const post = (token: string, url: string, body?: object) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': newKey() } });

async function sellerWithGoods(goodsCount: number, price: number) {
  const mobile = newMobile();
  const code = await requestCode(t.app, { mobile });
  const reg = await call(t.app, 'POST', '/api/v2/auth/register-seller', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
  const token = reg.body.data.token.token as string;
  const userId = reg.body.data.user.id as number;
  const store = await call(t.app, 'PUT', '/api/v2/seller/store', {
    token,
    body: { name: `PG store ${mobile}`, contactName: 'Li', contactPhone: '+86 138 0000 1234', contactEmail: 'pg@example.com', warehouseType: 'platform', shippingAreas: ['US'], returnGuarantee: 'basic', logisticsGuarantee: false, submit: true },
  });
  const storeId = store.body.data.storeId as number;
  await post(operator, `/api/v2/admin/stores/${storeId}/approve`);
  const goodsIds: number[] = [];
  for (let i = 0; i < goodsCount; i++) {
    const g = await post(token, '/api/v2/seller/goods', {
      itemCode: `PG-${process.pid}-${mobile}-${i}`, name: { en: `PG goods ${i}` }, description: {}, categoryId: category, productType: 'general',
      images: ['/api/v2/media/u/1/merchantImage/00000000-0000-0000-0000-000000000000.jpg'], priceMode: 'spot', price, moq: 1,
      productSize: { length: 1, width: 1, height: 1, weight: 1 }, packageSize: { length: 1, width: 1, height: 1, weight: 1 },
      mainColor: 'Grey', material: 'Oak', shippingAreas: ['US'], warehouseType: 'platform', referenceDays: 5,
    });
    expect(g.statusCode).toBe(200);
    await post(token, `/api/v2/seller/goods/${g.body.data.goodsId}/stock`, { mode: 'set', quantity: 1000, reason: 'Count' });
    await post(token, `/api/v2/seller/goods/${g.body.data.goodsId}/shelve`);
    goodsIds.push(g.body.data.goodsId);
  }
  return { token, userId, storeId, goodsIds };
}

describe('seller revenue on PostgreSQL', () => {
  it('40 orders paid at once: commission and payouts add up exactly to what buyers paid, each order settled once', async () => {
    // 7.5% of $33.33 lines: rounding on every line.
    await call(t.app, 'PUT', '/api/v2/admin/merchant-settings', { token: operator, body: { defaultCommissionPercent: 5, defaultCreditLimit: 0, rates: [{ categoryId: category, percent: 7.5 }] } });
    const s = await sellerWithGoods(2, 33.33);
    const buyers = await bulkBuyers(t.app, t.database, 40, { fundCents: 1_000_000 });
    const orderNos: string[] = [];
    for (const [i, b] of buyers.entries()) {
      const res = await submit(t, b.token, { goodsId: s.goodsIds[i % 2]!, quantity: 1 + (i % 7) }, newKey());
      expect(res.statusCode).toBe(200);
      orderNos.push(res.body.data.orderNos[0]);
    }
    const paid = await Promise.all(
      buyers.map((b, i) => call(t.app, 'POST', '/api/v2/pay/balance-pay', { token: b.token, body: { refs: [orderNos[i]], payPassword: BULK_PAY_PASSWORD, declaration: true }, headers: { 'idempotency-key': newKey() } })),
    );
    expect(paid.filter((p) => p.statusCode === 200)).toHaveLength(40);

    const [orders] = await rows<{ n: number; paid: number }>(
      t.database.db,
      sql`select count(*)::int as n, sum(goods_amount_cents - discount_cents)::float8 as paid from purchase_orders where store_id = ${s.storeId} and status = 2`,
    );
    const [settled] = await rows<{ n: number; amount: number; commission: number; payout: number }>(
      t.database.db,
      sql`select count(*)::int as n, sum(amount_cents)::float8 as amount, sum(commission_cents)::float8 as commission, sum(payout_cents)::float8 as payout from seller_settlements where store_id = ${s.storeId}`,
    );
    expect(orders!.n).toBe(40);
    expect(settled!.n).toBe(40);
    expect(settled!.amount).toBe(orders!.paid);
    expect(settled!.commission + settled!.payout).toBe(orders!.paid);
    // 7.5% per line, rounded half up per order.
    const expected = await rows<{ c: number }>(t.database.db, sql`select sum(round(goods_amount_cents * 0.075))::float8 as c from purchase_orders where store_id = ${s.storeId} and status = 2`);
    expect(settled!.commission).toBe(expected[0]!.c);
    const [ledger] = await rows<{ revenue: number; commission: number; n: number }>(
      t.database.db,
      sql`select sum(amount_cents) filter (where flow_type = 2)::float8 as revenue, -sum(amount_cents) filter (where flow_type = 12)::float8 as commission, count(*)::int as n from wallet_ledger where user_id = ${s.userId}`,
    );
    expect(ledger).toEqual({ revenue: orders!.paid, commission: settled!.commission, n: 80 });
    const r = await t.app.services.wallets.reconcile(s.userId);
    expect(r.balanceCents).toBe(settled!.payout);
    expect(r.ledgerBalanceCents).toBe(r.balanceCents);

    // The same completions delivered again, concurrently: nothing more is paid.
    const ids = await rows<{ id: number }>(t.database.db, sql`select id::float8 as id from purchase_orders where store_id = ${s.storeId}`);
    const facts = await t.database.db.transaction((tx) => rows<{ id: number; orderNo: string; goodsAmountCents: number; discountCents: number }>(tx, sql`select id::float8 as id, order_no as "orderNo", goods_amount_cents::float8 as "goodsAmountCents", discount_cents::float8 as "discountCents" from purchase_orders where store_id = ${s.storeId}`));
    await Promise.all(
      facts.map((o) => t.database.db.transaction((tx) => t.app.services.seller.settle(tx, [{ ...o, storeId: s.storeId, lines: [{ goodsId: s.goodsIds[0]!, quantity: 1, amountCents: o.goodsAmountCents }] }]))),
    );
    expect(ids).toHaveLength(40);
    expect((await t.app.services.wallets.reconcile(s.userId)).balanceCents).toBe(settled!.payout);
    await call(t.app, 'PUT', '/api/v2/admin/merchant-settings', { token: operator, body: { defaultCommissionPercent: 5, defaultCreditLimit: 0, rates: [] } });
  }, 240_000);

  it('a credit hold wins against shelving racing it: every goods ends off shelves', async () => {
    const s = await sellerWithGoods(6, 10);
    for (const id of s.goodsIds) await post(s.token, `/api/v2/seller/goods/${id}/pull-off`);
    await t.database.db.execute(sql`update wallets set balance_cents = -100 where user_id = ${s.userId}`);
    const [held] = await Promise.all([
      t.database.db.transaction((tx) => t.app.services.seller.enforceCreditLimit(tx, s.storeId)),
      ...s.goodsIds.map((id) => post(s.token, `/api/v2/seller/goods/${id}/shelve`)),
    ]);
    expect(held).toBe(true);
    const statuses = await rows<{ status: string }>(t.database.db, sql`select status from goods where store_id = ${s.storeId}`);
    expect(statuses.map((x) => x.status)).toEqual(Array(6).fill('offShelves'));
    const told = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from messages where recipient_user_id = ${s.userId} and title_en = 'Your goods were pulled off shelves'`);
    expect(told[0]!.n).toBe(1);
  });
});
