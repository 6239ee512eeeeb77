import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { CouponTemplateParams } from './coupon.schema';
import { AdminCouponClaim, AdminCouponClaimsQuery, AdminCouponTemplate, AdminCouponTemplatesQuery, CouponTemplateInput } from './coupon-template.schema';

const tags = ['admin', 'coupons'];

export const adminCouponTemplates = endpoint({
  method: 'GET', path: '/api/v2/admin/coupon-templates', access: 'operator', tags,
  summary: 'Coupon templates, newest first, by status (draft, published, unpublished), with claims and redemptions counted',
  query: AdminCouponTemplatesQuery, response: page(AdminCouponTemplate),
});
export const createCouponTemplate = endpoint({
  method: 'POST', path: '/api/v2/admin/coupon-templates', access: 'operator', tags, successMessage: 'couponTemplate.saved',
  summary: 'Draft a coupon template: threshold above the reduction, scope all / categories / goods, validity window, quantity, per-buyer limit',
  body: CouponTemplateInput, response: AdminCouponTemplate,
});
export const adminCouponTemplate = endpoint({
  method: 'GET', path: '/api/v2/admin/coupon-templates/:templateId', access: 'operator', tags,
  summary: 'One coupon template with its counts', params: CouponTemplateParams, response: AdminCouponTemplate,
});
export const updateCouponTemplate = endpoint({
  method: 'PUT', path: '/api/v2/admin/coupon-templates/:templateId', access: 'operator', tags, successMessage: 'couponTemplate.saved',
  summary: 'Edit a template out of the coupon center (draft or unpublished) that no buyer holds yet (409 otherwise)',
  params: CouponTemplateParams, body: CouponTemplateInput, response: AdminCouponTemplate,
});
export const publishCouponTemplate = endpoint({
  method: 'POST', path: '/api/v2/admin/coupon-templates/:templateId/publish', access: 'operator', tags, successMessage: 'couponTemplate.published',
  summary: 'Publish a draft or unpublished template to the coupon center', params: CouponTemplateParams, response: AdminCouponTemplate,
});
export const unpublishCouponTemplate = endpoint({
  method: 'POST', path: '/api/v2/admin/coupon-templates/:templateId/unpublish', access: 'operator', tags, successMessage: 'couponTemplate.unpublished',
  summary: 'Withdraw a template from the coupon center (coupons already claimed stay usable)', params: CouponTemplateParams, response: AdminCouponTemplate,
});
export const adminCouponClaims = endpoint({
  method: 'GET', path: '/api/v2/admin/coupon-templates/:templateId/claims', access: 'operator', tags,
  summary: 'The coupons buyers claimed of a template, newest first, by status (unused, used, expired), with the order that used each',
  params: CouponTemplateParams, query: AdminCouponClaimsQuery, response: page(AdminCouponClaim),
});
