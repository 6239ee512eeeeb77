import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyAfterSales,
  approveAfterSales,
  cancelAfterSales,
  claimableAfterSales,
  decideAfterSales,
  escalateAfterSales,
  fillReturnLogistics,
  getAdminAfterSales,
  getAfterSales,
  getSellerAfterSales,
  listAdminAfterSales,
  listAfterSales,
  listSellerAfterSales,
  receiveAfterSalesReturn,
  rejectAfterSales,
  shipAfterSalesReissue,
  uploadFile,
  type AfterSalesSource,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
} from '@wm/contracts';
import { call } from '../../../lib/http';

export const afterSalesKeys = {
  all: ['after-sales'] as const,
  list: (query: object) => ['after-sales', 'list', query] as const,
  detail: (role: string, no: string) => ['after-sales', 'detail', role, no] as const,
  claimable: (source: string, orderNo: string) => ['after-sales', 'claimable', source, orderNo] as const,
  seller: (query: object) => ['after-sales', 'seller', query] as const,
  admin: (query: object) => ['after-sales', 'admin', query] as const,
};

export function useAfterSalesList(query: QueryOf<typeof listAfterSales>) {
  return useQuery({ queryKey: afterSalesKeys.list(query), queryFn: ({ signal }) => call(listAfterSales, { query, signal }), placeholderData: keepPreviousData });
}
export function useAfterSales(afterSalesNo: string) {
  return useQuery({ queryKey: afterSalesKeys.detail('buyer', afterSalesNo), queryFn: ({ signal }) => call(getAfterSales, { params: { afterSalesNo }, signal }), enabled: Boolean(afterSalesNo) });
}
export function useClaimable(source: AfterSalesSource, orderNo: string) {
  return useQuery({ queryKey: afterSalesKeys.claimable(source, orderNo), queryFn: ({ signal }) => call(claimableAfterSales, { query: { source, orderNo }, signal }), enabled: Boolean(orderNo) });
}
export function useSellerAfterSalesList(query: QueryOf<typeof listSellerAfterSales>) {
  return useQuery({ queryKey: afterSalesKeys.seller(query), queryFn: ({ signal }) => call(listSellerAfterSales, { query, signal }), placeholderData: keepPreviousData });
}
export function useSellerAfterSales(afterSalesNo: string | null) {
  return useQuery({
    queryKey: afterSalesKeys.detail('seller', afterSalesNo ?? ''),
    queryFn: ({ signal }) => call(getSellerAfterSales, { params: { afterSalesNo: afterSalesNo! }, signal }),
    enabled: Boolean(afterSalesNo),
  });
}
export function useAdminAfterSalesList(query: QueryOf<typeof listAdminAfterSales>) {
  return useQuery({ queryKey: afterSalesKeys.admin(query), queryFn: ({ signal }) => call(listAdminAfterSales, { query, signal }), placeholderData: keepPreviousData });
}
export function useAdminAfterSales(afterSalesNo: string | null) {
  return useQuery({
    queryKey: afterSalesKeys.detail('operator', afterSalesNo ?? ''),
    queryFn: ({ signal }) => call(getAdminAfterSales, { params: { afterSalesNo: afterSalesNo! }, signal }),
    enabled: Boolean(afterSalesNo),
  });
}

export type UploadedEvidence = ResponseOf<typeof uploadFile>;
/** Uploads one evidence file; the form shows a refusal under its field, so the notification is held back. */
export async function uploadEvidence(file: File): Promise<UploadedEvidence> {
  const form = new FormData();
  form.append('kind', 'afterSales');
  form.append('file', file);
  return call(uploadFile, { form, noMessage: true });
}

/** Any after-sales change: every list and detail shown is read again (the wallet too, after a refund). */
function useChange<V, R>(run: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: afterSalesKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}

/** Applies with the form's key: a retry of the same form is answered with the first application. */
export function useApplyAfterSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: BodyOf<typeof applyAfterSales> }) => call(applyAfterSales, { body, requestKey: key }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: afterSalesKeys.all }),
  });
}
export const useCancelAfterSales = () => useChange((afterSalesNo: string) => call(cancelAfterSales, { params: { afterSalesNo } }));
export const useFillReturn = () =>
  useChange(({ afterSalesNo, body }: { afterSalesNo: string; body: BodyOf<typeof fillReturnLogistics> }) => call(fillReturnLogistics, { params: { afterSalesNo }, body }));
export const useEscalate = () => useChange(({ afterSalesNo, reason }: { afterSalesNo: string; reason: string }) => call(escalateAfterSales, { params: { afterSalesNo }, body: { reason } }));
export const useApprove = () =>
  useChange(({ afterSalesNo, body }: { afterSalesNo: string; body: BodyOf<typeof approveAfterSales> }) => call(approveAfterSales, { params: { afterSalesNo }, body }));
export const useReject = () => useChange(({ afterSalesNo, reason }: { afterSalesNo: string; reason: string }) => call(rejectAfterSales, { params: { afterSalesNo }, body: { reason } }));
export const useReceiveReturn = () => useChange((afterSalesNo: string) => call(receiveAfterSalesReturn, { params: { afterSalesNo } }));
export const useShipReissue = () =>
  useChange(({ afterSalesNo, body }: { afterSalesNo: string; body: BodyOf<typeof shipAfterSalesReissue> }) => call(shipAfterSalesReissue, { params: { afterSalesNo }, body }));
export const useDecide = () =>
  useChange(({ afterSalesNo, body }: { afterSalesNo: string; body: BodyOf<typeof decideAfterSales> }) => call(decideAfterSales, { params: { afterSalesNo }, body }));
