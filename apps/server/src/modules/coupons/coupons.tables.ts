import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/**
 * A coupon as the platform issues it: spend `threshold` (goods amount before freight and fees)
 * and get `reduction` off. Scope 'all' or 'part' (the goods of some categories, with their
 * sub-categories, or some goods). `code` makes seeding idempotent.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull(),
    reductionCents: bigint('reduction_cents', { mode: 'number' }).notNull(),
    scope: text('scope', { enum: ['all', 'part'] }).notNull().default('all'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    goodsIds: integer('goods_ids').array().notNull().default(sql`'{}'::integer[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    totalQty: integer('total_qty').notNull(),
    claimedQty: integer('claimed_qty').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** draft (being prepared), published (in the coupon center), unpublished (withdrawn from it). */
    status: text('status', { enum: ['draft', 'published', 'unpublished'] }).notNull().default('published'),
    /** The operator who created it (seeded ones have none). */
    createdBy: integer('created_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_templates_code_uq').on(t.code),
    index('coupon_templates_status_idx').on(t.status, t.id),
    check('coupon_templates_status_ck', sql`${t.status} in ('draft', 'published', 'unpublished')`),
    check('coupon_templates_scope_ck', sql`${t.scope} in ('all', 'part')`),
    check(
      'coupon_templates_amounts_ck',
      sql`${t.thresholdCents} >= 0 and ${t.reductionCents} > 0 and ${t.claimedQty} >= 0 and ${t.claimedQty} <= ${t.totalQty} and ${t.perUserLimit} >= 1 and ${t.validTo} > ${t.validFrom}`,
    ),
  ],
);

/**
 * A coupon a buyer holds. 'locked' while an unpaid order carries it (back to 'unused' if that
 * order is canceled), 'used' once the order is paid. Expired is not stored: an unused coupon
 * past its template's valid_to is expired.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['unused', 'locked', 'used'] }).notNull().default('unused'),
    /** The purchase order that carries it while locked or used. */
    orderId: bigint('order_id', { mode: 'number' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.status),
    index('user_coupons_template_user_idx').on(t.templateId, t.userId),
    // Paying or canceling an order finds its coupon by the order.
    index('user_coupons_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('user_coupons_status_ck', sql`${t.status} in ('unused', 'locked', 'used')`),
    check('user_coupons_order_ck', sql`${t.status} = 'unused' or ${t.orderId} is not null`),
  ],
);
