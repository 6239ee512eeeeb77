import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods, stores } from '../catalog/catalog.tables';
import { storeWarehouses } from '../catalog/warehouses.tables';
import { purchaseOrders } from '../purchase-orders/purchase-orders.tables';

// The merchant console's own tables. Stores and goods are the catalog's tables (their audit and
// moderation columns are declared there); these hold what only the console writes.

/** Every change of a goods' available units a seller made, with its reason (the stock history). */
export const goodsStockRecords = pgTable(
  'goods_stock_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mode: text('mode', { enum: ['set', 'add', 'subtract'] }).notNull(),
    /** Units added (positive) or taken (negative). */
    change: integer('change').notNull(),
    availableAfter: integer('available_after').notNull(),
    /** The warehouse's name as it was (records from before warehouses: its type and country). */
    warehouse: text('warehouse').notNull(),
    /** The warehouse changed; null in records from before warehouses. */
    warehouseId: integer('warehouse_id').references(() => storeWarehouses.id, { onDelete: 'set null' }),
    /** That warehouse's available units after the change (availableAfter is the goods' total). */
    warehouseAvailableAfter: integer('warehouse_available_after'),
    reason: text('reason').notNull(),
    /** The client's Idempotency-Key: a replay finds the first change and changes nothing. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_stock_records_request_uq').on(t.goodsId, t.requestKey).where(sql`${t.requestKey} is not null`),
    index('goods_stock_records_store_idx').on(t.storeId, t.createdAt),
    check('goods_stock_records_mode_ck', sql`${t.mode} in ('set', 'add', 'subtract')`),
  ],
);

/** One row: the platform commission by default (basis points) and the credit limit new stores get. */
export const merchantSettings = pgTable(
  'merchant_settings',
  {
    id: smallint('id').primaryKey().default(1),
    defaultCommissionBp: integer('default_commission_bp').notNull().default(500),
    defaultCreditLimitCents: bigint('default_credit_limit_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('merchant_settings_one_ck', sql`${t.id} = 1`),
    check('merchant_settings_values_ck', sql`${t.defaultCommissionBp} between 0 and 5000 and ${t.defaultCreditLimitCents} >= 0`),
  ],
);

/** The platform commission of a product category, in basis points (500 = 5%); others take the default. */
export const commissionRates = pgTable(
  'commission_rates',
  {
    categoryId: integer('category_id').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [check('commission_rates_ck', sql`${t.rateBp} between 0 and 5000`)],
);

/**
 * A completed purchase order settled to its store: the primary key makes the settlement (and so
 * its wallet entries) happen exactly once, whoever completes the order and however often.
 */
export const sellerSettlements = pgTable(
  'seller_settlements',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => purchaseOrders.id),
    orderNo: text('order_no').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    ownerUserId: integer('owner_user_id').notNull(),
    /** What the buyer paid for the goods (goods amount less the coupon discount). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_settlements_store_idx').on(t.storeId, t.createdAt),
    check('seller_settlements_ck', sql`${t.commissionCents} >= 0 and ${t.payoutCents} = ${t.amountCents} - ${t.commissionCents}`),
  ],
);
