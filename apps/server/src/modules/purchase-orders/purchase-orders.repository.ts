import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { purchaseOrderItems, purchaseOrders } from './purchase-orders.tables';

export type NewPurchaseOrder = typeof purchaseOrders.$inferInsert;
export type NewPurchaseOrderItem = typeof purchaseOrderItems.$inferInsert;

export const purchaseOrdersRepository = {
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
          where o.status in (1, 2) and o.paid_at >= ${since.toISOString()}::timestamptz
          group by i.goods_id
          order by quantity desc, i.goods_id desc
          limit ${limit} offset ${offset}`,
    ),

  /** Units ever sold per goods (paid or completed orders). */
  soldByGoods: (ex: Executor) =>
    rows<{ goodsId: number; quantity: number }>(
      ex,
      sql`select i.goods_id as "goodsId", sum(i.quantity)::int as quantity
          from purchase_orders o join purchase_order_items i on i.order_id = o.id
          where o.status in (1, 2)
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
