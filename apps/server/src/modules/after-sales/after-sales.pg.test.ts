import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createPgTestApp, type TestApp } from '../../../test/helpers';
import { afterSalesHelpers } from './after-sales.test-support';

// Real PostgreSQL with a pool of connections: approvals, cancels and the sweeper racing on one
// after-sales must pay exactly once (or not at all), and wallets must equal their ledgers.
let t: TestApp;
const s = afterSalesHelpers(() => t);
beforeAll(async () => {
  t = await createPgTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
});
afterAll(() => t?.close());

const approve = async (no: string) => s.post(await s.sellerToken(), `/api/v2/seller/after-sales/${no}/approve`, {});
const refundRecords = async (no: string) => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from wallet_ledger where remark = ${no}`))[0]!.n;

describe('after-sales on PostgreSQL', () => {
  it('two approvals (and the sweeper) at once for one line pay once', async () => {
    const b = await s.shippedOrder(2);
    const a = (await s.apply(b, { quantity: 2, refundAmount: 52 })).body.data;
    await t.database.db.execute(sql`update after_sales set decide_by = now() - interval '1 minute' where after_sales_no = ${a.afterSalesNo}`);
    const owner = await s.storeOwnerId();
    const answers = await Promise.all([approve(a.afterSalesNo), approve(a.afterSalesNo), approve(a.afterSalesNo), t.app.services.afterSales.autoApprove()]);
    expect(answers.slice(0, 3).every((r) => typeof r === 'object' && [200, 409].includes(r.statusCode))).toBe(true);
    const done = (await s.get(b.token, `/api/v2/after-sales/${a.afterSalesNo}`)).body.data;
    expect(done.status).toBe('refunded');
    // One credit to the buyer, one charge to the store.
    expect(await refundRecords(a.afterSalesNo)).toBe(2);
    const buyer = await s.h.reconciled(b.user.id);
    expect(buyer.balanceCents).toBe(done.refundAmount * 100);
    expect(buyer.balanceCents).toBe(buyer.ledgerBalanceCents);
    const store = await s.h.reconciled(owner);
    expect(store.balanceCents).toBe(store.ledgerBalanceCents);
  });

  it('a refund racing a cancel: one of them wins, the money moves only if the refund did', async () => {
    for (let round = 0; round < 4; round++) {
      const b = await s.shippedOrder(1);
      const a = (await s.apply(b)).body.data;
      const [approved, canceled] = await Promise.all([approve(a.afterSalesNo), s.post(b.token, `/api/v2/after-sales/${a.afterSalesNo}/cancel`)]);
      const final = (await s.get(b.token, `/api/v2/after-sales/${a.afterSalesNo}`)).body.data;
      expect([approved.statusCode, canceled.statusCode].sort()).toEqual([200, 409]);
      if (final.status === 'refunded') {
        expect(approved.statusCode).toBe(200);
        expect(await refundRecords(a.afterSalesNo)).toBe(2);
        expect((await s.h.reconciled(b.user.id)).balanceCents).toBe(2600);
      } else {
        expect(final.status).toBe('canceled');
        expect(await refundRecords(a.afterSalesNo)).toBe(0);
        expect((await s.h.reconciled(b.user.id)).balanceCents).toBe(0);
      }
    }
  });

  it('two applications at once for one line: one is open, the other refused', async () => {
    const b = await s.shippedOrder(3);
    const pictures = [await s.evidence(b.token)];
    const answers = await Promise.all(Array.from({ length: 5 }, () => s.apply(b, { pictures })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.body.data.code === 'AFTER_SALES_LINE_OPEN')).toBe(true);
  });
});
