import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods, stores } from '../catalog/catalog.tables';

// The purchase orders the money path builds on (one order per store per checkout). For now
// only what the sales ranking reads: who bought what, when it was paid, and its status.

/** Status (spec section 4): 0 to be paid, 1 paid, 2 completed, 3 canceled. Amounts in cents. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The purchase order ID shown to people. */
    orderNo: text('order_no').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: smallint('status').notNull().default(0),
    goodsAmountCents: bigint('goods_amount_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_order_no_uq').on(t.orderNo),
    index('purchase_orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    // The ranking reads paid sales by payment time.
    index('purchase_orders_paid_idx').on(t.paidAt).where(sql`${t.status} in (1, 2)`),
    check('purchase_orders_status_ck', sql`${t.status} in (0, 1, 2, 3)`),
    check('purchase_orders_amounts_ck', sql`${t.goodsAmountCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`),
    check('purchase_orders_paid_ck', sql`${t.status} not in (1, 2) or ${t.paidAt} is not null`),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('purchase_order_items_order_idx').on(t.orderId),
    index('purchase_order_items_goods_idx').on(t.goodsId),
    check('purchase_order_items_ck', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);
