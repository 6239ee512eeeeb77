import { useQuery } from '@tanstack/react-query';
import { listPayWays, type PayWayCode } from '@wm/contracts';
import { call } from './http';

/**
 * The pay ways this installation offers, in display order. Card, Alipay and WeChat are offered
 * only where an online payment gateway is configured: the server is the one that knows.
 */
export function usePayWays() {
  return useQuery({
    queryKey: ['payments', 'ways'] as const,
    queryFn: ({ signal }) => call(listPayWays, { signal }),
    staleTime: 10 * 60_000,
    select: (data): PayWayCode[] => data.payWays as PayWayCode[],
  });
}
