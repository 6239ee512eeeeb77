import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

// Texts a visitor reads are stored once per language (name_en, name_zh, name_ja); amounts are
// integer cents; sizes are inches and pounds with two decimals.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The Chinese and Japanese names and descriptions as text for search_cjk_pairs: NFKC, the
 * descriptions' tags and entities out, runs of spaces to one space, punctuation out. Names and
 * descriptions are apart (a space): no pair spans from one to the next.
 */
const CJK_PAIRS_TEXT = sql.raw(
  `regexp_replace(regexp_replace(normalize(name_zh || ' ' || name_ja, NFKC) || ' ' || regexp_replace(normalize(description_zh || ' ' || description_ja, NFKC), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), '\\s+', ' ', 'g'), '[^[:alnum:][:space:]]', '', 'g')`,
);

/** A text per language, kept in jsonb where it is only ever read whole (colours, materials, selling points). */
export interface LocalizedJson<T = string> {
  en: T;
  zh: T;
  ja: T;
}

export interface GoodsSpecs {
  mainColor: LocalizedJson;
  /** The colour as #rrggbb, for pictures and swatches. */
  swatch: string;
  material: LocalizedJson;
  filler: LocalizedJson | null;
}

/** Stores (the sellers' shops). `code` is the store code shown to buyers. One store per seller account. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    introEn: text('intro_en').notNull().default(''),
    introZh: text('intro_zh').notNull().default(''),
    introJa: text('intro_ja').notNull().default(''),
    logo: text('logo').notNull().default(''),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    /** A platform pick (/hotspotStore, the home page's featured stores). */
    featured: boolean('featured').notNull().default(false),
    returnGuarantee: text('return_guarantee', { enum: ['basic', 'standard'] }).notNull().default('basic'),
    logisticsGuarantee: boolean('logistics_guarantee').notNull().default(false),
    /** The operator's audit of the store (merchant console): draft -> pending -> approved | rejected. Opens to buyers when approved. */
    auditStatus: text('audit_status', { enum: ['draft', 'pending', 'approved', 'rejected'] }).notNull().default('approved'),
    rejectReason: text('reject_reason'),
    banner: text('banner').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    warehouseType: text('warehouse_type', { enum: ['selfBuilt', 'platform'] }).notNull().default('platform'),
    shippingAreas: text('shipping_areas').array().notNull().default(sql`'{US}'::text[]`),
    /** Below minus this, the store's goods are pulled off (credit hold) until the balance is back. */
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    creditHold: boolean('credit_hold').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_code_uq').on(t.code),
    uniqueIndex('stores_owner_uq').on(t.ownerUserId),
    index('stores_opened_idx').on(t.openedAt),
    check('stores_status_ck', sql`${t.status} in ('open', 'closed')`),
    check('stores_return_guarantee_ck', sql`${t.returnGuarantee} in ('basic', 'standard')`),
    check('stores_audit_status_ck', sql`${t.auditStatus} in ('draft', 'pending', 'approved', 'rejected')`),
    check('stores_credit_limit_ck', sql`${t.creditLimitCents} >= 0`),
    index('stores_audit_idx').on(t.auditStatus, t.submittedAt),
  ],
);

/**
 * Goods. `status` is what the seller or operator set; "sold out" is derived from stock. The
 * category is the content module's product category (no foreign key: categories are that
 * module's to change, and the catalog reads them through its service).
 *
 * The migration sets toast_tuple_target = 256 by hand (drizzle-kit cannot say it): the long
 * texts (descriptions, the English and the descriptions' search vectors) then live out of line,
 * so the rows that lists scan and count stay small (a quarter of the pages at 100,000 goods).
 * The three names are kept in the row (storage MAIN, since migration 0024): searches test them on
 * every candidate and on every goods a walk down a list reads.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    itemCode: text('item_code').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id').notNull(),
    /** A category of the store's own tree (content module's shop categories). */
    shopCategoryId: integer('shop_category_id'),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    /** Sanitised HTML per language. */
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionJa: text('description_ja').notNull().default(''),
    sellingPoints: jsonb('selling_points').$type<LocalizedJson<string[]>>().notNull(),
    specs: jsonb('specs').$type<GoodsSpecs>().notNull(),
    style: text('style'),
    productType: text('product_type', { enum: ['general', 'sectional', 'accessory'] }).notNull().default('general'),
    status: text('status', { enum: ['offShelves', 'onSale', 'violation', 'removed', 'toBeShelved'] }).notNull().default('toBeShelved'),
    priceMode: text('price_mode', { enum: ['spot', 'tiered'] }).notNull().default('spot'),
    /** Lowest and highest unit price (equal for a spot price); lists sort and filter on the lowest. */
    priceMinCents: bigint('price_min_cents', { mode: 'number' }).notNull(),
    priceMaxCents: bigint('price_max_cents', { mode: 'number' }).notNull(),
    /** The price before the seller's discount; null without a discount. */
    originalPriceCents: bigint('original_price_cents', { mode: 'number' }),
    moq: integer('moq').notNull().default(1),
    logisticsFeeCents: bigint('logistics_fee_cents', { mode: 'number' }).notNull().default(0),
    operatingFeeCents: bigint('operating_fee_cents', { mode: 'number' }).notNull().default(0),
    storageFeeCents: bigint('storage_fee_cents', { mode: 'number' }).notNull().default(0),
    packageQty: integer('package_qty').notNull().default(1),
    productLength: numeric('product_length_in', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    productWidth: numeric('product_width_in', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    productHeight: numeric('product_height_in', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    productWeight: numeric('product_weight_lb', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    packageLength: numeric('package_length_in', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    packageWidth: numeric('package_width_in', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    packageHeight: numeric('package_height_in', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    packageWeight: numeric('package_weight_lb', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text('video_url'),
    files: jsonb('files').$type<{ name: LocalizedJson; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    resourcePackageUrl: text('resource_package_url'),
    allowedPlatforms: text('allowed_platforms').array().notNull().default(sql`'{}'::text[]`),
    restrictedPlatforms: text('restricted_platforms').array().notNull().default(sql`'{}'::text[]`),
    warehouseType: text('warehouse_type', { enum: ['selfBuilt', 'platform'] }).notNull(),
    /** ISO country of the warehouse the goods ship from: its storage fee rates apply. */
    warehouseCountry: text('warehouse_country').notNull().default('US'),
    /** The shipping (ship-from) address. */
    shipFrom: text('ship_from').notNull().default(''),
    referenceDays: integer('reference_days').notNull().default(7),
    shippingAreas: text('shipping_areas').array().notNull().default(sql`'{}'::text[]`),
    /** Campaign tags (springNew ...). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Why the operator flagged it (violation) or removed it. */
    violationReason: text('violation_reason'),
    /** Available units at or below this raise the seller's low-stock alert. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    /** Date posted: when it was first put on sale. */
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** English words of the name and description (tags stripped), for full-text search. */
    searchEn: tsvector('search_en')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, name_en || ' ' || regexp_replace(description_en, '<[^>]*>', ' ', 'g'))`),
    /**
     * Every two characters in a row of the Chinese and Japanese names and descriptions as a word
     * (tags and entities out, punctuation left out, NFKC): pairs from the first character, then
     * pairs from the second, so that each pair is a word and a longer term is a phrase of pairs
     * (search.ts). Migration 0029 (0024 had the descriptions alone); the expression there is the
     * one that counts.
     */
    searchCjkPairs: tsvector('search_cjk_pairs')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, regexp_replace(${CJK_PAIRS_TEXT}, '\\S\\S', '\\& ', 'g') || ' ' || regexp_replace('#' || replace(${CJK_PAIRS_TEXT}, ' ', ' #'), '\\S\\S', '\\& ', 'g'))`,
      ),
  },
  (t) => [
    uniqueIndex('goods_item_code_uq').on(t.itemCode),
    // Lists show goods on sale only: small partial indexes serve each sort (read backwards for
    // "newest first": an ascending index read backwards is what ORDER BY ... DESC asks for)
    // and count a category's or a store's goods by index-only scans. The date, price and category
    // ones also carry the columns the list filters on (INCLUDE, migration 0030, which drizzle-kit
    // does not model): a filter's goods are counted, walked and gathered from the index alone.
    index('goods_on_sale_posted_idx').on(t.postedAt, t.id).where(sql`${t.status} = 'onSale'`),
    index('goods_on_sale_price_idx').on(t.priceMinCents, t.id).where(sql`${t.status} = 'onSale'`),
    index('goods_on_sale_category_idx').on(t.categoryId, t.postedAt, t.id).where(sql`${t.status} = 'onSale'`),
    index('goods_on_sale_store_idx').on(t.storeId, t.postedAt, t.id).where(sql`${t.status} = 'onSale'`),
    // The list's selective filters without a category: matches found by index, not by reading every
    // listed goods (0026). Not partial: a partial one, scanned whole, was the planner's cheapest "on sale" test.
    index('goods_shipping_areas_idx').using('gin', t.shippingAreas),
    index('goods_product_type_idx').on(t.productType, t.postedAt, t.id),
    index('goods_style_idx').on(t.style, t.postedAt, t.id),
    index('goods_store_idx').on(t.storeId),
    index('goods_tags_idx').using('gin', t.tags),
    index('goods_search_en_idx').using('gin', t.searchEn),
    index('goods_search_cjk_pairs_idx').using('gin', t.searchCjkPairs),
    index('goods_name_zh_trgm_idx').using('gin', t.nameZh.op('gin_trgm_ops')),
    index('goods_name_ja_trgm_idx').using('gin', t.nameJa.op('gin_trgm_ops')),
    index('goods_name_en_trgm_idx').using('gin', t.nameEn.op('gin_trgm_ops')),
    index('goods_item_code_trgm_idx').using('gin', t.itemCode.op('gin_trgm_ops')),
    check('goods_status_ck', sql`${t.status} in ('offShelves', 'onSale', 'violation', 'removed', 'toBeShelved')`),
    check('goods_product_type_ck', sql`${t.productType} in ('general', 'sectional', 'accessory')`),
    check('goods_price_mode_ck', sql`${t.priceMode} in ('spot', 'tiered')`),
    check('goods_warehouse_type_ck', sql`${t.warehouseType} in ('selfBuilt', 'platform')`),
    check('goods_prices_ck', sql`${t.priceMinCents} >= 0 and ${t.priceMaxCents} >= ${t.priceMinCents} and ${t.moq} >= 1`),
    check('goods_fees_ck', sql`${t.logisticsFeeCents} >= 0 and ${t.operatingFeeCents} >= 0 and ${t.storageFeeCents} >= 0`),
  ],
);

/** A tiered price: unit price by quantity range (max_qty null: and more). A spot-price goods has none. */
export const goodsPriceTiers = pgTable(
  'goods_price_tiers',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    maxQty: integer('max_qty'),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.minQty] }),
    check('goods_price_tiers_ck', sql`${t.minQty} >= 1 and (${t.maxQty} is null or ${t.maxQty} >= ${t.minQty}) and ${t.unitPriceCents} >= 0`),
  ],
);

/**
 * Stock of a goods, in a table of its own so that orders reserve it by conditional update
 * (available -> blocked at order, blocked -> sold at payment, blocked -> available at cancel)
 * without touching the goods row.
 */
export const goodsStock = pgTable(
  'goods_stock',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    blocked: integer('blocked').notNull().default(0),
    /** Units sold in paid orders, ever (quantity sold). */
    sold: integer('sold').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_stock_sold_idx').on(t.sold, t.goodsId),
    // The goods sold out: the lists' "in stock" is an anti-join against them (migration 0032).
    index('goods_stock_sold_out_idx').on(t.goodsId).where(sql`${t.available} = 0`),
    check('goods_stock_ck', sql`${t.available} >= 0 and ${t.blocked} >= 0 and ${t.sold} >= 0`),
  ],
);

/** A buyer's saved goods. */
export const favoriteGoods = pgTable(
  'favorite_goods',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('favorite_goods_user_time_idx').on(t.userId, t.createdAt), index('favorite_goods_goods_idx').on(t.goodsId)],
);

/** A buyer's followed stores (My Sellers); a store's followers are counted here. */
export const favoriteStores = pgTable(
  'favorite_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('favorite_stores_user_time_idx').on(t.userId, t.createdAt), index('favorite_stores_store_idx').on(t.storeId)],
);
