import type { CheckoutBody, QueryOf, listPurchaseOrders } from '@wm/contracts';

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (query: QueryOf<typeof listPurchaseOrders>) => ['purchase-orders', 'list', query] as const,
  detail: (orderNo: string) => ['purchase-orders', 'detail', orderNo] as const,
  preview: (body: CheckoutBody) => ['purchase-orders', 'checkout-preview', body] as const,
  usableCoupons: (body: CheckoutBody) => ['purchase-orders', 'usable-coupons', body] as const,
  addresses: ['purchase-orders', 'addresses'] as const,
};
