import {
  applyAfterSales,
  approveAfterSales,
  cancelAfterSales,
  claimableAfterSales,
  decideAfterSales,
  escalateAfterSales,
  fillReturnLogistics,
  getAdminAfterSales,
  getAfterSales,
  getSellerAfterSales,
  listAdminAfterSales,
  listAfterSales,
  listSellerAfterSales,
  receiveAfterSalesReturn,
  rejectAfterSales,
  shipAfterSalesReissue,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { AfterSalesService } from './after-sales.service';

export function afterSalesRoutes(app: FastifyInstance, afterSales: AfterSalesService) {
  route(app, claimableAfterSales, ({ user, lang, query }) => afterSales.claimable(user, lang, query.source, query.orderNo));
  route(app, applyAfterSales, ({ requestKey, user, lang, body }) => afterSales.apply(user, lang, body, requestKey));
  route(app, listAfterSales, ({ user, lang, query }) => afterSales.list(user, lang, query));
  route(app, getAfterSales, ({ user, lang, params }) => afterSales.detail(user, lang, params.afterSalesNo));
  route(app, cancelAfterSales, ({ user, lang, params }) => afterSales.cancel(user, lang, params.afterSalesNo));
  route(app, fillReturnLogistics, ({ user, lang, params, body }) => afterSales.fillReturn(user, lang, params.afterSalesNo, body));
  route(app, escalateAfterSales, ({ user, lang, params, body }) => afterSales.escalate(user, lang, params.afterSalesNo, body.reason));

  route(app, listSellerAfterSales, ({ user, lang, query }) => afterSales.sellerList(user, lang, query));
  route(app, getSellerAfterSales, ({ user, lang, params }) => afterSales.sellerDetail(user, lang, params.afterSalesNo));
  route(app, approveAfterSales, ({ user, lang, params, body }) => afterSales.approve(user, lang, params.afterSalesNo, body));
  route(app, rejectAfterSales, ({ user, lang, params, body }) => afterSales.reject(user, lang, params.afterSalesNo, body.reason));
  route(app, receiveAfterSalesReturn, ({ user, lang, params }) => afterSales.receiveReturn(user, lang, params.afterSalesNo));
  route(app, shipAfterSalesReissue, ({ user, lang, params, body }) => afterSales.shipReissue(user, lang, params.afterSalesNo, body));

  route(app, listAdminAfterSales, ({ lang, query }) => afterSales.adminList(lang, query));
  route(app, getAdminAfterSales, ({ lang, params }) => afterSales.adminDetail(lang, params.afterSalesNo));
  route(app, decideAfterSales, ({ user, lang, params, body }) => afterSales.decide(user, lang, params.afterSalesNo, body));
}
