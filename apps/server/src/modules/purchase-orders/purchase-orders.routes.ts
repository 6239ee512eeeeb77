import { buyAgain, cancelPurchaseOrder, checkoutPreview, confirmReceipt, downloadPurchaseOrderReceipt, getPurchaseOrder, listPurchaseOrders, shipPurchaseOrder, submitCheckout, usableCoupons } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { PurchaseOrdersService } from './purchase-orders.service';
import type { ReceiptService } from './receipt.service';


export function purchaseOrdersRoutes(app: FastifyInstance, orders: PurchaseOrdersService, receipts: ReceiptService) {
  route(app, checkoutPreview, ({ user, lang, body }) => orders.preview(user, lang, body));
  route(
    app,
    submitCheckout,
    async ({ requestKey, user, lang, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return orders.submit(user, lang, body, requestKey);
    },
    // Goods this instance just saw sold out: refused before the request key is claimed (a flash sale's late buyers);
    // a "buy now" waits its turn at its goods' gate, and leaves it when its answer is sent.
    { refuseEarly: ({ body }) => orders.admit(body) },
  );
  // The coupons a checkout may use: fitting them needs the checkout priced, which this module does.
  route(app, usableCoupons, ({ user, lang, body }) => orders.usableCoupons(user, lang, body));
  route(app, listPurchaseOrders, ({ user, lang, query }) => orders.list(user, lang, query));
  route(app, getPurchaseOrder, ({ user, lang, params }) => orders.detail(user, lang, params.orderNo));
  route(app, cancelPurchaseOrder, ({ user, lang, params }) => orders.cancel(user, lang, params.orderNo));
  route(app, confirmReceipt, ({ user, lang, params }) => orders.confirmReceipt(user, lang, params.orderNo));
  route(app, buyAgain, ({ user, lang, params }) => orders.buyAgain(user, lang, params.orderNo));
  route(app, shipPurchaseOrder, ({ user, lang, params, body }) => orders.ship(user, lang, params.orderNo, body));
  // A file, not an envelope: the own paid order's receipt, made in the request language.
  route(app, downloadPurchaseOrderReceipt, async ({ user, lang, params, reply }) => {
    const { data, filename } = await receipts.render(user, lang, params.orderNo);
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(data);
    return reply as never;
  });
}
