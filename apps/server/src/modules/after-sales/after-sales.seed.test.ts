import { FLOW_TYPES, RETURN_GUARANTEE_PERCENT, toE164 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createTestApp, DEMO, type TestApp } from '../../../test/helpers';
import { seedDropShipping } from '../sales-orders/sales-orders.seed';
import { seedMerchant } from '../seller/seller.seed';
import { seedAfterSales, seedUnansweredAfterSales, UNANSWERED_DESCRIPTION } from './after-sales.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accounts = () => ({ buyer: toE164(DEMO.approvedBuyer)!, seller: toE164(DEMO.seller)!, operator: toE164(DEMO.operator)! });

describe('after-sales demo data', () => {
  it('gives the demo buyer after-sales in every state on its shipped sales orders, once', async () => {
    await seedDropShipping(t.app.services, t.database, accounts());
    await seedAfterSales(t.app.services, t.database, accounts());
    const count = async () => rows<{ status: string; n: number }>(t.database.db, sql`select status, count(*)::int as n from after_sales group by status order by status`);
    const made = await count();
    expect(made.map((r) => r.status)).toEqual(expect.arrayContaining(['canceled', 'completed', 'auditFailed', 'waitingReview', 'pendingReceive', 'escalated', 'pendingDelivery']));
    await seedAfterSales(t.app.services, t.database, accounts());
    expect(await count()).toEqual(made);
  });

  it('leaves one after-sales the store never answered, overdue; the sweeper settles it once at the guarantee floor, paid by the store', async () => {
    // As the demo start runs them: the store's revenue first, then the after-sales it leaves unanswered.
    const seller = (await rows<{ id: number; storeId: number; level: 'basic' | 'standard' }>(
      t.database.db,
      sql`select u.id, s.id as "storeId", s.return_guarantee as level from users u join stores s on s.owner_user_id = u.id where u.mobile = ${accounts().seller}`,
    ))[0]!;
    await seedMerchant(t.app.services, t.database, { sellerUserId: seller.id });
    await seedUnansweredAfterSales(t.app.services, t.database, accounts());
    await seedUnansweredAfterSales(t.app.services, t.database, accounts());
    const unanswered = () =>
      rows<{ no: string; buyer: number; status: string; storeId: number; items: number; max: number; floor: number; refunded: number; refundNo: string | null; overdue: boolean; hoursBefore: number }>(
        t.database.db,
        sql`select after_sales_no as no, buyer_user_id as buyer, status, store_id as "storeId", items_cents as items, max_refund_cents as max, floor_cents as floor,
                   refunded_cents as refunded, refund_no as "refundNo", decide_by < now() as overdue, extract(epoch from now() - created_at)::int / 3600 as "hoursBefore"
            from after_sales where description = ${UNANSWERED_DESCRIPTION}`,
      );
    const [a, ...more] = await unanswered();
    expect(more).toEqual([]);
    const { afterSalesDecisionHours } = await t.app.services.content.operateConfig();
    // On the demo store's line, applied longer ago than the window, still waiting for the store.
    expect(a).toMatchObject({ status: 'waitingReview', storeId: seller.storeId, overdue: true });
    expect(a!.hoursBefore).toBeGreaterThanOrEqual(afterSalesDecisionHours);
    expect(a!.floor).toBe(Math.min(a!.max, Math.round((a!.items * RETURN_GUARANTEE_PERCENT[seller.level]) / 100)));
    const before = await t.app.services.wallets.reconcile(seller.id);
    // Within the store's means.
    expect(before.balanceCents).toBeGreaterThanOrEqual(a!.floor);

    // The sweeper's task, twice: it pays once.
    expect(await t.app.services.afterSales.autoApprove()).toBe(1);
    expect(await t.app.services.afterSales.autoApprove()).toBe(0);
    const [done] = await unanswered();
    expect(done).toMatchObject({ status: 'refunded', refunded: a!.floor });
    const ledger = (userId: number) =>
      rows<{ flowType: number; amountCents: number }>(t.database.db, sql`select flow_type as "flowType", amount_cents as "amountCents" from wallet_ledger where user_id = ${userId} and related_id = ${done!.refundNo}`);
    expect(await ledger(a!.buyer)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: a!.floor }]);
    expect(await ledger(seller.id)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: -a!.floor }]);
    expect((await t.app.services.wallets.reconcile(seller.id)).balanceCents).toBe(before.balanceCents - a!.floor);
    const [store] = await rows<{ hold: boolean }>(t.database.db, sql`select credit_hold as hold from stores where id = ${seller.storeId}`);
    expect(store!.hold).toBe(false);

    // Seeded again (a restart): nothing more.
    await seedUnansweredAfterSales(t.app.services, t.database, accounts());
    expect(await unanswered()).toHaveLength(1);
  });
});
