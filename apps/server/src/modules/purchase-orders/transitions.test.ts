import { can, PAY_WAYS, paymentTransitions, purchaseOrderTransitions, shipStateTransitions, type PaymentStatus, type PurchaseOrderStatus, type ShipState } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { approvedBuyer, insertGoods, submit } from './orders.test-support';

// The purchase order and payment machines walked from every state: what the transition tables in
// contracts allow works; everything else is a 409 in the envelope and changes nothing.
let t: TestApp;
let keys = 0;
const key = () => `transitions-${++keys}`;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
});
afterAll(() => t.close());

type Buyer = Awaited<ReturnType<typeof approvedBuyer>>;
const STATES = ['toBePaid', 'inPrep', 'inTransit', 'completed', 'canceled'] as const;
type Reached = (typeof STATES)[number];

async function ownAddress(token: string): Promise<number> {
  const tree = (await call(t.app, 'GET', '/api/v2/region/tree')).body.data;
  const country = tree.find((c: { children?: unknown[] }) => c.children?.length) ?? tree[0];
  const state = country.children?.[0];
  const res = await call(t.app, 'POST', '/api/v2/customer/address', {
    token,
    body: { receiver: 'Pat Lee', mobile: '(512) 555-1234', email: 'pat@example.com', countryId: country.regionId, stateId: state?.regionId ?? country.regionId, cityId: state?.children?.[0]?.regionId ?? null, zipCode: '78701', address: '100 Main St' },
  });
  return res.body.data.addressId;
}

/** A ship-mode order brought to a state the way people get it there. */
async function orderIn(b: Buyer, addressId: number, state: Reached, seller: string): Promise<string> {
  const g = await insertGoods(t.database, { available: 10, priceCents: 1000 });
  const no = (await submit(t, b.token, { goodsId: g, quantity: 1, deliveryMode: 'ship', addressId }, key())).body.data.orderNos[0] as string;
  if (state === 'canceled') await call(t.app, 'POST', `/api/v2/purchase-order/${no}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
  if (state === 'toBePaid' || state === 'canceled') return no;
  await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, b.user.id, [no], { payWay: PAY_WAYS.offline, paymentNo: `P-${no}` }));
  if (state === 'inPrep') return no;
  await call(t.app, 'POST', `/api/v2/seller/purchase-order/${no}/ship`, { token: seller, body: { logisticsCompany: 'UPS', trackingNumber: '1Z1' }, headers: { 'idempotency-key': key() } });
  if (state === 'inTransit') return no;
  await call(t.app, 'POST', `/api/v2/purchase-order/${no}/confirm-receipt`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token });
  return no;
}
const stateOf = async (no: string) =>
  (await rows<{ status: PurchaseOrderStatus; shipState: ShipState | null }>(t.database.db, sql`select status, ship_state as "shipState" from purchase_orders where order_no = ${no}`))[0]!;

describe('the purchase order machine', () => {
  for (const state of STATES) {
    it(`from ${state}: the tables' transitions work, the others are a 409 that changes nothing`, async () => {
      const b = await approvedBuyer(t);
      const addressId = await ownAddress(b.token);
      const seller = await login(t.app, DEMO.seller);
      const tries = {
        pay: (no: string) => call(t.app, 'POST', '/api/v2/pay/initiate', { token: b.token, body: { purpose: 'purchase-order', refs: [no], payWay: PAY_WAYS.offline }, headers: { 'idempotency-key': key() } }),
        cancel: (no: string) => call(t.app, 'POST', `/api/v2/purchase-order/${no}/cancel`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token }),
        confirmReceipt: (no: string) => call(t.app, 'POST', `/api/v2/purchase-order/${no}/confirm-receipt`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: b.token }),
        ship: (no: string) => call(t.app, 'POST', `/api/v2/seller/purchase-order/${no}/ship`, { token: seller, body: { logisticsCompany: 'DHL', trackingNumber: 'X9' }, headers: { 'idempotency-key': key() } }),
      };
      for (const [action, attempt] of Object.entries(tries)) {
        const no = await orderIn(b, addressId, state, seller);
        const before = await stateOf(no);
        // What the tables allow: the order's status, and for shipping and receipt its ship sub-state too.
        const allowed =
          action === 'pay' ? can(purchaseOrderTransitions, before.status, 'pay')
          : action === 'cancel' ? can(purchaseOrderTransitions, before.status, 'cancel')
          : can(purchaseOrderTransitions, before.status, 'complete') && before.shipState !== null && can(shipStateTransitions, before.shipState, action as 'ship' | 'confirmReceipt');
        const res = await attempt(no);
        // A retried cancel of a canceled order answers it as it is.
        const retry = action === 'cancel' && state === 'canceled';
        if (allowed || retry) {
          expect(res.statusCode, `${action} from ${state}`).toBe(200);
        } else {
          expect(res.statusCode, `${action} from ${state}`).toBe(409);
          expect(res.body.status).toBe(409);
          expect(['ORDER_INVALID_TRANSITION', 'ORDER_NOT_PAYABLE']).toContain(res.body.data.code);
          expect(await stateOf(no)).toEqual(before);
        }
        if (allowed && action !== 'pay') {
          const after = await stateOf(no);
          if (action === 'cancel') expect(after.status).toBe(purchaseOrderTransitions[0].cancel);
          if (action === 'confirmReceipt') expect(after.status).toBe(purchaseOrderTransitions[1].complete);
          if (action === 'ship') expect(after.shipState).toBe(shipStateTransitions.inPrep.ship);
        }
      }
    });
  }
});

describe('the payment machine', () => {
  const PAYMENT_STATES: PaymentStatus[] = ['pending', 'succeeded', 'failed', 'expired'];
  for (const state of PAYMENT_STATES) {
    it(`from ${state}: the operator confirms or rejects a bank transfer only as the table allows`, async () => {
      const b = await approvedBuyer(t);
      const operator = await login(t.app, DEMO.operator);
      for (const action of ['confirm', 'reject'] as const) {
        const started = await call(t.app, 'POST', '/api/v2/customer/customer-recharge', { token: b.token, body: { amount: 100, payWay: PAY_WAYS.offline }, headers: { 'idempotency-key': key() } });
        const paymentNo = started.body.data.paymentNo as string;
        // Succeeded and failed the way the operator makes them; expired as the payment window does.
        if (state === 'succeeded') await call(t.app, 'POST', `/api/v2/admin/payments/${paymentNo}/confirm`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator });
        if (state === 'failed') await call(t.app, 'POST', `/api/v2/admin/payments/${paymentNo}/reject`, { headers: { 'idempotency-key': crypto.randomUUID() }, token: operator, body: { reason: 'Not received' } });
        if (state === 'expired') await t.database.db.execute(sql`update payments set status = 'expired' where payment_no = ${paymentNo}`);
        const [before] = await rows<{ status: PaymentStatus }>(t.database.db, sql`select status from payments where payment_no = ${paymentNo}`);
        expect(before!.status).toBe(state);
        const res = await call(t.app, 'POST', `/api/v2/admin/payments/${paymentNo}/${action}`, { headers: { 'idempotency-key': key() }, token: operator, body: action === 'reject' ? { reason: 'No transfer arrived' } : undefined });
        const [after] = await rows<{ status: PaymentStatus }>(t.database.db, sql`select status from payments where payment_no = ${paymentNo}`);
        if (can(paymentTransitions, state, action)) {
          expect(res.statusCode, `${action} from ${state}`).toBe(200);
          expect(after!.status).toBe(paymentTransitions.pending[action]);
        } else {
          expect(res.statusCode, `${action} from ${state}`).toBe(409);
          expect(res.body.data.code).toBe('PAYMENT_NOT_PENDING');
          expect(after!.status).toBe(state);
        }
      }
    });
  }
});

describe('ship-mode receipt', () => {
  it('completes by itself past the auto-confirm window, once, and not before', async () => {
    const b = await approvedBuyer(t);
    const addressId = await ownAddress(b.token);
    const seller = await login(t.app, DEMO.seller);
    const late = await orderIn(b, addressId, 'inTransit', seller);
    const fresh = await orderIn(b, addressId, 'inTransit', seller);
    await t.database.db.execute(sql`update purchase_orders set shipped_at = now() - interval '30 days' where order_no = ${late}`);
    const [first, second] = await Promise.all([t.app.services.purchaseOrders.autoConfirmReceipts(), t.app.services.purchaseOrders.autoConfirmReceipts()]);
    // Two sweepers at once (two instances): the order completes once.
    expect(first + second).toBe(1);
    expect(await stateOf(late)).toEqual({ status: purchaseOrderTransitions[1].complete, shipState: 'inTransit' });
    expect(await stateOf(fresh)).toEqual({ status: 1, shipState: 'inTransit' });
    expect(await t.app.services.purchaseOrders.autoConfirmReceipts()).toBe(0);
  });
});
