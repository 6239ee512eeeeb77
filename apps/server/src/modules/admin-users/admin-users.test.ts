import { FLOW_TYPES } from '@wm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, givePayPassword, latestCode, login, newMobile, registerBuyer, requestCode, TEST_PAY_PASSWORD, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';
import { users } from '../auth/auth.tables';

let t: TestApp;
let operator: string;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, DEMO.operator);
  operatorId = (await call(t.app, 'GET', '/api/v2/auth/user', { token: operator })).body.data.id;
});
afterAll(() => t.close());

let keys = 0;
const key = () => `admin-users-${process.pid}-${++keys}`;
const post = (token: string, url: string, body?: object) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': key() } });
const get = (token: string, url: string, query?: Record<string, string>) => call(t.app, 'GET', url, { token, query });

interface Entry { actor_id: number; action: string; target: Record<string, unknown>; summary: unknown; ip: string }
/** The audit log entries written since `sinceId`. */
const entriesSince = (sinceId: number) => rows<Entry>(t.database.db, sql`select actor_id, action, target, summary, ip from audit_log where id > ${sinceId} order by id`);
const lastId = async () => (await rows<{ id: number | null }>(t.database.db, sql`select max(id)::int as id from audit_log`))[0]?.id ?? 0;

/** Runs a console action and expects exactly one entry for it (with its target); answers the call. */
async function expectOneEntry(action: string, target: Record<string, unknown>, run: () => Promise<{ statusCode: number; body: any }>) {
  const before = await lastId();
  const res = await run();
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const written = await entriesSince(before);
  expect(written).toHaveLength(1);
  expect(written[0]).toMatchObject({ actor_id: operatorId, action, target });
  return { res, entry: written[0]! };
}
async function expectNoEntry(status: number, run: () => Promise<{ statusCode: number }>) {
  const before = await lastId();
  expect((await run()).statusCode).toBe(status);
  expect(await entriesSince(before)).toHaveLength(0);
}

async function buyerUnderReview() {
  const b = await registerBuyer(t.app);
  await t.database.db.update(users).set({ auditStatus: 0 }).where(eq(users.id, b.user.id));
  // Company details as a real submission leaves them (the audit queue lists accounts with them).
  await t.app.services.account.seedDemoApplication(b.user.id);
  return b;
}

async function registerSeller() {
  const mobile = newMobile();
  const code = await requestCode(t.app, { mobile });
  const res = await call(t.app, 'POST', '/api/v2/auth/register-seller', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
  return { mobile, token: res.body.data.token.token as string, userId: res.body.data.user.id as number };
}
const storeBody = (name: string) => ({
  name, intro: 'Oak furniture', contactName: 'Li Wei', contactPhone: '+86 138 0000 1234', contactEmail: 'shop@example.com',
  warehouseType: 'platform', shippingAreas: ['US'], returnGuarantee: 'standard', logisticsGuarantee: false, submit: true,
});
async function pendingStore() {
  const s = await registerSeller();
  const store = (await call(t.app, 'PUT', '/api/v2/seller/store', { token: s.token, body: storeBody(`Audit log ${s.mobile}`) })).body.data;
  return { ...s, storeId: store.storeId as number };
}

async function pendingWithdrawal() {
  const { token, user } = await registerBuyer(t.app);
  await givePayPassword(t.database, user.id);
  await t.database.db.transaction((tx) => t.app.services.wallets.post(tx, { userId: user.id, flowType: FLOW_TYPES.rechargeIncome, amountCents: 300_00, relatedId: 'TEST', remark: 'test funding' }));
  await call(t.app, 'GET', '/api/v2/auth/verifycode', { token, query: { scene: 'bank-card' } });
  const code = await latestCode(t.app, user.mobile);
  const card = (await call(t.app, 'POST', '/api/v2/customer/card', { token, body: { cardholder: 'Dana Smith', accountNumber: '4111 1111 1111 1111', bankName: 'Chase', code } })).body.data;
  const res = await call(t.app, 'GET', '/api/v2/wallet/withdraw', { token, query: { cardId: String(card.cardId), amount: '100' }, headers: { 'idempotency-key': key(), 'x-pay-password': TEST_PAY_PASSWORD } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data.withdrawId as number;
}

async function pendingTransfer() {
  const buyer = await registerBuyer(t.app);
  const res = await post(buyer.token, '/api/v2/customer/customer-recharge', { amount: 120, payWay: 1 });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paymentNo as string;
}

describe('the audit log: one entry for every successful console change, none for a refused one', () => {
  it('account audits: approve and reject', async () => {
    const a = await buyerUnderReview();
    await expectOneEntry('POST /api/v2/admin/audits/:userId/approve', { userId: a.user.id }, () => post(operator, `/api/v2/admin/audits/${a.user.id}/approve`));
    await expectNoEntry(400, () => post(operator, `/api/v2/admin/audits/${a.user.id}/approve`));
    const b = await buyerUnderReview();
    const { entry } = await expectOneEntry('POST /api/v2/admin/audits/:userId/reject', { userId: b.user.id }, () => post(operator, `/api/v2/admin/audits/${b.user.id}/reject`, { reason: 'Licence unreadable' }));
    expect(entry.summary).toEqual({ reason: 'Licence unreadable' });
    await expectNoEntry(400, () => post(operator, `/api/v2/admin/audits/${b.user.id}/reject`, {}));
  });

  it('withdrawals: approve and reject', async () => {
    const first = await pendingWithdrawal();
    await expectOneEntry('POST /api/v2/admin/withdrawals/:withdrawId/approve', { withdrawId: first }, () => post(operator, `/api/v2/admin/withdrawals/${first}/approve`));
    await expectNoEntry(400, () => post(operator, `/api/v2/admin/withdrawals/${first}/approve`));
    const second = await pendingWithdrawal();
    await expectOneEntry('POST /api/v2/admin/withdrawals/:withdrawId/reject', { withdrawId: second }, () => post(operator, `/api/v2/admin/withdrawals/${second}/reject`, { reason: 'Card closed' }));
  });

  it('bank transfers: confirm and reject', async () => {
    const first = await pendingTransfer();
    await expectOneEntry('POST /api/v2/admin/payments/:paymentNo/confirm', { paymentNo: first }, () => post(operator, `/api/v2/admin/payments/${first}/confirm`));
    await expectNoEntry(409, () => post(operator, `/api/v2/admin/payments/${first}/confirm`));
    const second = await pendingTransfer();
    await expectOneEntry('POST /api/v2/admin/payments/:paymentNo/reject', { paymentNo: second }, () => post(operator, `/api/v2/admin/payments/${second}/reject`, { reason: 'No transfer received' }));
  });

  it('stores: approve, reject, disable and enable; goods moderation; operating settings', async () => {
    const a = await pendingStore();
    await expectOneEntry('POST /api/v2/admin/stores/:storeId/approve', { storeId: a.storeId }, () => post(operator, `/api/v2/admin/stores/${a.storeId}/approve`));
    const b = await pendingStore();
    await expectOneEntry('POST /api/v2/admin/stores/:storeId/reject', { storeId: b.storeId }, () => post(operator, `/api/v2/admin/stores/${b.storeId}/reject`, { reason: 'Missing licence' }));
    await expectNoEntry(409, () => post(operator, `/api/v2/admin/stores/${b.storeId}/open`));

    const closed = await expectOneEntry('POST /api/v2/admin/stores/:storeId/close', { storeId: a.storeId }, () => post(operator, `/api/v2/admin/stores/${a.storeId}/close`));
    expect(closed.res.body.data.open).toBe(false);
    await expectNoEntry(409, () => post(operator, `/api/v2/admin/stores/${a.storeId}/close`));
    // A closed store's page tells buyers so (the web shows /shop/disable).
    const storePage = async () => JSON.stringify((await call(t.app, 'GET', `/api/v2/store/${a.storeId}`)).body.data);
    expect(await storePage()).toContain('"closed":true');
    const opened = await expectOneEntry('POST /api/v2/admin/stores/:storeId/open', { storeId: a.storeId }, () => post(operator, `/api/v2/admin/stores/${a.storeId}/open`));
    expect(opened.res.body.data.open).toBe(true);
    expect(await storePage()).toContain('"closed":false');

    const [goods] = await rows<{ id: number }>(t.database.db, sql`select id from goods where status = 'onSale' order by id limit 1`);
    await expectOneEntry('POST /api/v2/admin/goods/:goodsId/violation', { goodsId: goods!.id }, () => post(operator, `/api/v2/admin/goods/${goods!.id}/violation`, { reason: 'Counterfeit' }));
    await expectOneEntry('POST /api/v2/admin/goods/:goodsId/restore', { goodsId: goods!.id }, () => post(operator, `/api/v2/admin/goods/${goods!.id}/restore`));
    await expectNoEntry(409, () => post(operator, `/api/v2/admin/goods/${goods!.id}/restore`));

    const config = (await get(operator, '/api/v2/admin/operate-config')).body.data;
    await expectOneEntry('PUT /api/v2/admin/operate-config', {}, () => call(t.app, 'PUT', '/api/v2/admin/operate-config', { token: operator, body: config }));
  });

  it('a buyer calling an operator endpoint is refused (403) and writes nothing; GETs write nothing', async () => {
    const b = await registerBuyer(t.app);
    await expectNoEntry(403, () => post(b.token, `/api/v2/admin/users/${b.user.id}/disable`, { reason: 'x' }));
    await expectNoEntry(401, () => call(t.app, 'POST', `/api/v2/admin/users/${b.user.id}/disable`, { body: { reason: 'x' } }));
    await expectNoEntry(200, () => get(operator, '/api/v2/admin/users'));
  });
});

describe('users', () => {
  it('searches by mobile, company, user id, role, audit state and disabled', async () => {
    const b = await registerBuyer(t.app);
    const found = await get(operator, '/api/v2/admin/users', { keyword: b.mobile });
    expect(found.body.data.list).toEqual([expect.objectContaining({ userId: b.user.id, role: 'buyer', status: 'active', auditStatus: 3, lastLoginAt: expect.any(String) })]);
    expect((await get(operator, '/api/v2/admin/users', { keyword: b.user.customerid })).body.data.list.map((u: { userId: number }) => u.userId)).toContain(b.user.id);
    expect((await get(operator, '/api/v2/admin/users', { keyword: String(b.user.id) })).body.data.list.map((u: { userId: number }) => u.userId)).toContain(b.user.id);
    const operators = (await get(operator, '/api/v2/admin/users', { role: 'operator' })).body.data.list as { role: string }[];
    expect(operators.length).toBeGreaterThan(0);
    expect(operators.every((u) => u.role === 'operator')).toBe(true);
    const applicant = await buyerUnderReview();
    const pending = (await get(operator, '/api/v2/admin/users', { auditStatus: '0', pageSize: '100' })).body.data.list as { userId: number; auditStatus: number; company: string | null }[];
    expect(pending.every((u) => u.auditStatus === 0)).toBe(true);
    const company = pending.find((u) => u.userId === applicant.user.id)?.company;
    expect(company).toEqual(expect.any(String));
    expect((await get(operator, '/api/v2/admin/users', { keyword: company!.slice(0, 8).toLowerCase() })).body.data.list.map((u: { userId: number }) => u.userId)).toContain(applicant.user.id);
    expect((await get(operator, '/api/v2/admin/users', { keyword: company!, auditStatus: '2' })).body.data.list.map((u: { userId: number }) => u.userId)).not.toContain(applicant.user.id);
    expect((await get(operator, '/api/v2/admin/users', { disabled: 'true', keyword: b.mobile })).body.data.total).toBe(0);
    expect((await get(b.token, '/api/v2/admin/users')).statusCode).toBe(403);
    expect((await get(operator, '/api/v2/admin/users', { role: 'admin' })).statusCode).toBe(400);
  });

  it('disables a buyer (with a reason): its next call is 423, sign-in too; enabled, it works again; both are logged', async () => {
    const b = await registerBuyer(t.app);
    await expectNoEntry(400, () => post(operator, `/api/v2/admin/users/${b.user.id}/disable`, {}));
    const { res, entry } = await expectOneEntry('POST /api/v2/admin/users/:userId/disable', { userId: b.user.id }, () => post(operator, `/api/v2/admin/users/${b.user.id}/disable`, { reason: 'Chargeback fraud' }));
    expect(res.body.data).toMatchObject({ status: 'disabled', actions: ['enable'] });
    expect(entry.summary).toEqual({ reason: 'Chargeback fraud' });
    const next = await get(b.token, '/api/v2/customer/center');
    expect(next.statusCode).toBe(423);
    expect(next.body).toMatchObject({ status: 423, message: 'Your account has been disabled. Please contact customer service', data: { code: 'ACCOUNT_DISABLED' } });
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: b.mobile, password: b.password }, lang: 'zh-CN' })).body).toMatchObject({ status: 423, message: '您的账号已被停用，请联系客服' });
    await expectNoEntry(409, () => post(operator, `/api/v2/admin/users/${b.user.id}/disable`, { reason: 'again' }));
    expect((await get(operator, '/api/v2/admin/users', { disabled: 'true', keyword: b.mobile })).body.data.total).toBe(1);

    await expectOneEntry('POST /api/v2/admin/users/:userId/enable', { userId: b.user.id }, () => post(operator, `/api/v2/admin/users/${b.user.id}/enable`));
    expect((await get(b.token, '/api/v2/customer/center')).statusCode).toBe(200);
    await expectNoEntry(409, () => post(operator, `/api/v2/admin/users/${b.user.id}/enable`));
  });

  it('never disables an operator, itself included', async () => {
    await expectNoEntry(403, () => post(operator, `/api/v2/admin/users/${operatorId}/disable`, { reason: 'me' }));
    const detail = await get(operator, `/api/v2/admin/users/${operatorId}`);
    expect(detail.body.data).toMatchObject({ role: 'operator', status: 'active', actions: [] });
    expect((await get(operator, '/api/v2/admin/users/999999999')).statusCode).toBe(404);
  });

  it('assigns a business manager from the operators; buyer central shows them', async () => {
    const b = await registerBuyer(t.app);
    const managers = (await get(operator, '/api/v2/admin/managers')).body.data as { userId: number; name: string; phone: string; email: string }[];
    const manager = managers.find((m) => m.userId === operatorId)!;
    expect(manager).toBeDefined();
    await expectNoEntry(400, () => post(operator, `/api/v2/admin/users/${b.user.id}/manager`, { managerUserId: b.user.id }));
    const { res, entry } = await expectOneEntry('POST /api/v2/admin/users/:userId/manager', { userId: b.user.id }, () => post(operator, `/api/v2/admin/users/${b.user.id}/manager`, { managerUserId: operatorId }));
    expect(res.body.data.businessManager).toEqual({ userId: operatorId, name: manager.name, phone: manager.phone, email: manager.email });
    expect(entry.summary).toEqual({ managerUserId: operatorId });
    const center = (await get(b.token, '/api/v2/customer/center')).body.data;
    expect(center.businessManager).toEqual({ name: manager.name, phone: manager.phone, email: manager.email });
    const seller = await registerSeller();
    await expectNoEntry(400, () => post(operator, `/api/v2/admin/users/${seller.userId}/manager`, { managerUserId: operatorId }));
  });

  it('shows and resets the sign-in and payment-password lockouts', async () => {
    const b = await registerBuyer(t.app);
    for (let i = 0; i < t.config.limits.loginMaxFailures; i++) await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: b.mobile, password: 'wrong-pass1' } });
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: b.mobile, password: b.password } })).statusCode).toBe(429);
    await givePayPassword(t.database, b.user.id);
    expect((await get(operator, `/api/v2/admin/users/${b.user.id}`)).body.data.lockouts.payPassword.locked).toBe(false);
    for (let i = 0; i < t.config.limits.loginMaxFailures; i++) await t.app.services.auth.checkPayPassword(b.user.id, '000000').catch(() => undefined);
    await expect(t.app.services.auth.checkPayPassword(b.user.id, TEST_PAY_PASSWORD)).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const locked = (await get(operator, `/api/v2/admin/users/${b.user.id}`)).body.data;
    expect(locked.lockouts.login).toMatchObject({ locked: true, attempts: t.config.limits.loginMaxFailures });
    expect(locked.lockouts.payPassword.locked).toBe(true);
    const { res } = await expectOneEntry('POST /api/v2/admin/users/:userId/reset-lockouts', { userId: b.user.id }, () => post(operator, `/api/v2/admin/users/${b.user.id}/reset-lockouts`));
    expect(res.body.data.lockouts).toEqual({ login: { locked: false, attempts: 0, retryAfterSeconds: 0 }, payPassword: { locked: false, attempts: 0, retryAfterSeconds: 0 } });
    await t.app.services.auth.checkPayPassword(b.user.id, TEST_PAY_PASSWORD);
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: b.mobile, password: b.password } })).statusCode).toBe(200);
  });
});

describe('the audit log endpoint', () => {
  it('is for operators only, pages newest first, and filters by actor, action, target and dates; secrets never reach it', async () => {
    const b = await registerBuyer(t.app);
    expect((await get(b.token, '/api/v2/admin/audit-log')).statusCode).toBe(403);
    expect((await get('', '/api/v2/admin/audit-log')).statusCode).toBe(401);
    await post(operator, `/api/v2/admin/users/${b.user.id}/disable`, { reason: 'Testing filters' });
    await post(operator, `/api/v2/admin/users/${b.user.id}/enable`);

    const byTarget = (await get(operator, '/api/v2/admin/audit-log', { target: String(b.user.id), action: '/users/' })).body.data;
    expect(byTarget.list.map((e: { action: string }) => e.action)).toEqual(['POST /api/v2/admin/users/:userId/enable', 'POST /api/v2/admin/users/:userId/disable']);
    expect(byTarget.list[1]).toMatchObject({ actorId: operatorId, target: { userId: b.user.id }, summary: { reason: 'Testing filters' }, ip: expect.any(String), at: expect.any(String) });
    expect((await get(operator, '/api/v2/admin/audit-log', { target: String(b.user.id), action: 'disable' })).body.data.total).toBe(1);
    expect((await get(operator, '/api/v2/admin/audit-log', { target: String(b.user.id), actorId: String(b.user.id) })).body.data.total).toBe(0);
    expect((await get(operator, '/api/v2/admin/audit-log', { target: String(b.user.id), actorId: String(operatorId) })).body.data.total).toBe(2);
    // The days the two entries were written on (from their own rows: a run crossing midnight UTC writes them on two).
    const days = byTarget.list.map((e: { at: string }) => e.at.slice(0, 10)).sort();
    expect(days[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get(operator, '/api/v2/admin/audit-log', { target: String(b.user.id), from: days[0], to: days[1] })).body.data.total).toBe(2);
    expect((await get(operator, '/api/v2/admin/audit-log', { target: String(b.user.id), to: '2020-01-01' })).body.data.total).toBe(0);
    expect((await get(operator, '/api/v2/admin/audit-log', { from: 'yesterday' })).statusCode).toBe(400);
    const paged = (await get(operator, '/api/v2/admin/audit-log', { pageSize: '1', pageIndex: '2' })).body.data;
    expect(paged).toMatchObject({ pageIndex: 2, pageSize: 1, list: [expect.any(Object)] });
    expect(paged.total).toBeGreaterThanOrEqual(2);
  });

  it('leaves passwords and codes out of the summary', async () => {
    const { redact } = await import('../audit-log/audit-log.service');
    expect(redact({ reason: 'x', password: 'secret1', payPassword: '123456', code: '654321', nested: { confirmPassword: 'a', itemCode: 'B2B-1' }, long: 'y'.repeat(300) })).toEqual({
      reason: 'x', password: '[redacted]', payPassword: '[redacted]', code: '[redacted]', nested: { confirmPassword: '[redacted]', itemCode: 'B2B-1' }, long: `${'y'.repeat(200)}…`,
    });
  });
});

describe('the dashboard', () => {
  it('counts the queues and today\'s figures; operators only', async () => {
    const b = await registerBuyer(t.app);
    expect((await get(b.token, '/api/v2/admin/dashboard')).statusCode).toBe(403);
    const before = (await get(operator, '/api/v2/admin/dashboard')).body.data;
    // From this instant, not from today's midnight: a run crossing midnight UTC would count from two days.
    const justBefore = new Date(Date.now() - 1).toISOString();
    const count = (d: { queues: { kind: string; count: number }[] }, kind: string) => d.queues.find((q) => q.kind === kind)!.count;
    await buyerUnderReview();
    await pendingTransfer();
    await pendingStore();
    const after = (await get(operator, '/api/v2/admin/dashboard')).body.data;
    expect(count(after, 'audits')).toBe(count(before, 'audits') + 1);
    expect(count(after, 'bankTransfers')).toBe(count(before, 'bankTransfers') + 1);
    expect(count(after, 'stores')).toBe(count(before, 'stores') + 1);
    expect(after.queues.map((q: { kind: string; path: string }) => [q.kind, q.path])).toEqual([
      ['audits', '/admin/audits'], ['withdrawals', '/admin/withdrawals'], ['bankTransfers', '/admin/payments'], ['stores', '/admin/stores'], ['afterSales', '/admin/after-sales'],
    ]);
    // Two buyers registered since (the one under review, the one paying by transfer); the store's owner is a seller.
    expect((await get(operator, '/api/v2/admin/dashboard', { since: justBefore })).body.data.today.newBuyers).toBe(2);
    expect(after.today.newBuyers).toBeGreaterThanOrEqual(2);
    const since = new Date(Date.now() + 3600_000).toISOString();
    expect((await get(operator, '/api/v2/admin/dashboard', { since })).body.data.today).toMatchObject({ newBuyers: 0, orders: 0, paidAmount: 0, topUps: 0, topUpAmount: 0 });
  });
});
