import { useQueries } from '@tanstack/react-query';
import { getFeeOrder } from '@wm/contracts';
import { call } from '../../../lib/http';

/** The fee orders being paid (the same cache entries as the selling-expenses screens use). */
export function useFeeOrdersToPay(feeOrderNos: string[]) {
  return useQueries({
    queries: feeOrderNos.map((feeOrderNo) => ({
      queryKey: ['fee-orders', 'detail', feeOrderNo],
      queryFn: ({ signal }: { signal: AbortSignal }) => call(getFeeOrder, { params: { feeOrderNo }, signal }),
    })),
  });
}
