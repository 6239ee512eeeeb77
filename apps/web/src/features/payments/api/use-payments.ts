import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balancePay, existBalancePay, initiatePayment, isPaymentFinal, paymentStatus, type BalancePayBody, type InitiateBody, type Payment } from '@wm/contracts';
import { call } from '../../../lib/http';
import { useRequestKey } from '../../../lib/request-key';
import { paymentKeys } from './payment-keys';

/** How often a pending payment's status is asked for. */
export const PAYMENT_POLL_MS = 2000;

/** What money that moved touches: orders (and their stock), the wallet, fee orders and their sales orders. */
function refreshAfterMoney(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['purchase-orders'] });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  // Fee orders paid move their sales orders on.
  void queryClient.invalidateQueries({ queryKey: ['fee-orders'] });
  void queryClient.invalidateQueries({ queryKey: ['sales-orders'] });
}

/**
 * A payment's status; polled while it is pending (the server alone decides it is paid). When
 * it is seen succeeded (a gateway's notification arrived meanwhile), what it paid for is read again.
 */
export function usePayment(paymentNo: string | null, { poll }: { poll: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.payment(paymentNo ?? ''),
    queryFn: ({ signal }) => call(paymentStatus, { body: { paymentNo: paymentNo ?? '' }, signal }),
    enabled: Boolean(paymentNo),
    refetchInterval: (current) => (poll && (!current.state.data || !isPaymentFinal(current.state.data.status)) ? PAYMENT_POLL_MS : false),
  });
  const succeeded = query.data?.status === 'succeeded';
  useEffect(() => {
    if (succeeded) refreshAfterMoney(queryClient);
  }, [succeeded, queryClient]);
  return query;
}

export function useExistBalancePay() {
  return useQuery({ queryKey: paymentKeys.existBalancePay, queryFn: ({ signal }) => call(existBalancePay, { signal }) });
}

/** A payment answered by the server: kept, and what it touches read again. */
function useSettled() {
  const queryClient = useQueryClient();
  return (payment: Payment) => {
    queryClient.setQueryData(paymentKeys.payment(payment.paymentNo), payment);
    refreshAfterMoney(queryClient);
  };
}

/** Starts a gateway or offline payment; one Idempotency-Key per attempt, kept for its retries. */
export function useInitiatePayment() {
  const key = useRequestKey<InitiateBody>();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (body: InitiateBody) => {
      const payment = await call(initiatePayment, { body, requestKey: key.forValues(body) });
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
      const payment = await call(balancePay, { body, requestKey: key.forValues(body) });
      key.done();
      return payment;
    },
    onSuccess: settled,
  });
}
