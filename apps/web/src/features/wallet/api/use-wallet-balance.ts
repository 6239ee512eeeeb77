import { useQuery } from '@tanstack/react-query';
import { getWallet } from '@wm/contracts';
import { call } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

export function useWalletBalance(customerid: string) {
  return useQuery({
    queryKey: walletKeys.balance(customerid),
    queryFn: ({ signal }) => call(getWallet, { params: { customerid }, signal }),
    // A hover should not refetch every time the pointer passes.
    staleTime: 30_000,
  });
}
