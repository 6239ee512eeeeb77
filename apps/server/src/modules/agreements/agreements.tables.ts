import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods, stores } from '../catalog/catalog.tables';
import { purchaseOrders } from '../purchase-orders/purchase-orders.tables';

/**
 * A complex transaction: a buyer's negotiated unit price for a quantity of one goods of a store.
 * Status: the contracts' agreementTransitions. quantity and unit_price_cents are the current
 * offer (the agreed one once approved). reserved_qty counts the units taken by purchase orders
 * not canceled (the cap: reserved_qty <= quantity), bought_qty those paid.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agreementNo: text('agreement_no').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    status: text('status', { enum: ['pendingReview', 'countered', 'approved', 'rejected', 'completed', 'timedOut', 'canceled'] }).notNull(),
    version: integer('version').notNull().default(1),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    reservedQty: integer('reserved_qty').notNull().default(0),
    boughtQty: integer('bought_qty').notNull().default(0),
    buyerMessage: text('buyer_message').notNull().default(''),
    sellerMessage: text('seller_message').notNull().default(''),
    /** The end of the current window: the answer (pendingReview, countered) or the buy window (approved). */
    deadline: timestamp('deadline', { withTimezone: true }),
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agreements_no_uq').on(t.agreementNo),
    uniqueIndex('agreements_request_key_uq').on(t.buyerUserId, t.requestKey).where(sql`${t.requestKey} is not null`),
    index('agreements_buyer_idx').on(t.buyerUserId, t.updatedAt),
    index('agreements_store_idx').on(t.storeId, t.updatedAt),
    index('agreements_buyer_goods_idx').on(t.buyerUserId, t.goodsId),
    // The clock: open and approved agreements past their deadline.
    index('agreements_deadline_idx').on(t.deadline).where(sql`${t.status} in ('pendingReview', 'countered', 'approved')`),
    check('agreements_status_ck', sql`${t.status} in ('pendingReview', 'countered', 'approved', 'rejected', 'completed', 'timedOut', 'canceled')`),
    check('agreements_quantity_ck', sql`${t.quantity} > 0 and ${t.unitPriceCents} > 0`),
    check('agreements_taken_ck', sql`${t.boughtQty} >= 0 and ${t.reservedQty} >= ${t.boughtQty} and ${t.reservedQty} <= ${t.quantity}`),
  ],
);

/** Every offer of an agreement, in order: the buyer's application(s) and the store's counters. */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agreementId: bigint('agreement_id', { mode: 'number' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    by: text('by', { enum: ['buyer', 'seller'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    message: text('message').notNull().default(''),
    outcome: text('outcome', { enum: ['open', 'accepted', 'superseded', 'declined', 'rejected', 'canceled', 'timedOut'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_versions_uq').on(t.agreementId, t.version)],
);

/** What happened to an agreement, and who did it. */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agreementId: bigint('agreement_id', { mode: 'number' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status').notNull(),
    actor: text('actor', { enum: ['buyer', 'seller', 'system'] }).notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreement_events_agreement_idx').on(t.agreementId, t.id)],
);

/** Units of an agreement taken by a purchase order: reserved at checkout, paid, or released when the order is canceled unpaid. */
export const agreementOrders = pgTable(
  'agreement_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agreementId: bigint('agreement_id', { mode: 'number' })
      .notNull()
      .references(() => agreements.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseOrders.id),
    orderNo: text('order_no').notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: ['reserved', 'paid', 'released'] }).notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_orders_order_uq').on(t.orderId), index('agreement_orders_agreement_idx').on(t.agreementId)],
);
