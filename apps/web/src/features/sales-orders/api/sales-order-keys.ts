import type { QueryOf, listFeeOrders, listSalesOrders } from '@wm/contracts';

export const salesOrderKeys = {
  all: ['sales-orders'] as const,
  list: (query: QueryOf<typeof listSalesOrders>) => ['sales-orders', 'list', query] as const,
  counts: ['sales-orders', 'counts'] as const,
  detail: (orderNo: string) => ['sales-orders', 'detail', orderNo] as const,
  pick: (keyword: string) => ['sales-orders', 'pick', keyword] as const,
  settlePreview: (orderNos: readonly string[]) => ['sales-orders', 'settle-preview', orderNos] as const,
  regions: ['sales-orders', 'regions'] as const,
  usRegions: ['sales-orders', 'us-regions'] as const,
};

export const feeOrderKeys = {
  all: ['fee-orders'] as const,
  list: (query: QueryOf<typeof listFeeOrders>) => ['fee-orders', 'list', query] as const,
  detail: (feeOrderNo: string) => ['fee-orders', 'detail', feeOrderNo] as const,
  counts: ['fee-orders', 'counts'] as const,
};
