import { z } from 'zod';
import { WarehouseType } from '../catalog/catalog.schema';
import { rules } from '../common/validation';

// A store's warehouses (merchant console): every store has a default one; the seller adds more
// and keeps each goods' available units per warehouse.

/** A warehouse code: what a bulk file names it by; letters are kept upper case. */
export const WAREHOUSE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,19}$/;

export const SellerWarehouseInput = z.object({
  code: z
    .string({ error: 'warehouse.codeRequired' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'warehouse.codeRequired' })
    .regex(WAREHOUSE_CODE_PATTERN, { error: 'warehouse.codeInvalid' }),
  name: rules.required('warehouse.nameRequired').max(60, { error: 'field.tooLong' }),
  type: WarehouseType,
  /** ISO 3166-1 alpha-2. */
  country: z.string({ error: 'warehouse.countryInvalid' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'warehouse.countryInvalid' }),
  address: z.string({ error: 'field.invalid' }).trim().max(300, { error: 'field.tooLong' }).default(''),
  /** Make it the store's default (the one before stops being it). A default cannot be unmade: make another the default. */
  isDefault: z.boolean().default(false),
});
export type SellerWarehouseInput = z.input<typeof SellerWarehouseInput>;

export const SellerWarehouse = z.object({
  warehouseId: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: WarehouseType,
  country: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
  /** Available units of the store's goods kept here. */
  units: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SellerWarehouse = z.infer<typeof SellerWarehouse>;
export const WarehouseIdPath = z.object({ warehouseId: rules.id });

/** A goods' available units in one warehouse of its store. */
export const GoodsWarehouseStock = z.object({
  warehouseId: z.number().int(),
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  available: z.number().int(),
});
export type GoodsWarehouseStock = z.infer<typeof GoodsWarehouseStock>;
