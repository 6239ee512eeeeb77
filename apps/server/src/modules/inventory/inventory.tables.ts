import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods } from '../catalog/catalog.tables';

/** Units a buyer owns in the warehouse (bought with delivery mode 'inventory'). */
export const buyerInventory = pgTable(
  'buyer_inventory',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    qtyAvailable: integer('qty_available').notNull().default(0),
    /** Units held by sales orders not shipped yet. */
    qtyBlocked: integer('qty_blocked').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_inventory_buyer_goods_uq').on(t.buyerUserId, t.goodsId),
    check('buyer_inventory_qty_ck', sql`${t.qtyAvailable} >= 0 and ${t.qtyBlocked} >= 0`),
  ],
);

/** Every movement of a buyer's inventory, append-only. */
export const inventoryRecords = pgTable(
  'inventory_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** inbound (bought), blocked / unblocked (a sales order submitted / canceled), outbound (shipped), returned (after-sales). */
    type: text('type', { enum: ['inbound', 'outbound', 'blocked', 'unblocked', 'returned'] }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Why the units moved: 'purchase' (a paid purchase order), 'salesOrder', 'cancel', 'shipment', 'afterSales'. */
    reason: text('reason').notNull(),
    /** The order number the movement belongs to. */
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_records_buyer_idx').on(t.buyerUserId, t.createdAt),
    // One inbound record per order line: crediting an order twice is refused by the database too.
    uniqueIndex('inventory_records_order_uq').on(t.orderNo, t.goodsId, t.type).where(sql`${t.orderNo} is not null`),
    check('inventory_records_type_ck', sql`${t.type} in ('inbound', 'outbound', 'blocked', 'unblocked', 'returned')`),
    index('inventory_records_buyer_type_idx').on(t.buyerUserId, t.type, t.createdAt),
    check('inventory_records_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * The units of one inbound movement still held (available or blocked), oldest first: how long
 * units have been in stock (storage fee tiers, ageing) is read from here. Shipping consumes the
 * oldest lots first.
 */
export const inventoryLots = pgTable(
  'inventory_lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The order that brought the units in. */
    orderNo: text('order_no'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    qtyReceived: integer('qty_received').notNull(),
    qtyRemaining: integer('qty_remaining').notNull(),
  },
  (t) => [
    index('inventory_lots_holding_idx').on(t.buyerUserId, t.goodsId, t.receivedAt).where(sql`${t.qtyRemaining} > 0`),
    check('inventory_lots_qty_ck', sql`${t.qtyRemaining} >= 0 and ${t.qtyRemaining} <= ${t.qtyReceived}`),
  ],
);
