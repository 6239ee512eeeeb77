import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAY_PASSWORD_HEADER, withdraw, type QueryOf, type ResponseOf } from '@wm/contracts';
import { useRef } from 'react';
import { http } from '../../../lib/http';
import { keyFor, newRequestKey, type KeyedRequest } from '../request-key';
import { walletKeys } from './wallet-keys';

type WithdrawValues = { cardId: number; amount: number; payPassword: string };
type Withdrawal = ResponseOf<typeof withdraw>;

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
      // `call` sends no custom headers; the endpoint's method and path still come from the contract.
      const response = await http.request<{ data: Withdrawal }>({
        method: withdraw.method,
        url: withdraw.path,
        params: query,
        // The payment password confirms each withdrawal; in a header, never in the URL.
        headers: { 'Idempotency-Key': pending.current.key, [PAY_PASSWORD_HEADER]: values.payPassword },
      });
      pending.current = null;
      return response.data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
