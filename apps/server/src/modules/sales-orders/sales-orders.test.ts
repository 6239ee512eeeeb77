import { FLOW_TYPES, salesOrderTransitions, SALES_ORDER_STATUSES, type SalesOrderStatus } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { insertGoods } from '../purchase-orders/orders.test-support';
import { newKey, paymentHelpers } from '../payments/payments.test-support';

let t: TestApp;
const h = paymentHelpers(() => t);
beforeAll(async () => {
  // Many buyers register here, each asking for codes from the one test address.
  t = await createTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
});
afterAll(() => t.close());

const consignee = { name: 'Jane Doe', phone: '+1 415 555 0134', email: 'jane@example.com', country: 'US', state: 'CA', city: 'San Francisco', address: '1 Market St', postalCode: '94105' };

/** Units credited to a buyer's inventory as a paid purchase order would. */
async function stockUp(userId: number, goodsId: number, quantity: number) {
  await t.database.db.transaction((tx) => t.app.services.inventory.credit(tx, { buyerUserId: userId, orderNo: `PO-${goodsId}-${Math.random().toString(36).slice(2, 8)}`, lines: [{ goodsId, quantity }] }));
}
const holding = (userId: number, goodsId: number) => t.app.services.inventory.holding(userId, goodsId);
const post = (token: string, url: string, body?: object) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': newKey() } });
const create = (token: string, body: object) => post(token, '/api/v2/sales-order', body);

async function buyerWithStock(units = 10, fees = { logisticsFeeCents: 1250, operatingFeeCents: 300 }) {
  const b = await h.approvedBuyer();
  const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000, ...fees });
  await stockUp(b.user.id, goodsId, units);
  return { ...b, goodsId };
}

describe('sales orders', () => {
  it('are created on hold, submitted with units blocked and a fee order, and refused without enough units', async () => {
    const b = await buyerWithStock(10);
    const draft = await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 4 }], consignee, buyerOrderNo: 'SHOP-1001', platform: 'Shopify' });
    expect(draft.statusCode).toBe(200);
    expect(draft.body.data.status).toBe('onHold');
    expect(draft.body.data.actions).toEqual(['edit', 'submit', 'changeAddress', 'cancel', 'orderAgain']);
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 10, qtyBlocked: 0 });

    const submitted = await post(b.token, `/api/v2/sales-order/${draft.body.data.orderNo}/submit`);
    expect(submitted.body.data.status).toBe('toBePaid');
    expect(submitted.body.data.feeOrder).toMatchObject({ status: 'toBePaid', logisticsFee: 50, operatingFee: 12, total: 62 });
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 6, qtyBlocked: 4 });

    // The same own order number again is refused; too many units stay on hold with their shortfall.
    expect((await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee, buyerOrderNo: 'SHOP-1001' })).body.data.code).toBe('SALES_ORDER_DUPLICATE');
    const big = await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 9 }], consignee, submit: true });
    expect(big.body.data.status).toBe('onHold');
    expect(big.body.data.shortfall).toEqual([expect.objectContaining({ goodsId: b.goodsId, needed: 9, available: 6, short: 3 })]);
    const refused = await post(b.token, `/api/v2/sales-order/${big.body.data.orderNo}/submit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.code).toBe('INVENTORY_INSUFFICIENT');
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 6, qtyBlocked: 4 });
  });

  it('go through pay, ship, receipt: inventory leaves, the buyer is told, the fee order completes', async () => {
    const b = await buyerWithStock(5);
    await h.setPayPassword(b.token, b.mobile);
    await h.fund(b.token, 100);
    const o = (await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 2 }], consignee, submit: true })).body.data;
    const feeOrderNo = o.feeOrder.feeOrderNo;
    const paid = await post(b.token, '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [feeOrderNo], payPassword: '135790', declaration: true });
    expect(paid.statusCode).toBe(200);
    let detail = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
    expect(detail.status).toBe('inPrep');
    expect(detail.actions).toEqual(['changeAddress', 'cancel', 'orderAgain']);

    const seller = await login(t.app, DEMO.seller);
    const toShip = await call(t.app, 'GET', '/api/v2/seller/shipments', { token: seller, query: { orderNo: o.orderNo } });
    expect(toShip.body.data.list).toHaveLength(1);
    expect(toShip.body.data.list[0]).toMatchObject({ kind: 'salesOrder', toShip: true, consignee: { name: 'Jane Doe' } });
    const shipped = await post(seller, `/api/v2/seller/sales-order/${o.orderNo}/ship`, { logisticsCompany: 'UPS', trackingNumber: '1Z999' });
    expect(shipped.statusCode).toBe(200);
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 3, qtyBlocked: 0 });
    detail = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
    expect(detail).toMatchObject({ status: 'inTransit', actions: ['confirmReceipt', 'orderAgain', 'applyAfterSales'] });
    expect(detail.lines[0]).toMatchObject({ logisticsCompany: 'UPS', trackingNumber: '1Z999' });
    expect(detail.autoCompleteAt).not.toBeNull();
    const messages = await call(t.app, 'GET', '/api/v2/message/list', { token: b.token });
    expect(JSON.stringify(messages.body.data)).toContain(o.orderNo);

    // Another buyer cannot see it; cancel is no longer allowed: a clear 409.
    const other = await h.approvedBuyer();
    expect((await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: other.token })).statusCode).toBe(404);
    const late = await post(b.token, `/api/v2/sales-order/${o.orderNo}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('This sales order cannot do that in its current state (In transit)');

    const done = await post(b.token, `/api/v2/sales-order/${o.orderNo}/confirm-receipt`);
    expect(done.body.data.status).toBe('completed');
    expect(done.body.data.feeOrder.status).toBe('completed');
    const records = (await call(t.app, 'GET', '/api/v2/inventory/records', { token: b.token, query: { orderNo: o.orderNo } })).body.data.list;
    expect(records.map((r: { type: string }) => r.type).sort()).toEqual(['blocked', 'outbound']);
    const fee = (await call(t.app, 'GET', `/api/v2/fee-order/${feeOrderNo}`, { token: b.token })).body.data;
    expect(fee.walletRecords).toEqual([expect.objectContaining({ flowType: FLOW_TYPES.expenseItem, amount: -31 })]);
    await h.reconciled(b.user.id);
  });

  it("list the store's paid ship-mode purchase orders beside its sales orders, the oldest paid first, and ship them", async () => {
    const seller = await login(t.app, DEMO.seller);
    const b = await buyerWithStock(5);
    await h.setPayPassword(b.token, b.mobile);
    await h.fund(b.token, 500);
    // A sales order paid first, then a purchase order to be shipped to the buyer's address.
    const so = (await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee, submit: true })).body.data;
    expect((await post(b.token, '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [so.feeOrder.feeOrderNo], payPassword: '135790', declaration: true })).statusCode).toBe(200);
    const tree = (await call(t.app, 'GET', '/api/v2/region/tree')).body.data;
    const country = tree.find((c: { children?: unknown[] }) => c.children?.length) ?? tree[0];
    const address = await post(b.token, '/api/v2/customer/address', { receiver: 'Pat Lee', mobile: '(512) 555-1234', countryId: country.regionId, stateId: country.children?.[0]?.regionId ?? country.regionId, cityId: country.children?.[0]?.children?.[0]?.regionId ?? null, zipCode: '78701', address: '100 Main St' });
    const placed = await post(b.token, '/api/v2/purchase-order/submit', { goodsId: b.goodsId, quantity: 2, deliveryMode: 'ship', addressId: address.body.data.addressId });
    const po: string = placed.body.data.orderNos[0];
    expect((await post(b.token, '/api/v2/pay/balance-pay', { refs: [po], payPassword: '135790', declaration: true })).statusCode).toBe(200);
    // An order kept in the buyer's inventory is not the store's to ship.
    const kept: string = (await post(b.token, '/api/v2/purchase-order/submit', { goodsId: b.goodsId, quantity: 1, deliveryMode: 'inventory' })).body.data.orderNos[0];
    expect((await post(b.token, '/api/v2/pay/balance-pay', { refs: [kept], payPassword: '135790', declaration: true })).statusCode).toBe(200);

    const shipments = (query: Record<string, string | number>) => call(t.app, 'GET', '/api/v2/seller/shipments', { token: seller, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
    const all = (await shipments({ pageSize: 100 })).body.data;
    const nos: string[] = all.list.map((s: { orderNo: string }) => s.orderNo);
    expect(all.total).toBe(nos.length);
    expect(nos).not.toContain(kept);
    expect(nos.indexOf(so.orderNo)).toBeGreaterThanOrEqual(0);
    expect(nos.indexOf(po)).toBeGreaterThan(nos.indexOf(so.orderNo));
    expect(all.list.find((s: { orderNo: string }) => s.orderNo === po)).toMatchObject({
      kind: 'purchaseOrder',
      status: 'inPrep',
      statusText: 'In prep',
      toShip: true,
      consignee: { name: 'Pat Lee', address: expect.stringContaining('100 Main St') },
      lines: [expect.objectContaining({ goodsId: b.goodsId, quantity: 2 })],
      trackingNumber: null,
      paidAt: expect.any(String),
      shippedAt: null,
    });
    // Pages are cut from the two lists merged: one a page gives the same orders in the same order.
    const count = Math.min(nos.length, 6);
    const pages = await Promise.all(Array.from({ length: count }, (_, i) => shipments({ pageSize: 1, pageIndex: i + 1 })));
    expect(pages.map((p) => p.body.data.list[0].orderNo)).toEqual(nos.slice(0, count));
    expect(pages.every((p) => p.body.data.total === nos.length)).toBe(true);
    expect((await shipments({ orderNo: po })).body.data.list.map((s: { orderNo: string }) => s.orderNo)).toEqual([po]);

    // Shipped with the sales order in one batch: both leave the list to ship for the shipped one.
    const batch = await post(seller, '/api/v2/seller/batch-ship', {
      orders: [
        { kind: 'salesOrder', orderNo: so.orderNo, logisticsCompany: 'UPS', trackingNumber: '1Z001' },
        { kind: 'purchaseOrder', orderNo: po, logisticsCompany: 'FedEx', trackingNumber: '7489' },
      ],
    });
    expect(batch.body.data).toEqual({ done: [so.orderNo, po], failed: [] });
    const left: string[] = (await shipments({ pageSize: 100 })).body.data.list.map((s: { orderNo: string }) => s.orderNo);
    expect(left).not.toContain(po);
    expect(left).not.toContain(so.orderNo);
    const shipped = (await shipments({ state: 'shipped', pageSize: 100 })).body.data.list;
    expect(shipped.find((s: { orderNo: string }) => s.orderNo === po)).toMatchObject({ kind: 'purchaseOrder', status: 'inTransit', statusText: 'In transit', toShip: false, logisticsCompany: 'FedEx', trackingNumber: '7489', shippedAt: expect.any(String) });
    expect(shipped.map((s: { orderNo: string }) => s.orderNo)).toEqual(expect.arrayContaining([so.orderNo, po]));

    // Received: the order completes and stays among the shipped.
    expect((await post(b.token, `/api/v2/purchase-order/${po}/confirm-receipt`)).body.data.status).toBe(2);
    expect((await shipments({ state: 'shipped', orderNo: po })).body.data.list[0]).toMatchObject({ status: 'completed', statusText: 'Completed' });
  });

  it('cancel releases blocked units and refunds a paid fee once, even when retried', async () => {
    const b = await buyerWithStock(5);
    await h.setPayPassword(b.token, b.mobile);
    await h.fund(b.token, 100);
    const o = (await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 3 }], consignee, submit: true })).body.data;
    await post(b.token, '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [o.feeOrder.feeOrderNo], payPassword: '135790', declaration: true });
    const before = (await call(t.app, 'GET', `/api/v2/wallet/${b.user.customerid}`, { token: b.token })).body.data.balance;
    const [first, second] = await Promise.all([post(b.token, `/api/v2/sales-order/${o.orderNo}/cancel`), post(b.token, `/api/v2/sales-order/${o.orderNo}/cancel`)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.body.data.status).toBe('canceled');
    expect(first.body.data.feeOrder.status).toBe('canceled');
    const after = (await call(t.app, 'GET', `/api/v2/wallet/${b.user.customerid}`, { token: b.token })).body.data.balance;
    expect(Math.round((after - before) * 100)).toBe(3 * 1550);
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 5, qtyBlocked: 0 });
    const refunds = (await h.ledger(b.token)).filter((r) => r.flowType === FLOW_TYPES.transactionRefund);
    expect(refunds).toHaveLength(1);
    await h.reconciled(b.user.id);
  });

  it('the procurement list buys exactly the shortfall; paying it submits the waiting orders', async () => {
    const b = await buyerWithStock(2);
    await h.setPayPassword(b.token, b.mobile);
    await h.fund(b.token, 500);
    const o = (await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 5 }], consignee, submit: true })).body.data;
    expect(o.status).toBe('onHold');
    const preview = (await post(b.token, '/api/v2/sales-order/settle-preview', { orderNos: [o.orderNo] })).body.data;
    expect(preview.lines).toEqual([expect.objectContaining({ goodsId: b.goodsId, short: 3, quantity: 3, unitPrice: 20, amount: 60, buyable: true })]);
    const bought = await post(b.token, '/api/v2/sales-order/settle', { orderNos: [o.orderNo] });
    expect(bought.statusCode).toBe(200);
    expect(bought.body.data.totalAmount).toBe(60);
    const pay = await post(b.token, '/api/v2/pay/balance-pay', { refs: bought.body.data.orderNos, payPassword: '135790', declaration: true });
    expect(pay.statusCode).toBe(200);
    const detail = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
    expect(detail.status).toBe('toBePaid');
    expect(await holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 0, qtyBlocked: 5 });
  });

  it('lists mask the consignee, filter, count by status and export CSV', async () => {
    const b = await buyerWithStock(10);
    await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee, buyerOrderNo: 'AMZ-7' });
    await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee: { ...consignee, name: '=cmd|calc' }, submit: true });
    const list = (await call(t.app, 'GET', '/api/v2/sales-order/list', { token: b.token })).body.data;
    expect(list.total).toBe(2);
    expect(list.list[1].consignee).toEqual({ name: 'J***', phone: '****0134', country: 'US', city: 'San Francisco' });
    expect(JSON.stringify(list)).not.toContain('jane@example.com');
    expect((await call(t.app, 'GET', '/api/v2/sales-order/list', { token: b.token, query: { buyerOrderNo: 'AMZ' } })).body.data.total).toBe(1);
    expect((await call(t.app, 'GET', '/api/v2/sales-order/counts', { token: b.token })).body.data).toMatchObject({ all: 2, onHold: 1, toBePaid: 1 });
    const csv = await t.app.inject({ method: 'GET', url: '/api/v2/sales-order/export', headers: { authorization: `Bearer ${b.token}` } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('AMZ-7');
    expect(csv.body).toContain("'=***");
    expect(csv.body).not.toContain('Jane');
  });

  it('refuse bad input with the field messages and change nothing', async () => {
    const b = await buyerWithStock(3);
    const bad = await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 0 }], consignee: { ...consignee, address: 'PO Box 12', postalCode: 'ABC' } });
    expect(bad.statusCode).toBe(400);
    const messages = bad.body.data.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Parcels cannot be delivered to a P.O. box', 'Please enter a quantity of at least 1']));
    expect((await create(b.token, { lines: [{ goodsId: 2147483647, quantity: 1 }], consignee })).body.data.code).toBe('INVENTORY_GOODS_UNKNOWN');
    expect((await call(t.app, 'GET', '/api/v2/sales-order/counts', { token: b.token })).body.data.all).toBe(0);
    const seller = await login(t.app, DEMO.seller);
    expect((await create(seller, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee })).statusCode).toBe(403);
  });
});

describe('the sales order state machine', () => {
  /** Puts a fresh order in a state through the API (and the seller, for in transit). */
  async function orderIn(status: SalesOrderStatus) {
    const b = await buyerWithStock(5);
    const o = (await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee, submit: status !== 'onHold' })).body.data;
    if (status === 'canceled') await post(b.token, `/api/v2/sales-order/${o.orderNo}/cancel`);
    if (['inPrep', 'inTransit', 'completed'].includes(status)) {
      await t.database.db.transaction(async (tx) => t.app.services.salesOrders.purpose.settle(tx, b.user.id, [o.feeOrder.feeOrderNo], { payWay: 5, paymentNo: 'PTEST' }));
    }
    if (['inTransit', 'completed'].includes(status)) await post(await login(t.app, DEMO.seller), `/api/v2/seller/sales-order/${o.orderNo}/ship`, { logisticsCompany: 'DHL', trackingNumber: 'X1' });
    if (status === 'completed') await post(b.token, `/api/v2/sales-order/${o.orderNo}/confirm-receipt`);
    const now = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
    expect(now.status).toBe(status);
    return { b, o: now };
  }
  const buyerActions = { submit: 'submit', cancel: 'cancel', confirmReceipt: 'confirm-receipt' } as const;

  for (const status of SALES_ORDER_STATUSES) {
    it(`from ${status}: allowed buyer actions work, the others are a 409 that changes nothing`, async () => {
      for (const [action, path] of Object.entries(buyerActions)) {
        const { b, o } = await orderIn(status);
        const allowed = action in salesOrderTransitions[status];
        const res = await post(b.token, `/api/v2/sales-order/${o.orderNo}/${path}`);
        const after = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
        if (allowed) {
          expect(res.statusCode, `${status} ${action}`).toBe(200);
          expect(after.status).toBe((salesOrderTransitions[status] as Record<string, string>)[action]);
        } else {
          // Retries of what already happened answer the order as it is.
          const retry = (status === 'canceled' && action === 'cancel') || (status === 'completed' && action === 'confirmReceipt') || (action === 'submit' && status !== 'onHold' && status !== 'canceled');
          expect(res.statusCode, `${status} ${action}`).toBe(retry ? 200 : 409);
          expect(after.status).toBe(status);
        }
      }
    });
  }

  it('the sweeper completes orders in transit past the auto-confirm window, once', async () => {
    const { b, o } = await orderIn('inTransit');
    await t.database.db.execute(sql`update sales_orders set shipped_at = now() - interval '30 days' where order_no = ${o.orderNo}`);
    const [a, c] = await Promise.all([t.app.services.salesOrders.autoComplete(), t.app.services.salesOrders.autoComplete()]);
    expect(a + c).toBeGreaterThanOrEqual(1);
    const now = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
    expect(now.status).toBe('completed');
    expect(now.history.filter((e: { action: string }) => e.action === 'autoComplete')).toHaveLength(1);
  });

  it('erases consignees of orders finished long ago and keeps the order', async () => {
    const { b, o } = await orderIn('completed');
    await t.database.db.execute(sql`update sales_orders set completed_at = now() - interval '91 days' where order_no = ${o.orderNo}`);
    expect(await t.app.services.salesOrders.eraseOldConsignees()).toBeGreaterThanOrEqual(1);
    const now = (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data;
    expect(now.consignee).toMatchObject({ name: '', phone: '', address: '', erased: true });
    expect(now.lines).toHaveLength(1);
    const [logged] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from consignee_access_log l join sales_orders o on o.id = l.sales_order_id where o.order_no = ${o.orderNo}`);
    expect(logged!.n).toBeGreaterThan(0);
  });

  it('count fee orders by status for the selling expenses tabs', async () => {
    const b = await buyerWithStock(5);
    await h.setPayPassword(b.token, b.mobile);
    await h.fund(b.token, 100);
    const one = (await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee, submit: true })).body.data;
    await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 1 }], consignee, submit: true });
    await post(b.token, '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [one.feeOrder.feeOrderNo], payPassword: '135790', declaration: true });
    const counts = await call(t.app, 'GET', '/api/v2/fee-order/counts', { token: b.token });
    expect(counts.body.data).toEqual({ all: 2, toBePaid: 1, paid: 1, completed: 0, canceled: 0 });
    const other = await h.approvedBuyer();
    expect((await call(t.app, 'GET', '/api/v2/fee-order/counts', { token: other.token })).body.data.all).toBe(0);
  });

  it('keep consignees as long as the operating setting says', async () => {
    const { b, o } = await orderIn('completed');
    await t.database.db.execute(sql`update sales_orders set completed_at = now() - interval '40 days' where order_no = ${o.orderNo}`);
    const consignee = async () => (await call(t.app, 'GET', `/api/v2/sales-order/${o.orderNo}`, { token: b.token })).body.data.consignee;
    await t.app.services.salesOrders.eraseOldConsignees();
    expect(await consignee()).toMatchObject({ name: 'Jane Doe', erased: false }); // 90 days by default
    await t.app.services.content.updateOperateConfig({ consigneeRetentionDays: 30 });
    try {
      await t.app.services.salesOrders.eraseOldConsignees();
      expect(await consignee()).toMatchObject({ name: '', erased: true });
    } finally {
      await t.app.services.content.updateOperateConfig({ consigneeRetentionDays: 90 });
    }
  });
});

describe('inventory', () => {
  it('lists own SKUs with blocked units and days in stock, and exports CSV', async () => {
    const b = await buyerWithStock(7);
    await create(b.token, { lines: [{ goodsId: b.goodsId, quantity: 2 }], consignee, submit: true });
    const list = (await call(t.app, 'GET', '/api/v2/inventory/list', { token: b.token })).body.data;
    expect(list.list).toEqual([expect.objectContaining({ goodsId: b.goodsId, qtyAvailable: 5, qtyBlocked: 2, daysInStock: 0 })]);
    const other = await h.approvedBuyer();
    expect((await call(t.app, 'GET', '/api/v2/inventory/list', { token: other.token })).body.data.total).toBe(0);
    const csv = await t.app.inject({ method: 'GET', url: '/api/v2/inventory/export?kind=records', headers: { authorization: `Bearer ${b.token}`, 'accept-language': 'zh-CN' } });
    expect(csv.body).toContain('锁定');
    expect(csv.body).toContain('入库');
  });
});
