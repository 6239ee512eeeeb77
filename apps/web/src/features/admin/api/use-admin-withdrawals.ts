import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListWithdrawals, approveWithdrawal, rejectWithdrawal, type Withdrawal } from '@wm/contracts';
import { call } from '../../../lib/http';
import { adminKeys } from './admin-keys';

export const WITHDRAWAL_PAGE_SIZE = 10;
export type WithdrawalStatus = Withdrawal['status'];

export function useAdminWithdrawals(status: WithdrawalStatus, pageIndex: number) {
  return useQuery({
    queryKey: adminKeys.withdrawals(status, pageIndex),
    queryFn: ({ signal }) => call(adminListWithdrawals, { query: { status, pageIndex, pageSize: WITHDRAWAL_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

// Once only on the server (a reviewed application answers "already reviewed"), so a repeated click cannot move money twice.
function useWithdrawalDecision<V>(decide: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] }),
  });
}

export const useApproveWithdrawal = () => useWithdrawalDecision((withdrawId: number) => call(approveWithdrawal, { params: { withdrawId } }));
export const useRejectWithdrawal = () =>
  useWithdrawalDecision(({ withdrawId, reason }: { withdrawId: number; reason: string }) => call(rejectWithdrawal, { params: { withdrawId }, body: { reason } }));
