import { useQuery } from '@tanstack/react-query';
import { getWallet } from '@wm/contracts';
import { call } from './http';

/** The balance's query key: under ['wallet'], so that anything that moves money refreshes it. */
export const walletBalanceKey = (customerid: string) => ['wallet', 'balance', customerid] as const;

/**
 * The signed-in user's wallet balance: read by the wallet's own pages and by the payment page
 * (paying from the balance), so it lives here rather than in either feature.
 */
export function useWalletBalance(customerid: string) {
  return useQuery({
    queryKey: walletBalanceKey(customerid),
    queryFn: ({ signal }) => call(getWallet, { params: { customerid }, signal }),
    // A hover should not refetch every time the pointer passes.
    staleTime: 30_000,
  });
}
