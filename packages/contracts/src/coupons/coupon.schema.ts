import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { rules } from '../common/validation';

// Coupons (DOMAIN.md "Coupon"): the platform issues templates; a buyer claims coupons in the
// coupon center and uses one per order. The threshold is tested on the goods amount before
// freight; a coupon never reduces freight or fees; a canceled order gives its coupon back.

/** unused (claimed, usable while valid), used (carried by an order; back to unused if that order is canceled), expired (unused past its validity). */
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export const CouponStatus = z.enum(COUPON_STATUSES, { error: 'field.invalid' });
export type CouponStatus = z.infer<typeof CouponStatus>;

/** all: every goods; part: the goods of `categoryIds` (with their sub-categories) or `goodsIds`. */
export const CouponScope = z.enum(['all', 'part']);

export const CouponRange = z.object({
  scope: CouponScope,
  /** 'All goods' or 'Part of goods', in the request language. */
  scopeText: z.string(),
  categoryIds: z.array(z.number().int()),
  goodsIds: z.array(z.number().int()),
});

const couponFields = {
  name: z.string(),
  /** Minimum goods amount of the order (before freight and fees); 0: no minimum. */
  threshold: Money,
  /** Amount taken off the goods amount. */
  reduction: Money,
  range: CouponRange,
  /** Effective dates (ISO times). */
  validFrom: z.string(),
  validTo: z.string(),
};

/** A template in the coupon center. */
export const CenterCoupon = z.object({
  templateId: z.number().int(),
  ...couponFields,
  /** Coupons left to claim. */
  remaining: z.number().int(),
  perUserLimit: z.number().int(),
  /** How many this buyer already claimed. */
  claimedByMe: z.number().int(),
  /** Whether this buyer can claim one now. */
  claimable: z.boolean(),
});
export type CenterCoupon = z.infer<typeof CenterCoupon>;

/** A coupon the buyer holds. */
export const MyCoupon = z.object({
  couponId: z.number().int(),
  templateId: z.number().int(),
  ...couponFields,
  status: CouponStatus,
  /** Taken by an order still to be paid: it becomes used when the order is paid, unused again if it is canceled. */
  inUse: z.boolean(),
  claimedAt: z.string(),
  usedAt: z.string().nullable(),
  /** The purchase order that carries it (used ones). */
  orderNo: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof MyCoupon>;

export const MyCouponsQuery = PageQuery.extend({ status: CouponStatus.default('unused') });
export const CouponTemplateParams = z.object({ templateId: rules.id });

/**
 * A coupon that fits a checkout. `fits`: every store's order it fits (its threshold reached by that
 * order's goods in range, before freight) and what it would take off that order, most first;
 * `storeId` and `discount` are the first of them (where it takes most off).
 */
export const UsableCoupon = MyCoupon.extend({
  storeId: z.number().int(),
  discount: Money,
  fits: z.array(z.object({ storeId: z.number().int(), discount: Money })),
});
export type UsableCoupon = z.infer<typeof UsableCoupon>;

/** The coupons that fit a checkout, best discount first; `message` is 'No Coupon Available' (localised) when none fits. */
export const UsableCoupons = z.object({ list: z.array(UsableCoupon), message: z.string().nullable() });
export type UsableCoupons = z.infer<typeof UsableCoupons>;
