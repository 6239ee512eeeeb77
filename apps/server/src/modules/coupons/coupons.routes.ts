import { claimCoupon, couponCenter, myCoupons, usableCoupons } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { PurchaseOrdersService } from '../purchase-orders/purchase-orders.service';
import type { CouponsService } from './coupons.service';

export function couponsRoutes(app: FastifyInstance, coupons: CouponsService, orders: PurchaseOrdersService) {
  route(app, couponCenter, ({ user, lang }) => coupons.center(user, lang));
  route(app, claimCoupon, ({ user, lang, params }) => coupons.claim(user, lang, params.templateId));
  route(app, myCoupons, ({ user, lang, query }) => coupons.mine(user, lang, query));
  // Fitting coupons to a checkout needs the checkout priced: the purchase orders module does it.
  route(app, usableCoupons, ({ user, lang, body }) => orders.usableCoupons(user, lang, body));
}
