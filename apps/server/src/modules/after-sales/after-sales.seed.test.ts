import { toE164 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createTestApp, DEMO, type TestApp } from '../../../test/helpers';
import { seedDropShipping } from '../sales-orders/sales-orders.seed';
import { seedAfterSales } from './after-sales.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('after-sales demo data', () => {
  it('gives the demo buyer after-sales in every state on its shipped sales orders, once', async () => {
    const accounts = { buyer: toE164(DEMO.approvedBuyer)!, seller: toE164(DEMO.seller)!, operator: toE164(DEMO.operator)! };
    await seedDropShipping(t.app.services, t.database, accounts);
    await seedAfterSales(t.app.services, t.database, accounts);
    const count = async () => rows<{ status: string; n: number }>(t.database.db, sql`select status, count(*)::int as n from after_sales group by status order by status`);
    const made = await count();
    expect(made.map((r) => r.status)).toEqual(expect.arrayContaining(['canceled', 'completed', 'auditFailed', 'waitingReview', 'pendingReceive', 'escalated', 'pendingDelivery']));
    await seedAfterSales(t.app.services, t.database, accounts);
    expect(await count()).toEqual(made);
  });
});
