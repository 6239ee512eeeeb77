import { FLOW_TYPES } from '@wm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call, createPgTestApp, DEMO, givePayPassword, latestCode, login, registerBuyer, TEST_PAY_PASSWORD, type TestApp } from '../../../test/helpers';

// Real PostgreSQL, many connections: money must hold under concurrency.
let t: TestApp;
beforeAll(async () => {
  // Every withdrawal checks the payment password, and each check counts towards its lockout
  // until it succeeds: dozens at once from one buyer are let through here, to test the money.
  const limits = loadConfig({ NODE_ENV: 'test' }).limits;
  t = await createPgTestApp({ limits: { ...limits, loginMaxFailures: 1000 } });
});
afterAll(() => t?.close());

async function fundedBuyerWithCard(cents: number) {
  const buyer = await registerBuyer(t.app);
  await givePayPassword(t.database, buyer.user.id);
  await t.database.db.transaction((tx) => t.app.services.wallets.post(tx, { userId: buyer.user.id, flowType: FLOW_TYPES.rechargeIncome, amountCents: cents, relatedId: 'TEST' }));
  await call(t.app, 'GET', '/api/v2/auth/verifycode', { token: buyer.token, query: { scene: 'bank-card' } });
  const code = await latestCode(t.app, buyer.mobile);
  const card = await call(t.app, 'POST', '/api/v2/customer/card', { token: buyer.token, body: { cardholder: 'Pat Lee', accountNumber: '5555555555554444', bankName: 'Citi', code } });
  return { ...buyer, cardId: String(card.body.data.cardId) };
}

async function reconciled(userId: number) {
  const r = await t.app.services.wallets.reconcile(userId);
  expect(r.balanceCents).toBe(r.ledgerBalanceCents);
  expect(r.frozenCents).toBe(r.ledgerFrozenCents);
  return r;
}

describe('withdrawals on PostgreSQL', () => {
  it('60 concurrent applications of 60.00 against 1,000.00: exactly 16 frozen, never more than withdrawable', async () => {
    const b = await fundedBuyerWithCard(1000_00);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: { cardId: b.cardId, amount: '60' }, headers: { 'idempotency-key': `k-${i}`, 'x-pay-password': TEST_PAY_PASSWORD } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(16);
    expect(answers.filter((a) => a.body.data?.code === 'WITHDRAW_EXCEEDS')).toHaveLength(44);
    const r = await reconciled(b.user.id);
    expect(r).toMatchObject({ balanceCents: 1000_00, frozenCents: 960_00 });
  });

  it('the same key sent 20 times at once makes one application', async () => {
    const b = await fundedBuyerWithCard(500_00);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: { cardId: b.cardId, amount: '100' }, headers: { 'idempotency-key': 'one', 'x-pay-password': TEST_PAY_PASSWORD } })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.withdrawId)).size).toBe(1);
    expect((await reconciled(b.user.id)).frozenCents).toBe(100_00);
  });

  it('approve and reject racing on one application: exactly one wins, the money moves once', async () => {
    const b = await fundedBuyerWithCard(300_00);
    const w = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: { cardId: b.cardId, amount: '250' }, headers: { 'idempotency-key': 'race', 'x-pay-password': TEST_PAY_PASSWORD } });
    const operator = await login(t.app, DEMO.operator);
    const id = w.body.data.withdrawId;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? call(t.app, 'POST', `/api/v2/admin/withdrawals/${id}/approve`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator })
          : call(t.app, 'POST', `/api/v2/admin/withdrawals/${id}/reject`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator, body: { reason: 'duplicate' } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const r = await reconciled(b.user.id);
    expect(r.frozenCents).toBe(0);
    expect([50_00, 300_00]).toContain(r.balanceCents);
  });
});
