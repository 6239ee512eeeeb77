import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { fromStates, nextState, purchaseOrderTransitions, shipStateTransitions, SOLD_PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@wm/contracts';
import { rows, type Executor } from '../../db/client';
import { checkouts, purchaseOrderItems, purchaseOrders } from './purchase-orders.tables';
import type { OrderWrites } from '../catalog/warehouses.repository';

// Every status in this file's SQL comes from the transition tables in contracts: an update
// lists the states its action may start from and writes the state the action leads to. The
// values are the tables' own constants (numbers, state names), written into the SQL as such so
// that the partial indexes on status still apply.
type OrderAction = 'pay' | 'cancel' | 'expire' | 'complete';
const literal = (values: readonly (string | number)[]) => values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');
/** `status in (...)`: where `action` may start. */
const statusFor = (action: OrderAction, alias = '') => sql.raw(`${alias}status in (${literal(fromStates(purchaseOrderTransitions, action))})`);
/** The one state `action` leads to (the same from every state it starts in). */
function target(action: OrderAction): PurchaseOrderStatus {
  const targets = new Set(fromStates(purchaseOrderTransitions, action).map((s) => nextState(purchaseOrderTransitions, s, action)));
  if (targets.size !== 1) throw new Error(`purchase order action ${action} leads to ${targets.size} states`);
  return [...targets][0] as PurchaseOrderStatus;
}
const shipFrom = (action: 'pay' | 'ship' | 'confirmReceipt') => sql.raw(literal(fromStates(shipStateTransitions, action)));
/** Paid or completed: the orders whose goods count as sold. */
const sold = (alias = '') => sql.raw(`${alias}status in (${SOLD_PURCHASE_ORDER_STATUSES.join(', ')})`);

export type NewPurchaseOrder = typeof purchaseOrders.$inferInsert;
export type NewPurchaseOrderItem = typeof purchaseOrderItems.$inferInsert;

export const purchaseOrdersRepository = {
  /** Order numbers by order id: how other modules (coupons) name the orders they point at, without reading purchase_orders themselves. */
  async orderNos(ex: Executor, orderIds: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(orderIds)];
    if (unique.length === 0) return new Map();
    const found = await ex.select({ id: purchaseOrders.id, orderNo: purchaseOrders.orderNo }).from(purchaseOrders).where(inArray(purchaseOrders.id, unique));
    return new Map(found.map((o) => [Number(o.id), o.orderNo] as const));
  },

  /**
   * Units sold per goods in paid or completed orders paid since a time, most first.
   * Canceled (and unpaid) orders never count.
   */
  topSelling: (ex: Executor, since: Date, limit: number, offset: number) =>
    rows<{ goodsId: number; quantity: number }>(
      ex,
      sql`select i.goods_id as "goodsId", sum(i.quantity)::int as quantity
          from purchase_orders o
          join purchase_order_items i on i.order_id = o.id
          where ${sold('o.')} and o.paid_at >= ${since.toISOString()}::timestamptz
          group by i.goods_id
          order by quantity desc, i.goods_id desc
          limit ${limit} offset ${offset}`,
    ),

  /** What settling completed orders to their stores needs: amounts and lines. */
  completedFacts: async (ex: Executor, ids: number[]) => {
    const orders = await rows<{ id: number; orderNo: string; storeId: number; goodsAmountCents: number; discountCents: number }>(
      ex,
      sql`select id::float8 as id, order_no as "orderNo", store_id as "storeId", goods_amount_cents::float8 as "goodsAmountCents", discount_cents::float8 as "discountCents"
          from purchase_orders where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and status = ${sql.raw(String(target('complete')))} order by id`,
    );
    const lines = await rows<{ orderId: number; goodsId: number; quantity: number; amountCents: number }>(
      ex,
      sql`select order_id::float8 as "orderId", goods_id as "goodsId", quantity, (quantity * unit_price_cents)::float8 as "amountCents"
          from purchase_order_items where order_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id`,
    );
    return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id).map(({ goodsId, quantity, amountCents }) => ({ goodsId, quantity, amountCents })) }));
  },

  /** Ids of a store's completed orders, oldest first (the demo settles its history with them). */
  completedIdsOfStore: async (ex: Executor, storeId: number) =>
    (await rows<{ id: number }>(ex, sql`select id::float8 as id from purchase_orders where store_id = ${storeId} and status = ${sql.raw(String(target('complete')))} order by id`)).map((r) => r.id),

  /** A store's paid and completed orders per day since a time (UTC days): orders, goods amount paid, units. */
  storeDaily: (ex: Executor, storeId: number, since: Date) =>
    rows<{ date: string; orders: number; salesCents: number; units: number }>(
      ex,
      sql`select to_char(date_trunc('day', o.paid_at at time zone 'UTC'), 'YYYY-MM-DD') as date, count(distinct o.id)::int as orders,
                 sum(o.goods_amount_cents - o.discount_cents)::float8 as "salesCents", sum(u.units)::int as units
          from purchase_orders o
          join lateral (select sum(quantity)::int as units from purchase_order_items i where i.order_id = o.id) u on true
          where o.store_id = ${storeId} and ${sold('o.')} and o.paid_at >= ${since.toISOString()}::timestamptz
          group by 1 order by 1`,
    ),

  /** A store's best-selling goods since a time: units and amount in paid and completed orders. */
  storeTopGoods: (ex: Executor, storeId: number, since: Date, limit: number) =>
    rows<{ goodsId: number; itemCode: string; name: { en: string; zh: string; ja: string } | null; image: string; units: number; salesCents: number }>(
      ex,
      sql`select i.goods_id as "goodsId", max(i.item_code) as "itemCode", (array_agg(i.name order by i.id desc))[1] as name, max(i.image) as image,
                 sum(i.quantity)::int as units, sum(i.quantity * i.unit_price_cents)::float8 as "salesCents"
          from purchase_orders o join purchase_order_items i on i.order_id = o.id
          where o.store_id = ${storeId} and ${sold('o.')} and o.paid_at >= ${since.toISOString()}::timestamptz
          group by i.goods_id order by units desc, i.goods_id desc limit ${limit}`,
    ),

  /** A store's ship-mode orders paid and waiting to be shipped. */
  storeToShip: async (ex: Executor, storeId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from purchase_orders where store_id = ${storeId} and ${statusFor('complete')} and delivery_mode = 'ship' and ship_state in (${shipFrom('ship')})`))[0]?.n ?? 0,

  /** Units ever sold per goods (paid or completed orders). */
  soldByGoods: (ex: Executor) =>
    rows<{ goodsId: number; quantity: number }>(
      ex,
      sql`select i.goods_id as "goodsId", sum(i.quantity)::int as quantity
          from purchase_orders o join purchase_order_items i on i.order_id = o.id
          where ${sold('o.')}
          group by i.goods_id`,
    ),

  /** A buyer's purchase orders counted by status. */
  countByStatus: (ex: Executor, buyerUserId: number) =>
    rows<{ status: number; n: number }>(
      ex,
      sql`select status, count(*)::int as n from purchase_orders where buyer_user_id = ${buyerUserId} group by status`,
    ),

  /** Inserts the orders whose number is new; answers the ids of those inserted, by number. */
  insertMissingOrders: async (ex: Executor, values: NewPurchaseOrder[]) => {
    if (values.length === 0) return new Map<string, number>();
    const inserted = await ex.insert(purchaseOrders).values(values).onConflictDoNothing().returning({ id: purchaseOrders.id, orderNo: purchaseOrders.orderNo });
    return new Map(inserted.map((r) => [r.orderNo, r.id] as const));
  },

  insertItems: async (ex: Executor, values: NewPurchaseOrderItem[]) => {
    if (values.length > 0) await ex.insert(purchaseOrderItems).values(values);
  },
};

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderItemRow = typeof purchaseOrderItems.$inferSelect;

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The order lifecycle: checkouts, reads scoped to the buyer, and conditional state changes. */
export const ordersRepository = {
  /** Records a checkout's request key; undefined when this buyer already sent it. */
  insertCheckout: async (ex: Executor, values: typeof checkouts.$inferInsert) =>
    (await ex.insert(checkouts).values(values).onConflictDoNothing().returning({ id: checkouts.id }))[0]?.id,
  findCheckoutByKey: async (ex: Executor, buyerUserId: number, requestKey: string) =>
    (await ex.select().from(checkouts).where(and(eq(checkouts.buyerUserId, buyerUserId), eq(checkouts.requestKey, requestKey))))[0],
  ordersOfCheckout: (ex: Executor, checkoutId: number) => ex.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkoutId)).orderBy(asc(purchaseOrders.id)),

  /**
   * An order and its items as writes for the statement that allocates its units (OrderWrites): the
   * order inserted as `o`, answering its id, which its items take.
   */
  orderWrites: (ex: Executor, order: NewPurchaseOrder, items: Omit<NewPurchaseOrderItem, 'orderId'>[]): OrderWrites => ({
    writes: sql`o as (${ex.insert(purchaseOrders).values(order).returning({ id: purchaseOrders.id }).getSQL()}),
                items as (${ex.insert(purchaseOrderItems).values(items.map((item) => ({ ...item, orderId: sql`(select id from o)` }))).getSQL()})`,
  }),

  itemsOf: async (ex: Executor, orderIds: number[]) =>
    orderIds.length === 0 ? [] : ex.select().from(purchaseOrderItems).where(inArray(purchaseOrderItems.orderId, orderIds)).orderBy(asc(purchaseOrderItems.id)),

  findOwnedByNo: async (ex: Executor, buyerUserId: number, orderNo: string) =>
    (await ex.select().from(purchaseOrders).where(and(eq(purchaseOrders.orderNo, orderNo), eq(purchaseOrders.buyerUserId, buyerUserId))))[0],

  findById: async (ex: Executor, id: number) => (await ex.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0],

  pageByBuyer: async (ex: Executor, buyerUserId: number, filter: { status?: number; period?: string; orderNo?: string }, limit: number, offset: number) => {
    const conditions: SQL[] = [eq(purchaseOrders.buyerUserId, buyerUserId)];
    if (filter.status !== undefined) conditions.push(eq(purchaseOrders.status, filter.status));
    const interval = { week: '7 days', month: '1 month', '3months': '3 months', year: '1 year' }[filter.period ?? ''];
    if (interval) conditions.push(gte(purchaseOrders.createdAt, sql`now() - ${interval}::interval`));
    if (filter.orderNo) conditions.push(sql`${purchaseOrders.orderNo} ilike ${'%' + filter.orderNo.replace(/[\\%_]/g, '\\$&') + '%'}`);
    const where = and(...conditions);
    const list = await ex.select().from(purchaseOrders).where(where).orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id)).limit(limit).offset(offset);
    const [total] = await ex.select({ n: count() }).from(purchaseOrders).where(where);
    return { list, total: total?.n ?? 0 };
  },

  /** Unpaid orders past their payment deadline (all, or one buyer's). */
  overdueIds: async (ex: Executor, limit: number, buyerUserId?: number) =>
    (
      await rows<{ id: number }>(
        ex,
        sql`select id::float8 as id from purchase_orders where ${statusFor('expire')} and pay_deadline < now() ${buyerUserId === undefined ? sql`` : sql`and buyer_user_id = ${buyerUserId}`}
            order by pay_deadline limit ${limit}`,
      )
    ).map((r) => Number(r.id)),

  /**
   * 0 -> 3, once: only the first of a buyer's cancel and the expiry (or two of either) changes
   * the row; the others get nothing back and release nothing. `overdueOnly` for the expiry.
   */
  cancelUnpaid: async (ex: Executor, id: number, reason: 'buyer' | 'expired') =>
    (
      await ex
        .update(purchaseOrders)
        .set({ status: target(reason === 'expired' ? 'expire' : 'cancel'), canceledAt: sql`now()`, cancelReason: reason })
        .where(and(eq(purchaseOrders.id, id), statusFor(reason === 'expired' ? 'expire' : 'cancel'), reason === 'expired' ? sql`${purchaseOrders.payDeadline} < now()` : undefined))
        .returning({ id: purchaseOrders.id })
    ).length > 0,

  /** Locks orders by number, in id order (payments lock the same rows the same way). */
  lockByNos: (ex: Executor, orderNos: string[]) =>
    rows<{ id: number; orderNo: string; buyerUserId: number; status: number; overdue: boolean; totalCents: number }>(
      ex,
      sql`select id::float8 as id, order_no as "orderNo", buyer_user_id as "buyerUserId", status, coalesce(pay_deadline <= now(), false) as overdue, total_cents::float8 as "totalCents"
          from purchase_orders where order_no in (${sql.join(orderNos.map((n) => sql`${n}`), sql`, `)}) order by id for update`,
    ),

  /** 0 -> 1 for those still unpaid and within their deadline; answers the rows changed. */
  markPaid: (ex: Executor, ids: number[], payment: { payWay: number; paymentNo: string }) =>
    rows<{ id: number; orderNo: string; buyerUserId: number; deliveryMode: 'inventory' | 'ship' }>(
      ex,
      sql`update purchase_orders set status = ${target('pay')}, paid_at = now(), pay_way = ${payment.payWay}, payment_no = ${payment.paymentNo},
                 ship_state = case when delivery_mode = 'ship' then ${shipStateTransitions.onHold.pay} else ship_state end
          where id in (${idList(ids)}) and ${statusFor('pay')} and (pay_deadline is null or pay_deadline > now())
          returning id::float8 as id, order_no as "orderNo", buyer_user_id as "buyerUserId", delivery_mode as "deliveryMode"`,
    ),

  /** 1 -> 2. */
  complete: (ex: Executor, id: number) => ex.execute(sql`update purchase_orders set status = ${target('complete')}, completed_at = now() where id = ${id} and ${statusFor('complete')}`),

  /** Ship mode, in transit -> completed (the buyer received the goods). */
  confirmReceipt: async (ex: Executor, buyerUserId: number, id: number) =>
    (
      await rows(
        ex,
        sql`update purchase_orders set status = ${target('complete')}, completed_at = now()
            where id = ${id} and buyer_user_id = ${buyerUserId} and ${statusFor('complete')} and delivery_mode = 'ship' and ship_state in (${shipFrom('confirmReceipt')}) returning id`,
      )
    ).length > 0,

  /** Ship-mode orders in transit for longer than the auto-confirm window: the buyer has them by now. */
  dueForAutoConfirm: (ex: Executor, days: number, limit: number) =>
    rows<{ id: number; buyerUserId: number; orderNo: string }>(
      ex,
      sql`select id::float8 as id, buyer_user_id as "buyerUserId", order_no as "orderNo" from purchase_orders
          where ${statusFor('complete')} and delivery_mode = 'ship' and ship_state in (${shipFrom('confirmReceipt')}) and shipped_at < now() - make_interval(days => ${days})
          order by shipped_at limit ${limit}`,
    ),

  /** Ship mode, paid and in prep -> in transit, by the seller of the order's store. */
  ship: async (ex: Executor, storeId: number, orderNo: string, values: { logisticsCompany: string; trackingNo: string }) =>
    (
      await rows(
        ex,
        sql`update purchase_orders set ship_state = ${shipStateTransitions.inPrep.ship}, logistics_company = ${values.logisticsCompany}, tracking_no = ${values.trackingNo}, shipped_at = now()
            where order_no = ${orderNo} and store_id = ${storeId} and ${statusFor('complete')} and delivery_mode = 'ship' and ship_state in (${shipFrom('ship')}) returning id`,
      )
    ).length > 0,

  findByStoreAndNo: async (ex: Executor, storeId: number, orderNo: string) =>
    (await ex.select().from(purchaseOrders).where(and(eq(purchaseOrders.orderNo, orderNo), eq(purchaseOrders.storeId, storeId))))[0],

  /**
   * A store's ship-mode orders waiting to be shipped (paid, in prep: the oldest paid first) or
   * shipped by it (the latest shipped first), the first `limit` of them.
   */
  async storeShipPage(ex: Executor, storeId: number, state: 'toShip' | 'shipped', orderNo: string | undefined, limit: number) {
    const where = sql`store_id = ${storeId} and delivery_mode = 'ship'
      and ${state === 'toShip' ? sql`${statusFor('complete')} and ship_state in (${shipFrom('ship')})` : sql`shipped_at is not null`}
      ${orderNo ? sql`and order_no ilike ${'%' + orderNo.replace(/[\\%_]/g, '\\$&') + '%'}` : sql``}`;
    const ids = await rows<{ id: number }>(ex, sql`select id::float8 as id from purchase_orders where ${where} order by ${state === 'toShip' ? sql`paid_at asc` : sql`shipped_at desc`}, id limit ${limit}`);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from purchase_orders where ${where}`))[0]?.n ?? 0;
    const found = ids.length ? await ex.select().from(purchaseOrders).where(inArray(purchaseOrders.id, ids.map((r) => Number(r.id)))) : [];
    const byId = new Map(found.map((o) => [o.id, o] as const));
    return { list: ids.map((r) => byId.get(Number(r.id))).filter((o) => o !== undefined), total };
  },

  /** What a buyer paid per unit of goods bought into the inventory (paid orders, less each order's coupon share), in cents. */
  averageUnitCost: (ex: Executor, buyerUserId: number, goodsIds: number[]) =>
    goodsIds.length === 0
      ? Promise.resolve([] as { goodsId: number; cents: number }[])
      : rows<{ goodsId: number; cents: number }>(
          ex,
          sql`select i.goods_id as "goodsId",
                     floor(sum(i.quantity * i.unit_price_cents - case when o.goods_amount_cents > 0 then o.discount_cents * i.quantity * i.unit_price_cents / o.goods_amount_cents else 0 end) / sum(i.quantity))::float8 as cents
              from purchase_orders o join purchase_order_items i on i.order_id = o.id
              where o.buyer_user_id = ${buyerUserId} and ${sold('o.')} and o.delivery_mode = 'inventory' and i.goods_id in (${sql.join(goodsIds.map((id) => sql`${id}`), sql`, `)})
              group by i.goods_id`,
        ),
};
