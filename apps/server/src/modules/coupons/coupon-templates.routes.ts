import { adminCouponClaims, adminCouponTemplate, adminCouponTemplates, createCouponTemplate, publishCouponTemplate, unpublishCouponTemplate, updateCouponTemplate } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { CouponTemplatesService } from './coupon-templates.service';

export function couponTemplatesRoutes(app: FastifyInstance, templates: CouponTemplatesService) {
  route(app, adminCouponTemplates, ({ query }) => templates.list(query));
  route(app, createCouponTemplate, ({ user, body }) => templates.create(user, body));
  route(app, adminCouponTemplate, ({ params }) => templates.get(params.templateId));
  route(app, updateCouponTemplate, ({ lang, params, body }) => templates.update(lang, params.templateId, body));
  route(app, publishCouponTemplate, ({ lang, params }) => templates.publish(lang, params.templateId));
  route(app, unpublishCouponTemplate, ({ lang, params }) => templates.unpublish(lang, params.templateId));
  route(app, adminCouponClaims, ({ params, query }) => templates.claims(params.templateId, query));
}
