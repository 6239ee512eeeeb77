import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods, stores } from '../catalog/catalog.tables';

export type ReissueConsignee = { name: string; phone: string; email: string; country: string; state: string; city: string; address: string; postalCode: string };

/**
 * An after-sales: a claim on shipped units of one order line (a sales order's or a ship-mode
 * purchase order's). Status and type: the contracts' transition tables. Money in cents; what
 * may be refunded is fixed at application (what was paid for the claimed units).
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSalesNo: text('after_sales_no').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    source: text('source', { enum: ['salesOrder', 'purchaseOrder'] }).notNull(),
    orderNo: text('order_no').notNull(),
    /** The order line claimed: 'S:<sales order line id>' or 'P:<purchase order item id>'. */
    lineKey: text('line_key').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    itemCode: text('item_code').notNull(),
    name: jsonb('name').$type<{ en: string; zh: string; ja: string }>().notNull(),
    image: text('image').notNull().default(''),
    type: text('type', { enum: ['refundOnly', 'returnRefund', 'reissue'] }).notNull(),
    status: text('status', {
      enum: ['waitingReview', 'auditFailed', 'escalated', 'waitingReturn', 'pendingReceive', 'waitingRefund', 'pendingDelivery', 'refunded', 'completed', 'rejected', 'canceled'],
    })
      .notNull()
      .default('waitingReview'),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    /** Keys of the evidence files (pictures, a video) in the file storage. */
    evidence: text('evidence').array().notNull().default(sql`'{}'::text[]`),
    /** What was paid for the claimed units: goods (less the coupon's share), freight and fees, storage. */
    itemsCents: bigint('items_cents', { mode: 'number' }).notNull(),
    logisticsCents: bigint('logistics_cents', { mode: 'number' }).notNull(),
    storageCents: bigint('storage_cents', { mode: 'number' }).notNull().default(0),
    maxRefundCents: bigint('max_refund_cents', { mode: 'number' }).notNull(),
    /** The guarantee floor paid if the store does not decide in time. */
    floorCents: bigint('floor_cents', { mode: 'number' }).notNull(),
    requestedCents: bigint('requested_cents', { mode: 'number' }).notNull().default(0),
    approvedCents: bigint('approved_cents', { mode: 'number' }),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    refundNo: text('refund_no'),
    reissueConsignee: jsonb('reissue_consignee').$type<ReissueConsignee>(),
    returnCompany: text('return_company'),
    returnTracking: text('return_tracking'),
    returnFilledAt: timestamp('return_filled_at', { withTimezone: true }),
    returnAddress: text('return_address').notNull().default(''),
    reissueCompany: text('reissue_company'),
    reissueTracking: text('reissue_tracking'),
    reissueShippedAt: timestamp('reissue_shipped_at', { withTimezone: true }),
    sellerMessage: text('seller_message').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    escalationReason: text('escalation_reason').notNull().default(''),
    decisionCents: bigint('decision_cents', { mode: 'number' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    /** The store must decide by then; past it the sweeper approves at the guarantee floor. */
    decideBy: timestamp('decide_by', { withTimezone: true }).notNull(),
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('after_sales_no_uq').on(t.afterSalesNo),
    uniqueIndex('after_sales_request_key_uq').on(t.buyerUserId, t.requestKey).where(sql`${t.requestKey} is not null`),
    // One open after-sales per order line at a time.
    uniqueIndex('after_sales_open_line_uq')
      .on(t.lineKey)
      .where(sql`${t.status} in ('waitingReview', 'escalated', 'waitingReturn', 'pendingReceive', 'waitingRefund', 'pendingDelivery')`),
    index('after_sales_line_idx').on(t.lineKey),
    index('after_sales_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('after_sales_store_idx').on(t.storeId, t.status, t.createdAt),
    index('after_sales_due_idx').on(t.decideBy).where(sql`${t.status} = 'waitingReview'`),
    check('after_sales_type_ck', sql`${t.type} in ('refundOnly', 'returnRefund', 'reissue')`),
    check(
      'after_sales_status_ck',
      sql`${t.status} in ('waitingReview', 'auditFailed', 'escalated', 'waitingReturn', 'pendingReceive', 'waitingRefund', 'pendingDelivery', 'refunded', 'completed', 'rejected', 'canceled')`,
    ),
    check('after_sales_source_ck', sql`${t.source} in ('salesOrder', 'purchaseOrder')`),
    check('after_sales_qty_ck', sql`${t.quantity} > 0`),
    check(
      'after_sales_money_ck',
      sql`${t.maxRefundCents} >= 0 and ${t.floorCents} between 0 and ${t.maxRefundCents} and ${t.requestedCents} between 0 and ${t.maxRefundCents} and ${t.refundedCents} between 0 and ${t.maxRefundCents}`,
    ),
    check('after_sales_evidence_ck', sql`cardinality(${t.evidence}) <= 8`),
  ],
);

/** Every step of an after-sales: what was done, by whom, when (the timeline). */
export const afterSalesEvents = pgTable(
  'after_sales_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSalesId: bigint('after_sales_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status').notNull(),
    actor: text('actor', { enum: ['buyer', 'seller', 'system', 'operator'] }).notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sales_events_idx').on(t.afterSalesId, t.at)],
);
