import { z } from 'zod';
import {
  GoodsStatus,
  goodsStatusTransitions,
  PriceMode,
  ProductType,
  ReturnGuaranteeLevel,
  ShippingArea,
  WarehouseType,
  type GoodsStatusAction,
  type StoredGoodsStatus,
} from '../catalog/catalog.schema';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { can, actionsIn } from '../common/transitions';
import { rules } from '../common/validation';
import { GoodsWarehouseStock } from './warehouses.schema';

// The merchant console: a seller's store, goods, stock, revenue and dashboard, and the
// operator's audit of stores and goods.

// ---- store

/**
 * A store's audit (DOMAIN.md): a new seller's store is a draft until submitted; the operator
 * approves it (it opens to the public) or rejects it with a reason; a rejected store is
 * edited and submitted again. An approved store stays approved when edited.
 */
export const STORE_AUDIT_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export const StoreAuditStatus = z.enum(STORE_AUDIT_STATUSES);
export type StoreAuditStatus = z.infer<typeof StoreAuditStatus>;
export const storeAuditTransitions = {
  draft: { submit: 'pending' },
  pending: { approve: 'approved', reject: 'rejected' },
  rejected: { submit: 'pending' },
  approved: {},
} as const satisfies Record<StoreAuditStatus, Record<string, StoreAuditStatus>>;

const text = (max: number) => z.string({ error: 'field.invalid' }).trim().max(max, { error: 'field.tooLong' });
/** A picture the platform serves: an uploaded file's public link or a platform path. */
const mediaUrl = z.string({ error: 'field.invalid' }).trim().max(500, { error: 'field.tooLong' }).regex(/^\/api\/[A-Za-z0-9/_.\-]+$/, { error: 'url.invalid' });
const optionalMedia = z.union([z.literal(''), mediaUrl]).default('');

export const SellerStoreInput = z.object({
  name: rules.required('store.nameRequired').max(60, { error: 'field.tooLong' }),
  logo: optionalMedia,
  banner: optionalMedia,
  intro: text(2000).default(''),
  contactName: rules.required('store.contactRequired').max(60, { error: 'field.tooLong' }),
  contactPhone: rules.phone('phone.required'),
  contactEmail: rules.email,
  warehouseType: WarehouseType,
  shippingAreas: z.array(ShippingArea).min(1, { error: 'store.shippingAreasRequired' }).max(10),
  returnGuarantee: ReturnGuaranteeLevel,
  logisticsGuarantee: z.boolean(),
  /** Submit for the operator's audit now (a draft or a rejected store). */
  submit: z.boolean().default(false),
});
export type SellerStoreInput = z.input<typeof SellerStoreInput>;

export const SellerStore = z.object({
  storeId: z.number().int(),
  storeCode: z.string(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  intro: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  warehouseType: WarehouseType,
  shippingAreas: z.array(ShippingArea),
  returnGuarantee: ReturnGuaranteeLevel,
  logisticsGuarantee: z.boolean(),
  auditStatus: StoreAuditStatus,
  rejectReason: z.string().nullable(),
  /** Open to buyers (approved and not closed by the platform). */
  open: z.boolean(),
  /** Goods were pulled off because the wallet fell below minus the credit limit. */
  creditHold: z.boolean(),
  creditLimit: Money,
  /** What the seller may do now (from storeAuditTransitions): 'submit'. */
  actions: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type SellerStore = z.infer<typeof SellerStore>;

export const MyStore = z.object({ store: SellerStore.nullable() });

export const AdminStore = SellerStore.extend({ ownerMobile: z.string(), ownerName: z.string(), goodsCount: z.number().int() });
export type AdminStore = z.infer<typeof AdminStore>;
export const AdminStoreQuery = PageQuery.extend({ auditStatus: StoreAuditStatus.optional(), keyword: text(60).optional() });
export const StoreIdPath = z.object({ storeId: rules.id });
export const ReasonBody = z.object({ reason: rules.required('reason.required').max(500, { error: 'field.tooLong' }) });

// ---- goods

/** Who may take a goods action: the seller shelves and pulls off; the operator flags, removes and restores. */
export const SELLER_GOODS_ACTIONS = ['putOnSale', 'pullOff'] as const satisfies readonly GoodsStatusAction[];
export const OPERATOR_GOODS_ACTIONS = ['markViolation', 'remove', 'restore'] as const satisfies readonly GoodsStatusAction[];
export type SellerGoodsAction = (typeof SELLER_GOODS_ACTIONS)[number];

/** The seller's buttons for a goods status, read from the goods transition table. */
export const sellerGoodsActions = (status: StoredGoodsStatus): SellerGoodsAction[] =>
  (actionsIn(goodsStatusTransitions, status) as string[]).filter((a): a is SellerGoodsAction => (SELLER_GOODS_ACTIONS as readonly string[]).includes(a));
export const canSellerDo = (status: StoredGoodsStatus, action: SellerGoodsAction) => can(goodsStatusTransitions, status, action);

const qty = z.coerce.number<number>({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }).max(1_000_000, { error: 'field.invalid' });
const money = z.coerce.number<number>({ error: 'price.invalid' }).min(0, { error: 'price.invalid' }).max(1_000_000, { error: 'price.invalid' });
const size = z.coerce.number<number>({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }).max(10_000, { error: 'field.invalid' });
const localized = (max: number) => z.object({ en: rules.required('goods.nameRequired').max(max, { error: 'field.tooLong' }), zh: text(max).default(''), ja: text(max).default('') });
const localizedText = (max: number) => z.object({ en: text(max).default(''), zh: text(max).default(''), ja: text(max).default('') });

export const TierInput = z.object({ minQty: qty, maxQty: qty.nullable(), unitPrice: money });
export const SizeInput = z.object({ length: size, width: size, height: size, weight: size });

/** Every goods field of the spec (section 3); sizes in inches, weights in pounds, money in USD. */
export const SellerGoodsInput = z
  .object({
    itemCode: rules.b2bItemCode.max(40, { error: 'field.tooLong' }),
    name: localized(200),
    description: localizedText(20_000),
    categoryId: rules.id,
    productType: ProductType,
    images: z.array(mediaUrl).min(1, { error: 'goods.imagesRequired' }).max(10, { error: 'field.tooLong' }),
    videoUrl: z.union([z.literal(''), mediaUrl, rules.httpUrl]).default(''),
    files: z.array(z.object({ name: rules.required('field.required').max(100), url: z.union([mediaUrl, rules.httpUrl]) })).max(10).default([]),
    resourcePackageUrl: z.union([z.literal(''), mediaUrl, rules.httpUrl]).default(''),
    priceMode: PriceMode,
    /** Spot price: the unit price. */
    price: money.nullable().default(null),
    /** Tiered price: quantity ranges from the MOQ up, the last one open (maxQty null). */
    tiers: z.array(TierInput).max(10).default([]),
    originalPrice: money.nullable().default(null),
    moq: qty,
    packageQty: qty.default(1),
    productSize: SizeInput,
    packageSize: SizeInput,
    logisticsFee: money.default(0),
    operatingFee: money.default(0),
    storageFee: money.default(0),
    mainColor: rules.required('field.required').max(40, { error: 'field.tooLong' }),
    material: rules.required('field.required').max(60, { error: 'field.tooLong' }),
    filler: text(60).default(''),
    sellingPoints: z.array(text(200)).max(10).default([]),
    allowedPlatforms: z.array(text(40)).max(20).default([]),
    restrictedPlatforms: z.array(text(40)).max(20).default([]),
    shippingAreas: z.array(ShippingArea).min(1, { error: 'store.shippingAreasRequired' }).max(10),
    warehouseType: WarehouseType,
    shipFrom: text(200).default(''),
    referenceDays: z.coerce.number<number>().int().min(1, { error: 'field.invalid' }).max(365, { error: 'field.invalid' }),
    lowStockThreshold: z.coerce.number<number>().int().min(0, { error: 'field.invalid' }).max(1_000_000, { error: 'field.invalid' }).default(10),
  })
  .refine((v) => v.priceMode !== 'spot' || v.price !== null, { error: 'goods.priceRequired', path: ['price'] })
  .refine((v) => v.priceMode !== 'tiered' || tiersValid(v.tiers, v.moq), { error: 'goods.tiersInvalid', path: ['tiers'] });
export type SellerGoodsInput = z.input<typeof SellerGoodsInput>;
export type SellerGoodsValues = z.output<typeof SellerGoodsInput>;

/** Tiers start at the MOQ, follow each other without gap or overlap, end open, and never get dearer for more. */
export function tiersValid(tiers: { minQty: number; maxQty: number | null; unitPrice: number }[], moq: number): boolean {
  if (tiers.length === 0 || tiers[0]!.minQty !== moq) return false;
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!;
    const last = i === tiers.length - 1;
    if (last ? t.maxQty !== null : t.maxQty === null || t.maxQty < t.minQty) return false;
    if (!last && tiers[i + 1]!.minQty !== t.maxQty! + 1) return false;
    if (i > 0 && t.unitPrice > tiers[i - 1]!.unitPrice) return false;
  }
  return true;
}

export const GoodsStock = z.object({ available: z.number().int(), blocked: z.number().int(), sold: z.number().int() });

export const SellerGoods = z.object({
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  description: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  categoryId: z.number().int(),
  categoryName: z.string(),
  productType: ProductType,
  images: z.array(z.string()),
  videoUrl: z.string(),
  files: z.array(z.object({ name: z.string(), url: z.string() })),
  resourcePackageUrl: z.string(),
  priceMode: PriceMode,
  price: Money.nullable(),
  tiers: z.array(z.object({ minQty: z.number().int(), maxQty: z.number().int().nullable(), unitPrice: Money })),
  originalPrice: Money.nullable(),
  priceMin: Money,
  priceMax: Money,
  moq: z.number().int(),
  packageQty: z.number().int(),
  productSize: SizeInput,
  packageSize: SizeInput,
  logisticsFee: Money,
  operatingFee: Money,
  storageFee: Money,
  mainColor: z.string(),
  material: z.string(),
  filler: z.string(),
  sellingPoints: z.array(z.string()),
  allowedPlatforms: z.array(z.string()),
  restrictedPlatforms: z.array(z.string()),
  shippingAreas: z.array(ShippingArea),
  warehouseType: WarehouseType,
  /** The warehouse the stock is kept in: its type and country. */
  warehouse: z.string(),
  shipFrom: z.string(),
  referenceDays: z.number().int(),
  lowStockThreshold: z.number().int(),
  /** What buyers see: soldOut when on sale without available units. */
  status: GoodsStatus,
  storedStatus: GoodsStatus,
  violationReason: z.string().nullable(),
  stock: GoodsStock,
  /** Available units per warehouse of the store (they add up to stock.available). */
  warehouses: z.array(GoodsWarehouseStock),
  /** On the total: available units at or below the threshold, whichever warehouses hold them. */
  lowStock: z.boolean(),
  actions: z.array(z.enum(SELLER_GOODS_ACTIONS)),
  postedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SellerGoods = z.infer<typeof SellerGoods>;

export const STOCK_FILTERS = ['lowStock', 'outOfStock', 'inStock'] as const;
export const SellerGoodsQuery = PageQuery.extend({
  keyword: text(100).optional().transform((v) => (v ? v : undefined)),
  status: GoodsStatus.optional(),
  categoryId: rules.id.optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
});
export type SellerGoodsQuery = z.infer<typeof SellerGoodsQuery>;
export const GoodsIdPath = z.object({ goodsId: rules.id });

export const GoodsIdsBody = z.object({ goodsIds: z.array(rules.id).min(1, { error: 'salesOrder.nothingSelected' }).max(200) });
export const GoodsBatchResult = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ goodsId: z.number().int(), message: z.string() })),
});
export type GoodsBatchResult = z.infer<typeof GoodsBatchResult>;

// ---- stock

export const STOCK_MODES = ['set', 'add', 'subtract'] as const;
export const StockMode = z.enum(STOCK_MODES, { error: 'field.invalid' });
export const StockChangeBody = z.object({
  mode: StockMode,
  quantity: z.coerce.number<number>({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }).max(10_000_000, { error: 'field.invalid' }),
  reason: rules.required('stock.reasonRequired').max(200, { error: 'field.tooLong' }),
  /** The warehouse of the own store whose units change; the store's default when absent. */
  warehouseId: rules.id.optional(),
});
export type StockChangeBody = z.infer<typeof StockChangeBody>;

export const StockRecord = z.object({
  recordId: z.number().int(),
  goodsId: z.number().int(),
  itemCode: z.string(),
  goodsName: z.string(),
  /** The warehouse's name when the change was made. */
  warehouse: z.string(),
  /** Null for changes from before warehouses (or of a warehouse since removed). */
  warehouseId: z.number().int().nullable(),
  mode: StockMode,
  /** Units added (positive) or taken (negative). */
  change: z.number().int(),
  /** The goods' total available units after the change. */
  availableAfter: z.number().int(),
  /** The warehouse's available units after the change (null before warehouses). */
  warehouseAvailableAfter: z.number().int().nullable(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type StockRecord = z.infer<typeof StockRecord>;
export const StockRecordQuery = PageQuery.extend({ goodsId: rules.id.optional() });
export const StockChangeResult = z.object({ goods: SellerGoods, record: StockRecord });

// ---- dashboard

export const SalesFigures = z.object({ orders: z.number().int(), sales: Money, units: z.number().int() });
export const SellerDashboard = z.object({
  today: SalesFigures,
  last30Days: SalesFigures,
  /** One point a day, oldest first, for the last 30 days (the store's time: UTC). */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), sales: Money, units: z.number().int() })),
  topGoods: z.array(z.object({ goodsId: z.number().int(), itemCode: z.string(), name: z.string(), image: z.string(), units: z.number().int(), sales: Money })),
  /** Work waiting for the store: orders to ship, after-sales and agreements to answer (when those capabilities report), low stock. */
  pending: z.array(z.object({ kind: z.string(), count: z.number().int(), path: z.string() })),
  wallet: z.object({ balance: Money, available: Money, creditLimit: Money, creditHold: z.boolean() }),
});
export type SellerDashboard = z.infer<typeof SellerDashboard>;

// ---- operator: commission and credit settings

export const CommissionRate = z.object({ categoryId: z.number().int(), categoryName: z.string(), percent: z.number() });
export const MerchantSettings = z.object({
  /** Default platform commission, percent of the goods amount. */
  defaultCommissionPercent: z.number(),
  rates: z.array(CommissionRate),
  /** The credit limit new stores get (USD). */
  defaultCreditLimit: Money,
});
export const MerchantSettingsBody = z.object({
  defaultCommissionPercent: z.coerce.number<number>().min(0, { error: 'field.invalid' }).max(50, { error: 'field.invalid' }),
  rates: z.array(z.object({ categoryId: rules.id, percent: z.coerce.number<number>().min(0, { error: 'field.invalid' }).max(50, { error: 'field.invalid' }) })).max(500),
  defaultCreditLimit: money,
});
export const CreditLimitBody = z.object({ creditLimit: money });

// Goods list for operators: every store's goods.
export const AdminGoodsQuery = SellerGoodsQuery.extend({ storeId: rules.id.optional() });
export const AdminGoods = SellerGoods.omit({ actions: true }).extend({
  storeId: z.number().int(),
  storeName: z.string(),
  operatorActions: z.array(z.enum(['violation', 'remove', 'restore'])),
});
export type AdminGoods = z.infer<typeof AdminGoods>;

// ---- bulk price and stock update (a CSV or XLSX file)

/**
 * Columns of the bulk file (row 1): itemCode, then price (spot price, USD) and/or stock (available
 * units, set), and optionally warehouse (a warehouse code of the store; its default when absent or
 * empty). A goods may have a row per warehouse.
 */
export const BULK_COLUMNS = ['itemCode', 'price', 'stock', 'warehouse'] as const;
export const BULK_MAX_ROWS = 2000;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
export const BulkUpdateQuery = z.object({ dryRun: z.enum(['true', 'false'], { error: 'field.invalid' }).optional().transform((v) => v === 'true') });
export const BulkRow = z.object({
  /** The row number as in the file. */
  row: z.number().int(),
  itemCode: z.string(),
  price: Money.nullable(),
  stock: z.number().int().nullable(),
  /** The warehouse code whose stock the row sets (the default's when the row names none); null when no stock is set. */
  warehouse: z.string().nullable(),
  /** What is wrong with the row, in the request language; empty when it is good. */
  problems: z.array(z.string()),
});
export const BulkUpdateResult = z.object({
  dryRun: z.boolean(),
  /** Nothing changes unless every row is good: then all of them are applied at once. */
  applied: z.boolean(),
  rows: z.array(BulkRow),
  problemCount: z.number().int(),
});
export type BulkUpdateResult = z.infer<typeof BulkUpdateResult>;
