import { FLOW_TYPES } from '@wm/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, latestCode, registerBuyer, type TestApp } from '../../../test/helpers';
import { AppError } from '../../platform/errors';
import { sandboxGateway } from '../../platform/gateways/sandbox';
import { users } from '../auth/auth.tables';
import type { PaymentPurposeHandler } from './payments.service';

/**
 * A stand-in 'purchase-order' purpose for tests: orders kept in memory, each with an owner and
 * a price. prepare refuses unknown, foreign or already paid/canceled orders; settle refuses
 * canceled ones (as an order canceled after its payment window would be).
 */
export function fakeOrders() {
  const orders = new Map<string, { userId: number; cents: number; state: 'unpaid' | 'paid' | 'canceled'; paidWith?: string }>();
  let next = 0;
  const purpose: PaymentPurposeHandler = {
    async prepare(_tx, userId, refs) {
      let amountCents = 0;
      for (const ref of refs) {
        const order = orders.get(ref);
        if (!order || order.userId !== userId || order.state !== 'unpaid') throw new AppError('NOT_FOUND');
        amountCents += order.cents;
      }
      return { amountCents };
    },
    async settle(_tx, userId, refs, payment) {
      for (const ref of refs) if (orders.get(ref)?.state !== 'unpaid' || orders.get(ref)?.userId !== userId) throw new AppError('NOT_FOUND');
      for (const ref of refs) Object.assign(orders.get(ref)!, { state: 'paid', paidWith: payment.paymentNo });
    },
  };
  return {
    purpose,
    orders,
    create(userId: number, cents: number) {
      const orderNo = `PO-TEST-${process.pid}-${++next}`;
      orders.set(orderNo, { userId, cents, state: 'unpaid' });
      return orderNo;
    },
  };
}

let keyCounter = 0;
export const newKey = () => `key-${process.pid}-${Date.now()}-${++keyCounter}`;

export function paymentHelpers(t: () => TestApp) {
  const sandbox = () => sandboxGateway(t().config.appSecret);

  async function approvedBuyer() {
    const buyer = await registerBuyer(t().app);
    await t().database.db.update(users).set({ auditStatus: 2 }).where(eq(users.id, buyer.user.id));
    return buyer;
  }

  async function setPayPassword(token: string, mobile: string, payPassword = '135790') {
    await call(t().app, 'GET', '/api/v2/auth/verifycode', { query: { scene: 'pay-password' }, token });
    const code = await latestCode(t().app, mobile);
    const res = await call(t().app, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code, payPassword, confirmPayPassword: payPassword } });
    expect(res.statusCode).toBe(200);
  }

  /** Sends a notification signed as the sandbox gateway does (or with the given signature/time). */
  async function notify(content: { paymentNo: string; outcome: 'succeeded' | 'failed'; amountCents: number; currency?: string; notificationId?: string }, tamper: { signature?: string; timestamp?: string; body?: string } = {}) {
    const signed = sandbox().notification({ currency: 'USD', ...content });
    const headers = { ...signed.headers };
    if (tamper.timestamp) {
      headers['x-sandbox-timestamp'] = tamper.timestamp;
      headers['x-sandbox-signature'] = sandbox().sign(tamper.timestamp, tamper.body ?? signed.body);
    }
    if (tamper.signature) headers['x-sandbox-signature'] = tamper.signature;
    const res = await t().app.inject({ method: 'POST', url: '/api/v2/pay/notify/sandbox', headers, payload: tamper.body ?? signed.body });
    return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: any } };
  }

  async function initiateRecharge(token: string, amount: number, payWay = 0, key = newKey()) {
    return call(t().app, 'POST', '/api/v2/customer/customer-recharge', { token, body: { amount, payWay }, headers: { 'idempotency-key': key } });
  }

  /** Recharges through the sandbox: initiate, then the gateway's verified success. */
  async function fund(token: string, amount: number) {
    const started = await initiateRecharge(token, amount);
    expect(started.statusCode).toBe(200);
    const res = await notify({ paymentNo: started.body.data.paymentNo, outcome: 'succeeded', amountCents: Math.round(amount * 100) });
    expect(res.statusCode).toBe(200);
    return started.body.data.paymentNo as string;
  }

  async function reconciled(userId: number) {
    const r = await t().app.services.wallets.reconcile(userId);
    expect(r.balanceCents).toBe(r.ledgerBalanceCents);
    expect(r.frozenCents).toBe(r.ledgerFrozenCents);
    return r;
  }

  const ledger = async (token: string) => (await call(t().app, 'GET', '/api/v2/customer/balance/pages', { token, query: { pageSize: '100' } })).body.data.list as { flowType: number; amount: number; relatedId: string }[];

  return { sandbox, approvedBuyer, setPayPassword, notify, initiateRecharge, fund, reconciled, ledger, FLOW_TYPES };
}
