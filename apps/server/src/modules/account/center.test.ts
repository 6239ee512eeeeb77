import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v2/customer/center', () => {
  it('a new buyer: the user card, review state and zeros everywhere', async () => {
    const buyer = await registerBuyer(t.app);
    const answer = await call(t.app, 'GET', '/api/v2/customer/center', { token: buyer.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      mobile: `+86${buyer.mobile}`,
      customerid: expect.stringMatching(/^C\d+$/),
      auditStatus: 3,
      wallet: { balance: 0, available: 0, frozen: 0 },
      purchaseOrders: { toBePaid: 0, paid: 0, completed: 0, canceled: 0 },
      favourites: 0,
      followedStores: 0,
      unusedCoupons: 0,
      unreadMessages: expect.any(Number),
    });
  });

  it('counts unused coupons and unread messages, each going with what the buyer does', async () => {
    const buyer = await registerBuyer(t.app);
    await t.database.db.execute(sql`update users set audit_status = 2 where id = ${buyer.user.id}`);
    const center = async () => (await call(t.app, 'GET', '/api/v2/customer/center', { token: buyer.token })).body.data as { unusedCoupons: number; unreadMessages: number };
    const before = await center();
    expect(before.unusedCoupons).toBe(0);
    // Every platform notice is unread for a new account.
    const notices = (await call(t.app, 'GET', '/api/v2/message/list', { token: buyer.token, query: { state: 'unread', pageSize: '100' } })).body.data;
    expect(notices.total).toBeGreaterThan(0);
    expect(before.unreadMessages).toBe(notices.total);

    const claimable = (await call(t.app, 'GET', '/api/v2/coupon/center', { token: buyer.token })).body.data as { templateId: number; claimable: boolean }[];
    const template = claimable.find((c) => c.claimable)!;
    expect((await call(t.app, 'POST', `/api/v2/coupon/${template.templateId}/claim`, { token: buyer.token })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/v2/message/${notices.list[0].messageId}/read`, { token: buyer.token })).statusCode).toBe(200);

    const after = await center();
    expect(after.unusedCoupons).toBe(1);
    expect(after.unreadMessages).toBe(before.unreadMessages - 1);
    // An expired coupon is not counted as unused.
    await t.database.db.execute(sql`update coupon_templates set valid_from = now() - interval '2 days', valid_to = now() - interval '1 day' where id = ${template.templateId}`);
    expect((await center()).unusedCoupons).toBe(0);
    await t.database.db.execute(sql`update coupon_templates set valid_to = now() + interval '30 days' where id = ${template.templateId}`);
    // Another buyer's counts stay their own.
    const other = await registerBuyer(t.app);
    const theirs = (await call(t.app, 'GET', '/api/v2/customer/center', { token: other.token })).body.data;
    expect(theirs).toMatchObject({ unusedCoupons: 0, unreadMessages: notices.total });
  });

  it('counts the buyer\'s own orders by status, favourites and followed stores, and nobody else\'s', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    const me = (await call(t.app, 'GET', '/api/v2/auth/user', { token })).body.data as { id: number };
    const expected = await rows<{ status: number; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from purchase_orders where buyer_user_id = ${me.id} group by status`,
    );
    const n = (s: number) => expected.find((r) => r.status === s)?.n ?? 0;
    expect(n(1) + n(2)).toBeGreaterThan(0); // the demo buyer has order history

    const goods = (await call(t.app, 'POST', '/api/v2/goods/list', { token, body: { pageIndex: 1, pageSize: 2 } })).body.data.list as { goodsId: number; storeId: number }[];
    const before = (await call(t.app, 'GET', '/api/v2/customer/center', { token })).body.data;
    const added = await call(t.app, 'POST', '/api/v2/favorite-product/batch', { token, body: { goodsIds: goods.map((g) => g.goodsId) } });
    expect(added.body).toMatchObject({ status: 200 });
    await call(t.app, 'PUT', `/api/v2/favorite-store/${goods[0]!.storeId}`, { token });

    const center = (await call(t.app, 'GET', '/api/v2/customer/center', { token })).body.data;
    expect(center.purchaseOrders).toEqual({ toBePaid: n(0), paid: n(1), completed: n(2), canceled: n(3) });
    expect(center.favourites).toBe(before.favourites + 2);
    expect(center.followedStores).toBe(before.followedStores + 1);

    const other = await registerBuyer(t.app);
    const theirs = (await call(t.app, 'GET', '/api/v2/customer/center', { token: other.token })).body.data;
    expect(theirs.purchaseOrders).toEqual({ toBePaid: 0, paid: 0, completed: 0, canceled: 0 });
    expect(theirs.favourites).toBe(0);
  });

  it('is for buyers only', async () => {
    expect((await call(t.app, 'GET', '/api/v2/customer/center')).statusCode).toBe(401);
    const seller = await login(t.app, DEMO.seller);
    expect((await call(t.app, 'GET', '/api/v2/customer/center', { token: seller })).statusCode).toBe(403);
  });
});

describe('demo audit application', () => {
  it('puts the pending demo buyer in the operator queue with readable documents, once', async () => {
    const operator = await login(t.app, DEMO.operator);
    const pending = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: DEMO.pendingBuyer, password: DEMO.password } });
    const pendingId = (await call(t.app, 'GET', '/api/v2/auth/user', { token: pending.body.data.token.token })).body.data.id as number;
    await t.app.services.account.seedDemoApplication(pendingId);
    await t.app.services.account.seedDemoApplication(pendingId);
    const queue = (await call(t.app, 'GET', '/api/v2/admin/audits', { token: operator, query: { status: '0', pageIndex: '1', pageSize: '50' } })).body.data;
    expect(queue.list.filter((row: { userId: number }) => row.userId === pendingId)).toHaveLength(1);
    const detail = (await call(t.app, 'GET', `/api/v2/admin/audits/${pendingId}`, { token: operator })).body.data;
    expect(detail.profile.company).toMatchObject({ company: 'Lopez Home Supply LLC', companyCountry: 'US', creditCode: '74-2156790', companyTel: '+15124990142', companyAreaName: 'United States / Texas' });
    const licence = await t.app.inject({ method: 'GET', url: detail.profile.company.businessLicence.url });
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toBe('image/png');
  });
});
