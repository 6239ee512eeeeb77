import { AGREEMENT_STATUSES, agreementTransitions, can } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { toE164 } from '@wm/contracts';
import { seedAgreements } from './agreements.seed';
import { insertGoods, submit } from '../purchase-orders/orders.test-support';
import { newKey, paymentHelpers } from '../payments/payments.test-support';
import { agreementRow, apply, approvedAgreement, buyerAct, makeDue, orderIdOf, sellerAct, sellerToken } from './agreements.test-support';

let t: TestApp;
let seller: string;
const h = paymentHelpers(() => t);
beforeAll(async () => {
  t = await createTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
  seller = await sellerToken(t);
});
afterAll(() => t.close());

const get = (token: string, url: string, query?: Record<string, string>) => call(t.app, 'GET', url, { token, query });
const messagesOf = async (userId: number) =>
  (await rows<{ title: string }>(t.database.db, sql`select title_en as title from messages where recipient_user_id = ${userId} order by id`)).map((m) => m.title);
const sellerUserId = async () => (await rows<{ id: number }>(t.database.db, sql`select owner_user_id as id from stores s join goods g on g.store_id = s.id order by g.id desc limit 1`))[0]!.id;
const pay = (orderId: number) => t.database.db.transaction((tx) => t.app.services.purchaseOrders.markPaid(tx, [orderId], { payWay: 1, paymentNo: `P${orderId}` }));

describe('agreements', () => {
  it('are applied for (at least the minimum, a key needed, a replay answers the same), seen by the store, and told to it', async () => {
    const b = await h.approvedBuyer();
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000, moq: 5 });
    const below = await apply(t, b.token, { goodsId, quantity: 4, unitPrice: 15 });
    expect(below.statusCode).toBe(400);
    expect(below.body.data.code).toBe('AGREEMENT_BELOW_MOQ');
    const noKey = await call(t.app, 'POST', '/api/v2/agreement', { token: b.token, body: { goodsId, quantity: 5, unitPrice: 15 } });
    expect(noKey.body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const key = newKey();
    const first = await apply(t, b.token, { goodsId, quantity: 20, unitPrice: 15.5, message: 'Monthly orders' }, key);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Your application has been sent to the store');
    const a = first.body.data;
    expect(a).toMatchObject({ status: 'pendingReview', statusText: 'Pending review', quantity: 20, unitPrice: 15.5, originalPrice: 20, boughtQuantity: 0, remainingQuantity: 0, buyerMessage: 'Monthly orders', actions: ['cancel'] });
    expect(a.versions).toEqual([expect.objectContaining({ version: 1, by: 'buyer', quantity: 20, unitPrice: 15.5, outcome: 'open' })]);
    expect(new Date(a.deadline).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const replay = await apply(t, b.token, { goodsId, quantity: 20, unitPrice: 15.5, message: 'Monthly orders' }, key);
    expect(replay.body.data.agreementNo).toBe(a.agreementNo);
    expect((await get(b.token, '/api/v2/agreement/list')).body.data.total).toBe(1);

    const list = await get(seller, '/api/v2/seller/agreement/list', { agreementNo: a.agreementNo });
    expect(list.body.data.list).toEqual([expect.objectContaining({ agreementNo: a.agreementNo, buyerName: `C${b.user.id}`, unitPrice: 15.5, actions: ['approve', 'counter', 'reject'] })]);
    expect(await messagesOf(await sellerUserId())).toContain('New price negotiation');
  });

  it('allow every transition of the table and refuse the others with 409', async () => {
    const b = await h.approvedBuyer();
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000 });
    const actions: { action: string; side: 'buyer' | 'seller'; body?: object }[] = [
      { action: 'approve', side: 'seller' },
      { action: 'counter', side: 'seller', body: { quantity: 10, unitPrice: 17, message: 'Our best' } },
      { action: 'reject', side: 'seller', body: { reason: 'Too low' } },
      { action: 'cancel', side: 'buyer' },
      { action: 'accept', side: 'buyer' },
      { action: 'decline', side: 'buyer' },
      { action: 'reapply', side: 'buyer' },
    ];
    for (const status of AGREEMENT_STATUSES) {
      for (const { action, side, body } of actions) {
        const no = (await apply(t, b.token, { goodsId, quantity: 10, unitPrice: 15 })).body.data.agreementNo;
        await t.database.db.execute(sql`update agreements set status = ${status}, deadline = now() + interval '1 day' where agreement_no = ${no}`);
        const res = side === 'seller' ? await sellerAct(t, seller, no, action, body) : await buyerAct(t, b.token, no, action, body);
        const allowed = can(agreementTransitions, status, action as never);
        // A retried cancel answers the canceled agreement as it is.
        const retry = status === 'canceled' && action === 'cancel';
        expect({ status, action, code: res.statusCode }).toEqual({ status, action, code: allowed || retry ? 200 : 409 });
        if (retry) continue;
        const after = await agreementRow(t, no);
        if (allowed) expect(after.status).toBe(agreementTransitions[status][action as keyof (typeof agreementTransitions)[typeof status]]);
        else {
          expect(res.body.data.code).toBe('AGREEMENT_INVALID_TRANSITION');
          expect(after.status).toBe(status);
        }
      }
    }
  });

  it('counter, accept, buy at the agreed price over two orders up to the agreed quantity, and complete when all is paid', async () => {
    const b = await h.approvedBuyer();
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000, moq: 5 });
    const no = (await apply(t, b.token, { goodsId, quantity: 10, unitPrice: 15, message: 'Please' })).body.data.agreementNo;
    const countered = await sellerAct(t, seller, no, 'counter', { quantity: 8, unitPrice: 17.25, message: 'We can do 17.25 for 8' });
    expect(countered.body.data).toMatchObject({ status: 'countered', quantity: 8, unitPrice: 17.25, sellerMessage: 'We can do 17.25 for 8' });
    expect(await messagesOf(b.user.id)).toContain('Counter offer from the store');
    // Buying before it is agreed is refused.
    expect((await call(t.app, 'POST', '/api/v2/purchase-order/checkout-preview', { token: b.token, body: { agreementNo: no } })).body.data.code).toBe('AGREEMENT_NOT_BUYABLE');

    const accepted = await buyerAct(t, b.token, no, 'accept');
    expect(accepted.body.data).toMatchObject({ status: 'approved', quantity: 8, unitPrice: 17.25, remainingQuantity: 8, actions: ['buy', 'cancel'] });
    expect(accepted.body.data.versions.map((v: { by: string; outcome: string }) => [v.by, v.outcome])).toEqual([
      ['buyer', 'superseded'],
      ['seller', 'accepted'],
    ]);
    expect(new Date(accepted.body.data.deadline).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const preview = await call(t.app, 'POST', '/api/v2/purchase-order/checkout-preview', { token: b.token, body: { agreementNo: no, quantity: 3 } });
    expect(preview.body.data.orders[0].lines[0]).toMatchObject({ goodsId, quantity: 3, unitPrice: 17.25, amount: 51.75 });
    // Below the goods' minimum (5) is fine through an agreement; beyond what is left is not.
    const first = await submit(t, b.token, { agreementNo: no, quantity: 3 }, newKey());
    expect(first.statusCode).toBe(200);
    expect(first.body.data.totalAmount).toBe(51.75);
    const tooMany = await submit(t, b.token, { agreementNo: no, quantity: 6 }, newKey());
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body.data.code).toBe('AGREEMENT_QUANTITY_EXCEEDED');
    expect(tooMany.body.message).toBe('Only 5 units remain at the agreed price');
    expect((await submit(t, b.token, { agreementNo: no, goodsId: goodsId + 1 }, newKey())).body.data.code).toBe('AGREEMENT_GOODS_MISMATCH');

    // A canceled unpaid order gives its units back.
    const firstNo = first.body.data.orderNos[0];
    expect(await agreementRow(t, no)).toMatchObject({ reserved: 3, bought: 0 });
    await call(t.app, 'POST', `/api/v2/purchase-order/${firstNo}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
    expect(await agreementRow(t, no)).toMatchObject({ reserved: 0, bought: 0 });

    // The rest by default: what is left, in two orders, paid.
    const second = await submit(t, b.token, { agreementNo: no, quantity: 5 }, newKey());
    const third = await submit(t, b.token, { agreementNo: no }, newKey());
    expect(third.body.data.totalAmount).toBe(51.75);
    expect(await agreementRow(t, no)).toMatchObject({ status: 'approved', reserved: 8, bought: 0 });
    await pay(await orderIdOf(t, second.body.data.orderNos[0]));
    expect(await agreementRow(t, no)).toMatchObject({ status: 'approved', bought: 5 });
    await pay(await orderIdOf(t, third.body.data.orderNos[0]));
    const done = await get(b.token, `/api/v2/agreement/${no}`);
    expect(done.body.data).toMatchObject({ status: 'completed', boughtQuantity: 8, remainingQuantity: 0, actions: [] });
    expect(done.body.data.orders.map((o: { state: string }) => o.state)).toEqual(['released', 'paid', 'paid']);
    expect(done.body.data.history.map((e: { action: string }) => e.action)).toEqual(['apply', 'counter', 'accept', 'complete']);
    expect(await messagesOf(b.user.id)).toContain('Agreement completed');
    expect((await submit(t, b.token, { agreementNo: no, quantity: 1 }, newKey())).body.data.code).toBe('AGREEMENT_NOT_BUYABLE');
  });

  it('time out unanswered, on read and by the sweeper; an approved one ends complete with what was bought or timed out; a timed-out one is reapplied as a new version', async () => {
    const b = await h.approvedBuyer();
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000 });
    // Unanswered application: on read.
    const a1 = (await apply(t, b.token, { goodsId, quantity: 10, unitPrice: 15 })).body.data.agreementNo;
    await makeDue(t, a1);
    expect((await get(b.token, `/api/v2/agreement/${a1}`)).body.data).toMatchObject({ status: 'timedOut', actions: ['reapply'], deadline: null });
    expect((await sellerAct(t, seller, a1, 'approve')).statusCode).toBe(409);
    // Unanswered counter: by the sweeper, once.
    const a2 = (await apply(t, b.token, { goodsId, quantity: 10, unitPrice: 15 })).body.data.agreementNo;
    await sellerAct(t, seller, a2, 'counter', { quantity: 10, unitPrice: 18, message: 'No less' });
    await makeDue(t, a2);
    const [n1, n2] = await Promise.all([t.app.services.agreements.expireOverdue(), t.app.services.agreements.expireOverdue()]);
    expect(n1 + n2).toBeGreaterThanOrEqual(1);
    expect(await agreementRow(t, a2)).toMatchObject({ status: 'timedOut' });
    expect((await buyerAct(t, b.token, a2, 'accept')).statusCode).toBe(409);
    // Approved, nothing bought: timed out; something bought: completed; buying after the end is refused.
    const a3 = await approvedAgreement(t, b.token, seller, goodsId, 10, 15);
    const a4 = await approvedAgreement(t, b.token, seller, goodsId, 10, 15);
    expect((await submit(t, b.token, { agreementNo: a4, quantity: 4 }, newKey())).statusCode).toBe(200);
    await makeDue(t, a3);
    await makeDue(t, a4);
    expect((await submit(t, b.token, { agreementNo: a3, quantity: 1 }, newKey())).body.data.code).toBe('AGREEMENT_NOT_BUYABLE');
    await t.app.services.agreements.expireOverdue();
    expect(await agreementRow(t, a3)).toMatchObject({ status: 'timedOut' });
    expect(await agreementRow(t, a4)).toMatchObject({ status: 'completed', reserved: 4 });
    expect(await t.app.services.agreements.expireOverdue()).toBe(0);

    // Reapplied: a new version waiting for the store, with a new window.
    const again = await buyerAct(t, b.token, a1, 'reapply', { unitPrice: 16, message: 'Meet me halfway' });
    expect(again.body.data).toMatchObject({ status: 'pendingReview', quantity: 10, unitPrice: 16, buyerMessage: 'Meet me halfway', sellerMessage: '' });
    expect(again.body.data.versions.map((v: { version: number; outcome: string }) => [v.version, v.outcome])).toEqual([
      [1, 'timedOut'],
      [2, 'open'],
    ]);
    expect(new Date(again.body.data.deadline).getTime()).toBeGreaterThan(Date.now());
    const rejected = await sellerAct(t, seller, a1, 'reject', { reason: 'Price too low' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', sellerMessage: 'Price too low' });
    expect((await sellerAct(t, seller, a1, 'reject', {})).body.data.code).toBe('VALIDATION_FAILED');
  });

  it('mask prices for a buyer who may not see them, and keep each agreement to its buyer and store', async () => {
    const b = await h.approvedBuyer();
    const other = await h.approvedBuyer();
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000 });
    const no = await approvedAgreement(t, b.token, seller, goodsId, 10, 15);
    expect((await get(b.token, `/api/v2/agreement/goods/${goodsId}`)).body.data).toEqual([expect.objectContaining({ agreementNo: no, unitPrice: 15, remainingQuantity: 10 })]);
    expect((await get(other.token, `/api/v2/agreement/${no}`)).statusCode).toBe(404);
    expect((await buyerAct(t, other.token, no, 'cancel')).statusCode).toBe(404);
    expect((await get(other.token, `/api/v2/agreement/goods/${goodsId}`)).body.data).toEqual([]);
    // Another store's seller cannot see it; a buyer cannot use the store's endpoints.
    expect((await call(t.app, 'GET', `/api/v2/seller/agreement/${no}`, { token: b.token })).statusCode).toBe(403);

    await t.database.db.execute(sql`update users set audit_status = 1 where id = ${b.user.id}`);
    const masked = await get(b.token, '/api/v2/agreement/list');
    expect(masked.body.data.list[0]).toMatchObject({ agreementNo: no, unitPrice: null, originalPrice: null, priceMasked: true });
    expect((await get(b.token, `/api/v2/agreement/${no}`)).body.data.versions[0].unitPrice).toBeNull();
    const counts = await get(b.token, '/api/v2/agreement/counts');
    expect(counts.body.data).toMatchObject({ all: 1, approved: 1 });
  });

  it('are in the OpenAPI document, and refuse in the request language', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/v2/agreement', '/api/v2/agreement/list', '/api/v2/agreement/{agreementNo}', '/api/v2/agreement/{agreementNo}/cancel', '/api/v2/agreement/{agreementNo}/accept', '/api/v2/agreement/{agreementNo}/decline', '/api/v2/agreement/{agreementNo}/reapply', '/api/v2/seller/agreement/list', '/api/v2/seller/agreement/{agreementNo}/approve', '/api/v2/seller/agreement/{agreementNo}/counter', '/api/v2/seller/agreement/{agreementNo}/reject'])
      expect(doc.paths, path).toHaveProperty([path]);
    const b = await h.approvedBuyer();
    const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000 });
    const no = (await apply(t, b.token, { goodsId, quantity: 10, unitPrice: 15 })).body.data.agreementNo;
    const refused = await call(t.app, 'POST', `/api/v2/agreement/${no}/accept`, { token: b.token, lang: 'zh-CN' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('该协议当前状态（待审核）下不能进行此操作');
    const badPrice = await apply(t, b.token, { goodsId, quantity: 10, unitPrice: 1.234 });
    expect(badPrice.body.message).toBe('Please enter a unit price above 0 with at most two decimals');
  });

  it('demo data: the demo buyer has an agreement with the demo store in every state, made once', async () => {
    const accounts = { buyer: toE164(DEMO.approvedBuyer)!, seller: toE164(DEMO.seller)! };
    await seedAgreements(t.app.services, t.database, accounts);
    await seedAgreements(t.app.services, t.database, accounts);
    const token = await login(t.app, DEMO.approvedBuyer);
    const counts = (await get(token, '/api/v2/agreement/counts')).body.data;
    expect(counts).toEqual({ all: 7, pendingReview: 1, countered: 1, approved: 1, rejected: 1, completed: 1, timedOut: 1, canceled: 1 });
    const sellerList = await get(seller, '/api/v2/seller/agreement/list', { pageSize: '50' });
    expect(sellerList.body.data.total).toBeGreaterThanOrEqual(7);
  });
});
