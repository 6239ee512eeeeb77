import { claimCoupon, couponCenter, myCoupons } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { CouponsService } from './coupons.service';

export function couponsRoutes(app: FastifyInstance, coupons: CouponsService) {
  route(app, couponCenter, ({ user, lang }) => coupons.center(user, lang));
  route(app, claimCoupon, ({ user, lang, params }) => coupons.claim(user, lang, params.templateId));
  route(app, myCoupons, ({ user, lang, query }) => coupons.mine(user, lang, query));
}
