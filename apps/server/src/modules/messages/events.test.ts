import { catalogues, FLOW_TYPES, LANGUAGES } from '@wm/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, givePayPassword, latestCode, login, registerBuyer, TEST_PAY_PASSWORD, type TestApp } from '../../../test/helpers';
import { users } from '../auth/auth.tables';
import { fakeOrders, newKey, paymentHelpers } from '../payments/payments.test-support';
import { payments } from '../payments/payments.tables';
import { approvedBuyer, insertGoods, makeOverdue, submit } from '../purchase-orders/orders.test-support';
import { eventTexts, MESSAGE_EVENT_KEYS } from './events';
import { messages } from './messages.tables';

// Issue 14, "Messages for every event": one place (events.ts) makes each event's message, in
// every language; the service of each state change sends it in the change's transaction.
let t: TestApp;
const fake = fakeOrders();
const h = paymentHelpers(() => t);
let operator: string;
beforeAll(async () => {
  t = await createTestApp({}, (app) => app.services.payments.register('purchase-order', fake.purpose));
  operator = await login(t.app, DEMO.operator);
});
afterAll(() => t.close());

/** The event messages a user received after `since` (a message id), oldest first. */
const inbox = (userId: number, since = 0) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipientUserId, userId), gt(messages.id, since)))
    .orderBy(asc(messages.id));
const lastMessageId = async () => Number((await t.database.db.select({ id: sql<number>`coalesce(max(${messages.id}), 0)` }).from(messages))[0]!.id);
const admin = (path: string, body?: object) => call(t.app, 'POST', path, { token: operator, body, headers: { 'idempotency-key': newKey() } });

describe('account audit', () => {
  async function underReview() {
    const buyer = await registerBuyer(t.app);
    await t.database.db.update(users).set({ auditStatus: 0 }).where(eq(users.id, buyer.user.id));
    return buyer;
  }

  it('approved: one message to the buyer, in their language when they read it; a second approval is refused and sends none', async () => {
    const buyer = await underReview();
    expect((await admin(`/api/v2/admin/audits/${buyer.user.id}/approve`)).statusCode).toBe(200);
    expect((await admin(`/api/v2/admin/audits/${buyer.user.id}/approve`)).body.data.code).toBe('AUDIT_NOT_PENDING');
    const got = await inbox(buyer.user.id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ kind: 'event', titleEn: 'Your company information is approved', titleZh: '您的企业信息已审核通过', titleJa: '企業情報の審査が承認されました' });
    const read = await call(t.app, 'GET', '/api/v2/message/list', { token: buyer.token, lang: 'zh' });
    expect(read.body.data.list[0]).toMatchObject({ title: '您的企业信息已审核通过', content: '您的账户已通过审核：现在可以查看价格并下单。', sender: '系统通知' });
  });

  it('rejected: one message with the reason in every language; a rejection refused (not under review) sends none', async () => {
    const buyer = await underReview();
    expect((await admin(`/api/v2/admin/audits/${buyer.user.id}/reject`, { reason: 'The licence photo is unreadable' })).statusCode).toBe(200);
    expect((await admin(`/api/v2/admin/audits/${buyer.user.id}/reject`, { reason: 'again' })).statusCode).toBe(400);
    const got = await inbox(buyer.user.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.contentEn).toBe('Your company information was not approved: The licence photo is unreadable. Correct it on Account Setting and submit it again.');
    expect(got[0]!.contentZh).toContain('The licence photo is unreadable');
    expect(got[0]!.contentJa).toContain('The licence photo is unreadable');
  });
});

describe('withdrawals', () => {
  async function applied(amount: string) {
    const buyer = await registerBuyer(t.app);
    await givePayPassword(t.database, buyer.user.id);
    await t.database.db.transaction((tx) => t.app.services.wallets.post(tx, { userId: buyer.user.id, flowType: FLOW_TYPES.rechargeIncome, amountCents: 500_00, relatedId: 'TEST' }));
    await call(t.app, 'GET', '/api/v2/auth/verifycode', { token: buyer.token, query: { scene: 'bank-card' } });
    const code = await latestCode(t.app, buyer.mobile);
    const card = (await call(t.app, 'POST', '/api/v2/customer/card', { token: buyer.token, body: { cardholder: 'Dana Smith', accountNumber: '4111 1111 1111 1111', bankName: 'Chase', code } })).body.data;
    const w = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: buyer.token, query: { cardId: String(card.cardId), amount }, headers: { 'idempotency-key': newKey(), 'x-pay-password': TEST_PAY_PASSWORD } });
    expect(w.statusCode).toBe(200);
    return { buyer, withdrawId: w.body.data.withdrawId as number, recordNo: w.body.data.recordNo as string };
  }

  it('approved: one message with the record and amount; refused afterwards (approve or reject again): none more', async () => {
    const { buyer, withdrawId } = await applied('200');
    expect((await admin(`/api/v2/admin/withdrawals/${withdrawId}/approve`)).statusCode).toBe(200);
    expect((await admin(`/api/v2/admin/withdrawals/${withdrawId}/approve`)).body.data.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await admin(`/api/v2/admin/withdrawals/${withdrawId}/reject`, { reason: 'late' })).body.data.code).toBe('WITHDRAWAL_NOT_PENDING');
    const got = await inbox(buyer.user.id);
    expect(got.map((m) => m.titleEn)).toEqual(['Withdrawal approved']);
    expect(got[0]!.contentEn).toMatch(/^Withdrawal \S+ of \$200\.00 is approved/);
  });

  it('rejected: the buyer now hears why, in one message', async () => {
    const { buyer, withdrawId } = await applied('120.50');
    expect((await admin(`/api/v2/admin/withdrawals/${withdrawId}/reject`, { reason: 'Card holder name differs from the company' })).statusCode).toBe(200);
    expect((await admin(`/api/v2/admin/withdrawals/${withdrawId}/approve`)).body.data.code).toBe('WITHDRAWAL_NOT_PENDING');
    const got = await inbox(buyer.user.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.titleEn).toBe('Withdrawal rejected');
    expect(got[0]!.contentEn).toMatch(/^Withdrawal \S+ of \$120\.50 was rejected: Card holder name differs from the company\. /);
    expect(got[0]!.titleJa).toBe('出金が却下されました');
    expect(got[0]!.contentZh).toContain('Card holder name differs from the company');
  });
});

describe('payments', () => {
  it('a recharge confirmed by the gateway: one "recharge credited" message; the same notification again sends none', async () => {
    const buyer = await registerBuyer(t.app);
    const started = await h.initiateRecharge(buyer.token, 75);
    const paymentNo = started.body.data.paymentNo as string;
    expect((await h.notify({ paymentNo, outcome: 'succeeded', amountCents: 75_00, notificationId: `n-${paymentNo}` })).statusCode).toBe(200);
    expect((await h.notify({ paymentNo, outcome: 'succeeded', amountCents: 75_00, notificationId: `n-${paymentNo}` })).statusCode).toBe(200);
    expect((await h.notify({ paymentNo, outcome: 'succeeded', amountCents: 75_00 })).statusCode).toBe(200);
    const got = await inbox(buyer.user.id);
    expect(got.map((m) => m.titleEn)).toEqual(['Recharge credited']);
    expect(got[0]!.contentEn).toMatch(/^Recharge \S+: \$75\.00 has been credited to your wallet\.$/);
  });

  it('an order paid through the gateway: "payment received" naming the orders; a late "failed" changes nothing and sends none', async () => {
    const buyer = await h.approvedBuyer();
    const order = fake.create(buyer.user.id, 120_00);
    const p = (await call(t.app, 'POST', '/api/v2/pay/initiate', { token: buyer.token, body: { purpose: 'purchase-order', refs: [order], payWay: 0 }, headers: { 'idempotency-key': newKey() } })).body.data;
    await h.notify({ paymentNo: p.paymentNo, outcome: 'succeeded', amountCents: 120_00 });
    await h.notify({ paymentNo: p.paymentNo, outcome: 'failed', amountCents: 120_00 });
    const got = await inbox(buyer.user.id);
    expect(got.map((m) => m.titleEn)).toEqual(['Payment received']);
    expect(got[0]!.contentEn).toBe(`Payment ${p.paymentNo} of $120.00 succeeded. Orders paid: ${order}.`);
  });

  it('money that arrives for an order canceled meanwhile goes to the wallet, and the message says so', async () => {
    const buyer = await h.approvedBuyer();
    const order = fake.create(buyer.user.id, 40_00);
    const p = (await call(t.app, 'POST', '/api/v2/pay/initiate', { token: buyer.token, body: { purpose: 'purchase-order', refs: [order], payWay: 0 }, headers: { 'idempotency-key': newKey() } })).body.data;
    fake.orders.get(order)!.state = 'canceled';
    await h.notify({ paymentNo: p.paymentNo, outcome: 'succeeded', amountCents: 40_00 });
    const got = await inbox(buyer.user.id);
    expect(got.map((m) => m.titleEn)).toEqual(['Payment credited to your wallet']);
    expect(got[0]!.contentEn).toContain(`Payment ${p.paymentNo} of $40.00 arrived after orders ${order} could no longer be paid`);
  });

  it('declined by the gateway: one "payment failed" message with the reason in each language; the same decline again sends none', async () => {
    const buyer = await registerBuyer(t.app);
    const paymentNo = (await h.initiateRecharge(buyer.token, 30)).body.data.paymentNo as string;
    await h.notify({ paymentNo, outcome: 'failed', amountCents: 30_00, notificationId: `f-${paymentNo}` });
    await h.notify({ paymentNo, outcome: 'failed', amountCents: 30_00, notificationId: `f-${paymentNo}` });
    await h.notify({ paymentNo, outcome: 'failed', amountCents: 30_00 });
    const got = await inbox(buyer.user.id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      titleEn: 'Payment failed',
      contentEn: `Payment ${paymentNo} of $30.00 failed: the payment provider declined it. Nothing was charged; you can pay again.`,
      contentZh: `支付单 ${paymentNo}（$30.00）支付失败：支付服务商拒绝了该笔支付。未扣除任何款项，您可以重新支付。`,
    });
    expect(got[0]!.contentJa).toContain('決済サービスに拒否されました');
  });

  it('expired by the clock (the sweeper) or when read: one "payment expired" message each, never a second', async () => {
    const buyer = await registerBuyer(t.app);
    const swept = (await h.initiateRecharge(buyer.token, 20)).body.data.paymentNo as string;
    const read = (await h.initiateRecharge(buyer.token, 25)).body.data.paymentNo as string;
    await t.database.db.update(payments).set({ expiresAt: sql`now() - interval '1 minute'` }).where(sql`${payments.paymentNo} in (${swept}, ${read})`);
    // The payer reads one of them: it expires on the way.
    expect((await call(t.app, 'POST', '/api/v2/pay/pay-success', { token: buyer.token, body: { paymentNo: read } })).body.data.status).toBe('expired');
    await t.app.services.payments.expireOverdue();
    await t.app.services.payments.expireOverdue();
    expect((await call(t.app, 'POST', '/api/v2/pay/pay-success', { token: buyer.token, body: { paymentNo: read } })).body.data.status).toBe('expired');
    const got = await inbox(buyer.user.id);
    expect(got.map((m) => m.contentEn).sort()).toEqual(
      [`Payment ${read} of $25.00 was not completed in time and has expired. Nothing was charged; you can pay again.`, `Payment ${swept} of $20.00 was not completed in time and has expired. Nothing was charged; you can pay again.`].sort(),
    );
    // Money the gateway confirms after all is still credited, and said so.
    await h.notify({ paymentNo: swept, outcome: 'succeeded', amountCents: 20_00 });
    expect((await inbox(buyer.user.id)).map((m) => m.titleEn)).toEqual(['Payment expired', 'Payment expired', 'Recharge credited']);
  });

  it('a bank transfer confirmed by the operator credits the recharge with one message; rejected, the buyer hears why (once)', async () => {
    const buyer = await registerBuyer(t.app);
    const confirmed = (await h.initiateRecharge(buyer.token, 90, 1)).body.data.paymentNo as string;
    const rejected = (await h.initiateRecharge(buyer.token, 60, 1)).body.data.paymentNo as string;
    expect((await admin(`/api/v2/admin/payments/${confirmed}/confirm`)).statusCode).toBe(200);
    expect((await admin(`/api/v2/admin/payments/${confirmed}/confirm`)).body.data.code).toBe('PAYMENT_NOT_PENDING');
    expect((await admin(`/api/v2/admin/payments/${rejected}/reject`, { reason: 'No transfer arrived' })).statusCode).toBe(200);
    expect((await admin(`/api/v2/admin/payments/${rejected}/reject`, { reason: 'No transfer arrived' })).body.data.code).toBe('PAYMENT_NOT_PENDING');
    const got = await inbox(buyer.user.id);
    expect(got.map((m) => m.titleEn)).toEqual(['Recharge credited', 'Bank transfer not received']);
    expect(got[1]!.contentEn).toContain('No transfer arrived');
  });
});

describe('purchase orders', () => {
  it('an unpaid order past its payment window: one "canceled, not paid in time" message, whether read or swept; a buyer\'s own cancel sends none', async () => {
    const b = await approvedBuyer(t);
    const g = await insertGoods(t.database, { available: 5 });
    const read = (await submit(t, b.token, { goodsId: g, quantity: 1 }, newKey())).body.data.orderNos[0] as string;
    const swept = (await submit(t, b.token, { goodsId: g, quantity: 1 }, newKey())).body.data.orderNos[0] as string;
    const own = (await submit(t, b.token, { goodsId: g, quantity: 1 }, newKey())).body.data.orderNos[0] as string;
    expect((await call(t.app, 'POST', `/api/v2/purchase-order/${own}/cancel`, { token: b.token, headers: { 'idempotency-key': newKey() } })).statusCode).toBe(200);
    await makeOverdue(t.database, read);
    await makeOverdue(t.database, swept);
    expect((await call(t.app, 'GET', `/api/v2/purchase-order/${read}`, { token: b.token })).body.data).toMatchObject({ status: 3, cancelReason: 'expired' });
    await t.app.services.purchaseOrders.expireOverdue();
    await t.app.services.purchaseOrders.expireOverdue();
    const got = await inbox(b.user.id);
    expect(got.map((m) => m.contentEn).sort()).toEqual([read, swept].sort().map((no) => `Purchase order ${no} was not paid within its payment window and has been canceled. Its goods are back on sale; you can order them again.`));
    expect(got.every((m) => m.titleZh === '订单已取消：未按时支付')).toBe(true);
  });
});

describe('the event table', () => {
  it('every event has its title and text in every language', () => {
    for (const [type, keys] of Object.entries(MESSAGE_EVENT_KEYS)) {
      for (const lang of LANGUAGES) {
        for (const key of [keys.title, keys.content]) expect(catalogues[lang][key], `${type} ${lang} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('the facts of a message are said in each language: a text per language, a catalogue key translated', () => {
    const { titles, contents } = eventTexts('afterSalesRefund', { afterSalesNo: 'AS1', status: { say: 'afterSalesStatus.refunded' }, amount: '$5.00' });
    expect(titles.en).toContain('AS1');
    expect(new Set(Object.values(titles)).size).toBe(3);
    expect(contents.en).toBe('After-sales AS1: $5.00 has been refunded to your wallet.');
    const agreement = eventTexts('agreementRejected', { agreementNo: 'AG1', goods: { en: 'Socks', zh: '袜子', ja: '靴下' }, quantity: 5, price: '$1.00', deadline: '', bought: 0, reason: 'Too low' });
    expect(agreement.contents.en).toContain('Socks');
    expect(agreement.contents.zh).toContain('袜子');
    expect(agreement.contents.ja).toContain('靴下');
    expect(agreement.contents.en).toContain('Too low');
  });
});
