import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { bulkBuyers } from '../../../test/buyers';
import { call, createPgTestApp, type Answer, type TestApp } from '../../../test/helpers';
import { newKey } from '../payments/payments.test-support';
import { couponTemplate, insertGoods, stockOf, submit } from './orders.test-support';

// Real PostgreSQL with a pool: checkouts of two stores' orders, each order with a coupon of its
// own, racing for the same coupon. One takes it; every other is refused whole (no order, no
// stock, its other coupon still unused), and none fails on a deadlock.
let t: TestApp;
beforeAll(async () => {
  t = await createPgTestApp();
});
afterAll(() => t?.close());

const SECOND_STORE_OWNER = '13800001002';
const codes = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? 'ok' : String(a.body.data?.code ?? a.statusCode);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};
const storeOf = async (goodsId: number) => (await rows<{ storeId: number }>(t.database.db, sql`select store_id as "storeId" from goods where id = ${goodsId}`))[0]!.storeId;
const statusOf = async (couponId: number) => (await rows<{ status: string; orderId: number | null }>(t.database.db, sql`select status, order_id::float8 as "orderId" from user_coupons where id = ${couponId}`))[0]!;

/** A goods of each store, with stock of its own (so that checkouts meet on the coupon, not on a stock row). */
async function pairOfGoods() {
  const a = await insertGoods(t.database, { available: 10, priceCents: 5000 });
  const b = await insertGoods(t.database, { available: 10, priceCents: 4000, storeOwnerMobile: SECOND_STORE_OWNER });
  return { a, b, items: [{ goodsId: a, quantity: 1 }, { goodsId: b, quantity: 1 }] };
}

describe('a coupon per order on PostgreSQL', () => {
  it('two checkouts naming the same two coupons crosswise: one takes both, the other is refused whole, no deadlock (10 rounds)', async () => {
    const [buyer] = await bulkBuyers(t.app, t.database, 1);
    const template = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 5_00, perUserLimit: 100, totalQty: 1000 });
    const claim = async () => (await call(t.app, 'POST', `/api/v2/coupon/${template}/claim`, { token: buyer!.token })).body.data.couponId as number;
    for (let round = 0; round < 10; round++) {
      const [low, high] = [await claim(), await claim()];
      const x = await pairOfGoods();
      const y = await pairOfGoods();
      const [storeA, storeB] = [await storeOf(x.a), await storeOf(x.b)];
      // X puts the lower coupon on store A's order, Y on store B's: taken in the order the orders are made, they would cross.
      const answers = await Promise.all([
        submit(t, buyer!.token, { items: x.items, coupons: [{ storeId: storeA, couponId: low }, { storeId: storeB, couponId: high }] }, newKey()),
        submit(t, buyer!.token, { items: y.items, coupons: [{ storeId: storeA, couponId: high }, { storeId: storeB, couponId: low }] }, newKey()),
      ]);
      expect(codes(answers), `round ${round}`).toEqual({ ok: 1, COUPON_UNAVAILABLE: 1 });
      const [winner, loser] = answers[0]!.statusCode === 200 ? [x, y] : [y, x];
      // The winner's two orders hold one coupon each; the loser reserved nothing.
      const orders = await rows<{ couponId: number }>(t.database.db, sql`select coupon_id::float8 as "couponId" from purchase_orders where order_no in (${sql.join((answers.find((a) => a.statusCode === 200)!.body.data.orderNos as string[]).map((n) => sql`${n}`), sql`, `)}) order by id`);
      expect(orders.map((o) => o.couponId).sort()).toEqual([low, high].sort());
      expect([(await statusOf(low)).status, (await statusOf(high)).status]).toEqual(['locked', 'locked']);
      expect(await stockOf(t.database, winner.a)).toMatchObject({ available: 9, blocked: 1 });
      expect(await stockOf(t.database, loser.a)).toMatchObject({ available: 10, blocked: 0 });
      expect(await stockOf(t.database, loser.b)).toMatchObject({ available: 10, blocked: 0 });
    }
  });

  it('20 concurrent two-store checkouts, each with a coupon of its own and one shared coupon: the shared one is taken once, every loser keeps its own coupon', async () => {
    const [buyer] = await bulkBuyers(t.app, t.database, 1);
    const template = await couponTemplate(t.database, { thresholdCents: 0, reductionCents: 3_00, perUserLimit: 100, totalQty: 1000 });
    const claim = async () => (await call(t.app, 'POST', `/api/v2/coupon/${template}/claim`, { token: buyer!.token })).body.data.couponId as number;
    const shared = await claim();
    const own: number[] = [];
    for (let i = 0; i < 20; i++) own.push(await claim());
    const goods = [];
    for (let i = 0; i < 20; i++) goods.push(await pairOfGoods());
    const [storeA, storeB] = [await storeOf(goods[0]!.a), await storeOf(goods[0]!.b)];
    const answers = await Promise.all(
      goods.map((g, i) => {
        // Half put the shared coupon on store A's order, half on store B's.
        const coupons = i % 2 === 0 ? [{ storeId: storeA, couponId: shared }, { storeId: storeB, couponId: own[i]! }] : [{ storeId: storeA, couponId: own[i]! }, { storeId: storeB, couponId: shared }];
        return submit(t, buyer!.token, { items: g.items, coupons }, newKey());
      }),
    );
    expect(codes(answers)).toEqual({ ok: 1, COUPON_UNAVAILABLE: 19 });
    const won = answers.findIndex((a) => a.statusCode === 200);
    const withShared = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from purchase_orders where coupon_id = ${shared}`);
    expect(withShared[0]!.n).toBe(1);
    for (const [i, couponId] of own.entries()) expect((await statusOf(couponId)).status, `coupon of checkout ${i}`).toBe(i === won ? 'locked' : 'unused');
    const placed = await rows<{ n: number; discount: number }>(t.database.db, sql`select count(*)::int as n, coalesce(sum(discount_cents), 0)::int as discount from purchase_orders where buyer_user_id = ${buyer!.id}`);
    expect(placed[0]).toEqual({ n: 2, discount: 6_00 });
  });
});
