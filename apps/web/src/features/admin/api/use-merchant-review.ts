import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveStore,
  closeStore,
  openStore,
  flagGoodsViolation,
  getMerchantSettings,
  listAdminGoods,
  listAdminStores,
  rejectStore,
  removeGoods,
  restoreGoods,
  saveMerchantSettings,
  setStoreCreditLimit,
  type BodyOf,
  type QueryOf,
} from '@wm/contracts';
import { call } from '../../../lib/http';

const keys = {
  stores: (query: QueryOf<typeof listAdminStores>) => ['admin', 'stores', query] as const,
  goods: (query: QueryOf<typeof listAdminGoods>) => ['admin', 'goods', query] as const,
  settings: ['admin', 'merchant-settings'] as const,
};

export const useAdminStores = (query: QueryOf<typeof listAdminStores>) =>
  useQuery({ queryKey: keys.stores(query), queryFn: ({ signal }) => call(listAdminStores, { query, signal }), placeholderData: keepPreviousData });

export function useReviewStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, action, reason, creditLimit }: { storeId: number; action: 'approve' | 'reject' | 'creditLimit'; reason?: string; creditLimit?: number }) =>
      action === 'approve'
        ? call(approveStore, { params: { storeId } })
        : action === 'reject'
          ? call(rejectStore, { params: { storeId }, body: { reason: reason ?? '' } })
          : call(setStoreCreditLimit, { params: { storeId }, body: { creditLimit: creditLimit ?? 0 } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'stores'] }),
  });
}

/** Disables (closes) or enables (opens) an approved store. */
export function useSetStoreOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, open }: { storeId: number; open: boolean }) => call(open ? openStore : closeStore, { params: { storeId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'stores'] }),
  });
}

export const useAdminGoods = (query: QueryOf<typeof listAdminGoods>) =>
  useQuery({ queryKey: keys.goods(query), queryFn: ({ signal }) => call(listAdminGoods, { query, signal }), placeholderData: keepPreviousData });

export function useModerateGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, action, reason }: { goodsId: number; action: 'violation' | 'remove' | 'restore'; reason?: string }) =>
      action === 'restore'
        ? call(restoreGoods, { params: { goodsId } })
        : call(action === 'violation' ? flagGoodsViolation : removeGoods, { params: { goodsId }, body: { reason: reason ?? '' } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'goods'] }),
  });
}

export const useMerchantSettings = () => useQuery({ queryKey: keys.settings, queryFn: ({ signal }) => call(getMerchantSettings, { signal }) });
export function useSaveMerchantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveMerchantSettings>) => call(saveMerchantSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(keys.settings, data),
  });
}
