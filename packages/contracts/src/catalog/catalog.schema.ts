import { z } from 'zod';
import { canSeePrice } from '../auth/audit-status';
import type { Role } from '../auth/auth.schema';
import { CategoryNode } from '../content/content.schema';
import { page, PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { numeric, rules } from '../common/validation';

// The catalog: goods, stores, search, rankings (spec sections 2, 3, 4, 6, 9).
// Names and texts answer in the request language (Accept-Language).

// ---- price visibility (spec section 6)

/**
 * Which price text a viewer gets. Only `visible` carries amounts: for the others the server
 * sends every price, tier price, discount and fee as null.
 * - visible: an approved buyer
 * - login: a visitor ("Login to see price")
 * - approval: a buyer not approved yet ("After approval to see price")
 * - store: a store (seller) account, or platform staff: no buyer prices
 */
export const PRICE_VISIBILITIES = ['visible', 'login', 'approval', 'store'] as const;
export const PriceVisibility = z.enum(PRICE_VISIBILITIES);
export type PriceVisibility = z.infer<typeof PriceVisibility>;

export function priceVisibilityOf(user: { role: Role; isStore: boolean; auditStatus: number } | null | undefined): PriceVisibility {
  if (!user) return 'login';
  if (canSeePrice({ role: user.role, isStore: user.isStore, auditStatus: user.auditStatus as 0 | 1 | 2 | 3 })) return 'visible';
  if (user.role === 'buyer' && !user.isStore) return 'approval';
  return 'store';
}

// ---- goods vocabularies

/** Goods status (spec section 4). `soldOut` is never stored: an on-sale goods without available stock shows it. */
export const GOODS_STATUSES = ['offShelves', 'onSale', 'soldOut', 'violation', 'removed', 'toBeShelved'] as const;
export const GoodsStatus = z.enum(GOODS_STATUSES);
export type GoodsStatus = z.infer<typeof GoodsStatus>;
export type StoredGoodsStatus = Exclude<GoodsStatus, 'soldOut'>;

/**
 * Goods status changes (DOMAIN.md): to be shelved -> on sale <-> off shelves; violation,
 * removed and restore are operator actions (a restored goods comes back off shelves, for its
 * seller to shelve again). The seller console and the operator console read this table to
 * offer their buttons; the server's conditional updates enforce it.
 */
export const goodsStatusTransitions = {
  toBeShelved: { putOnSale: 'onSale', markViolation: 'violation', remove: 'removed' },
  onSale: { pullOff: 'offShelves', markViolation: 'violation', remove: 'removed' },
  offShelves: { putOnSale: 'onSale', markViolation: 'violation', remove: 'removed' },
  violation: { restore: 'offShelves', remove: 'removed' },
  removed: { restore: 'offShelves' },
} as const satisfies Record<StoredGoodsStatus, Record<string, StoredGoodsStatus>>;
export type GoodsStatusAction = { [S in StoredGoodsStatus]: keyof (typeof goodsStatusTransitions)[S] }[StoredGoodsStatus];
export const canChangeGoodsStatus = (status: StoredGoodsStatus, action: GoodsStatusAction): boolean => action in goodsStatusTransitions[status];

/** Whether the public may open a goods page: never-listed and removed goods do not exist for them. */
export const isGoodsPublic = (status: StoredGoodsStatus): boolean => status !== 'removed' && status !== 'toBeShelved';

/** Product type labels: general, sectional (combined), accessory. */
export const PRODUCT_TYPES = ['general', 'sectional', 'accessory'] as const;
export const ProductType = z.enum(PRODUCT_TYPES, { error: 'field.invalid' });
export type ProductType = z.infer<typeof ProductType>;

/** Where the goods are stocked: the seller's own (self-built) warehouse or the platform's. */
export const WAREHOUSE_TYPES = ['selfBuilt', 'platform'] as const;
export const WarehouseType = z.enum(WAREHOUSE_TYPES, { error: 'field.invalid' });
export type WarehouseType = z.infer<typeof WarehouseType>;

/** Spot price (one unit price) or tiered price (unit price by quantity range). */
export const PRICE_MODES = ['spot', 'tiered'] as const;
export const PriceMode = z.enum(PRICE_MODES);
export type PriceMode = z.infer<typeof PriceMode>;

/** Areas a goods ships to (its shipping area). */
export const SHIPPING_AREAS = ['US', 'CA', 'MX', 'GB', 'EU', 'JP', 'AU'] as const;
export const ShippingArea = z.enum(SHIPPING_AREAS, { error: 'field.invalid' });
export type ShippingArea = z.infer<typeof ShippingArea>;

/** Classification by space style (the /activity/spaceStyle page groups goods by it). */
export const GOODS_STYLES = ['modern', 'nordic', 'industrial', 'minimalist', 'farmhouse', 'midCentury'] as const;
export const GoodsStyle = z.enum(GOODS_STYLES, { error: 'field.invalid' });
export type GoodsStyle = z.infer<typeof GoodsStyle>;

/** Selling platforms a reseller may (or may not) list the goods on. Brand names: not translated. */
export const SELLING_PLATFORMS = ['Amazon', 'Walmart', 'eBay', 'Wayfair', 'Shopify', 'TikTok Shop', 'Temu', 'Etsy', 'Target'] as const;

/** Activity pages (/activity/...): newProducts = listed in the last 30 days; springNew = the spring campaign; spaceStyle = goods with a style. */
export const GOODS_ACTIVITIES = ['newProducts', 'springNew', 'spaceStyle'] as const;
export const GoodsActivity = z.enum(GOODS_ACTIVITIES, { error: 'field.invalid' });
export type GoodsActivity = z.infer<typeof GoodsActivity>;
export const NEW_ARRIVAL_DAYS = 30;

export const GOODS_SORTS = ['newest', 'priceAsc', 'priceDesc', 'sales'] as const;
export const GoodsSort = z.enum(GOODS_SORTS, { error: 'field.invalid' });
/** Sorts that would tell the price order: only for viewers who see prices (others get the list newest first). */
export const PRICE_SORTS: readonly (typeof GOODS_SORTS)[number][] = ['priceAsc', 'priceDesc'];
/** The sorts a viewer is offered and served. */
export const sortsFor = (seesPrices: boolean) => (seesPrices ? [...GOODS_SORTS] : GOODS_SORTS.filter((s) => !PRICE_SORTS.includes(s)));
export type GoodsSort = z.infer<typeof GoodsSort>;

/** Sales ranking windows (spec section 9): paid sales of the last 30 days, 3 months or 12 months; cancelled excluded. */
export const RANKING_WINDOWS = ['30d', '3m', '12m'] as const;
export const RankingWindow = z.enum(RANKING_WINDOWS, { error: 'ranking.windowInvalid' });
export type RankingWindow = z.infer<typeof RankingWindow>;

/** Store guarantees (spec section 9): the return guarantee covers 60% (basic) or 70% (standard) of the order amount; the logistics guarantee 100% when the goods never arrive. */
export const RETURN_GUARANTEE_RATES = { basic: 0.6, standard: 0.7 } as const;
export const LOGISTICS_GUARANTEE_RATE = 1;
export const ReturnGuaranteeLevel = z.enum(['basic', 'standard']);
export type ReturnGuaranteeLevel = z.infer<typeof ReturnGuaranteeLevel>;

// ---- shared parts

/** A code with its name in the request language (filter options, shipping areas). */
export const NamedCode = <T extends z.ZodType>(code: T) => z.object({ code, name: z.string() });

export const StoreGuarantees = z.object({
  returnGuarantee: z.object({ level: ReturnGuaranteeLevel, rate: z.number() }),
  /** null when the store does not offer it */
  logisticsGuarantee: z.object({ rate: z.number() }).nullable(),
});
export type StoreGuarantees = z.infer<typeof StoreGuarantees>;

// ---- goods

/**
 * A goods in a list (search results, home sections, rankings, a store's goods, favourites).
 * Price fields are null unless priceVisibility is 'visible'.
 */
export const GoodsCard = z.object({
  goodsId: z.number().int(),
  /** The B2B item code (spec section 5). */
  itemCode: z.string(),
  name: z.string(),
  /** The first picture. */
  image: z.string(),
  storeId: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  productType: ProductType,
  warehouseType: WarehouseType,
  status: GoodsStatus,
  priceMode: PriceMode,
  priceVisibility: PriceVisibility,
  /** The lowest unit price: the spot price, or the price of the largest quantity tier. */
  price: Money.nullable(),
  /** The highest unit price (the smallest quantity tier); equals price for a spot price. */
  priceMax: Money.nullable(),
  /** The price before the seller's discount, when there is one. */
  originalPrice: Money.nullable(),
  qtyAvailable: z.number().int(),
  qtySold: z.number().int(),
  /** Date posted (put on sale). */
  postedAt: z.iso.datetime(),
});
export type GoodsCard = z.infer<typeof GoodsCard>;

/**
 * Goods lists count their matches up to this many: an exact count of tens of thousands of goods is the
 * dearest part of a list, and nobody pages that far. Above it `total` is the cap and `totalCapped` is set
 * (shown as "10,000+").
 */
export const GOODS_COUNT_CAP = 10_000;
export const GoodsPage = page(GoodsCard).extend({ totalCapped: z.boolean().optional() });
export type GoodsPage = z.infer<typeof GoodsPage>;

/** One quantity range of a tiered price: minQty to maxQty (null: and more) at unitPrice each. */
export const PriceTier = z.object({ minQty: z.number().int(), maxQty: z.number().int().nullable(), unitPrice: Money });
export type PriceTier = z.infer<typeof PriceTier>;

/** Inches and pounds. */
export const Dimensions = z.object({ length: z.number(), width: z.number(), height: z.number(), weight: z.number() });
export type Dimensions = z.infer<typeof Dimensions>;

export const GoodsFile = z.object({ name: z.string(), url: z.string() });

export const StoreSummary = z.object({
  storeId: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  logo: z.string(),
  /** A closed store: the web shows /shop/disable. */
  closed: z.boolean(),
  guarantees: StoreGuarantees,
});
export type StoreSummary = z.infer<typeof StoreSummary>;

/** The goods page: every goods field of the spec (section 3). Money fields are null unless priceVisibility is 'visible'. */
export const GoodsDetail = GoodsCard.extend({
  images: z.array(z.string()),
  videoUrl: z.string().nullable(),
  /** Downloadable files (spec sheet ...). */
  files: z.array(GoodsFile),
  /** One archive with the pictures and files. */
  resourcePackageUrl: z.string().nullable(),
  /** From the top-level category down to the goods' own, for the breadcrumb. */
  categoryPath: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  shopCategoryId: z.number().int().nullable(),
  store: StoreSummary,
  /** Tiered price: the quantity ranges in order; [] for a spot price; null when prices are hidden. */
  tiers: z.array(PriceTier).nullable(),
  /** Percent off the original price (15 is 15% off); null without a discount or when prices are hidden. */
  discountPercent: z.number().nullable(),
  /** Minimum order quantity. */
  moq: z.number().int(),
  /** Units in the warehouse: available plus those reserved by unpaid orders. */
  qtyInStock: z.number().int(),
  /** Packages (boxes) one unit ships in: a sectional sofa may come in three. packageSize is the largest. */
  packageQty: z.number().int(),
  productSize: Dimensions,
  packageSize: Dimensions,
  mainColor: z.string(),
  material: z.string(),
  /** Filling material of upholstered goods; null when there is none. */
  filler: z.string().nullable(),
  /** Classification: the space style, in the request language; null when the goods has none. */
  classification: z.string().nullable(),
  style: GoodsStyle.nullable(),
  sellingPoints: z.array(z.string()),
  /** Sanitised HTML: only text markup and safe links survive. */
  description: z.string(),
  allowedPlatforms: z.array(z.string()),
  restrictedPlatforms: z.array(z.string()),
  /** Shipping (ship-from) address of the warehouse. */
  shipFrom: z.string(),
  /** Reference delivery time limit, in days. */
  referenceDays: z.number().int(),
  shippingAreas: z.array(NamedCode(ShippingArea)),
  /** Per unit: logistics fee (delivery to the consignee), operating fee (warehouse handling), storage fee (per 30 days). */
  logisticsFee: Money.nullable(),
  operatingFee: Money.nullable(),
  storageFee: Money.nullable(),
});
export type GoodsDetail = z.infer<typeof GoodsDetail>;

export const GoodsIdParams = z.object({ goodsId: rules.id });

const amount = numeric(z.number({ error: 'price.invalid' }).min(0, { error: 'price.invalid' }).max(100_000_000, { error: 'price.invalid' }));

/** An empty keyword is no keyword. */
const keyword = z
  .string({ error: 'field.invalid' })
  .trim()
  .max(100, { error: 'field.tooLong' })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Goods list filters (/classify/list, /newArrival, activity pages, a store's goods). Every filter
 * is optional; the body may be empty. A level-1 or level-2 categoryId includes its sub-categories.
 * Price bounds (USD) filter, and the price sorts sort, only for a viewer who sees prices; they are never echoed back.
 */
export const GoodsListBody = PageQuery.extend({
  keyword,
  categoryId: rules.id.optional(),
  storeId: rules.id.optional(),
  /** A category of the store's own tree (with its sub-categories); use with storeId. */
  shopCategoryId: rules.id.optional(),
  priceMin: amount.optional(),
  priceMax: amount.optional(),
  inStock: z.boolean({ error: 'field.invalid' }).optional(),
  warehouseType: WarehouseType.optional(),
  productType: ProductType.optional(),
  shippingArea: ShippingArea.optional(),
  style: GoodsStyle.optional(),
  activity: GoodsActivity.optional(),
  sort: GoodsSort.default('newest'),
})
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, { error: 'price.rangeInvalid', path: ['priceMax'] })
  .prefault({});
export type GoodsListBody = z.infer<typeof GoodsListBody>;
export type GoodsListInput = z.input<typeof GoodsListBody>;

/** The filter choices of the goods list, named in the request language. */
export const GoodsFilterOptions = z.object({
  productTypes: z.array(NamedCode(ProductType)),
  warehouseTypes: z.array(NamedCode(WarehouseType)),
  shippingAreas: z.array(NamedCode(ShippingArea)),
  styles: z.array(NamedCode(GoodsStyle)),
  sorts: z.array(NamedCode(GoodsSort)),
});
export type GoodsFilterOptions = z.infer<typeof GoodsFilterOptions>;

// ---- rankings

export const RankingQuery = z.object({
  window: RankingWindow.default('30d'),
  limit: numeric(z.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }).max(100, { error: 'field.invalid' })).default(20),
});
export type RankingQuery = z.infer<typeof RankingQuery>;

export const RankedGoods = GoodsCard.extend({
  rank: z.number().int(),
  /** Units sold in paid (or completed) orders within the window. */
  windowSold: z.number().int(),
});
export type RankedGoods = z.infer<typeof RankedGoods>;

export const GoodsRanking = z.object({
  window: RankingWindow,
  /** Start of the window. */
  since: z.iso.datetime(),
  list: z.array(RankedGoods),
});
export type GoodsRanking = z.infer<typeof GoodsRanking>;

// ---- stores

export const STORE_KINDS = ['all', 'new', 'featured'] as const;
/** all: every open store; new: opened most recently (/newStore); featured: the platform's picks (/hotspotStore). */
export const StoreKind = z.enum(STORE_KINDS, { error: 'field.invalid' });
export type StoreKind = z.infer<typeof StoreKind>;

export const GoodsThumb = z.object({ goodsId: z.number().int(), name: z.string(), image: z.string() });

/** A seller list card: store code, followers, all items, enter shop. */
export const StoreCard = StoreSummary.extend({
  intro: z.string(),
  followers: z.number().int(),
  /** Goods on sale. */
  itemsCount: z.number().int(),
  openedAt: z.iso.datetime(),
  /** A few goods to show on the card. */
  goods: z.array(GoodsThumb),
});
export type StoreCard = z.infer<typeof StoreCard>;

export const StorePage = page(StoreCard);

export const StoreListBody = PageQuery.extend({ kind: StoreKind.default('all'), keyword }).prefault({});
export type StoreListBody = z.infer<typeof StoreListBody>;

/** The store page (/shop/index). Its goods: POST /api/v2/goods/list with storeId (and shopCategoryId, keyword). */
export const StoreDetail = StoreCard.extend({
  /** Whether the signed-in buyer follows it (false for anyone else). */
  followedByMe: z.boolean(),
  /** The store's own category tree. */
  categories: z.array(CategoryNode),
});
export type StoreDetail = z.infer<typeof StoreDetail>;

export const StoreIdParams = z.object({ storeId: rules.id });

// ---- home

export const HomeCategorySection = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  image: z.string().optional(),
  goods: z.array(GoodsCard),
});

/** The home page sections in one call. */
export const HomeSections = z.object({
  newArrivals: z.array(GoodsCard),
  featuredStores: z.array(StoreCard),
  /** Best sellers of the last 30 days. */
  topSellers: z.array(RankedGoods),
  /** Top-level categories with a few of their newest goods each. */
  categories: z.array(HomeCategorySection),
});
export type HomeSections = z.infer<typeof HomeSections>;
