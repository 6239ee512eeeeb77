import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { rules } from '../common/validation';

// A buyer's inventory: units bought into the warehouse, held until sales orders ship them.

export const InventoryListQuery = PageQuery.extend({
  /** Item code or name, or part of one. */
  keyword: z.string().trim().max(100, { error: 'field.tooLong' }).optional(),
  storeId: rules.id.optional(),
  categoryId: rules.id.optional(),
  sort: z.enum(['updated', 'available', 'blocked', 'days', 'itemCode'], { error: 'field.invalid' }).default('updated'),
  order: z.enum(['asc', 'desc'], { error: 'field.invalid' }).default('desc'),
  /** Only SKUs with units available. */
  inStock: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type InventoryListQuery = z.infer<typeof InventoryListQuery>;

export const InventoryItem = z.object({
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  categoryId: z.number().int(),
  /** Where the units are: the platform's warehouse or the store's own. */
  warehouseType: z.enum(['selfBuilt', 'platform']),
  qtyAvailable: z.number().int(),
  /** Held by sales orders submitted but not shipped yet. */
  qtyBlocked: z.number().int(),
  /** Paid purchase orders on their way in (ship mode to the warehouse is not offered: always 0 for now). */
  qtyInTransit: z.number().int(),
  /** Days since the oldest unit still held entered the inventory. */
  daysInStock: z.number().int(),
  /** Storage fee accrued so far on the units available (units held by sales orders were billed on their fee orders). */
  storageFeeAccrued: Money,
  /** Storage fee the units will cost over the next 30, 60 and 90 days at today's stock and the last 30 days' sales pace. */
  storageForecast: z.object({ days30: Money, days60: Money, days90: Money }),
  /** Units that enter a dearer storage tier within 14 days (null when none): how many, in how many days, and the new daily rate per m3. */
  ageingAlert: z.object({ quantity: z.number().int(), inDays: z.number().int(), ratePerM3: Money }).nullable(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

export const INVENTORY_RECORD_TYPES = ['inbound', 'outbound', 'blocked', 'unblocked', 'returned'] as const;
export const InventoryRecordType = z.enum(INVENTORY_RECORD_TYPES, { error: 'field.invalid' });
export type InventoryRecordType = z.infer<typeof InventoryRecordType>;

export const InventoryRecordQuery = PageQuery.extend({
  type: InventoryRecordType.optional(),
  keyword: z.string().trim().max(100, { error: 'field.tooLong' }).optional(),
  orderNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
  dateFrom: z.iso.date({ error: 'field.invalid' }).optional(),
  dateTo: z.iso.date({ error: 'field.invalid' }).optional(),
});
export type InventoryRecordQuery = z.infer<typeof InventoryRecordQuery>;

export const InventoryRecord = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  type: InventoryRecordType,
  typeText: z.string(),
  quantity: z.number().int(),
  /** Why: purchase, sales order, cancel, shipment, after-sales return... in the request language. */
  reason: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryRecord = z.infer<typeof InventoryRecord>;

/** SKUs of the inventory for the sales order form: search by item code or name. */
export const InventoryPickQuery = z.object({ keyword: z.string().trim().max(100, { error: 'field.tooLong' }).optional() });

export const InventoryExportQuery = z.object({
  /** stock (default): the inventory list; records: the movements. Filters as in those lists. */
  kind: z.enum(['stock', 'records'], { error: 'field.invalid' }).default('stock'),
  keyword: z.string().trim().max(100, { error: 'field.tooLong' }).optional(),
  storeId: rules.id.optional(),
  categoryId: rules.id.optional(),
  type: InventoryRecordType.optional(),
  dateFrom: z.iso.date({ error: 'field.invalid' }).optional(),
  dateTo: z.iso.date({ error: 'field.invalid' }).optional(),
});

/** Every SKU held, summed: the overview's totals and the stores the filter offers. */
export const InventorySummary = z.object({
  skus: z.number().int(),
  qtyAvailable: z.number().int(),
  qtyBlocked: z.number().int(),
  qtyInTransit: z.number().int(),
  storageFeeAccrued: Money,
  /** Units entering a dearer storage tier within 14 days, over every SKU. */
  ageingUnits: z.number().int(),
  stores: z.array(z.object({ storeId: z.number().int(), storeName: z.string() })),
});
export type InventorySummary = z.infer<typeof InventorySummary>;

/** A warehouse country's storage fee rates in force: tiers by days in stock, USD per m3 per unit-day. */
export const StorageRate = z.object({
  warehouseCountry: z.string(),
  version: z.number().int(),
  effectiveFrom: z.string(),
  tiers: z.array(z.object({ fromDay: z.number().int(), ratePerM3: Money })),
});
export type StorageRate = z.infer<typeof StorageRate>;
