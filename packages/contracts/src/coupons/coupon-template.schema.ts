import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { amountToCents, Money } from '../common/money';
import type { TransitionTable } from '../common/transitions';
import { rules } from '../common/validation';
import { CouponStatus } from './coupon.schema';

// Coupon templates in the operator console: drafted, published to the coupon center (buyers see
// and claim them there), withdrawn from it and published again. A template is edited only while
// out of the center and before any buyer holds one of its coupons.

export const COUPON_TEMPLATE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export const CouponTemplateStatus = z.enum(COUPON_TEMPLATE_STATUSES, { error: 'field.invalid' });
export type CouponTemplateStatus = z.infer<typeof CouponTemplateStatus>;

/** What an operator may do with a template in each state, and where it leads. */
export const couponTemplateTransitions = {
  draft: { edit: 'draft', publish: 'published' },
  published: { unpublish: 'unpublished' },
  unpublished: { edit: 'unpublished', publish: 'published' },
} as const satisfies TransitionTable<CouponTemplateStatus, 'edit' | 'publish' | 'unpublish'>;

/** all goods; the goods of some categories (with their sub-categories); some goods. */
export const COUPON_TEMPLATE_SCOPES = ['all', 'categories', 'goods'] as const;
export const CouponTemplateScope = z.enum(COUPON_TEMPLATE_SCOPES, { error: 'field.invalid' });
export type CouponTemplateScope = z.infer<typeof CouponTemplateScope>;

export const COUPON_AMOUNT_MAX = 1_000_000;
export const COUPON_QUANTITY_MAX = 1_000_000;

/** An amount in dollars above zero with at most two decimals (it is kept in cents). */
const couponAmount = z
  .number({ error: 'couponTemplate.amountInvalid' })
  // At least a cent: a positive amount below it would be zero cents.
  .min(0.01, { error: 'couponTemplate.amountInvalid' })
  .max(COUPON_AMOUNT_MAX, { error: 'couponTemplate.amountInvalid' })
  .refine((v) => Math.abs(amountToCents(v) - v * 100) < 1e-6, { error: 'couponTemplate.amountInvalid' });
const name = z.string({ error: 'couponTemplate.nameRequired' }).trim().min(1, { error: 'couponTemplate.nameRequired' }).max(60, { error: 'field.tooLong' });
const when = z.iso.datetime({ offset: true, error: 'couponTemplate.dateInvalid' });
const ids = z.array(rules.id, { error: 'field.invalid' }).max(200, { error: 'field.invalid' }).default([]);

/** A template as the console creates or edits it. */
export const CouponTemplateInput = z
  .object({
    name: z.object({ en: name, zh: name, ja: name }, { error: 'couponTemplate.nameRequired' }),
    /** Minimum goods amount (before freight and fees) of the order, in USD. */
    threshold: couponAmount,
    /** Amount taken off, in USD: less than the threshold. */
    reduction: couponAmount,
    scope: CouponTemplateScope,
    categoryIds: ids,
    goodsIds: ids,
    validFrom: when,
    validTo: when,
    quantity: z.number({ error: 'couponTemplate.quantityInvalid' }).int({ error: 'couponTemplate.quantityInvalid' }).min(1, { error: 'couponTemplate.quantityInvalid' }).max(COUPON_QUANTITY_MAX, { error: 'couponTemplate.quantityInvalid' }),
    perUserLimit: z.number({ error: 'couponTemplate.perUserLimitInvalid' }).int({ error: 'couponTemplate.perUserLimitInvalid' }).min(1, { error: 'couponTemplate.perUserLimitInvalid' }).max(1000, { error: 'couponTemplate.perUserLimitInvalid' }),
  })
  .superRefine((v, ctx) => {
    if (v.reduction >= v.threshold) ctx.addIssue({ code: 'custom', path: ['reduction'], message: 'couponTemplate.reductionNotBelowThreshold' });
    if (v.scope === 'categories' && v.categoryIds.length === 0) ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'couponTemplate.categoriesRequired' });
    if (v.scope === 'goods' && v.goodsIds.length === 0) ctx.addIssue({ code: 'custom', path: ['goodsIds'], message: 'couponTemplate.goodsRequired' });
    if (Date.parse(v.validTo) <= Date.parse(v.validFrom)) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'couponTemplate.datesOrder' });
    else if (Date.parse(v.validTo) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'couponTemplate.endPassed' });
    if (v.perUserLimit > v.quantity) ctx.addIssue({ code: 'custom', path: ['perUserLimit'], message: 'couponTemplate.perUserLimitInvalid' });
  });
export type CouponTemplateInput = z.infer<typeof CouponTemplateInput>;

/** A template as the console shows it, with its claims and redemptions. */
export const AdminCouponTemplate = z.object({
  templateId: z.number().int(),
  name: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  threshold: Money,
  reduction: Money,
  scope: CouponTemplateScope,
  categoryIds: z.array(z.number().int()),
  goodsIds: z.array(z.number().int()),
  validFrom: z.iso.datetime(),
  validTo: z.iso.datetime(),
  quantity: z.number().int(),
  perUserLimit: z.number().int(),
  status: CouponTemplateStatus,
  /** Coupons buyers took. */
  claimed: z.number().int(),
  /** Coupons used on a paid order. */
  used: z.number().int(),
  /** Coupons on an order still to be paid. */
  inUse: z.number().int(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminCouponTemplate = z.infer<typeof AdminCouponTemplate>;

export const AdminCouponTemplatesQuery = PageQuery.extend({ status: CouponTemplateStatus.optional() });

/** One coupon a buyer claimed, for the console. */
export const AdminCouponClaim = z.object({
  couponId: z.number().int(),
  customerid: z.string(),
  realName: z.string(),
  mobile: z.string(),
  status: CouponStatus,
  /** On an order still to be paid. */
  inUse: z.boolean(),
  claimedAt: z.iso.datetime(),
  usedAt: z.iso.datetime().nullable(),
  orderNo: z.string().nullable(),
});
export type AdminCouponClaim = z.infer<typeof AdminCouponClaim>;

export const AdminCouponClaimsQuery = PageQuery.extend({ status: CouponStatus.optional() });
