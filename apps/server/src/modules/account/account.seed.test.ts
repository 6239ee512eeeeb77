import { toE164 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { seedDemoServices } from '../../db/seed';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo start's seeds, in its order (the tests' database has the rest of the demo data).
  await seedDemoServices(t.app, t.database);
});
afterAll(() => t.close());

const demoBuyerId = async () => (await rows<{ id: number }>(t.database.db, sql`select id from users where mobile = ${toE164(DEMO.approvedBuyer)}`))[0]!.id;

describe('demo seed: the approved buyers', () => {
  it('the demo buyer holds the company information it was approved on, with its documents and the approval by the operator', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    const profile = (await call(t.app, 'GET', '/api/v2/customer', { token })).body.data;
    expect(profile.company).toMatchObject({ company: 'Summit Home Goods Inc.', companyCountry: 'US', creditCode: '94-3187215' });

    const operator = await login(t.app, DEMO.operator);
    const audit = (await call(t.app, 'GET', `/api/v2/admin/audits/${await demoBuyerId()}`, { token: operator })).body.data;
    // The newest first.
    expect(audit.history.map((h: { action: string; by: string }) => [h.action, h.by])).toEqual([
      ['approve', 'Operator'],
      ['submit', 'Alex Chen'],
    ]);
    expect(audit.profile.company).toMatchObject({ companyPhoto: expect.anything(), businessLicence: expect.anything() });
  });

  it("the sales history's customers show their companies in the operator's list of accounts; seeding again adds nothing", async () => {
    await seedDemoServices(t.app, t.database);
    const operator = await login(t.app, DEMO.operator);
    const res = await call(t.app, 'GET', '/api/v2/admin/users', { token: operator, query: { keyword: 'Northwind', pageIndex: '1', pageSize: '10' } });
    const list = res.body.data;
    expect(list.list.map((u: { company: string | null }) => u.company)).toEqual(['Northwind Deals LLC']);
    const audit = (await call(t.app, 'GET', `/api/v2/admin/audits/${await demoBuyerId()}`, { token: operator })).body.data;
    expect(audit.history).toHaveLength(2);
  });
});
