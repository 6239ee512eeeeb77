import { SALES_ORDER_STATUSES, type SalesOrderStatus } from '@wm/contracts';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';
const TEXT_FILTERS = ['orderNo', 'buyerOrderNo', 'itemCode', 'consignee'] as const;

/** The sales-order list's filters, kept in the address (?status=&orderNo=&...&page=). */
export interface Filters {
  status?: SalesOrderStatus;
  orderNo?: string;
  buyerOrderNo?: string;
  itemCode?: string;
  consignee?: string;
  dateFrom?: string;
  dateTo?: string;
  pageIndex: number;
}

export function readFilters(params: URLSearchParams): Filters {
  const page = Number(params.get('page'));
  const day = (key: string) => {
    const value = params.get(key);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DAY) === value ? value : undefined;
  };
  const filters: Filters = {
    status: SALES_ORDER_STATUSES.find((status) => status === params.get('status')),
    dateFrom: day('dateFrom'),
    dateTo: day('dateTo'),
    pageIndex: Number.isInteger(page) && page > 1 ? page : 1,
  };
  for (const key of TEXT_FILTERS) filters[key] = params.get(key)?.trim() || undefined;
  return filters;
}

export function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', ...TEXT_FILTERS, 'dateFrom', 'dateTo'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.pageIndex > 1) params.set('page', String(filters.pageIndex));
  return params;
}

