import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListPayments, confirmOfflinePayment, PAY_WAYS, rejectOfflinePayment, type PaymentStatus } from '@wm/contracts';
import { call } from '../../../lib/http';

export const PAYMENT_PAGE_SIZE = 10;

/** The bank-transfer queues: waiting for the money, confirmed, rejected (offline payments never expire). */
export type PaymentQueue = Extract<PaymentStatus, 'pending' | 'succeeded' | 'failed'>;
export type OfflinePayWay = typeof PAY_WAYS.offline | typeof PAY_WAYS.enterpriseBank;
/**
 * Which payments a list shows. Both offline ways together exist only for the pending queue:
 * that is the server's default list, while a status without a pay way would list every way
 * (cards included).
 */
export type PaymentFilter = { status: 'pending'; payWay: OfflinePayWay | 'all' } | { status: Exclude<PaymentQueue, 'pending'>; payWay: OfflinePayWay };

const paymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (filter: PaymentFilter, pageIndex: number) => ['admin', 'payments', filter.status, filter.payWay, pageIndex] as const,
};

export function useAdminPayments(filter: PaymentFilter, pageIndex: number) {
  const paging = { pageIndex, pageSize: PAYMENT_PAGE_SIZE };
  const query = filter.payWay === 'all' ? paging : { ...paging, status: filter.status, payWay: filter.payWay };
  return useQuery({
    queryKey: paymentKeys.list(filter, pageIndex),
    queryFn: ({ signal }) => call(adminListPayments, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// Once only on the server (a decided payment answers "already processed"): a repeated click cannot settle twice.
function usePaymentDecision<V>(decide: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export const useConfirmPayment = () => usePaymentDecision((paymentNo: string) => call(confirmOfflinePayment, { params: { paymentNo } }));
export const useRejectPayment = () =>
  usePaymentDecision(({ paymentNo, reason }: { paymentNo: string; reason: string }) => call(rejectOfflinePayment, { params: { paymentNo }, body: { reason } }));
