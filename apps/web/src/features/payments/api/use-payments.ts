import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { balancePay, existBalancePay, initiatePayment, isPaymentFinal, paymentStatus, type BalancePayBody, type InitiateBody, type Payment } from '@wm/contracts';
import { call } from '../../../lib/http';
import { callWithKey, useRequestKey } from '../../../lib/request-key';
import { paymentKeys } from './payment-keys';

/** How often a pending payment's status is asked for. */
export const PAYMENT_POLL_MS = 2000;

/** A payment's status; polled while it is pending (the server alone decides it is paid). */
export function usePayment(paymentNo: string | null, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: paymentKeys.payment(paymentNo ?? ''),
    queryFn: ({ signal }) => call(paymentStatus, { body: { paymentNo: paymentNo ?? '' }, signal }),
    enabled: Boolean(paymentNo),
    refetchInterval: (query) => (poll && (!query.state.data || !isPaymentFinal(query.state.data.status)) ? PAYMENT_POLL_MS : false),
  });
}

export function useExistBalancePay() {
  return useQuery({ queryKey: paymentKeys.existBalancePay, queryFn: ({ signal }) => call(existBalancePay, { signal }) });
}

/** Everything the money moved touches: orders, wallet, cart badge. */
function useSettled() {
  const queryClient = useQueryClient();
  return (payment: Payment) => {
    queryClient.setQueryData(paymentKeys.payment(payment.paymentNo), payment);
    void queryClient.invalidateQueries({ queryKey: ['purchase-orders'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };
}

/** Starts a gateway or offline payment; one Idempotency-Key per attempt, kept for its retries. */
export function useInitiatePayment() {
  const key = useRequestKey<InitiateBody>();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (body: InitiateBody) => {
      const payment = await callWithKey(initiatePayment, key.forValues(body), { body });
      key.done();
      return payment;
    },
    onSuccess: settled,
  });
}

/** Pays orders from the wallet with the payment password. */
export function useBalancePay() {
  const key = useRequestKey<BalancePayBody>();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (body: BalancePayBody) => {
      const payment = await callWithKey(balancePay, key.forValues(body), { body });
      key.done();
      return payment;
    },
    onSuccess: settled,
  });
}
