import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOperateConfig, listLedger, listWithdrawals, type QueryOf } from '@wm/contracts';
import { call } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

/** Wallet records, newest first; the previous page stays on screen while the next loads. */
export function useLedger(query: QueryOf<typeof listLedger>) {
  return useQuery({
    queryKey: walletKeys.ledger(query),
    queryFn: ({ signal }) => call(listLedger, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(query: QueryOf<typeof listWithdrawals>) {
  return useQuery({
    queryKey: walletKeys.withdrawals(query),
    queryFn: ({ signal }) => call(listWithdrawals, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The minimum withdrawal and the service fee rate. */
export function useOperateConfig() {
  return useQuery({ queryKey: walletKeys.operateConfig, queryFn: ({ signal }) => call(getOperateConfig, { signal }), staleTime: 60_000 });
}
