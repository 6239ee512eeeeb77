import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveAudit, getAudit, listAudits, rejectAudit, type AuditStatus } from '@wm/contracts';
import { call } from '../../../lib/http';
import { adminKeys } from './admin-keys';

export const AUDIT_PAGE_SIZE = 10;

export function useAudits(status: AuditStatus, pageIndex: number) {
  return useQuery({
    queryKey: adminKeys.audits(status, pageIndex),
    queryFn: ({ signal }) => call(listAudits, { query: { status, pageIndex, pageSize: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(userId: number | null) {
  return useQuery({
    queryKey: adminKeys.audit(userId ?? 0),
    queryFn: ({ signal }) => call(getAudit, { params: { userId: userId ?? 0 }, signal }),
    enabled: userId !== null,
  });
}

/** Approving or rejecting moves the account to another queue: every queue and the account reload. */
function useAuditDecision<V>(decide: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useApproveAudit = () => useAuditDecision((userId: number) => call(approveAudit, { params: { userId } }));
export const useRejectAudit = () =>
  useAuditDecision(({ userId, reason }: { userId: number; reason: string }) => call(rejectAudit, { params: { userId }, body: { reason } }));
