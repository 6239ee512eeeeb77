import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES, AfterSalesAction, FLOW_TYPES, RETURN_GUARANTEE_PERCENT, afterSalesTransitions, toE164, type AfterSalesStatus } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { seedDemoServices } from '../../db/seed';
import { createTestApp, DEMO, type TestApp } from '../../../test/helpers';
import { UNANSWERED_DESCRIPTION } from './after-sales.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo start's seeds, in its order (the tests' database has the rest of the demo data).
  await seedDemoServices(t.app, t.database);
});
afterAll(() => t.close());

const accounts = () => ({ buyer: toE164(DEMO.approvedBuyer)!, seller: toE164(DEMO.seller)!, operator: toE164(DEMO.operator)! });

/**
 * The states an after-sales can be found in, from the machine: every state a type reaches,
 * but those only the system leaves (in the transaction that reaches them: waiting for refund is
 * refunded at once). A final state, or one a buyer, store or operator acts on, stays.
 */
function findableStates(): AfterSalesStatus[] {
  const people = new Set<string>(AfterSalesAction.options);
  return AFTER_SALES_STATUSES.filter((status) =>
    AFTER_SALES_TYPES.some((type) => {
      const table = afterSalesTransitions[type] as Record<AfterSalesStatus, Record<string, AfterSalesStatus>>;
      const reached = status === 'waitingReview' || Object.values(table).some((row) => Object.values(row).includes(status));
      const actions = Object.keys(table[status]);
      return reached && (actions.length === 0 || actions.some((a) => people.has(a)));
    }),
  );
}

describe('after-sales demo data', () => {
  it('gives the demo buyer an after-sales in every state of the machine one can be found in, each store within its means; a second seed adds nothing', async () => {
    const { db } = t.database;
    const [buyer] = await rows<{ id: number }>(db, sql`select id from users where mobile = ${accounts().buyer}`);
    const statuses = async () => (await rows<{ status: string }>(db, sql`select distinct status from after_sales where buyer_user_id = ${buyer!.id} order by status`)).map((r) => r.status);
    const states = findableStates();
    expect(states.length).toBeGreaterThan(5);
    expect(await statuses()).toEqual(expect.arrayContaining(states));

    // Every store charged a refund keeps a balance of its own and its goods on the shelves.
    const stores = await rows<{ id: number; balance: number; hold: boolean }>(
      db,
      sql`select s.id, w.balance_cents::float8 as balance, s.credit_hold as hold from stores s join wallets w on w.user_id = s.owner_user_id
          where s.id in (select store_id from after_sales where buyer_user_id = ${buyer!.id})`,
    );
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.filter((s) => s.balance < 0 || s.hold)).toEqual([]);

    const counts = () =>
      rows(
        db,
        sql`select (select count(*)::int from after_sales) as "afterSales", (select count(*)::int from after_sales_events) as events,
                   (select count(*)::int from sales_orders) as "salesOrders", (select count(*)::int from wallet_ledger) as ledger,
                   (select count(*)::int from messages) as messages, (select count(*)::int from payments) as payments`,
      );
    const before = await counts();
    await seedDemoServices(t.app, t.database);
    expect(await counts()).toEqual(before);
  });

  it('leaves one after-sales the store never answered, overdue; the sweeper settles it once at the guarantee floor, paid by the store', async () => {
    const seller = (await rows<{ id: number; storeId: number; level: 'basic' | 'standard' }>(
      t.database.db,
      sql`select u.id, s.id as "storeId", s.return_guarantee as level from users u join stores s on s.owner_user_id = u.id where u.mobile = ${accounts().seller}`,
    ))[0]!;
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
    await seedDemoServices(t.app, t.database);
    expect(await unanswered()).toHaveLength(1);
  });
});
