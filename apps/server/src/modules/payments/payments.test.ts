import { FLOW_TYPES, PAYMENT_TTL_MINUTES } from '@wm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';
import { payments } from './payments.tables';
import { fakeOrders, newKey, paymentHelpers } from './payments.test-support';

let t: TestApp;
const fake = fakeOrders();
const h = paymentHelpers(() => t);
beforeAll(async () => {
  t = await createTestApp({}, (app) => app.services.payments.register('purchase-order', fake.purpose));
});
afterAll(() => t.close());

const expirePayment = (paymentNo: string) =>
  t.database.db.update(payments).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(payments.paymentNo, paymentNo));

/** The hosted page link of a payment, split into the path and its token. */
function hosted(url: string) {
  const u = new URL(url);
  return { path: u.pathname, sig: u.searchParams.get('sig')! };
}

async function pressButton(hostedUrl: string, outcome: 'succeeded' | 'failed', lang?: string) {
  const { path, sig } = hosted(hostedUrl);
  return t.app.inject({
    method: 'POST',
    url: `${path}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(lang ? { 'accept-language': lang } : {}) },
    payload: new URLSearchParams({ sig, outcome }).toString(),
  });
}

const status = (token: string, paymentNo: string) => call(t.app, 'POST', '/api/v2/pay/pay-success', { token, body: { paymentNo } });
const balance = async (token: string, customerid: string) => (await call(t.app, 'GET', `/api/v2/wallet/${customerid}`, { token })).body.data.balance as number;

describe('access', () => {
  it('visitors get 401, sellers 403, buyers under review cannot pay orders but can recharge', async () => {
    const post = (url: string, token?: string, body: object = {}) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': newKey() } });
    for (const url of ['/api/v2/pay/initiate', '/api/v2/pay/balance-pay', '/api/v2/pay/pay-success', '/api/v2/customer/customer-recharge'])
      expect((await post(url)).statusCode).toBe(401);
    for (const url of ['/api/v2/customer/exist-balancepay', '/api/v2/customer/customer-id/recharge-records', '/api/v2/admin/payments'])
      expect((await call(t.app, 'GET', url)).statusCode).toBe(401);

    const seller = await login(t.app, DEMO.seller);
    expect((await post('/api/v2/pay/initiate', seller, { purpose: 'recharge', amount: 50, payWay: 0 })).statusCode).toBe(403);
    expect((await post('/api/v2/customer/customer-recharge', seller, { amount: 50, payWay: 0 })).statusCode).toBe(403);
    expect((await post('/api/v2/pay/balance-pay', seller, { refs: ['X'], payPassword: '123456', declaration: true })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v2/admin/payments', { token: seller })).statusCode).toBe(403);

    const pending = await login(t.app, DEMO.pendingBuyer);
    const order = await post('/api/v2/pay/initiate', pending, { purpose: 'purchase-order', refs: ['X'], payWay: 0 });
    expect(order.statusCode).toBe(403);
    expect(order.body.message).toBe('After approval to see price');
    expect((await post('/api/v2/pay/balance-pay', pending, { refs: ['X'], payPassword: '123456', declaration: true })).statusCode).toBe(403);
    expect((await post('/api/v2/customer/customer-recharge', pending, { amount: 50, payWay: 0 })).statusCode).toBe(200);
  });
});

describe('recharge through the sandbox gateway', () => {
  it('card: a pending payment with a hosted page and QR code; the wallet is credited only by the verified notification', async () => {
    const buyer = await registerBuyer(t.app);
    const started = await h.initiateRecharge(buyer.token, 100);
    expect(started.statusCode).toBe(200);
    const p = started.body.data;
    expect(p).toMatchObject({ purpose: 'recharge', payWay: 0, status: 'pending', amount: 100, currency: 'USD', chargedCurrency: 'USD', chargedAmount: 100, rate: null, bankTransfer: null, settledAs: null });
    expect(p.refs[0]).toMatch(/^RC\d{10}$/);
    expect(p.paymentNo).toMatch(/^P\d{20}$/);
    expect(p.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(p.qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    const minutes = (Date.parse(p.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PAYMENT_TTL_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PAYMENT_TTL_MINUTES);

    // The hosted page: amount, QR code, countdown, Pay and Fail.
    const { path, sig } = hosted(p.hostedUrl);
    expect(path).toBe(`/api/v2/pay/sandbox/${p.paymentNo}`);
    const page = await t.app.inject({ method: 'GET', url: `${path}?sig=${sig}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.body).toContain('USD 100.00');
    expect(page.body).toContain('data:image/png;base64,');
    expect(page.body).toContain(`data-expires="${p.expiresAt}"`);
    expect(page.body).toContain('value="succeeded"');
    expect(page.body).toContain('value="failed"');

    // Nothing is credited on the browser's word: the status is only read.
    expect((await status(buyer.token, p.paymentNo)).body.data.status).toBe('pending');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(0);

    const paid = await pressButton(p.hostedUrl, 'succeeded');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment successful');
    const after = (await status(buyer.token, p.paymentNo)).body.data;
    expect(after).toMatchObject({ status: 'succeeded', settledAs: 'purpose', hostedUrl: null, qrCode: null });
    expect(after.paidAt).not.toBeNull();
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(100);
    expect(await h.ledger(buyer.token)).toEqual([expect.objectContaining({ flowType: FLOW_TYPES.rechargeIncome, amount: 100, relatedId: p.refs[0] })]);
    const records = await call(t.app, 'GET', '/api/v2/customer/customer-id/recharge-records', { token: buyer.token });
    expect(records.body.data).toMatchObject({ total: 1, list: [{ recordNo: p.refs[0], amount: 100, payWay: 0, status: 'completion', paymentNo: p.paymentNo, paymentStatus: 'succeeded' }] });

    // The buttons of a finished payment are gone, and pressing them anyway is refused.
    const again = await pressButton(p.hostedUrl, 'succeeded');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment has already been processed');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(100);
    await h.reconciled(buyer.user.id);
  });

  it('Fail: the payment fails, the record shows canceled and the wallet is unchanged', async () => {
    const buyer = await registerBuyer(t.app);
    const p = (await h.initiateRecharge(buyer.token, 20, 4)).body.data;
    const failed = await pressButton(p.hostedUrl, 'failed', 'zh-CN');
    expect(failed.body).toContain('支付失败');
    expect((await status(buyer.token, p.paymentNo)).body.data.status).toBe('failed');
    const records = await call(t.app, 'GET', '/api/v2/customer/customer-id/recharge-records', { token: buyer.token, query: { status: 'canceled' } });
    expect(records.body.data.list).toMatchObject([{ status: 'canceled', paymentStatus: 'failed' }]);
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/recharge-records', { token: buyer.token, query: { status: 'completion' } })).body.data.total).toBe(0);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(0);
  });

  it('Alipay and WeChat charge in CNY at the rate of the moment, recorded on the payment', async () => {
    const buyer = await registerBuyer(t.app);
    const { rate } = (await call(t.app, 'GET', '/api/v1/changerate/latest-rate', { query: { fromCoin: 'USD', toCoin: 'CNY' } })).body.data;
    const p = (await h.initiateRecharge(buyer.token, 33.33, 3)).body.data;
    expect(p).toMatchObject({ payWay: 3, amount: 33.33, chargedCurrency: 'CNY', rate });
    expect(p.chargedAmount).toBe(Math.round(3333 * rate) / 100);
    const page = await t.app.inject({ method: 'GET', url: new URL(p.hostedUrl).pathname + new URL(p.hostedUrl).search });
    expect(page.body).toContain(`CNY ${p.chargedAmount.toFixed(2)}`);
    // The gateway confirms what it charged (CNY cents); the wallet gets the USD amount.
    const wrong = await h.notify({ paymentNo: p.paymentNo, outcome: 'succeeded', amountCents: 3333, currency: 'CNY' });
    expect(wrong.body.data.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await pressButton(p.hostedUrl, 'succeeded')).statusCode).toBe(200);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(33.33);
  });

  it('validates the amount, the minimum single payment, the way and the key', async () => {
    const buyer = await registerBuyer(t.app);
    const empty = await call(t.app, 'POST', '/api/v2/customer/customer-recharge', { token: buyer.token, body: { payWay: 0 }, headers: { 'idempotency-key': newKey() } });
    expect(empty.body.message).toBe('The input amount cannot be empty!');
    const low = await h.initiateRecharge(buyer.token, 9.99);
    expect(low.statusCode).toBe(400);
    expect(low.body.message).toBe('The minimum single payment amount is 10.00');
    expect((await h.initiateRecharge(buyer.token, 10.001)).body.message).toBe('Please enter an amount with at most two decimals');
    expect((await h.initiateRecharge(buyer.token, 50, 5)).body.message).toBe('Please choose a payment method');
    expect((await h.initiateRecharge(buyer.token, 50, 2)).body.message).toBe('Please choose a payment method');
    const noKey = await call(t.app, 'POST', '/api/v2/customer/customer-recharge', { token: buyer.token, body: { amount: 50, payWay: 0 } });
    expect(noKey.body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/recharge-records', { token: buyer.token })).body.data.total).toBe(0);
  });

  it('the same Idempotency-Key answers the first payment; with another body it is refused', async () => {
    const buyer = await registerBuyer(t.app);
    const key = newKey();
    const first = await h.initiateRecharge(buyer.token, 60, 0, key);
    const second = await h.initiateRecharge(buyer.token, 60, 0, key);
    expect(second.body.data.paymentNo).toBe(first.body.data.paymentNo);
    const viaInitiate = await call(t.app, 'POST', '/api/v2/pay/initiate', { token: buyer.token, body: { purpose: 'recharge', amount: 60, payWay: 0 }, headers: { 'idempotency-key': key } });
    expect(viaInitiate.body.data.paymentNo).toBe(first.body.data.paymentNo);
    const reused = await h.initiateRecharge(buyer.token, 61, 0, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.body.message).toBe('This request key was already used for a different request');
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/recharge-records', { token: buyer.token })).body.data.total).toBe(1);
  });

  it("another user's payment, page or records are invisible", async () => {
    const owner = await registerBuyer(t.app);
    const other = await registerBuyer(t.app);
    const p = (await h.initiateRecharge(owner.token, 15)).body.data;
    const peek = await status(other.token, p.paymentNo);
    expect(peek.statusCode).toBe(404);
    expect(peek.body.message).toBe('Resource does not exist');
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/recharge-records', { token: other.token })).body.data.total).toBe(0);
    // The hosted page needs its link's token.
    const { path } = hosted(p.hostedUrl);
    expect((await t.app.inject({ method: 'GET', url: `${path}?sig=wrong` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const forged = await t.app.inject({ method: 'POST', url: `${path}/complete`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'sig=wrong&outcome=succeeded' });
    expect(forged.statusCode).toBe(404);
    expect((await status(owner.token, p.paymentNo)).body.data.status).toBe('pending');
  });
});

describe('gateway notifications', () => {
  it('are refused with a wrong signature, an old or future timestamp, or a tampered body', async () => {
    const buyer = await registerBuyer(t.app);
    const p = (await h.initiateRecharge(buyer.token, 40)).body.data;
    const content = { paymentNo: p.paymentNo, outcome: 'succeeded' as const, amountCents: 4000 };
    const badSig = await h.notify(content, { signature: 'a'.repeat(64) });
    expect(badSig.statusCode).toBe(400);
    expect(badSig.body.message).toBe('The payment notification could not be verified');
    expect((await h.notify(content, { timestamp: String(Math.floor(Date.now() / 1000) - 301) })).statusCode).toBe(400);
    expect((await h.notify(content, { timestamp: String(Math.floor(Date.now() / 1000) + 301) })).statusCode).toBe(400);
    const signed = h.sandbox().notification({ ...content, currency: 'USD' });
    const tampered = await t.app.inject({ method: 'POST', url: '/api/v2/pay/notify/sandbox', headers: signed.headers, payload: signed.body.replace('4000', '4001') });
    expect(tampered.statusCode).toBe(400);
    expect((await h.notify({ ...content, paymentNo: 'P000' })).statusCode).toBe(400);
    expect((await status(buyer.token, p.paymentNo)).body.data.status).toBe('pending');
    // A fresh, correctly signed one still works.
    expect((await h.notify(content, { timestamp: String(Math.floor(Date.now() / 1000) - 200) })).statusCode).toBe(200);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(40);
  });

  it('a replayed notification id is acknowledged and changes nothing; duplicates and out-of-order ones credit once', async () => {
    const buyer = await registerBuyer(t.app);
    const p = (await h.initiateRecharge(buyer.token, 25)).body.data;
    const content = { paymentNo: p.paymentNo, amountCents: 2500 };
    // failed first, then succeeded: the confirmed money wins.
    expect((await h.notify({ ...content, outcome: 'failed' })).statusCode).toBe(200);
    expect((await status(buyer.token, p.paymentNo)).body.data.status).toBe('failed');
    const ok = await h.notify({ ...content, outcome: 'succeeded', notificationId: 'n-1' });
    expect(ok.body.data).toEqual({ received: true, duplicate: false });
    const replay = await h.notify({ ...content, outcome: 'succeeded', notificationId: 'n-1' });
    expect(replay.body.data).toEqual({ received: true, duplicate: true });
    expect((await h.notify({ ...content, outcome: 'succeeded', notificationId: 'n-2' })).statusCode).toBe(200);
    // A late 'failed' never undoes a success.
    expect((await h.notify({ ...content, outcome: 'failed' })).statusCode).toBe(200);
    expect((await status(buyer.token, p.paymentNo)).body.data.status).toBe('succeeded');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(25);
    expect(await h.ledger(buyer.token)).toHaveLength(1);
    await h.reconciled(buyer.user.id);
  });
});

describe('expiry', () => {
  it('an overdue payment reads as expired and its page refuses Pay and Fail; a late confirmed payment still credits', async () => {
    const buyer = await registerBuyer(t.app);
    const p = (await h.initiateRecharge(buyer.token, 30)).body.data;
    await expirePayment(p.paymentNo);
    expect((await status(buyer.token, p.paymentNo)).body.data.status).toBe('expired');
    const page = await t.app.inject({ method: 'GET', url: new URL(p.hostedUrl).pathname + new URL(p.hostedUrl).search });
    expect(page.body).toContain('This payment has expired');
    expect(page.body).not.toContain('value="succeeded"');
    for (const outcome of ['succeeded', 'failed'] as const) {
      const refused = await pressButton(p.hostedUrl, outcome);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('This payment has expired. Please start a new payment');
    }
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(0);
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/recharge-records', { token: buyer.token })).body.data.list[0].status).toBe('canceled');
    // The gateway had taken the money after all: it is not lost.
    expect((await h.notify({ paymentNo: p.paymentNo, outcome: 'succeeded', amountCents: 3000 })).statusCode).toBe(200);
    expect((await status(buyer.token, p.paymentNo)).body.data).toMatchObject({ status: 'succeeded', settledAs: 'purpose' });
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(30);
  });

  it('the sweeper expires every overdue pending payment by a conditional update', async () => {
    const buyer = await registerBuyer(t.app);
    const p = (await h.initiateRecharge(buyer.token, 30)).body.data;
    await expirePayment(p.paymentNo);
    expect(await t.app.services.payments.expireOverdue()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.payments.expireOverdue()).toBe(0);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, p.paymentNo));
    expect(row!.status).toBe('expired');
  });
});

describe('offline bank transfer', () => {
  it('the queue lists the oldest first; confirmed transfers list the latest confirmed first', async () => {
    const buyer = await registerBuyer(t.app);
    const first = (await h.initiateRecharge(buyer.token, 40, 1)).body.data.paymentNo as string;
    const second = (await h.initiateRecharge(buyer.token, 50, 1)).body.data.paymentNo as string;
    const operator = await login(t.app, DEMO.operator);
    const nos = async (status: string) =>
      ((await call(t.app, 'GET', '/api/v2/admin/payments', { token: operator, query: { status, pageSize: '100' } })).body.data.list as { paymentNo: string }[])
        .map((x) => x.paymentNo)
        .filter((n) => n === first || n === second);
    expect(await nos('pending')).toEqual([first, second]);
    for (const no of [first, second]) {
      expect((await call(t.app, 'POST', `/api/v2/admin/payments/${no}/confirm`, { headers: { 'idempotency-key': newKey() }, token: operator })).statusCode).toBe(200);
    }
    expect(await nos('succeeded')).toEqual([second, first]);
  });

  it('answers the bank details; an operator confirms once (credited) or rejects', async () => {
    const buyer = await registerBuyer(t.app);
    const p = (await h.initiateRecharge(buyer.token, 500, 1)).body.data;
    expect(p).toMatchObject({ status: 'pending', payWay: 1, hostedUrl: null, qrCode: null, expiresAt: null });
    expect(p.bankTransfer).toMatchObject({ reference: p.paymentNo, swift: expect.any(String), accountNumber: expect.any(String), accountName: expect.any(String), bankName: expect.any(String) });
    const rejected = (await h.initiateRecharge(buyer.token, 200, 10)).body.data;

    const operator = await login(t.app, DEMO.operator);
    const list = await call(t.app, 'GET', '/api/v2/admin/payments', { token: operator, query: { status: 'pending', payWay: '1', pageSize: '100' } });
    expect(list.body.data.list.map((x: { paymentNo: string }) => x.paymentNo)).toContain(p.paymentNo);
    expect(list.body.data.list.find((x: { paymentNo: string }) => x.paymentNo === p.paymentNo)).toMatchObject({ customerid: buyer.user.customerid, amount: 500 });
    expect((await call(t.app, 'GET', '/api/v2/admin/payments', { token: buyer.token })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/v2/admin/payments/${p.paymentNo}/confirm`, { token: buyer.token })).statusCode).toBe(403);

    const confirms = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', `/api/v2/admin/payments/${p.paymentNo}/confirm`, { headers: { 'idempotency-key': newKey() }, token: operator })));
    expect(confirms.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(confirms.filter((c) => c.body.data?.code === 'PAYMENT_NOT_PENDING')).toHaveLength(2);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(500);
    expect((await call(t.app, 'POST', `/api/v2/admin/payments/${p.paymentNo}/reject`, { headers: { 'idempotency-key': newKey() }, token: operator, body: { reason: 'x' } })).body.data.code).toBe('PAYMENT_NOT_PENDING');

    const noReason = await call(t.app, 'POST', `/api/v2/admin/payments/${rejected.paymentNo}/reject`, { headers: { 'idempotency-key': newKey() }, token: operator, body: {} });
    expect(noReason.statusCode).toBe(400);
    const rej = await call(t.app, 'POST', `/api/v2/admin/payments/${rejected.paymentNo}/reject`, { headers: { 'idempotency-key': newKey() }, token: operator, body: { reason: 'No transfer received' } });
    expect(rej.body.data).toMatchObject({ status: 'failed', failureReason: 'No transfer received' });
    // The buyer sees why, on the payment and in a message.
    expect((await status(buyer.token, rejected.paymentNo)).body.data).toMatchObject({ status: 'failed', failureReason: 'No transfer received' });
    const inbox = (await call(t.app, 'GET', '/api/v2/message/list', { token: buyer.token, query: { pageSize: '50' } })).body.data.list as { title: string; content: string }[];
    expect(inbox).toContainEqual(expect.objectContaining({ title: 'Bank transfer not received', content: expect.stringContaining(`${rejected.paymentNo}`) }));
    expect(inbox.find((m) => m.title === 'Bank transfer not received')!.content).toContain('No transfer received');
    expect((await call(t.app, 'POST', `/api/v2/admin/payments/${rejected.paymentNo}/confirm`, { headers: { 'idempotency-key': newKey() }, token: operator })).body.data.code).toBe('PAYMENT_NOT_PENDING');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(500);
    // A gateway payment is not an operator's to confirm.
    const card = (await h.initiateRecharge(buyer.token, 20)).body.data;
    expect((await call(t.app, 'POST', `/api/v2/admin/payments/${card.paymentNo}/confirm`, { headers: { 'idempotency-key': newKey() }, token: operator })).statusCode).toBe(404);
    await h.reconciled(buyer.user.id);
  });

  it('enterprise bank payment (10) is an offline transfer too: bank details, the default queue, confirmed by an operator', async () => {
    const buyer = await h.approvedBuyer();
    const order = fake.create(buyer.user.id, 320_00);
    const initiate = (body: object) => call(t.app, 'POST', '/api/v2/pay/initiate', { token: buyer.token, body, headers: { 'idempotency-key': newKey() } });
    const forOrder = (await initiate({ purpose: 'purchase-order', refs: [order], payWay: 10 })).body.data;
    expect(forOrder).toMatchObject({ purpose: 'purchase-order', refs: [order], payWay: 10, status: 'pending', amount: 320, chargedCurrency: 'USD', hostedUrl: null, qrCode: null, expiresAt: null });
    expect(forOrder.bankTransfer).toMatchObject({ reference: forOrder.paymentNo, accountNumber: expect.any(String), swift: expect.any(String) });
    const recharge = (await h.initiateRecharge(buyer.token, 80, 10)).body.data;
    expect(recharge.bankTransfer).toMatchObject({ reference: recharge.paymentNo });
    const offline = (await h.initiateRecharge(buyer.token, 30, 1)).body.data;
    const card = (await h.initiateRecharge(buyer.token, 40, 0)).body.data;
    // Nothing moves until an operator confirms, and the buyer's polling cannot move it.
    expect((await status(buyer.token, forOrder.paymentNo)).body.data.status).toBe('pending');
    expect(fake.orders.get(order)?.state).toBe('unpaid');

    const operator = await login(t.app, DEMO.operator);
    const numbers = async (query: Record<string, string>) =>
      ((await call(t.app, 'GET', '/api/v2/admin/payments', { token: operator, query: { pageSize: '100', ...query } })).body.data.list as { paymentNo: string }[]).map((x) => x.paymentNo);
    // The default queue: pending transfers of both offline ways, no gateway payment.
    const queue = await numbers({});
    expect(queue).toEqual(expect.arrayContaining([forOrder.paymentNo, recharge.paymentNo, offline.paymentNo]));
    expect(queue).not.toContain(card.paymentNo);
    const enterprise = await numbers({ status: 'pending', payWay: '10' });
    expect(enterprise).toEqual(expect.arrayContaining([forOrder.paymentNo, recharge.paymentNo]));
    expect(enterprise).not.toContain(offline.paymentNo);

    const confirmed = await call(t.app, 'POST', `/api/v2/admin/payments/${forOrder.paymentNo}/confirm`, { headers: { 'idempotency-key': newKey() }, token: operator });
    expect(confirmed.body.data).toMatchObject({ status: 'succeeded', payWay: 10, settledAs: 'purpose', customerid: buyer.user.customerid, mobile: buyer.user.mobile });
    expect(fake.orders.get(order)).toMatchObject({ state: 'paid', paidWith: forOrder.paymentNo });
    expect((await call(t.app, 'POST', `/api/v2/admin/payments/${recharge.paymentNo}/confirm`, { headers: { 'idempotency-key': newKey() }, token: operator })).statusCode).toBe(200);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(80);
    expect((await status(buyer.token, recharge.paymentNo)).body.data).toMatchObject({ status: 'succeeded', paidAt: expect.any(String) });
    expect(await numbers({ status: 'succeeded', payWay: '10' })).toEqual(expect.arrayContaining([forOrder.paymentNo, recharge.paymentNo]));
    expect(await numbers({})).not.toContain(forOrder.paymentNo);
    // A status alone still lists bank transfers only, never card or balance payments.
    await h.notify({ paymentNo: card.paymentNo, outcome: 'succeeded', amountCents: 4000 });
    const succeeded = await numbers({ status: 'succeeded' });
    expect(succeeded).toEqual(expect.arrayContaining([forOrder.paymentNo, recharge.paymentNo]));
    expect(succeeded).not.toContain(card.paymentNo);
    await h.reconciled(buyer.user.id);
  });
});

describe('purchase orders (a registered purpose)', () => {
  it('pays own orders through the gateway; foreign or unknown orders are 404', async () => {
    const buyer = await h.approvedBuyer();
    const other = await h.approvedBuyer();
    const a = fake.create(buyer.user.id, 12_50);
    const b = fake.create(buyer.user.id, 7_25);
    const foreign = fake.create(other.user.id, 1_00);
    const initiate = (refs: string[], token = buyer.token) => call(t.app, 'POST', '/api/v2/pay/initiate', { token, body: { purpose: 'purchase-order', refs, payWay: 0 }, headers: { 'idempotency-key': newKey() } });
    expect((await initiate([a, foreign])).statusCode).toBe(404);
    expect((await initiate(['NOPE'])).statusCode).toBe(404);
    const empty = await initiate([]);
    expect(empty.body.message).toBe('Please select the orders to pay');
    const p = (await initiate([a, b])).body.data;
    expect(p).toMatchObject({ purpose: 'purchase-order', refs: [a, b], amount: 19.75, status: 'pending' });
    expect((await status(other.token, p.paymentNo)).statusCode).toBe(404);
    await pressButton(p.hostedUrl, 'succeeded');
    expect(fake.orders.get(a)).toMatchObject({ state: 'paid', paidWith: p.paymentNo });
    expect(fake.orders.get(b)?.state).toBe('paid');
    expect((await status(buyer.token, p.paymentNo)).body.data.settledAs).toBe('purpose');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(0);
  });

  it('an order canceled before the money is confirmed: the amount goes to the wallet as a purchase refund', async () => {
    const buyer = await h.approvedBuyer();
    const order = fake.create(buyer.user.id, 45_00);
    const p = (await call(t.app, 'POST', '/api/v2/pay/initiate', { token: buyer.token, body: { purpose: 'purchase-order', refs: [order], payWay: 4 }, headers: { 'idempotency-key': newKey() } })).body.data;
    fake.orders.get(order)!.state = 'canceled';
    await pressButton(p.hostedUrl, 'succeeded');
    expect((await status(buyer.token, p.paymentNo)).body.data).toMatchObject({ status: 'succeeded', settledAs: 'wallet' });
    expect(fake.orders.get(order)?.state).toBe('canceled');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(45);
    expect(await h.ledger(buyer.token)).toEqual([expect.objectContaining({ flowType: FLOW_TYPES.purchaseRefund, amount: 45, relatedId: p.paymentNo })]);
    // The same confirmation again changes nothing.
    expect((await h.notify({ paymentNo: p.paymentNo, outcome: 'succeeded', amountCents: p.chargedAmount * 100, currency: 'CNY' })).statusCode).toBe(200);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(45);
    await h.reconciled(buyer.user.id);
  });
});

describe('balance payment', () => {
  it('says whether a payment password is set', async () => {
    const buyer = await h.approvedBuyer();
    expect((await call(t.app, 'GET', '/api/v2/customer/exist-balancepay', { token: buyer.token })).body.data).toEqual({ exist: false });
    await h.setPayPassword(buyer.token, buyer.mobile);
    expect((await call(t.app, 'GET', '/api/v2/customer/exist-balancepay', { token: buyer.token })).body.data).toEqual({ exist: true });
  });

  it('needs the password and the declaration; short money fails cleanly; success says Success! and pays once per key', async () => {
    const buyer = await h.approvedBuyer();
    const order = fake.create(buyer.user.id, 80_00);
    const pay = (body: object, key = newKey()) => call(t.app, 'POST', '/api/v2/pay/balance-pay', { token: buyer.token, body, headers: { 'idempotency-key': key } });
    expect((await pay({ refs: [order], payPassword: '135790', declaration: true })).body.message).toBe('Please set a payment password first');
    await h.setPayPassword(buyer.token, buyer.mobile);
    expect((await pay({ refs: [order], payPassword: '135790', declaration: false })).body.message).toBe('Please confirm that the goods are purchased for resale only');
    expect((await pay({ refs: [order], payPassword: '135790' })).body.message).toBe('Please confirm that the goods are purchased for resale only');
    expect((await pay({ refs: [order], payPassword: '12345' })).body.message).toBe('The payment password must be exactly six digits');
    expect((await pay({ refs: [order], payPassword: '000000', declaration: true })).body.message).toBe('The payment password is incorrect');
    const noKey = await call(t.app, 'POST', '/api/v2/pay/balance-pay', { token: buyer.token, body: { refs: [order], payPassword: '135790', declaration: true } });
    expect(noKey.body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    await h.fund(buyer.token, 50);
    const short = await pay({ refs: [order], payPassword: '135790', declaration: true });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe('Insufficient account balance');
    expect(fake.orders.get(order)?.state).toBe('unpaid');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(50);

    await h.fund(buyer.token, 100);
    const key = newKey();
    const ok = await pay({ refs: [order], payPassword: '135790', declaration: true }, key);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.message).toBe('Success!');
    expect(ok.body.data).toMatchObject({ purpose: 'purchase-order', payWay: 5, status: 'succeeded', amount: 80, settledAs: 'purpose', hostedUrl: null });
    expect(fake.orders.get(order)).toMatchObject({ state: 'paid', paidWith: ok.body.data.paymentNo });
    const replay = await pay({ refs: [order], payPassword: '135790', declaration: true }, key);
    expect(replay.body.data.paymentNo).toBe(ok.body.data.paymentNo);
    expect((await pay({ refs: [fake.create(buyer.user.id, 1_00)], payPassword: '135790', declaration: true }, key)).statusCode).toBe(409);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(70);
    expect((await h.ledger(buyer.token))[0]).toMatchObject({ flowType: FLOW_TYPES.transactionSpending, amount: -80, relatedId: order });
    // A paid order cannot be paid again.
    expect((await pay({ refs: [order], payPassword: '135790', declaration: true })).statusCode).toBe(404);
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(70);
    await h.reconciled(buyer.user.id);
  });

  it('wrong payment passwords lock balance payment as the platform does, even with the right one afterwards', async () => {
    const buyer = await h.approvedBuyer();
    await h.setPayPassword(buyer.token, buyer.mobile);
    await h.fund(buyer.token, 20);
    const order = fake.create(buyer.user.id, 5_00);
    const pay = (payPassword: string) => call(t.app, 'POST', '/api/v2/pay/balance-pay', { token: buyer.token, body: { refs: [order], payPassword, declaration: true }, headers: { 'idempotency-key': newKey() } });
    for (let i = 0; i < 10; i++) expect((await pay('000000')).body.data.code).toBe('PAY_PASSWORD_WRONG');
    const locked = await pay('135790');
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed attempts/);
    expect(fake.orders.get(order)?.state).toBe('unpaid');
    expect(await balance(buyer.token, buyer.user.customerid)).toBe(20);
  });
});

describe('without an online gateway (production)', () => {
  it('offers no card, Alipay or WeChat, refuses them, and has no sandbox page or notification route', async () => {
    const prod = await createTestApp({ production: true, demo: false, paymentGateway: null });
    try {
      expect((await call(prod.app, 'GET', '/api/v2/pay/ways')).statusCode).toBe(401);
      const token = await login(prod.app, DEMO.approvedBuyer);
      const ways = await call(prod.app, 'GET', '/api/v2/pay/ways', { token });
      expect(ways.body.data.payWays).toEqual([5, 1, 10]);
      for (const payWay of [0, 3, 4]) {
        const started = await call(prod.app, 'POST', '/api/v2/customer/customer-recharge', { token, body: { amount: 100, payWay }, headers: { 'idempotency-key': newKey() } });
        expect(started.statusCode).toBe(400);
        expect(started.body.message).toBe('This payment method is not available at the moment');
      }
      const offline = await call(prod.app, 'POST', '/api/v2/customer/customer-recharge', { token, body: { amount: 100, payWay: 1 }, headers: { 'idempotency-key': newKey() } });
      expect(offline.statusCode).toBe(200);
      expect(offline.body.data.hostedUrl).toBeNull();
      const page = await prod.app.inject({ method: 'GET', url: `/api/v2/pay/sandbox/${offline.body.data.paymentNo}?sig=x` });
      expect(page.statusCode).toBe(404);
      const notify = await prod.app.inject({ method: 'POST', url: '/api/v2/pay/notify/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(notify.statusCode).toBe(404);
      const complete = await prod.app.inject({ method: 'POST', url: `/api/v2/pay/sandbox/${offline.body.data.paymentNo}/complete`, payload: 'sig=x&outcome=succeeded', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(complete.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('the demo offers every way, the online ones through the sandbox', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    expect((await call(t.app, 'GET', '/api/v2/pay/ways', { token })).body.data.payWays).toEqual([5, 0, 3, 4, 1, 10]);
  });
});
