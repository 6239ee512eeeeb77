import { FLOW_TYPES } from '@wm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, givePayPassword, latestCode, registerBuyer, TEST_PAY_PASSWORD, type TestApp } from '../../../test/helpers';

// Security probe, issue 18, finding 7: a bearer token alone must not take money out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyerWithCard() {
  const buyer = await registerBuyer(t.app);
  await t.database.db.transaction((tx) => t.app.services.wallets.post(tx, { userId: buyer.user.id, flowType: FLOW_TYPES.rechargeIncome, amountCents: 500_00, relatedId: 'TEST' }));
  await call(t.app, 'GET', '/api/v2/auth/verifycode', { token: buyer.token, query: { scene: 'bank-card' } });
  const code = await latestCode(t.app, buyer.mobile);
  const card = await call(t.app, 'POST', '/api/v2/customer/card', { token: buyer.token, body: { cardholder: 'Pat Lee', accountNumber: '5555555555554444', bankName: 'Citi', code } });
  return { ...buyer, query: { cardId: String(card.body.data.cardId), amount: '100' } };
}

const frozen = async (token: string, customerid: string) => (await call(t.app, 'GET', `/api/v2/wallet/${customerid}`, { token })).body.data.frozen;

describe('each withdrawal is confirmed with the payment password (finding 7)', () => {
  it('without a payment password set, nothing is frozen', async () => {
    const b = await buyerWithCard();
    const res = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: b.query, headers: { 'idempotency-key': 'a', 'x-pay-password': '123456' } });
    expect(res.body.data.code).toBe('PAY_PASSWORD_NOT_SET');
    expect(await frozen(b.token, b.user.customerid)).toBe(0);
  });

  it('missing or wrong, it is refused; right, the withdrawal is made; the password is never taken from the URL', async () => {
    const b = await buyerWithCard();
    await givePayPassword(t.database, b.user.id);
    const missing = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: b.query, headers: { 'idempotency-key': 'a' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.data.errors).toEqual([{ field: 'payPassword', message: expect.any(String) }]);
    const inUrl = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: { ...b.query, payPassword: TEST_PAY_PASSWORD }, headers: { 'idempotency-key': 'a' } });
    expect(inUrl.statusCode).toBe(400);
    const wrong = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: b.query, headers: { 'idempotency-key': 'a', 'x-pay-password': '000000' } });
    expect(wrong.body.data.code).toBe('PAY_PASSWORD_WRONG');
    expect(await frozen(b.token, b.user.customerid)).toBe(0);
    const right = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: b.query, headers: { 'idempotency-key': 'a', 'x-pay-password': TEST_PAY_PASSWORD } });
    expect(right.statusCode).toBe(200);
    expect(await frozen(b.token, b.user.customerid)).toBe(100);
    // The next one needs it again.
    const again = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: b.query, headers: { 'idempotency-key': 'b' } });
    expect(again.statusCode).toBe(400);
    expect(await frozen(b.token, b.user.customerid)).toBe(100);
  });
});
