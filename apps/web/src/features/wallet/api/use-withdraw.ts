import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAY_PASSWORD_HEADER, withdraw, type QueryOf } from '@wm/contracts';
import { useRef } from 'react';
import { call } from '../../../lib/http';
import { keyFor, newRequestKey, type KeyedRequest } from '../request-key';
import { walletKeys } from './wallet-keys';

type WithdrawValues = { cardId: number; amount: number; payPassword: string };

const sameRequest = (a: WithdrawValues, b: WithdrawValues) => a.cardId === b.cardId && a.amount === b.amount;

/**
 * Applies for a withdrawal. The request carries an Idempotency-Key: one per submitted
 * form, kept for a retry of the same amount to the same card (an answer lost on the way
 * cannot freeze the money twice) and dropped once the application went through.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const pending = useRef<KeyedRequest<WithdrawValues> | null>(null);
  return useMutation({
    mutationFn: async (values: WithdrawValues) => {
      pending.current = keyFor(pending.current, values, sameRequest, newRequestKey);
      const query: QueryOf<typeof withdraw> = { cardId: values.cardId, amount: values.amount };
      const withdrawal = await call(withdraw, {
        query,
        requestKey: pending.current.key,
        // The payment password confirms each withdrawal; in a header, never in the URL.
        headers: { [PAY_PASSWORD_HEADER]: values.payPassword },
      });
      pending.current = null;
      return withdrawal;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
