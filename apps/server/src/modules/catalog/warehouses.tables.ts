import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchaseOrders } from '../purchase-orders/purchase-orders.tables';
import { goods, stores } from './catalog.tables';

// Stock per warehouse. goods_stock keeps one figure per goods (what checkouts reserve, in one
// conditional update on one row); these tables say where its available units are. For every goods,
// the sum of its goods_warehouse_stock rows equals goods_stock.available: every move changes both
// in the same transaction, the goods_stock row first (its lock is what orders the moves), then the
// warehouse rows in warehouse id order. In a file of their own: the allocations name purchase
// orders, whose tables name the catalog's.

/** A store's warehouses. Every store has one default (made with the store); the seller adds more. */
export const storeWarehouses = pgTable(
  'store_warehouses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** What a bulk file names it by: upper case, unique in the store. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['selfBuilt', 'platform'] }).notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    address: text('address').notNull().default(''),
    /** Where units go when nobody says which warehouse (a change without one, an order from before warehouses). */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_warehouses_code_uq').on(t.storeId, t.code),
    uniqueIndex('store_warehouses_default_uq').on(t.storeId).where(sql`${t.isDefault}`),
    check('store_warehouses_type_ck', sql`${t.type} in ('selfBuilt', 'platform')`),
    check('store_warehouses_country_ck', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** Available units of a goods in one warehouse of its store. */
export const goodsWarehouseStock = pgTable(
  'goods_warehouse_stock',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => storeWarehouses.id),
    available: integer('available').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.warehouseId] }),
    index('goods_warehouse_stock_warehouse_idx').on(t.warehouseId),
    check('goods_warehouse_stock_ck', sql`${t.available} >= 0`),
  ],
);

/**
 * Where the units of an order line were taken from: made in the checkout's transaction, given
 * back (and deleted) when the order is canceled, lowered when units of it come back in a return.
 */
export const goodsStockAllocations = pgTable(
  'goods_stock_allocations',
  {
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseOrders.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => storeWarehouses.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseOrderId, t.goodsId, t.warehouseId] }),
    index('goods_stock_allocations_goods_idx').on(t.goodsId, t.warehouseId),
    index('goods_stock_allocations_warehouse_idx').on(t.warehouseId),
    check('goods_stock_allocations_ck', sql`${t.quantity} > 0`),
  ],
);
