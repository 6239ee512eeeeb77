import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptAgreement,
  applyAgreement,
  approveAgreement,
  cancelAgreement,
  countAgreements,
  counterAgreement,
  declineAgreement,
  getAgreement,
  getSellerAgreement,
  goodsAgreements,
  listAgreements,
  listSellerAgreements,
  reapplyAgreement,
  rejectAgreement,
  type BodyOf,
  type QueryOf,
} from '@wm/contracts';
import { call } from '../../../lib/http';
import { useRequestKey } from '../../../lib/request-key';

export const agreementKeys = {
  all: ['agreements'] as const,
  list: (query: QueryOf<typeof listAgreements>) => ['agreements', 'list', query] as const,
  counts: ['agreements', 'counts'] as const,
  goods: (goodsId: number) => ['agreements', 'goods', goodsId] as const,
  detail: (agreementNo: string) => ['agreements', 'detail', agreementNo] as const,
  seller: (query: QueryOf<typeof listSellerAgreements>) => ['agreements', 'seller', query] as const,
  sellerDetail: (agreementNo: string) => ['agreements', 'seller-detail', agreementNo] as const,
};

export function useAgreements(query: QueryOf<typeof listAgreements>) {
  return useQuery({ queryKey: agreementKeys.list(query), queryFn: ({ signal }) => call(listAgreements, { query, signal }), placeholderData: keepPreviousData });
}
export function useAgreementCounts() {
  return useQuery({ queryKey: agreementKeys.counts, queryFn: ({ signal }) => call(countAgreements, { signal }) });
}
export function useGoodsAgreements(goodsId: number, enabled: boolean) {
  return useQuery({ queryKey: agreementKeys.goods(goodsId), queryFn: ({ signal }) => call(goodsAgreements, { params: { goodsId }, signal }), enabled });
}
export function useAgreement(agreementNo: string | null) {
  return useQuery({
    queryKey: agreementKeys.detail(agreementNo ?? ''),
    queryFn: ({ signal }) => call(getAgreement, { params: { agreementNo: agreementNo! }, signal }),
    enabled: Boolean(agreementNo),
  });
}
export function useSellerAgreements(query: QueryOf<typeof listSellerAgreements>) {
  return useQuery({ queryKey: agreementKeys.seller(query), queryFn: ({ signal }) => call(listSellerAgreements, { query, signal }), placeholderData: keepPreviousData });
}
export function useSellerAgreement(agreementNo: string | null) {
  return useQuery({
    queryKey: agreementKeys.sellerDetail(agreementNo ?? ''),
    queryFn: ({ signal }) => call(getSellerAgreement, { params: { agreementNo: agreementNo! }, signal }),
    enabled: Boolean(agreementNo),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: agreementKeys.all });
}

type ApplyBody = BodyOf<typeof applyAgreement>;
/** Applies for a negotiated price: one Idempotency-Key per attempt, kept for its retries. */
export function useApplyAgreement() {
  const refresh = useRefresh();
  const key = useRequestKey<ApplyBody>();
  return useMutation({
    mutationFn: async (body: ApplyBody) => {
      const agreement = await call(applyAgreement, { body, requestKey: key.forValues(body) });
      key.done();
      return agreement;
    },
    onSuccess: refresh,
  });
}

export type BuyerStep = 'cancel' | 'accept' | 'decline' | 'reapply';
export function useBuyerAgreementStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, agreementNo, body }: { action: BuyerStep; agreementNo: string; body?: BodyOf<typeof reapplyAgreement> }) => {
      const params = { agreementNo };
      switch (action) {
        case 'cancel':
          return call(cancelAgreement, { params, body: {} });
        case 'accept':
          return call(acceptAgreement, { params, body: {} });
        case 'decline':
          return call(declineAgreement, { params, body: {} });
        case 'reapply':
          return call(reapplyAgreement, { params, body: body ?? {} });
      }
    },
    onSuccess: refresh,
  });
}

export type SellerStep =
  | { action: 'approve'; body: BodyOf<typeof approveAgreement> }
  | { action: 'counter'; body: BodyOf<typeof counterAgreement> }
  | { action: 'reject'; body: BodyOf<typeof rejectAgreement> };
export function useSellerAgreementStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ agreementNo, step }: { agreementNo: string; step: SellerStep }) => {
      const params = { agreementNo };
      switch (step.action) {
        case 'approve':
          return call(approveAgreement, { params, body: step.body });
        case 'counter':
          return call(counterAgreement, { params, body: step.body });
        case 'reject':
          return call(rejectAgreement, { params, body: step.body });
      }
    },
    onSuccess: refresh,
  });
}
