import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods, stores } from '../catalog/catalog.tables';

// The purchase orders (one order per store per checkout). The sales ranking reads who bought
// what, when it was paid, and its status; the rest is the order itself.

/**
 * One checkout submit: the buyer's Idempotency-Key and a hash of what was asked, recorded in
 * the transaction that creates the orders, so a replay answers the same orders and the same key
 * with another request is refused.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkouts_request_uq').on(t.buyerUserId, t.requestKey)],
);

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
    /** The checkout that created it (null for the demo history). */
    checkoutId: bigint('checkout_id', { mode: 'number' }).references(() => checkouts.id),
    /** 'inventory': units go to the buyer's warehouse inventory on payment; 'ship': shipped to the consignee. */
    deliveryMode: text('delivery_mode', { enum: ['inventory', 'ship'] }).notNull().default('inventory'),
    /** Ship mode only: onHold (to be paid), inPrep (paid), inTransit (shipped). */
    shipState: text('ship_state', { enum: ['onHold', 'inPrep', 'inTransit'] }),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull().default(0),
    feesCents: bigint('fees_cents', { mode: 'number' }).notNull().default(0),
    /** The buyer's coupon (user_coupons.id) this order carries. */
    couponId: bigint('coupon_id', { mode: 'number' }),
    payWay: smallint('pay_way'),
    paymentNo: text('payment_no'),
    /** Unpaid after this, the order cancels itself and its stock is released. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    consigneeName: text('consignee_name'),
    consigneePhone: text('consignee_phone'),
    consigneeEmail: text('consignee_email'),
    consigneeAddress: text('consignee_address'),
    remark: text('remark').notNull().default(''),
    logisticsCompany: text('logistics_company'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** How the order was canceled: by the buyer or by its payment window. */
    cancelReason: text('cancel_reason', { enum: ['buyer', 'expired'] }),
  },
  (t) => [
    uniqueIndex('purchase_orders_order_no_uq').on(t.orderNo),
    // The sweeper finds unpaid orders past their deadline.
    index('purchase_orders_unpaid_deadline_idx').on(t.payDeadline).where(sql`${t.status} = 0`),
    index('purchase_orders_checkout_idx').on(t.checkoutId),
    index('purchase_orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    // The ranking reads paid sales by payment time.
    index('purchase_orders_paid_idx').on(t.paidAt).where(sql`${t.status} in (1, 2)`),
    check('purchase_orders_status_ck', sql`${t.status} in (0, 1, 2, 3)`),
    check('purchase_orders_amounts_ck', sql`${t.goodsAmountCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`),
    check('purchase_orders_paid_ck', sql`${t.status} not in (1, 2) or ${t.paidAt} is not null`),
    check('purchase_orders_delivery_ck', sql`${t.deliveryMode} in ('inventory', 'ship')`),
    check('purchase_orders_fees_ck', sql`${t.freightCents} >= 0 and ${t.feesCents} >= 0`),
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
    /** What the buyer bought, as it was then (the goods may change later). */
    itemCode: text('item_code').notNull().default(''),
    name: jsonb('name').$type<{ en: string; zh: string; ja: string }>(),
    image: text('image').notNull().default(''),
  },
  (t) => [
    index('purchase_order_items_order_idx').on(t.orderId),
    index('purchase_order_items_goods_idx').on(t.goodsId),
    check('purchase_order_items_ck', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);
