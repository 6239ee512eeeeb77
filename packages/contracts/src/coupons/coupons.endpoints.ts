import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { CheckoutBody } from '../purchase-orders/purchase-order.schema';
import { CenterCoupon, CouponTemplateParams, MyCoupon, MyCouponsQuery, UsableCoupons } from './coupon.schema';

const tags = ['coupons'];

export const couponCenter = endpoint({
  method: 'GET', path: '/api/v2/coupon/center', access: 'approvedBuyer', tags,
  summary: 'Coupons that can be claimed now (within validity, some left), with how many this buyer holds',
  response: z.array(CenterCoupon),
});
export const claimCoupon = endpoint({
  method: 'POST', path: '/api/v2/coupon/:templateId/claim', access: 'approvedBuyer', tags, successMessage: 'coupon.received',
  summary: "Claim a coupon ('Receive success, congratulations!'); refused when none is left, outside its validity or at the per-buyer limit",
  params: CouponTemplateParams, response: MyCoupon,
});
export const myCoupons = endpoint({
  method: 'GET', path: '/api/v2/coupon/mine', access: 'approvedBuyer', tags,
  summary: 'Own coupons by status (unused, used, expired), newest first', query: MyCouponsQuery, response: page(MyCoupon),
});
export const usableCoupons = endpoint({
  method: 'POST', path: '/api/v2/coupon/usable', access: 'approvedBuyer', tags,
  summary:
    "Own coupons that fit a checkout (same body as the checkout preview; the coupons it names are left out of the question), best discount first, each with every store's order it fits (`fits`: one coupon per order, so a page offers each order the coupons of its own); message 'No Coupon Available' when none fits",
  body: CheckoutBody, response: UsableCoupons,
});
