import { FLOW_TYPES, isBankAccountNumber } from '@wm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, givePayPassword, latestCode, login, queryCounter, registerBuyer, TEST_PAY_PASSWORD, type TestApp } from '../../../test/helpers';

let t: TestApp;
const counter = queryCounter();
beforeAll(async () => {
  t = await createTestApp({}, undefined, { logger: counter.logger });
});
afterAll(() => t.close());

const VISA = '4111 1111 1111 1111';

/** Money in the wallet, and the payment password every withdrawal is confirmed with. */
async function fund(userId: number, cents: number) {
  await givePayPassword(t.database, userId);
  await t.database.db.transaction((tx) => t.app.services.wallets.post(tx, { userId, flowType: FLOW_TYPES.rechargeIncome, amountCents: cents, relatedId: 'TEST', remark: 'test funding' }));
}

async function addCard(token: string, accountNumber = VISA) {
  await call(t.app, 'GET', '/api/v2/auth/verifycode', { token, query: { scene: 'bank-card' } });
  const me = await call(t.app, 'GET', '/api/v2/auth/user', { token });
  const code = await latestCode(t.app, me.body.data.mobile);
  return call(t.app, 'POST', '/api/v2/customer/card', { token, body: { cardholder: 'Dana Smith', accountNumber, bankName: 'Chase', code } });
}

async function expectReconciled(userId: number) {
  const r = await t.app.services.wallets.reconcile(userId);
  expect(r.balanceCents).toBe(r.ledgerBalanceCents);
  expect(r.frozenCents).toBe(r.ledgerFrozenCents);
  return r;
}

describe('a completed movement (wallets.post)', () => {
  const post = (userId: number, amountCents: number) =>
    t.database.db.transaction((tx) => t.app.services.wallets.post(tx, { userId, flowType: amountCents > 0 ? FLOW_TYPES.rechargeIncome : FLOW_TYPES.transactionSpending, amountCents, relatedId: 'POST-TEST' }));
  const ledger = (userId: number) =>
    rows<{ amountCents: number; balanceAfterCents: number }>(t.database.db, sql`select amount_cents::float8 as "amountCents", balance_after_cents::float8 as "balanceAfterCents" from wallet_ledger where user_id = ${userId} order by id`);

  it('opens a missing wallet, moves the balance and records it in one statement once the wallet exists', async () => {
    const { user } = await registerBuyer(t.app);
    await t.database.db.execute(sql`delete from wallets where user_id = ${user.id}`);
    expect(await post(user.id, 25_00)).toBe(true);
    const queries = await counter.during(async () => expect(await post(user.id, 10_00)).toBe(true));
    expect(queries.filter((q) => /wallet/i.test(q))).toHaveLength(1);
    expect(await ledger(user.id)).toEqual([
      { amountCents: 25_00, balanceAfterCents: 25_00 },
      { amountCents: 10_00, balanceAfterCents: 35_00 },
    ]);
    await expectReconciled(user.id);
  });

  it('refuses to go below the frozen part, writing nothing, with or without a wallet', async () => {
    const { user } = await registerBuyer(t.app);
    await t.database.db.execute(sql`delete from wallets where user_id = ${user.id}`);
    expect(await post(user.id, -1)).toBe(false);
    expect(await post(user.id, 5_00)).toBe(true);
    await t.database.db.execute(sql`update wallets set frozen_cents = 200 where user_id = ${user.id}`);
    expect(await post(user.id, -3_01)).toBe(false);
    expect(await post(user.id, -3_00)).toBe(true);
    expect(await ledger(user.id)).toEqual([
      { amountCents: 5_00, balanceAfterCents: 5_00 },
      { amountCents: -3_00, balanceAfterCents: 2_00 },
    ]);
  });
});

describe('bank cards', () => {
  it('adds a card with an SMS code (masked), lists and deletes it with the spec messages', async () => {
    const { token } = await registerBuyer(t.app);
    const added = await addCard(token);
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('Adding bank card successfully');
    expect(added.body.data).toMatchObject({ cardholder: 'Dana Smith', accountNumber: '**** 1111', bankName: 'Chase' });
    expect(JSON.stringify((await call(t.app, 'GET', '/api/v2/customer/cards', { token })).body)).not.toContain('4111111111111111');
    const removed = await call(t.app, 'DELETE', `/api/v2/customer/card/${added.body.data.cardId}`, { token, lang: 'zh-CN' });
    expect(removed.body.message).toBe('删除银行卡成功！');
    expect((await call(t.app, 'GET', '/api/v2/customer/cards', { token })).body.data).toEqual([]);
  });

  it('checks the number (Luhn or IBAN), the required fields and the code', async () => {
    expect(isBankAccountNumber('4111111111111111')).toBe(true);
    expect(isBankAccountNumber('4111111111111112')).toBe(false);
    expect(isBankAccountNumber('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isBankAccountNumber('GB82WEST12345698765433')).toBe(false);
    const { token } = await registerBuyer(t.app);
    const bad = await call(t.app, 'POST', '/api/v2/customer/card', { token, body: { cardholder: '', accountNumber: '4111111111111112', bankName: '', code: '12' } });
    expect(bad.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'cardholder', message: 'Please enter the cardholder' },
        { field: 'accountNumber', message: 'Please enter the correct bank card number' },
        { field: 'bankName', message: 'Please select the bank' },
        { field: 'code', message: 'The SMS verification code is 6 digits' },
      ]),
    );
    const wrongCode = await call(t.app, 'POST', '/api/v2/customer/card', { token, body: { cardholder: 'A', accountNumber: VISA, bankName: 'Chase', code: '000000' } });
    expect(wrongCode.body.data.code).toBe('CODE_INVALID');
    expect((await call(t.app, 'GET', '/api/v2/customer/cards', { token })).body.data).toEqual([]);
  });

  it('other users\' cards are invisible and untouchable', async () => {
    const a = await registerBuyer(t.app);
    const b = await registerBuyer(t.app);
    const card = (await addCard(a.token)).body.data;
    expect((await call(t.app, 'DELETE', `/api/v2/customer/card/${card.cardId}`, { token: b.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v2/customer/cards', { token: b.token })).body.data).toEqual([]);
    await fund(b.user.id, 100_00);
    const steal = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token: b.token, query: { cardId: String(card.cardId), amount: '60' }, headers: { 'idempotency-key': 'k1', 'x-pay-password': TEST_PAY_PASSWORD } });
    expect(steal.statusCode).toBe(404);
  });
});

describe('withdrawal', () => {
  it('freezes the amount, shows fee and actual amount, then the operator approves: debited once', async () => {
    const { token, user } = await registerBuyer(t.app);
    await fund(user.id, 500_00);
    const card = (await addCard(token)).body.data;
    const res = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, query: { cardId: String(card.cardId), amount: '200.00' }, headers: { 'idempotency-key': 'w-1', 'x-pay-password': TEST_PAY_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Withdrawal application successful');
    expect(res.body.data).toMatchObject({ amount: 200, fee: 2, actualAmount: 198, status: 'handling', accountNumber: '**** 1111' });
    expect((await call(t.app, 'GET', `/api/v2/wallet/${user.customerid}`, { token })).body.data).toMatchObject({ balance: 500, available: 300, frozen: 200 });
    await expectReconciled(user.id);

    const records = (await call(t.app, 'GET', '/api/v2/customer/balance/pages', { token })).body.data;
    expect(records.list.map((r: { flowType: number; amount: number; status: string }) => [r.flowType, r.amount, r.status])).toEqual([
      [FLOW_TYPES.withdrawalServiceFee, -2, 'handling'],
      [FLOW_TYPES.withdrawalExpense, -198, 'handling'],
      [FLOW_TYPES.rechargeIncome, 500, 'completion'],
    ]);

    const operator = await login(t.app, DEMO.operator);
    const queue = (await call(t.app, 'GET', '/api/v2/admin/withdrawals', { token: operator })).body.data.list;
    const mine = queue.find((w: { withdrawId: number }) => w.withdrawId === res.body.data.withdrawId);
    expect(mine).toMatchObject({ customerid: user.customerid, cardholder: 'Dana Smith', amount: 200 });
    expect((await call(t.app, 'POST', `/api/v2/admin/withdrawals/${mine.withdrawId}/approve`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/v2/admin/withdrawals/${mine.withdrawId}/approve`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator })).body.data.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await call(t.app, 'POST', `/api/v2/admin/withdrawals/${mine.withdrawId}/reject`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator, body: { reason: 'late' } })).body.data.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await call(t.app, 'GET', `/api/v2/wallet/${user.customerid}`, { token })).body.data).toMatchObject({ balance: 300, available: 300, frozen: 0 });
    const after = (await call(t.app, 'GET', '/api/v2/customer/balance/pages', { token, query: { status: 'completion' } })).body.data.list;
    expect(after.map((r: { amount: number; balanceAfter: number }) => [r.amount, r.balanceAfter])).toEqual([[-2, 300], [-198, 300], [500, 500]]);
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/withdraw-records', { token })).body.data.list[0]).toMatchObject({ status: 'completion', reviewedAt: expect.any(String) });
    await expectReconciled(user.id);
  });

  it('a rejection releases the frozen amount and tells the reason', async () => {
    const { token, user } = await registerBuyer(t.app);
    await fund(user.id, 100_00);
    const card = (await addCard(token)).body.data;
    const res = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, query: { cardId: String(card.cardId), amount: '100' }, headers: { 'idempotency-key': 'w-2', 'x-pay-password': TEST_PAY_PASSWORD } });
    const operator = await login(t.app, DEMO.operator);
    await call(t.app, 'POST', `/api/v2/admin/withdrawals/${res.body.data.withdrawId}/reject`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator, body: { reason: 'Card holder name differs from the company' } });
    expect((await call(t.app, 'GET', `/api/v2/wallet/${user.customerid}`, { token })).body.data).toMatchObject({ balance: 100, available: 100, frozen: 0 });
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/withdraw-records', { token })).body.data.list[0]).toMatchObject({ status: 'rejected', rejectReason: 'Card holder name differs from the company' });
    expect((await call(t.app, 'GET', '/api/v2/customer/balance/pages', { token, query: { status: 'canceled' } })).body.data.total).toBe(2);
    await expectReconciled(user.id);
  });

  it('refuses more than the withdrawable amount, less than the minimum, and empty amounts, changing nothing', async () => {
    const { token, user } = await registerBuyer(t.app);
    await fund(user.id, 120_00);
    const card = (await addCard(token)).body.data;
    const ask = (amount: string, key: string, lang?: string) =>
      call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, lang, query: { cardId: String(card.cardId), amount }, headers: { 'idempotency-key': key, 'x-pay-password': TEST_PAY_PASSWORD } });
    expect((await ask('120.01', 'a')).body.message).toBe('The withdrawal amount cannot exceed the withdrawable amount');
    expect((await ask('49.99', 'b')).body.message).toBe('The minimum withdrawal amount is 50.00');
    expect((await ask('', 'c')).body.message).toBe('The input amount cannot be empty!');
    expect((await ask('120.01', 'd', 'ja-JP')).body.message).toBe('出金額は出金可能額を超えることはできません');
    expect((await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, query: { cardId: String(card.cardId), amount: '60' }, headers: { 'x-pay-password': TEST_PAY_PASSWORD } })).body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await call(t.app, 'GET', `/api/v2/wallet/${user.customerid}`, { token })).body.data).toMatchObject({ balance: 120, frozen: 0 });
    expect((await call(t.app, 'GET', '/api/v2/customer/customer-id/withdraw-records', { token })).body.data.total).toBe(0);
    await expectReconciled(user.id);
  });

  it('a retried application with the same key answers the first one; another body with it is refused', async () => {
    const { token, user } = await registerBuyer(t.app);
    await fund(user.id, 300_00);
    const card = (await addCard(token)).body.data;
    const once = { cardId: String(card.cardId), amount: '100' };
    const first = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, query: once, headers: { 'idempotency-key': 'same', 'x-pay-password': TEST_PAY_PASSWORD } });
    const second = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, query: once, headers: { 'idempotency-key': 'same', 'x-pay-password': TEST_PAY_PASSWORD } });
    expect(second.body.data.withdrawId).toBe(first.body.data.withdrawId);
    const other = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, query: { ...once, amount: '150' }, headers: { 'idempotency-key': 'same', 'x-pay-password': TEST_PAY_PASSWORD } });
    expect(other.statusCode).toBe(409);
    expect((await call(t.app, 'GET', `/api/v2/wallet/${user.customerid}`, { token })).body.data.frozen).toBe(100);
    await expectReconciled(user.id);
  });

  it('withdrawal review is for operators only; records are the owner\'s only', async () => {
    const buyer = await login(t.app, DEMO.approvedBuyer);
    expect((await call(t.app, 'GET', '/api/v2/admin/withdrawals', { token: buyer })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v2/admin/withdrawals/1/approve', { token: buyer })).statusCode).toBe(403);
    const fresh = await registerBuyer(t.app);
    expect((await call(t.app, 'GET', '/api/v2/customer/balance/pages', { token: fresh.token })).body.data).toEqual({ list: [], total: 0, pageIndex: 1, pageSize: 10 });
    expect((await call(t.app, 'GET', '/api/v2/customer/balance/pages', { token: fresh.token, query: { from: 'yesterday' } })).statusCode).toBe(400);
  });
});
