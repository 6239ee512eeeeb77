import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { bulkBuyers } from '../../../test/buyers';
import { createPgTestApp, type Answer, type TestApp } from '../../../test/helpers';
import { insertGoods, stockOf, submit } from '../purchase-orders/orders.test-support';
import { newKey } from '../payments/payments.test-support';
import { agreementRow, apply, approvedAgreement, makeDue, sellerToken } from './agreements.test-support';
import { call } from '../../../test/helpers';

// Real PostgreSQL with a pool of connections: the agreed quantity must hold when many checkouts
// through one agreement arrive at once.
let t: TestApp;
beforeAll(async () => {
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

describe('agreements on PostgreSQL', () => {
  it('20 concurrent checkouts on one agreement of 10 units buy exactly 10 at the agreed price', async () => {
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000 });
    const [buyer] = await bulkBuyers(t.app, t.database, 1);
    const no = await approvedAgreement(t, buyer!.token, await sellerToken(t), goodsId, 10, 12.5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(t, buyer!.token, { agreementNo: no, quantity: 1 }, newKey())));
    expect(codes(answers)).toEqual({ ok: 10, AGREEMENT_QUANTITY_EXCEEDED: 10 });
    expect(await agreementRow(t, no)).toMatchObject({ status: 'approved', quantity: 10, reserved: 10 });
    const bought = await rows<{ units: number; price: number; orders: number }>(
      t.database.db,
      sql`select sum(i.quantity)::int as units, max(i.unit_price_cents)::int as price, count(distinct i.order_id)::int as orders
          from purchase_order_items i join agreement_orders l on l.order_id = i.order_id join agreements a on a.id = l.agreement_id
          where a.agreement_no = ${no}`,
    );
    expect(bought[0]).toEqual({ units: 10, price: 1250, orders: 10 });
    // The refused checkouts took no stock.
    expect(await stockOf(t.database, goodsId)).toMatchObject({ available: 90, blocked: 10 });
  });

  it('concurrent checkouts of several units never take more than is left', async () => {
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000 });
    const [buyer] = await bulkBuyers(t.app, t.database, 1);
    const no = await approvedAgreement(t, buyer!.token, await sellerToken(t), goodsId, 10, 12.5);
    const answers = await Promise.all(Array.from({ length: 12 }, () => submit(t, buyer!.token, { agreementNo: no, quantity: 3 }, newKey())));
    expect(codes(answers).ok).toBe(3);
    expect(await agreementRow(t, no)).toMatchObject({ reserved: 9 });
  });

  it('the sweeper and reads racing on one overdue agreement time it out once, telling each side once', async () => {
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000 });
    const [buyer] = await bulkBuyers(t.app, t.database, 1);
    const no = (await apply(t, buyer!.token, { goodsId, quantity: 10, unitPrice: 15 })).body.data.agreementNo;
    await makeDue(t, no);
    await Promise.all([
      ...Array.from({ length: 8 }, () => t.app.services.agreements.expireOverdue()),
      ...Array.from({ length: 8 }, () => call(t.app, 'GET', `/api/v2/agreement/${no}`, { token: buyer!.token })),
      ...Array.from({ length: 4 }, () => call(t.app, 'POST', `/api/v2/agreement/${no}/cancel`, { token: buyer!.token })),
    ]);
    const [state] = await rows<{ status: string; expired: number; told: number }>(
      t.database.db,
      sql`select a.status,
                 (select count(*)::int from agreement_events e where e.agreement_id = a.id and e.action in ('expire', 'cancel')) as expired,
                 (select count(*)::int from messages m where m.recipient_user_id = a.buyer_user_id and m.title_en in ('Agreement timed out', 'Agreement cancelled')) as told
          from agreements a where a.agreement_no = ${no}`,
    );
    // A cancel of an overdue agreement meets the clock first (applied on read): timed out, once, told once.
    expect(state).toEqual({ status: 'timedOut', expired: 1, told: 1 });
  });
});
