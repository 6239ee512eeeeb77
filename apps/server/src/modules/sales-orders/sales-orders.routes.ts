import {
  batchCancelSalesOrders,
  batchShip,
  batchSubmitSalesOrders,
  cancelSalesOrder,
  changeSalesOrderAddress,
  confirmSalesOrderReceipt,
  countSalesOrders,
  createSalesOrder,
  exportSalesOrders,
  getFeeOrder,
  getSalesOrder,
  listFeeOrders,
  countFeeOrders,
  listSalesOrders,
  listSellerShipments,
  orderSalesOrderAgain,
  settle,
  settlePreview,
  shipSalesOrder,
  submitSalesOrder,
  updateSalesOrder,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { csvHeaders } from '../../platform/csv';
import { route } from '../../platform/http';
import type { SalesOrdersService } from './sales-orders.service';


export function salesOrdersRoutes(app: FastifyInstance, sales: SalesOrdersService) {
  route(app, createSalesOrder, ({ requestKey, user, lang, body }) => sales.create(user, lang, body, requestKey));
  route(app, listSalesOrders, ({ user, lang, query }) => sales.list(user, lang, query));
  route(app, countSalesOrders, ({ user }) => sales.counts(user));
  route(app, exportSalesOrders, async ({ user, lang, query, reply }) => {
    const csv = await sales.exportCsv(user, lang, query);
    await reply.headers(csvHeaders(`sales-orders-${new Date().toISOString().slice(0, 10)}.csv`)).send(csv);
    return reply as never;
  });
  route(app, batchSubmitSalesOrders, ({ user, lang, body }) => sales.batch(user, lang, body.orderNos, 'submit'));
  route(app, batchCancelSalesOrders, ({ user, lang, body }) => sales.batch(user, lang, body.orderNos, 'cancel'));
  route(app, settlePreview, ({ user, lang, body }) => sales.settlePreview(user, lang, body.orderNos));
  route(app, settle, ({ requestKey, user, lang, body }) => sales.settle(user, lang, body.orderNos, requestKey));
  route(app, getSalesOrder, ({ user, lang, params }) => sales.detail(user, lang, params.orderNo));
  route(app, updateSalesOrder, ({ user, lang, params, body }) => sales.update(user, lang, params.orderNo, body));
  route(app, submitSalesOrder, ({ user, lang, params }) => sales.submit(user, lang, params.orderNo));
  route(app, cancelSalesOrder, ({ user, lang, params }) => sales.cancel(user, lang, params.orderNo));
  route(app, changeSalesOrderAddress, ({ user, lang, params, body }) => sales.changeAddress(user, lang, params.orderNo, body));
  route(app, confirmSalesOrderReceipt, ({ user, lang, params }) => sales.confirmReceipt(user, lang, params.orderNo));
  route(app, orderSalesOrderAgain, ({ user, lang, params }) => sales.orderAgain(user, lang, params.orderNo));

  route(app, countFeeOrders, ({ user }) => sales.feeOrderCounts(user));
  route(app, listFeeOrders, ({ user, lang, query }) => sales.feeOrderPage(user, lang, query));
  route(app, getFeeOrder, ({ user, lang, params }) => sales.feeOrder(user, lang, params.feeOrderNo));

  route(app, listSellerShipments, ({ user, lang, query }) => sales.shipments(user, lang, query));
  route(app, shipSalesOrder, ({ user, lang, params, body }) => sales.ship(user, lang, params.orderNo, body));
  route(app, batchShip, ({ user, lang, body }) => sales.batchShip(user, lang, body.orders));
}
