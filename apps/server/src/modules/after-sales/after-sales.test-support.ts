import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rows } from '../../db/client';
import { call, DEMO, login, upload, type TestApp } from '../../../test/helpers';
import { newKey, paymentHelpers } from '../payments/payments.test-support';
import { insertGoods } from '../purchase-orders/orders.test-support';

export const consignee = { name: 'Jane Doe', phone: '+1 415 555 0134', email: 'jane@example.com', country: 'US', state: 'CA', city: 'San Francisco', address: '1 Market St', postalCode: '94105' };

/** Builders of after-sales scenes: a shipped sales order of the demo seller's goods, evidence, calls. */
export function afterSalesHelpers(t: () => TestApp) {
  const h = paymentHelpers(t);
  const post = (token: string, url: string, body?: object, key = newKey()) => call(t().app, 'POST', url, { token, body, headers: { 'idempotency-key': key } });
  const get = (token: string, url: string, query?: Record<string, string>) => call(t().app, 'GET', url, { token, query });
  let seller: string | undefined;
  let operator: string | undefined;
  const sellerToken = async () => (seller ??= await login(t().app, DEMO.seller));
  const operatorToken = async () => (operator ??= await login(t().app, DEMO.operator));

  /**
   * A buyer with a sales order of `quantity` units of a new goods ($20, fees $5 + $1 a unit),
   * paid and shipped by the demo seller (in transit), or completed when asked.
   */
  async function shippedOrder(quantity = 3, o: { completed?: boolean } = {}) {
    const b = await h.approvedBuyer();
    const goodsId = await insertGoods(t().database, { available: 1000, priceCents: 2000, logisticsFeeCents: 500, operatingFeeCents: 100 });
    await t().database.db.transaction((tx) => t().app.services.inventory.credit(tx, { buyerUserId: b.user.id, orderNo: `PO-${goodsId}`, lines: [{ goodsId, quantity }] }));
    const order = (await post(b.token, '/api/v2/sales-order', { lines: [{ goodsId, quantity }], consignee, submit: true })).body.data;
    await t().database.db.transaction((tx) => t().app.services.salesOrders.purpose.settle(tx, b.user.id, [order.feeOrder.feeOrderNo], { payWay: 0, paymentNo: `P-${order.orderNo}` }));
    const shipped = await post(await sellerToken(), `/api/v2/seller/sales-order/${order.orderNo}/ship`, { logisticsCompany: 'UPS', trackingNumber: '1Z999' });
    if (shipped.statusCode !== 200) throw new Error(`ship failed: ${JSON.stringify(shipped.body)}`);
    if (o.completed) await post(b.token, `/api/v2/sales-order/${order.orderNo}/confirm-receipt`);
    return { ...b, goodsId, orderNo: order.orderNo as string };
  }

  /** A real picture uploaded as after-sales evidence: its key. */
  async function evidence(token: string) {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c33' } }).png().toBuffer();
    const res = await upload(t().app, token, 'afterSales', png, 'broken.png');
    if (res.statusCode !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
    return res.body.data.key as string;
  }

  async function apply(b: { token: string; goodsId: number; orderNo: string }, body: Record<string, unknown> = {}, key = newKey()) {
    const pictures = body.pictures ?? [await evidence(b.token)];
    return post(b.token, '/api/v2/after-sales', { source: 'salesOrder', orderNo: b.orderNo, goodsId: b.goodsId, type: 'refundOnly', quantity: 1, reason: 'damaged', description: 'The table top arrived cracked', refundAmount: 26, ...body, pictures }, key);
  }

  const storeOwnerId = async () => (await rows<{ id: number }>(t().database.db, sql`select owner_user_id as id from stores s join users u on u.id = s.owner_user_id where u.mobile = '+8613800000003'`))[0]!.id;
  const setGuarantees = (returnGuarantee: 'basic' | 'standard', logisticsGuarantee: boolean) =>
    t().database.db.execute(sql`update stores set return_guarantee = ${returnGuarantee}, logistics_guarantee = ${logisticsGuarantee} where owner_user_id = (select id from users where mobile = '+8613800000003')`);
  const ledger = (userId: number, afterSalesNo: string) =>
    rows<{ flowType: number; amountCents: number }>(t().database.db, sql`select flow_type as "flowType", amount_cents::float8 as "amountCents" from wallet_ledger where user_id = ${userId} and remark = ${afterSalesNo} order by id`);
  const stock = async (goodsId: number) => (await rows<{ available: number; sold: number }>(t().database.db, sql`select available, sold from goods_stock where goods_id = ${goodsId}`))[0]!;

  return { h, post, get, sellerToken, operatorToken, shippedOrder, evidence, apply, storeOwnerId, setGuarantees, ledger, stock };
}
