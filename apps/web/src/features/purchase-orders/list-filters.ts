import { ORDER_PERIODS, type PurchaseOrderStatus } from '@wm/contracts';

export interface ListFilters {
  status?: PurchaseOrderStatus;
  period?: (typeof ORDER_PERIODS)[number];
  orderNo?: string;
  pageIndex: number;
}

/** The order list's filters from the address (?status=N from the buyer central, period, orderNo, page). */
export function listFilters(params: URLSearchParams): ListFilters {
  const status = Number(params.get('status') ?? 'x');
  const period = params.get('period');
  const page = Number(params.get('page'));
  const orderNo = params.get('orderNo')?.trim();
  return {
    status: [0, 1, 2, 3].includes(status) ? (status as PurchaseOrderStatus) : undefined,
    period: ORDER_PERIODS.find((value) => value === period),
    orderNo: orderNo || undefined,
    pageIndex: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function listSearch(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status !== undefined) query.set('status', String(filters.status));
  if (filters.period) query.set('period', filters.period);
  if (filters.orderNo) query.set('orderNo', filters.orderNo);
  if (filters.pageIndex > 1) query.set('page', String(filters.pageIndex));
  return query;
}
