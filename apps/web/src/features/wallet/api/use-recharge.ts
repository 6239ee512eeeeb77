import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listRechargeRecords, recharge, type QueryOf, type RechargeBody } from '@wm/contracts';
import { call } from '../../../lib/http';
import { useRequestKey } from '../../../lib/request-key';
import { walletKeys } from './wallet-keys';

/**
 * Recharges the wallet: starts the recharge's payment. One Idempotency-Key per attempt, kept
 * while the same amount and way are sent again (a lost answer cannot start two payments).
 */
export function useRecharge() {
  const queryClient = useQueryClient();
  const key = useRequestKey<RechargeBody>();
  return useMutation({
    mutationFn: async (body: RechargeBody) => {
      const payment = await call(recharge, { body, requestKey: key.forValues(body) });
      key.done();
      return payment;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export function useRechargeRecords(query: QueryOf<typeof listRechargeRecords>) {
  return useQuery({
    queryKey: walletKeys.recharges(query),
    queryFn: ({ signal }) => call(listRechargeRecords, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
