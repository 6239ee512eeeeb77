import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** Units of this lot reserved by submitted sales orders (they stop accruing storage: billed on their fee order). */
    qtyBlocked: integer('qty_blocked').notNull().default(0),
    /** Storage fee accrued so far by each unit of this lot still available, in cents. */
    storagePerUnitCents: bigint('storage_per_unit_cents', { mode: 'number' }).notNull().default(0),
    /** The last day accrued (UTC days); null before the first accrual. */
    accruedThrough: date('accrued_through', { mode: 'string' }),
  },
  (t) => [
    index('inventory_lots_holding_idx').on(t.buyerUserId, t.goodsId, t.receivedAt).where(sql`${t.qtyRemaining} > 0`),
    index('inventory_lots_accrual_idx').on(t.accruedThrough, t.id).where(sql`${t.qtyRemaining} > ${t.qtyBlocked}`),
    check(
      'inventory_lots_qty_ck',
      sql`${t.qtyRemaining} >= 0 and ${t.qtyRemaining} <= ${t.qtyReceived} and ${t.qtyBlocked} between 0 and ${t.qtyRemaining} and ${t.storagePerUnitCents} >= 0`,
    ),
  ],
);

/** One storage tier: from this day in stock (1 = the day the units came in), cents per m3 per unit-day. */
export type StorageTierRow = { fromDay: number; rateCents: number };

/** Storage fee rates per warehouse country, versioned: a new version applies from its date on, older days keep theirs. */
export const storageFeeRates = pgTable(
  'storage_fee_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseCountry: text('warehouse_country').notNull(),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    tiers: jsonb('tiers').$type<StorageTierRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('storage_fee_rates_version_uq').on(t.warehouseCountry, t.version), check('storage_fee_rates_version_ck', sql`${t.version} >= 1`)],
);

/** One day of storage of one lot's available units: written once per lot and day (the sweeper may run anywhere, any number of times). */
export const storageFeeAccruals = pgTable(
  'storage_fee_accruals',
  {
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryLots.id),
    day: date('day', { mode: 'string' }).notNull(),
    buyerUserId: integer('buyer_user_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    units: integer('units').notNull(),
    daysInStock: integer('days_in_stock').notNull(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => storageFeeRates.id),
    perUnitCents: bigint('per_unit_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.day] }),
    index('storage_fee_accruals_buyer_idx').on(t.buyerUserId, t.goodsId, t.day),
    check('storage_fee_accruals_ck', sql`${t.units} > 0 and ${t.daysInStock} >= 1 and ${t.perUnitCents} >= 0 and ${t.feeCents} = ${t.units} * ${t.perUnitCents}`),
  ],
);

/** The lot units a submitted sales order holds, with the storage each had accrued (billed on its fee order). */
export const inventoryLotAllocations = pgTable(
  'inventory_lot_allocations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    goodsId: integer('goods_id').notNull(),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryLots.id),
    qty: integer('qty').notNull(),
    storagePerUnitCents: bigint('storage_per_unit_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('inventory_lot_allocations_uq').on(t.orderNo, t.goodsId, t.lotId),
    check('inventory_lot_allocations_ck', sql`${t.qty} > 0 and ${t.storagePerUnitCents} >= 0`),
  ],
);
