import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES, afterSalesCan, FLOW_TYPES, type AfterSalesTransition } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createTestApp, upload, type TestApp } from '../../../test/helpers';
import { afterSalesHelpers, consignee } from './after-sales.test-support';
import { couponTemplate, insertGoods } from '../purchase-orders/orders.test-support';
import { call } from '../../../test/helpers';

let t: TestApp;
const s = afterSalesHelpers(() => t);
beforeAll(async () => {
  t = await createTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
  await s.setGuarantees('basic', false);
});
afterAll(() => t.close());

const url = (no: string, action = '') => `/api/v2/after-sales/${no}${action ? `/${action}` : ''}`;
const sellerUrl = (no: string, action: string) => `/api/v2/seller/after-sales/${no}/${action}`;

describe('after-sales: applying', () => {
  it('caps the quantity at what shipped less what is claimed, the refund at what was paid, one open per line', async () => {
    const b = await s.shippedOrder(3);
    const claimable = (await s.get(b.token, '/api/v2/after-sales/claimable', { source: 'salesOrder', orderNo: b.orderNo })).body.data;
    // $20 goods + $5 logistics + $1 operating per unit.
    expect(claimable.lines).toEqual([expect.objectContaining({ goodsId: b.goodsId, shipped: 3, claimed: 0, claimable: 3, unitPaid: 26, openAfterSalesNo: null })]);

    const tooMany = await s.apply(b, { quantity: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toMatchObject({ message: 'At most 3 units of this item can be claimed', data: { code: 'AFTER_SALES_QUANTITY_EXCEEDS' } });
    const tooMuch = await s.apply(b, { quantity: 2, refundAmount: 52.01 });
    expect(tooMuch.body).toMatchObject({ message: 'The refund cannot exceed $52.00, what was paid for these units', data: { code: 'AFTER_SALES_AMOUNT_EXCEEDS' } });

    const key = 'apply-once-' + b.orderNo;
    const once = { quantity: 2, refundAmount: 52, pictures: [await s.evidence(b.token)] };
    const first = await s.apply(b, once, key);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'waitingReview', statusText: 'Waiting for review', quantity: 2, itemsCost: 40, logisticsCost: 12, maxRefund: 52, guaranteeFloor: 24, actions: ['cancel'] });
    expect(first.body.data.timeline).toEqual([expect.objectContaining({ action: 'apply', actor: 'buyer', actorText: 'Buyer' })]);
    // The same request again answers the first application.
    expect((await s.apply(b, once, key)).body.data.afterSalesNo).toBe(first.body.data.afterSalesNo);
    // The same key with another request is refused and changes nothing.
    expect((await s.apply(b, { ...once, refundAmount: 50 }, key)).body.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const second = await s.apply(b, { quantity: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.body.data.code).toBe('AFTER_SALES_LINE_OPEN');

    // Rejected: the units are free again (reapply); canceled likewise.
    await s.post(await s.sellerToken(), sellerUrl(first.body.data.afterSalesNo, 'reject'), { reason: 'Photos show no damage' });
    const again = await s.apply(b, { quantity: 3, refundAmount: 10 });
    expect(again.statusCode).toBe(200);
    expect((await s.apply(b, { quantity: 1 })).statusCode).toBe(409);
    await s.post(b.token, url(again.body.data.afterSalesNo, 'cancel'));
    expect((await s.get(b.token, '/api/v2/after-sales/claimable', { source: 'salesOrder', orderNo: b.orderNo })).body.data.lines[0]).toMatchObject({ claimed: 0, claimable: 3 });
  });

  it('asks for reason, quantity, description, pictures and the reissue consignee with the spec texts', async () => {
    const b = await s.shippedOrder(1);
    const bad = await s.post(b.token, '/api/v2/after-sales', { source: 'salesOrder', orderNo: b.orderNo, goodsId: b.goodsId, type: 'reissue', pictures: [] });
    expect(bad.statusCode).toBe(400);
    const messages = (bad.body.data.errors as { field: string; message: string }[]).map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Please select reason', 'Please enter quantity', 'Please enter description', 'Please upload pictures/videos']));
    const noConsignee = await s.apply(b, { type: 'reissue', refundAmount: undefined });
    expect(noConsignee.body.data.errors).toEqual([{ field: 'reissueConsignee', message: 'Please check the reissue information' }]);
  });

  it('refuses orders not shipped, and other buyers see nothing', async () => {
    const b = await s.shippedOrder(1);
    const other = await s.h.approvedBuyer();
    expect((await s.get(other.token, '/api/v2/after-sales/claimable', { source: 'salesOrder', orderNo: b.orderNo })).statusCode).toBe(404);
    const a = (await s.apply(b)).body.data;
    expect((await s.get(other.token, url(a.afterSalesNo))).statusCode).toBe(404);
    expect((await s.post(other.token, url(a.afterSalesNo, 'cancel'))).statusCode).toBe(404);
    const draft = (await s.post(b.token, '/api/v2/sales-order', { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee })).body.data;
    const notShipped = await s.apply({ ...b, orderNo: draft.orderNo });
    expect(notShipped.body.data.code).toBe('AFTER_SALES_NOT_ELIGIBLE');
  });

  it('takes only after-sales pictures of its own, checked by content: a script named .jpg, an oversized file and a ninth file are refused', async () => {
    const b = await s.shippedOrder(1);
    const script = await upload(t.app, b.token, 'afterSales', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.jpg');
    expect(script.statusCode).toBe(400);
    expect(script.body.data.errors[0].field).toBe('file');
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4 * 1024 * 1024 + 10)]);
    const oversized = await upload(t.app, b.token, 'afterSales', huge, 'big.jpg');
    expect(oversized.statusCode).toBe(400);
    const key = await s.evidence(b.token);
    const nine = await s.apply(b, { pictures: Array.from({ length: 9 }, () => key) });
    expect(nine.statusCode).toBe(400);
    expect(nine.body.data.errors).toEqual([{ field: 'pictures', message: 'At most 8 pictures or videos can be attached' }]);
    const other = await s.h.approvedBuyer();
    const someoneElses = await s.apply(b, { pictures: [await s.evidence(other.token)] });
    expect(someoneElses.body.data.errors).toEqual([{ field: 'pictures', message: 'The file could not be found. Please upload it again' }]);
    const avatar = await upload(t.app, b.token, 'avatar', await (await import('sharp')).default({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer(), 'a.png');
    expect((await s.apply(b, { pictures: [avatar.body.data.key] })).body.data.errors[0].field).toBe('pictures');
    expect((await s.apply(b, { pictures: [key, key, key, key, key, key, key, key] })).statusCode).toBe(200);
  });
});

describe('after-sales: the store and the platform', () => {
  it('refund only: approved with another amount, credited to the wallet once and charged to the store', async () => {
    const b = await s.shippedOrder(2);
    const a = (await s.apply(b, { quantity: 1, refundAmount: 26 })).body.data;
    const owner = await s.storeOwnerId();
    const before = await s.h.reconciled(owner);
    const key = 'approve-' + a.afterSalesNo;
    const approved = await s.post(await s.sellerToken(), sellerUrl(a.afterSalesNo, 'approve'), { refundAmount: 20, message: 'Sorry about that' }, key);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'refunded', statusText: 'Refund completion', approvedAmount: 20, refundAmount: 20, sellerMessage: 'Sorry about that', refundNo: expect.any(String), actions: [] });
    expect(approved.body.data.timeline.map((e: { action: string }) => e.action)).toEqual(['apply', 'approve', 'refund']);
    // A retry (same key or not) pays nothing more.
    await s.post(await s.sellerToken(), sellerUrl(a.afterSalesNo, 'approve'), { refundAmount: 20 }, key);
    await s.post(await s.sellerToken(), sellerUrl(a.afterSalesNo, 'approve'), { refundAmount: 20 });
    expect(await s.ledger(b.user.id, a.afterSalesNo)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: 2000 }]);
    expect(await s.ledger(owner, a.afterSalesNo)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: -2000 }]);
    const after = await s.h.reconciled(owner);
    expect(after.balanceCents).toBe(before.balanceCents - 2000);
    expect(after.balanceCents).toBe(after.ledgerBalanceCents);
    expect((await s.h.reconciled(b.user.id)).balanceCents).toBe(2000);
    // Too late to cancel: the refund is done.
    const late = await s.post(b.token, url(a.afterSalesNo, 'cancel'));
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('This after-sales cannot do that in its current state (Refund completion)');
    const messages = JSON.stringify((await s.get(b.token, '/api/v2/message/list', { pageSize: '50' })).body.data);
    expect(messages).toContain(a.afterSalesNo);
    // More than paid is refused.
    const b2 = await s.shippedOrder(1);
    const a2 = (await s.apply(b2)).body.data;
    expect((await s.post(await s.sellerToken(), sellerUrl(a2.afterSalesNo, 'approve'), { refundAmount: 27 })).body.data.code).toBe('AFTER_SALES_AMOUNT_EXCEEDS');
  });

  it('return and refund: return logistics, receipt puts the units back in stock, then the refund', async () => {
    const b = await s.shippedOrder(2);
    const a = (await s.apply(b, { type: 'returnRefund', quantity: 2, refundAmount: 52 })).body.data;
    const seller = await s.sellerToken();
    const approved = await s.post(seller, sellerUrl(a.afterSalesNo, 'approve'), { returnAddress: '100 Dock Rd, Newark NJ' });
    expect(approved.body.data).toMatchObject({ status: 'waitingReturn', returnAddress: '100 Dock Rd, Newark NJ', actions: [] });
    expect((await s.get(b.token, url(a.afterSalesNo))).body.data.actions).toEqual(['fillReturn', 'cancel']);
    expect((await s.post(seller, sellerUrl(a.afterSalesNo, 'receive-return'))).statusCode).toBe(409);
    const filled = await s.post(b.token, url(a.afterSalesNo, 'return-logistics'), { logisticsCompany: 'FedEx', trackingNumber: '7777' });
    expect(filled.body).toMatchObject({ message: 'Successfully filled in the return information!', data: { status: 'pendingReceive', returnLogistics: { company: 'FedEx', trackingNumber: '7777' } } });
    const before = await s.stock(b.goodsId);
    const received = await s.post(seller, sellerUrl(a.afterSalesNo, 'receive-return'));
    expect(received.body.data).toMatchObject({ status: 'refunded', refundAmount: 52 });
    expect((await s.stock(b.goodsId)).available).toBe(before.available + 2);
    expect(await s.ledger(b.user.id, a.afterSalesNo)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: 5200 }]);
    expect((await s.apply(b, { quantity: 1 })).body.data.code).toBe('AFTER_SALES_QUANTITY_EXCEEDS');
  });

  it('reissue: the store ships new units from its stock', async () => {
    const b = await s.shippedOrder(1, { completed: true });
    const a = (await s.apply(b, { type: 'reissue', refundAmount: undefined, reissueConsignee: consignee })).body.data;
    expect(a).toMatchObject({ type: 'reissue', requestedAmount: 0, reissueConsignee: { name: 'Jane Doe', postalCode: '94105' } });
    const seller = await s.sellerToken();
    expect((await s.post(seller, sellerUrl(a.afterSalesNo, 'approve'), {})).body.data.status).toBe('pendingDelivery');
    const before = await s.stock(b.goodsId);
    const shipped = await s.post(seller, sellerUrl(a.afterSalesNo, 'ship-reissue'), { logisticsCompany: 'DHL', trackingNumber: 'R1' });
    expect(shipped.body.data).toMatchObject({ status: 'completed', reissueLogistics: { company: 'DHL', trackingNumber: 'R1' } });
    expect(await s.stock(b.goodsId)).toEqual({ available: before.available - 1, sold: before.sold + 1 });
    expect(await s.ledger(b.user.id, a.afterSalesNo)).toEqual([]);
  });

  it('a rejection escalated to the operator: refunded by the final decision, or upheld; logged with its reason', async () => {
    const b = await s.shippedOrder(2);
    const a = (await s.apply(b, { quantity: 1 })).body.data;
    const seller = await s.sellerToken();
    const rejected = await s.post(seller, sellerUrl(a.afterSalesNo, 'reject'), { reason: 'Used goods' });
    expect(rejected.body.data).toMatchObject({ status: 'auditFailed', rejectReason: 'Used goods' });
    expect((await s.get(b.token, url(a.afterSalesNo))).body.data.actions).toEqual(['escalate', 'reapply']);
    const escalated = await s.post(b.token, url(a.afterSalesNo, 'escalate'), { reason: 'It was broken on arrival' });
    expect(escalated.body.data.status).toBe('escalated');
    const op = await s.operatorToken();
    expect((await s.get(seller, '/api/v2/admin/after-sales/list')).statusCode).toBe(403);
    const queue = (await s.get(op, '/api/v2/admin/after-sales/list', { pageSize: '100' })).body.data.list;
    expect(queue.map((x: { afterSalesNo: string }) => x.afterSalesNo)).toContain(a.afterSalesNo);
    const decided = await s.post(op, `/api/v2/admin/after-sales/${a.afterSalesNo}/decide`, { refundAmount: 15, reason: 'Damage visible on the photos' });
    expect(decided.body.data).toMatchObject({ status: 'refunded', refundAmount: 15, decision: { refundAmount: 15, reason: 'Damage visible on the photos' } });
    expect(decided.body.data.timeline.map((e: { action: string; actor: string }) => `${e.action}:${e.actor}`)).toEqual(['apply:buyer', 'reject:seller', 'escalate:buyer', 'decide:operator', 'refund:system']);
    expect(await s.ledger(b.user.id, a.afterSalesNo)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: 1500 }]);
    // Final: deciding again changes nothing.
    await s.post(op, `/api/v2/admin/after-sales/${a.afterSalesNo}/decide`, { refundAmount: 26, reason: 'again' });
    expect(await s.ledger(b.user.id, a.afterSalesNo)).toHaveLength(1);

    const a2 = (await s.apply(b, { quantity: 1 })).body.data;
    await s.post(seller, sellerUrl(a2.afterSalesNo, 'reject'), { reason: 'No' });
    await s.post(b.token, url(a2.afterSalesNo, 'escalate'), { reason: 'Please look' });
    const upheld = await s.post(op, `/api/v2/admin/after-sales/${a2.afterSalesNo}/decide`, { refundAmount: 0, reason: 'No evidence of damage' });
    expect(upheld.body.data).toMatchObject({ status: 'rejected', refundAmount: 0, actions: [] });
  });

  it('every transition of every type is allowed exactly where its table says, else 409', async () => {
    const b = await s.shippedOrder(1);
    const a = (await s.apply(b)).body.data;
    const seller = await s.sellerToken();
    const op = await s.operatorToken();
    const calls: Record<Exclude<AfterSalesTransition, 'autoApprove' | 'refund'>, () => Promise<{ statusCode: number; body: any }>> = {
      cancel: () => s.post(b.token, url(a.afterSalesNo, 'cancel')),
      fillReturn: () => s.post(b.token, url(a.afterSalesNo, 'return-logistics'), { logisticsCompany: 'UPS', trackingNumber: '1' }),
      escalate: () => s.post(b.token, url(a.afterSalesNo, 'escalate'), { reason: 'Please decide' }),
      approve: () => s.post(seller, sellerUrl(a.afterSalesNo, 'approve'), {}),
      reject: () => s.post(seller, sellerUrl(a.afterSalesNo, 'reject'), { reason: 'No' }),
      receive: () => s.post(seller, sellerUrl(a.afterSalesNo, 'receive-return')),
      shipReissue: () => s.post(seller, sellerUrl(a.afterSalesNo, 'ship-reissue'), { logisticsCompany: 'DHL', trackingNumber: '2' }),
      decide: () => s.post(op, `/api/v2/admin/after-sales/${a.afterSalesNo}/decide`, { refundAmount: 1, reason: 'Decided' }),
      uphold: () => s.post(op, `/api/v2/admin/after-sales/${a.afterSalesNo}/decide`, { refundAmount: 0, reason: 'Upheld' }),
    };
    // A retried cancel or reissue shipment answers as it is (their end state): not a refusal.
    const retries = new Set(['cancel:canceled', 'shipReissue:completed']);
    const wrong: string[] = [];
    for (const type of AFTER_SALES_TYPES) {
      for (const status of AFTER_SALES_STATUSES) {
        for (const [action, run] of Object.entries(calls)) {
          await t.database.db.execute(
            sql`update after_sales set type = ${type}, status = ${status}, approved_cents = null, decided_at = null, return_filled_at = null, refunded_cents = 0 where after_sales_no = ${a.afterSalesNo}`,
          );
          // A store's approval on record makes another approval a retry (answered as it is): start without one.
          await t.database.db.execute(sql`delete from after_sales_events where action = 'approve' and after_sales_id = (select id from after_sales where after_sales_no = ${a.afterSalesNo})`);
          const res = await run();
          const allowed = afterSalesCan(type, status, action as AfterSalesTransition) || retries.has(`${action}:${status}`);
          const ok = allowed ? res.statusCode === 200 : res.statusCode === 409 && res.body.data.code === 'AFTER_SALES_INVALID_TRANSITION';
          if (!ok) wrong.push(`${type} ${status} ${action}: ${res.statusCode} ${res.body.data?.code ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('after-sales on a ship-mode purchase order', () => {
  it('caps the refund at what was paid less the coupon share, and gives the coupon back when the whole order is refunded', async () => {
    const b = await s.h.approvedBuyer();
    const goodsId = await insertGoods(t.database, { available: 20, priceCents: 5000, logisticsFeeCents: 1000 });
    const template = await couponTemplate(t.database, { thresholdCents: 10000, reductionCents: 1500 });
    const couponId = (await call(t.app, 'POST', `/api/v2/coupon/${template}/claim`, { token: b.token })).body.data.couponId;
    const tree = (await call(t.app, 'GET', '/api/v2/region/tree')).body.data;
    const country = tree.find((c: { children?: unknown[] }) => c.children?.length) ?? tree[0];
    const addressId = (
      await call(t.app, 'POST', '/api/v2/customer/address', {
        token: b.token,
        body: { receiver: 'Pat Lee', mobile: '(512) 555-1234', email: 'pat@example.com', countryId: country.regionId, stateId: country.children?.[0]?.regionId ?? country.regionId, cityId: null, zipCode: '78701', address: '100 Main St' },
      })
    ).body.data.addressId;
    // 2 x $50 goods - $15 coupon + 2 x $10 freight = $105.
    const orderNo = (await s.post(b.token, '/api/v2/purchase-order/submit', { goodsId, quantity: 2, deliveryMode: 'ship', addressId, couponId })).body.data.orderNos[0];
    await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, b.user.id, [orderNo], { payWay: 0, paymentNo: `P-${orderNo}` }));
    const order = { token: b.token, goodsId, orderNo };
    const source = { source: 'purchaseOrder' };
    expect((await s.apply(order, { ...source })).body.data.code).toBe('AFTER_SALES_NOT_ELIGIBLE');
    await s.post(await s.sellerToken(), `/api/v2/seller/purchase-order/${orderNo}/ship`, { logisticsCompany: 'UPS', trackingNumber: '1Z1' });

    const claimable = (await s.get(b.token, '/api/v2/after-sales/claimable', { source: 'purchaseOrder', orderNo })).body.data;
    expect(claimable.lines).toEqual([expect.objectContaining({ goodsId, shipped: 2, claimable: 2, unitPaid: 52.5 })]);
    expect((await s.apply(order, { ...source, quantity: 2, refundAmount: 105.01 })).body.data.code).toBe('AFTER_SALES_AMOUNT_EXCEEDS');
    const first = (await s.apply(order, { ...source, quantity: 1, refundAmount: 52.5 })).body.data;
    expect(first).toMatchObject({ purchaseOrderNo: orderNo, itemsCost: 42.5, logisticsCost: 10, maxRefund: 52.5 });
    await s.post(await s.sellerToken(), sellerUrl(first.afterSalesNo, 'approve'), {});
    const held = async (status: string) => (await call(t.app, 'GET', '/api/v2/coupon/mine', { token: b.token, query: { status } })).body.data.list.map((c: { couponId: number }) => c.couponId);
    // Half the order refunded: the coupon stays used.
    expect(await held('used')).toEqual([couponId]);
    const second = (await s.apply(order, { ...source, quantity: 1, refundAmount: 52.5 })).body.data;
    await s.post(await s.sellerToken(), sellerUrl(second.afterSalesNo, 'approve'), {});
    expect(await held('unused')).toEqual([couponId]);
    expect((await s.h.reconciled(b.user.id)).balanceCents).toBe(10500);
  });
});

describe('after-sales: the guarantees', () => {
  it('a store that does not decide in time: the sweeper approves at the return guarantee floor, once, charged to the store', async () => {
    await s.setGuarantees('standard', false);
    const b = await s.shippedOrder(2);
    const a = (await s.apply(b, { quantity: 2, refundAmount: 52 })).body.data;
    // Standard return guarantee: 70% of the goods ($40).
    expect(a.guaranteeFloor).toBe(28);
    expect(new Date(a.decideBy).getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
    await t.app.services.afterSales.autoApprove();
    expect((await s.get(b.token, url(a.afterSalesNo))).body.data.status).toBe('waitingReview');
    await t.database.db.execute(sql`update after_sales set decide_by = now() - interval '1 minute' where after_sales_no = ${a.afterSalesNo}`);
    const owner = await s.storeOwnerId();
    const before = await s.h.reconciled(owner);
    expect(await t.app.services.afterSales.autoApprove()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.afterSales.autoApprove()).toBe(0);
    const done = (await s.get(b.token, url(a.afterSalesNo))).body.data;
    expect(done).toMatchObject({ status: 'refunded', refundAmount: 28 });
    expect(done.timeline.map((e: { action: string; actor: string }) => `${e.action}:${e.actor}`)).toEqual(['apply:buyer', 'autoApprove:system', 'refund:system']);
    expect(await s.ledger(b.user.id, a.afterSalesNo)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: 2800 }]);
    expect((await s.h.reconciled(owner)).balanceCents).toBe(before.balanceCents - 2800);
    // Too late for the store: its approval now is refused, and pays nothing more.
    expect((await s.post(await s.sellerToken(), sellerUrl(a.afterSalesNo, 'approve'), {})).statusCode).toBe(409);
    expect(await s.ledger(b.user.id, a.afterSalesNo)).toHaveLength(1);
    await s.setGuarantees('basic', false);
  });

  it('the logistics guarantee pays all that was paid when the goods never arrived', async () => {
    await s.setGuarantees('basic', true);
    const b = await s.shippedOrder(1);
    const a = (await s.apply(b, { reason: 'notReceived' })).body.data;
    expect(a.guaranteeFloor).toBe(26);
    const received = await s.shippedOrder(1, { completed: true });
    expect((await s.apply(received, { reason: 'notReceived' })).body.data.guaranteeFloor).toBe(12);
    await s.setGuarantees('basic', false);
  });
});

describe('after-sales: the store charged below its credit limit', () => {
  it('a refund that takes the store past its credit limit pulls its goods off the shelves', async () => {
    const b = await s.shippedOrder(1);
    const owner = await s.storeOwnerId();
    const a = (await s.apply(b)).body.data;
    // Whatever the store holds now, this refund takes it past a credit limit of $0.
    await t.database.db.execute(sql`update stores set credit_limit_cents = 0, credit_hold = false where owner_user_id = ${owner}`);
    await t.database.db.execute(sql`update wallets set balance_cents = 0, frozen_cents = 0 where user_id = ${owner}`);
    await s.post(await s.sellerToken(), sellerUrl(a.afterSalesNo, 'approve'), {});
    const [store] = await rows<{ hold: boolean; onSale: number }>(t.database.db, sql`select credit_hold as hold, (select count(*)::int from goods g where g.store_id = s.id and g.status = 'onSale') as "onSale" from stores s where owner_user_id = ${owner}`);
    expect(store).toEqual({ hold: true, onSale: 0 });
    expect(await s.ledger(owner, a.afterSalesNo)).toEqual([{ flowType: FLOW_TYPES.afterSaleRefund, amountCents: -2600 }]);
  });
});
