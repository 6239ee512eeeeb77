import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods, stores } from '../catalog/catalog.tables';

/**
 * A buyer's sales order: an end customer's order drop-shipped from the buyer's inventory.
 * Status: onHold, toBePaid, inPrep, inTransit, completed, canceled (contracts' transition table).
 * The consignee is personal data: erased some days after completion (consignee_erased_at).
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['onHold', 'toBePaid', 'inPrep', 'inTransit', 'completed', 'canceled'] }).notNull().default('onHold'),
    /** The buyer's own order number (the import's OrderId): unique per buyer. */
    buyerOrderNo: text('buyer_order_no'),
    platform: text('platform').notNull().default(''),
    source: text('source', { enum: ['manual', 'import'] }).notNull().default('manual'),
    consigneeName: text('consignee_name').notNull(),
    consigneePhone: text('consignee_phone').notNull(),
    consigneeEmail: text('consignee_email').notNull().default(''),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    consigneeErasedAt: timestamp('consignee_erased_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    /** The last carrier and tracking number the stores gave (per line in sales_order_lines). */
    logisticsCompany: text('logistics_company'),
    trackingNo: text('tracking_no'),
    /** Bought its shortfall through the procurement list: submitted by itself once the purchase is paid. */
    autoSubmit: boolean('auto_submit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The import that made it (a hash of the file), if any. */
    importId: text('import_id'),
    /** The Idempotency-Key of the request that created it: a replay answers this order. */
    requestKey: text('request_key'),
  },
  (t) => [
    uniqueIndex('sales_orders_order_no_uq').on(t.orderNo),
    uniqueIndex('sales_orders_request_key_uq').on(t.buyerUserId, t.requestKey).where(sql`${t.requestKey} is not null`),
    uniqueIndex('sales_orders_buyer_order_no_uq').on(t.buyerUserId, t.buyerOrderNo).where(sql`${t.buyerOrderNo} is not null`),
    index('sales_orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('sales_orders_buyer_status_idx').on(t.buyerUserId, t.status),
    // The clock: orders in transit complete by themselves; consignees of old completed orders are erased.
    index('sales_orders_in_transit_idx').on(t.shippedAt).where(sql`${t.status} = 'inTransit'`),
    index('sales_orders_erase_idx').on(t.completedAt).where(sql`${t.status} = 'completed' and ${t.consigneeErasedAt} is null`),
    check('sales_orders_status_ck', sql`${t.status} in ('onHold', 'toBePaid', 'inPrep', 'inTransit', 'completed', 'canceled')`),
    check('sales_orders_source_ck', sql`${t.source} in ('manual', 'import')`),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    salesOrderId: bigint('sales_order_id', { mode: 'number' })
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The store that ships the line (the goods' store). */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    quantity: integer('quantity').notNull(),
    itemCode: text('item_code').notNull(),
    name: jsonb('name').$type<{ en: string; zh: string; ja: string }>().notNull(),
    image: text('image').notNull().default(''),
    /** Per unit, from the goods when the order was submitted (or entered). */
    logisticsFeeCents: bigint('logistics_fee_cents', { mode: 'number' }).notNull().default(0),
    operatingFeeCents: bigint('operating_fee_cents', { mode: 'number' }).notNull().default(0),
    /** The import's LineItemNumber, BuyerPlatformSku... as given. */
    lineRef: text('line_ref').notNull().default(''),
    buyerSku: text('buyer_sku').notNull().default(''),
    logisticsCompany: text('logistics_company'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    index('sales_order_lines_order_idx').on(t.salesOrderId),
    // A store's lines to ship.
    index('sales_order_lines_store_idx').on(t.storeId, t.shippedAt),
    uniqueIndex('sales_order_lines_goods_uq').on(t.salesOrderId, t.goodsId),
    check('sales_order_lines_qty_ck', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of a sales order: what was done, by whom, when. */
export const salesOrderEvents = pgTable(
  'sales_order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    salesOrderId: bigint('sales_order_id', { mode: 'number' })
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status').notNull(),
    actor: text('actor', { enum: ['buyer', 'seller', 'system', 'operator'] }).notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_order_events_order_idx').on(t.salesOrderId, t.at)],
);

/** Who opened a consignee's personal data, and when (lists show it masked). */
export const consigneeAccessLog = pgTable(
  'consignee_access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    salesOrderId: bigint('sales_order_id', { mode: 'number' })
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consignee_access_log_order_idx').on(t.salesOrderId, t.at)],
);

/** A sales order's selling expenses: logistics + operating + storage fees. One per sales order. */
export const feeOrders = pgTable(
  'fee_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feeOrderNo: text('fee_order_no').notNull(),
    salesOrderId: bigint('sales_order_id', { mode: 'number' })
      .notNull()
      .references(() => salesOrders.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['toBePaid', 'paid', 'completed', 'canceled'] }).notNull().default('toBePaid'),
    logisticsCents: bigint('logistics_cents', { mode: 'number' }).notNull(),
    operatingCents: bigint('operating_cents', { mode: 'number' }).notNull(),
    storageCents: bigint('storage_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Per goods: quantity and the three fees, as billed. */
    items: jsonb('items').$type<{ goodsId: number; quantity: number; logisticsCents: number; operatingCents: number; storageCents: number }[]>().notNull(),
    payWay: smallint('pay_way'),
    paymentNo: text('payment_no'),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fee_orders_no_uq').on(t.feeOrderNo),
    uniqueIndex('fee_orders_sales_order_uq').on(t.salesOrderId),
    index('fee_orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    check('fee_orders_status_ck', sql`${t.status} in ('toBePaid', 'paid', 'completed', 'canceled')`),
    check('fee_orders_amounts_ck', sql`${t.logisticsCents} >= 0 and ${t.operatingCents} >= 0 and ${t.storageCents} >= 0 and ${t.totalCents} = ${t.logisticsCents} + ${t.operatingCents} + ${t.storageCents} and ${t.refundedCents} between 0 and ${t.totalCents}`),
    check('fee_orders_paid_ck', sql`${t.status} not in ('paid', 'completed') or ${t.paidAt} is not null`),
  ],
);
