import { PAY_WAYS } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import type { Services } from '../../app';
import { rows, type Database } from '../../db/client';
import { authRepository } from '../auth/auth.repository';
import type { AuthUser } from '../auth/auth.service';

const CONSIGNEES = [
  { name: 'Emily Carter', phone: '+1 415 555 0134', email: 'emily.carter@example.com', country: 'US', state: 'CA', city: 'San Francisco', address: '1 Market St, Apt 1208', postalCode: '94105' },
  { name: 'James Miller', phone: '+1 212 555 0187', email: 'j.miller@example.com', country: 'US', state: 'NY', city: 'New York', address: '350 5th Ave', postalCode: '10118' },
  { name: 'Olivia Brown', phone: '+1 312 555 0142', email: 'olivia.b@example.com', country: 'US', state: 'IL', city: 'Chicago', address: '233 S Wacker Dr', postalCode: '60606' },
  { name: 'Noah Wilson', phone: '+1 206 555 0110', email: 'noah.wilson@example.com', country: 'US', state: 'WA', city: 'Seattle', address: '400 Broad St', postalCode: '98109' },
  { name: 'Sophia Davis', phone: '+1 512 555 0199', email: 'sophia.d@example.com', country: 'US', state: 'TX', city: 'Austin', address: '1100 Congress Ave', postalCode: '78701' },
  { name: 'Liam Garcia', phone: '+1 305 555 0163', email: 'liam.g@example.com', country: 'US', state: 'FL', city: 'Miami', address: '1001 Biscayne Blvd', postalCode: '33132' },
  { name: 'Ava Martinez', phone: '+1 617 555 0128', email: 'ava.m@example.com', country: 'US', state: 'MA', city: 'Boston', address: '1 Beacon St', postalCode: '02108' },
];
const asUser = (row: NonNullable<Awaited<ReturnType<typeof authRepository.findUserByMobile>>>): AuthUser => ({ ...row, sessionId: 'demo-seed' });
let keys = 0;
const key = () => `demo-seed-${Date.now()}-${++keys}`;

/**
 * The demo buyer's drop-shipping desk: inventory from its paid purchase orders (received when
 * they were paid, so storage fees have accrued and some units age into a dearer tier), and
 * sales orders in every status with their fee orders, made through the services as a buyer,
 * the operator (a confirmed bank transfer) and the stores (shipments) would. Runs once: a
 * buyer with sales orders is left alone.
 */
export async function seedDropShipping(services: Services, database: Database, accounts: { buyer: string; operator: string; seller: string }) {
  const { db } = database;
  const buyerRow = await authRepository.findUserByMobile(db, accounts.buyer);
  const operatorRow = await authRepository.findUserByMobile(db, accounts.operator);
  // The demo seller's goods first: its console then has orders to ship and after-sales to answer.
  const sellerId = (await authRepository.findUserByMobile(db, accounts.seller))?.id ?? 0;
  if (!buyerRow || !operatorRow) return;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from sales_orders where buyer_user_id = ${buyerRow.id}`);
  if (existing!.n > 0) return;
  const buyer = asUser(buyerRow);

  // Inventory: some of the buyer's paid purchase orders (inventory mode) of every age, as received
  // then: fresh units, units about to leave the free days, units paying storage for months.
  const bought: { orderNo: string; paidAt: string; lines: { goodsId: number; quantity: number }[] }[] = [];
  for (const [from, to] of [[0, 20], [20, 30], [30, 90], [90, 200]] as const) {
    bought.push(
      ...(await rows<(typeof bought)[number]>(
        db,
        sql`select o.order_no as "orderNo", o.paid_at as "paidAt",
                   json_agg(json_build_object('goodsId', i.goods_id, 'quantity', i.quantity) order by i.goods_id) as lines
            from purchase_orders o join purchase_order_items i on i.order_id = o.id
            where o.buyer_user_id = ${buyerRow.id} and o.status in (1, 2) and o.delivery_mode = 'inventory'
              and o.paid_at <= now() - make_interval(days => ${from}) and o.paid_at > now() - make_interval(days => ${to})
              and not exists (select 1 from inventory_records r where r.order_no = o.order_no)
            group by o.id order by bool_or(exists (select 1 from stores s where s.id = o.store_id and s.owner_user_id = ${sellerId})) desc, o.paid_at desc limit 3`,
      )),
    );
  }
  for (const o of bought) {
    await db.transaction(async (tx) => {
      await services.inventory.credit(tx, { buyerUserId: buyerRow.id, orderNo: o.orderNo, lines: o.lines });
      await tx.execute(sql`update inventory_lots set received_at = ${o.paidAt} where order_no = ${o.orderNo}`);
      await tx.execute(sql`update inventory_records set created_at = ${o.paidAt} where order_no = ${o.orderNo}`);
    });
  }
  await services.inventory.accrueStorage();

  // Sales orders from the SKUs with the most units.
  const skus = await rows<{ goodsId: number; available: number; ownerId: number }>(
    db,
    sql`select i.goods_id as "goodsId", i.qty_available as available, s.owner_user_id as "ownerId"
        from buyer_inventory i join goods g on g.id = i.goods_id join stores s on s.id = g.store_id
        where i.buyer_user_id = ${buyerRow.id} and i.qty_available >= 4 order by (s.owner_user_id = ${sellerId}) desc, i.qty_available desc limit 6`,
  );
  if (skus.length === 0) return;
  const plan = ['onHold', 'toBePaid', 'inPrep', 'inPrep', 'inTransit', 'inTransit', 'completed', 'completed', 'canceled'] as const;
  for (const [n, status] of plan.entries()) {
    const sku = skus[n % skus.length]!;
    const consignee = CONSIGNEES[n % CONSIGNEES.length]!;
    const made = await services.salesOrders.create(
      buyer,
      'en',
      { lines: [{ goodsId: sku.goodsId, quantity: 1 + (n % 3) }], consignee, buyerOrderNo: `SHOP-${String(1001 + n)}`, platform: n % 2 ? 'Amazon' : 'Shopify', remark: '', submit: status !== 'onHold' },
      key(),
    );
    if (status === 'onHold' || status === 'toBePaid' || made.status !== 'toBePaid' || !made.feeOrder) continue;
    // Paid by bank transfer, confirmed by the operator.
    const payment = await services.payments.initiate(buyer, { purpose: 'fee-order', refs: [made.feeOrder.feeOrderNo], payWay: PAY_WAYS.offline }, key(), 'http://127.0.0.1');
    await services.payments.confirmOffline(asUser(operatorRow), payment.paymentNo);
    if (status === 'canceled') {
      await services.salesOrders.cancel(buyer, 'en', made.orderNo);
      continue;
    }
    if (status === 'inPrep') continue;
    const owner = await authRepository.findUserById(db, sku.ownerId);
    if (!owner) continue;
    await services.salesOrders.ship(asUser(owner), 'en', made.orderNo, { logisticsCompany: n % 2 ? 'UPS' : 'FedEx', trackingNumber: `1Z${String(48213000 + n * 7919)}` });
    if (status === 'completed') await services.salesOrders.confirmReceipt(buyer, 'en', made.orderNo);
  }
}
