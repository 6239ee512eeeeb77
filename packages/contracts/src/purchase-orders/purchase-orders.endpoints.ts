import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { CartChanged } from '../cart/cart.schema';
import {
  CheckoutBody,
  CheckoutPreview,
  CheckoutResult,
  OrderNoParams,
  PurchaseOrderDetail,
  PurchaseOrderListQuery,
  PurchaseOrderSummary,
  ShipOrderBody,
} from './purchase-order.schema';

const tags = ['purchase-orders'];

export const checkoutPreview = endpoint({
  method: 'POST', path: '/api/v2/purchase-order/checkout-preview', access: 'approvedBuyer', tags,
  summary: "Price a checkout without changing anything: orders per store, each with its own coupon (`coupons: [{ storeId, couponId }]`, one per order) and the coupons that fit it, freight, fees, totals",
  body: CheckoutBody, response: CheckoutPreview,
});
export const submitCheckout = endpoint({
  method: 'POST', path: '/api/v2/purchase-order/submit', access: 'approvedBuyer', tags, idempotent: true,
  summary:
    "Place the orders (one per store) in one transaction: stock reserved, bought cart lines removed, each order's coupon taken by that order (a coupon already taken: 'This coupon cannot be used', and nothing is placed), pay before the deadline. Needs an Idempotency-Key header: a replay answers the first result, the same key with another body is refused. 400 'insufficient inventory in the store' when stock is short",
  body: CheckoutBody, response: CheckoutResult,
});
export const listPurchaseOrders = endpoint({
  method: 'GET', path: '/api/v2/purchase-order/list', access: 'buyer', tags,
  summary: 'Own purchase orders, newest first, by status tab, period (week, month, 3months, year) and order number',
  query: PurchaseOrderListQuery, response: page(PurchaseOrderSummary),
});
export const getPurchaseOrder = endpoint({
  method: 'GET', path: '/api/v2/purchase-order/:orderNo', access: 'buyer', tags,
  summary: "An own purchase order with its items, amounts, delivery and the actions allowed now (another buyer's is 404)",
  params: OrderNoParams, response: PurchaseOrderDetail,
});
export const downloadPurchaseOrderReceipt = endpoint({
  method: 'GET', path: '/api/v2/purchase-order/:orderNo/receipt.pdf', access: 'buyer', tags,
  summary:
    "The receipt of an own paid or completed order as a PDF in the request language: items, amounts in USD, payment method and time (another buyer's is 404; an order to be paid or canceled has none: 409)",
  params: OrderNoParams, response: z.unknown(),
});
export const cancelPurchaseOrder = endpoint({
  method: 'POST', path: '/api/v2/purchase-order/:orderNo/cancel', access: 'buyer', tags, idempotent: true, successMessage: 'order.canceled',
  summary: "Cancel an own order to be paid: stock released, coupon given back if still valid ('Cancel Success')",
  params: OrderNoParams, response: PurchaseOrderDetail,
});
export const confirmReceipt = endpoint({
  method: 'POST', path: '/api/v2/purchase-order/:orderNo/confirm-receipt', access: 'buyer', tags, idempotent: true,
  summary: 'Confirm receipt of an own shipped order (ship mode, in transit): the order completes',
  params: OrderNoParams, response: PurchaseOrderDetail,
});
export const buyAgain = endpoint({
  method: 'POST', path: '/api/v2/purchase-order/:orderNo/buy-again', access: 'approvedBuyer', tags, successMessage: 'cart.added',
  summary: 'Add the goods of an own order to the cart (those that can be bought now)',
  params: OrderNoParams, response: CartChanged,
});
export const shipPurchaseOrder = endpoint({
  method: 'POST', path: '/api/v2/seller/purchase-order/:orderNo/ship', access: 'seller', tags: ['seller'], idempotent: true,
  summary: "The seller ships a paid ship-mode order of its store: logistics company and tracking number; the order goes in transit",
  params: OrderNoParams, body: ShipOrderBody, response: PurchaseOrderDetail,
});
