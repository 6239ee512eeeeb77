import { buyAgain, cancelPurchaseOrder, checkoutPreview, confirmReceipt, getPurchaseOrder, listPurchaseOrders, shipPurchaseOrder, submitCheckout } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { PurchaseOrdersService } from './purchase-orders.service';


export function purchaseOrdersRoutes(app: FastifyInstance, orders: PurchaseOrdersService) {
  route(app, checkoutPreview, ({ user, lang, body }) => orders.preview(user, lang, body));
  route(app, submitCheckout, async ({ requestKey, user, lang, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return orders.submit(user, lang, body, requestKey);
  });
  route(app, listPurchaseOrders, ({ user, lang, query }) => orders.list(user, lang, query));
  route(app, getPurchaseOrder, ({ user, lang, params }) => orders.detail(user, lang, params.orderNo));
  route(app, cancelPurchaseOrder, ({ user, lang, params }) => orders.cancel(user, lang, params.orderNo));
  route(app, confirmReceipt, ({ user, lang, params }) => orders.confirmReceipt(user, lang, params.orderNo));
  route(app, buyAgain, ({ user, lang, params }) => orders.buyAgain(user, lang, params.orderNo));
  route(app, shipPurchaseOrder, ({ user, lang, params, body }) => orders.ship(user, lang, params.orderNo, body));
}
