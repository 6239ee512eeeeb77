import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { CheckoutResult } from '../purchase-orders/purchase-order.schema';
import {
  FeeOrder,
  FeeOrderCounts,
  FeeOrderListQuery,
  FeeOrderNoParams,
  SalesConsigneeInput,
  SalesOrderBatchResult,
  SalesOrderCounts,
  SalesOrderDetail,
  SalesOrderInput,
  SalesOrderListQuery,
  SalesOrderNoParams,
  SalesOrderNosBody,
  SalesOrderSummary,
  SellerBatchShipBody,
  SellerShipBody,
  SellerShipment,
  SellerShipmentQuery,
  SettlePreview,
} from './sales-order.schema';

const tags = ['sales-orders'];

export const createSalesOrder = endpoint({
  method: 'POST', path: '/api/v2/sales-order', access: 'approvedBuyer', tags, idempotent: true,
  summary: 'Enter a sales order from own inventory: on hold, or submitted at once (submit: true; short inventory keeps it on hold with its shortfall). Needs an Idempotency-Key header',
  body: SalesOrderInput, response: SalesOrderDetail,
});
export const updateSalesOrder = endpoint({
  method: 'PUT', path: '/api/v2/sales-order/:orderNo', access: 'approvedBuyer', tags,
  summary: 'Edit an own on-hold sales order (lines, consignee, own order number, platform, remark); submit: true submits it after the change',
  params: SalesOrderNoParams, body: SalesOrderInput, response: SalesOrderDetail,
});
export const listSalesOrders = endpoint({
  method: 'GET', path: '/api/v2/sales-order/list', access: 'buyer', tags,
  summary: 'Own sales orders, newest first, by status and filters; consignees masked',
  query: SalesOrderListQuery, response: page(SalesOrderSummary),
});
export const countSalesOrders = endpoint({
  method: 'GET', path: '/api/v2/sales-order/counts', access: 'buyer', tags,
  summary: 'Own sales orders counted by status (the list tabs)', response: SalesOrderCounts,
});
export const exportSalesOrders = endpoint({
  method: 'GET', path: '/api/v2/sales-order/export', access: 'buyer', tags,
  summary: 'Own sales orders matching the list filters as a CSV file (one row per line; consignees masked)',
  query: SalesOrderListQuery.omit({ pageIndex: true, pageSize: true }), response: z.string(),
});
export const getSalesOrder = endpoint({
  method: 'GET', path: '/api/v2/sales-order/:orderNo', access: 'buyer', tags,
  summary: "An own sales order, consignee in full (the opening is logged), fee order, tracking, history and the actions allowed now (another buyer's is 404)",
  params: SalesOrderNoParams, response: SalesOrderDetail,
});
export const submitSalesOrder = endpoint({
  method: 'POST', path: '/api/v2/sales-order/:orderNo/submit', access: 'approvedBuyer', tags, idempotent: true,
  summary: 'Submit an own on-hold order: its units are blocked in the inventory (all or none) and its fee order is made. Short inventory answers the shortfall (409) and changes nothing',
  params: SalesOrderNoParams, response: SalesOrderDetail,
});
export const cancelSalesOrder = endpoint({
  method: 'POST', path: '/api/v2/sales-order/:orderNo/cancel', access: 'buyer', tags, idempotent: true, successMessage: 'order.canceled',
  summary: 'Cancel an own order not shipped yet: blocked units released, fee order canceled, a paid fee refunded to the wallet, in one transaction',
  params: SalesOrderNoParams, response: SalesOrderDetail,
});
export const changeSalesOrderAddress = endpoint({
  method: 'POST', path: '/api/v2/sales-order/:orderNo/change-address', access: 'buyer', tags,
  summary: 'Change the consignee of an own order not shipped yet',
  params: SalesOrderNoParams, body: SalesConsigneeInput, response: SalesOrderDetail,
});
export const confirmSalesOrderReceipt = endpoint({
  method: 'POST', path: '/api/v2/sales-order/:orderNo/confirm-receipt', access: 'buyer', tags, idempotent: true,
  summary: 'The consignee received an own order in transit: it completes (and its fee order)',
  params: SalesOrderNoParams, response: SalesOrderDetail,
});
export const orderSalesOrderAgain = endpoint({
  method: 'POST', path: '/api/v2/sales-order/:orderNo/order-again', access: 'approvedBuyer', tags,
  summary: 'A new on-hold order with the lines and consignee of an own order (own order number left empty)',
  params: SalesOrderNoParams, response: SalesOrderDetail,
});
export const batchSubmitSalesOrders = endpoint({
  method: 'POST', path: '/api/v2/sales-order/batch-submit', access: 'approvedBuyer', tags, idempotent: true,
  summary: 'Submit several own on-hold orders; each is submitted or left with its reason',
  body: SalesOrderNosBody, response: SalesOrderBatchResult,
});
export const batchCancelSalesOrders = endpoint({
  method: 'POST', path: '/api/v2/sales-order/batch-cancel', access: 'buyer', tags, idempotent: true,
  summary: 'Cancel several own orders; each is canceled or left with its reason',
  body: SalesOrderNosBody, response: SalesOrderBatchResult,
});
export const settlePreview = endpoint({
  method: 'POST', path: '/api/v2/sales-order/settle-preview', access: 'approvedBuyer', tags,
  summary: 'The procurement list of own on-hold orders: what the inventory lacks per goods, priced',
  body: SalesOrderNosBody, response: SettlePreview,
});
export const settle = endpoint({
  method: 'POST', path: '/api/v2/sales-order/settle', access: 'approvedBuyer', tags, idempotent: true,
  summary: 'Buy the shortfall of own on-hold orders as purchase orders into the inventory (one per store); once they are paid, the orders are submitted. Needs an Idempotency-Key header',
  body: SalesOrderNosBody, response: CheckoutResult,
});

export const listFeeOrders = endpoint({
  method: 'GET', path: '/api/v2/fee-order/list', access: 'buyer', tags: ['fee-orders'],
  summary: 'Own fee orders (selling expenses), newest first, by status and number',
  query: FeeOrderListQuery, response: page(FeeOrder),
});
export const countFeeOrders = endpoint({
  method: 'GET', path: '/api/v2/fee-order/counts', access: 'buyer', tags: ['fee-orders'],
  summary: 'Own fee orders counted by status (the selling expenses tabs)', response: FeeOrderCounts,
});
export const getFeeOrder = endpoint({
  method: 'GET', path: '/api/v2/fee-order/:feeOrderNo', access: 'buyer', tags: ['fee-orders'],
  summary: 'An own fee order with its fee breakdown per item and the wallet records it made',
  params: FeeOrderNoParams, response: FeeOrder,
});

const sellerTags = ['seller'];
export const listSellerShipments = endpoint({
  method: 'GET', path: '/api/v2/seller/shipments', access: 'seller', tags: sellerTags,
  summary: "The store's orders to ship (paid sales orders and ship-mode purchase orders) or shipped, oldest to ship first",
  query: SellerShipmentQuery, response: page(SellerShipment),
});
export const shipSalesOrder = endpoint({
  method: 'POST', path: '/api/v2/seller/sales-order/:orderNo/ship', access: 'seller', tags: sellerTags, idempotent: true,
  summary: "The store ships its lines of a paid sales order (logistics company and tracking number, per order or per line); once every line is shipped the order is in transit and the buyer is told",
  params: SalesOrderNoParams, body: SellerShipBody, response: SellerShipment,
});
export const batchShip = endpoint({
  method: 'POST', path: '/api/v2/seller/batch-ship', access: 'seller', tags: sellerTags, idempotent: true,
  summary: 'Ship several sales orders and ship-mode purchase orders, each with its logistics company and tracking number',
  body: SellerBatchShipBody, response: SalesOrderBatchResult,
});
