import { useQueries } from '@tanstack/react-query';
import { getPurchaseOrder } from '@wm/contracts';
import { call } from '../../../lib/http';

/** The orders being paid (the same cache entries as the order screens use). */
export function useOrdersToPay(orderNos: string[]) {
  return useQueries({
    queries: orderNos.map((orderNo) => ({
      queryKey: ['purchase-orders', 'detail', orderNo],
      queryFn: ({ signal }: { signal: AbortSignal }) => call(getPurchaseOrder, { params: { orderNo }, signal }),
    })),
  });
}
