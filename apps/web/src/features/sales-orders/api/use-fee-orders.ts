import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countFeeOrders, getFeeOrder, listFeeOrders, type QueryOf } from '@wm/contracts';
import { call } from '../../../lib/http';
import { feeOrderKeys } from './sales-order-keys';

export function useFeeOrders(query: QueryOf<typeof listFeeOrders>) {
  return useQuery({
    queryKey: feeOrderKeys.list(query),
    queryFn: ({ signal }) => call(listFeeOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Own fee orders counted by status (the tabs). */
export function useFeeOrderCounts() {
  return useQuery({ queryKey: feeOrderKeys.counts, queryFn: ({ signal }) => call(countFeeOrders, { signal }) });
}

export function useFeeOrder(feeOrderNo: string | null) {
  return useQuery({
    queryKey: feeOrderKeys.detail(feeOrderNo ?? ''),
    queryFn: ({ signal }) => call(getFeeOrder, { params: { feeOrderNo: feeOrderNo ?? '' }, signal }),
    enabled: Boolean(feeOrderNo),
  });
}
