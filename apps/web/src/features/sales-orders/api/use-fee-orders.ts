import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFeeOrder, listFeeOrders, type QueryOf } from '@wm/contracts';
import { call } from '../../../lib/http';
import { feeOrderKeys } from './sales-order-keys';

export function useFeeOrders(query: QueryOf<typeof listFeeOrders>) {
  return useQuery({
    queryKey: feeOrderKeys.list(query),
    queryFn: ({ signal }) => call(listFeeOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeeOrder(feeOrderNo: string | null) {
  return useQuery({
    queryKey: feeOrderKeys.detail(feeOrderNo ?? ''),
    queryFn: ({ signal }) => call(getFeeOrder, { params: { feeOrderNo: feeOrderNo ?? '' }, signal }),
    enabled: Boolean(feeOrderNo),
  });
}
