import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Texts a visitor reads are stored once per language: name_en, name_zh, name_ja.
// `code` is a stable key for rows the platform ships (the demo seed); operator-made rows have none.

/** Product categories, three levels at most (level 1 has no parent). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    parentId: integer('parent_id').references((): AnyPgColumn => productCategories.id),
    level: smallint('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    /** Small pictogram for menus. */
    icon: text('icon'),
    /** Picture for the home page's category section. */
    image: text('image'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_categories_code_uq').on(t.code),
    index('product_categories_parent_idx').on(t.parentId),
    check('product_categories_level_ck', sql`${t.level} between 1 and 3 and (${t.level} = 1) = (${t.parentId} is null)`),
  ],
);

/** A store's own categories. Keyed by store id; the store module adds the reference when stores exist. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => shopCategories.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_categories_store_idx').on(t.storeId, t.sort),
    check('shop_categories_level_ck', sql`${t.level} between 1 and 3 and (${t.level} = 1) = (${t.parentId} is null)`),
  ],
);

/** Help-article categories: type 0 a list, 1 a single page, 2 an external link (link_url). */
export const articleCategories = pgTable(
  'article_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    categoryType: smallint('category_type').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_categories_code_uq').on(t.code),
    check('article_categories_type_ck', sql`${t.categoryType} in (0, 1, 2) and (${t.categoryType} <> 2 or ${t.linkUrl} is not null)`),
  ],
);

/** Help articles. Content is sanitised HTML. A null published_at is a draft; a future one is scheduled. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    titleJa: text('title_ja').notNull(),
    contentEn: text('content_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentJa: text('content_ja').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Listed under its category in the footer (migration 0022); the help centre lists every published article. */
    inFooter: boolean('in_footer').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('articles_code_uq').on(t.code), index('articles_category_idx').on(t.categoryId, t.sort)],
);

/** Footer entries: setting_type 1 contact (text, optional QR code), 2 follow-us link (title, link_url). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    settingType: smallint('setting_type').notNull(),
    icon: text('icon').notNull(),
    qrCode: text('qr_code'),
    /** The contact text (type 1) or the link title (type 2). */
    textEn: text('text_en').notNull(),
    textZh: text('text_zh').notNull(),
    textJa: text('text_ja').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_settings_code_uq').on(t.code),
    index('site_settings_type_idx').on(t.settingType, t.sort),
    check('site_settings_type_ck', sql`${t.settingType} in (1, 2) and (${t.settingType} <> 2 or ${t.linkUrl} is not null)`),
  ],
);

/** Hot search words: each language has its own list (markets search differently; these are not translations). */
export const hotSearchWords = pgTable(
  'hot_search_words',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lang: text('lang', { enum: ['en', 'zh', 'ja'] }).notNull(),
    word: text('word').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('hot_search_words_uq').on(t.lang, t.word), check('hot_search_words_lang_ck', sql`${t.lang} in ('en', 'zh', 'ja')`)],
);

/** The one row of site settings (spec section 3) and the service phone. */
export const websiteConfig = pgTable(
  'website_config',
  {
    id: smallint('id').primaryKey().default(1),
    websiteIcon: text('website_icon').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    titleJa: text('title_ja').notNull().default(''),
    copyrightEn: text('copyright_en').notNull().default(''),
    copyrightZh: text('copyright_zh').notNull().default(''),
    copyrightJa: text('copyright_ja').notNull().default(''),
    icpCertNo: text('icp_cert_no').notNull().default(''),
    helpCenterUrl: text('help_center_url').notNull().default(''),
    trackUrl: text('track_url').notNull().default(''),
    /** The merchants' own back-office (external): the seller registration's Login link. */
    merchantPortalUrl: text('merchant_portal_url').notNull().default(''),
    servicePhone: text('service_phone').notNull().default(''),
    workingHoursEn: text('working_hours_en').notNull().default(''),
    workingHoursZh: text('working_hours_zh').notNull().default(''),
    workingHoursJa: text('working_hours_ja').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('website_config_single_ck', sql`${t.id} = 1`)],
);

/** External group sites of the top bar: a top-level link with its dropdown links. */
export const groupSites = pgTable(
  'group_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    parentId: integer('parent_id').references((): AnyPgColumn => groupSites.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('group_sites_code_uq').on(t.code), index('group_sites_parent_idx').on(t.parentId)],
);

/** The one row of operating settings that money and order rules read. Amounts in cents, the fee in basis points. */
export const operateConfig = pgTable(
  'operate_config',
  {
    id: smallint('id').primaryKey().default(1),
    paymentWindowMinutes: integer('payment_window_minutes').notNull(),
    agreementApprovalHours: integer('agreement_approval_hours').notNull(),
    /** Days an approved agreement can be bought through (migration 0016). */
    agreementBuyDays: integer('agreement_buy_days').notNull().default(7),
    minRechargeCents: bigint('min_recharge_cents', { mode: 'number' }).notNull(),
    minWithdrawCents: bigint('min_withdraw_cents', { mode: 'number' }).notNull(),
    withdrawFeeBasisPoints: integer('withdraw_fee_bp').notNull(),
    autoConfirmReceiptDays: integer('auto_confirm_receipt_days').notNull(),
    afterSalesDecisionHours: integer('after_sales_decision_hours').notNull().default(72),
    /** Days a finished sales order keeps its consignee's personal data (migration 0014). */
    consigneeRetentionDays: integer('consignee_retention_days').notNull().default(90),
    currencyConversion: boolean('currency_conversion').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('operate_config_single_ck', sql`${t.id} = 1`),
    check('operate_config_after_sales_hours_ck', sql`${t.afterSalesDecisionHours} > 0`),
    check('operate_config_consignee_retention_ck', sql`${t.consigneeRetentionDays} > 0`),
    check(
      'operate_config_values_ck',
      sql`${t.paymentWindowMinutes} > 0 and ${t.agreementApprovalHours} > 0 and ${t.minRechargeCents} >= 0 and ${t.minWithdrawCents} >= 0 and ${t.withdrawFeeBasisPoints} between 0 and 5000 and ${t.autoConfirmReceiptDays} > 0`,
    ),
  ],
);
