import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavorites,
  followStore,
  getFavorite,
  getFavoriteFilterOptions,
  listFavorites,
  listFollowedStores,
  removeFavorites,
  unfollowStore,
  type FavoriteGoodsQuery,
} from '@wm/contracts';
import { call } from '../../../lib/http';
import { catalogKeys, favoriteKeys } from './catalog-keys';

export function useFavoriteGoods(query: Partial<FavoriteGoodsQuery>) {
  return useQuery({
    queryKey: favoriteKeys.goods(query),
    queryFn: ({ signal }) => call(listFavorites, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFavoriteFilterOptions() {
  return useQuery({ queryKey: favoriteKeys.goodsOptions, queryFn: ({ signal }) => call(getFavoriteFilterOptions, { signal }) });
}

/** Whether the buyer saved this goods; asked only of those who can save. */
export function useFavoriteState(goodsId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: favoriteKeys.goodsState(goodsId ?? 0),
    queryFn: ({ signal }) => call(getFavorite, { params: { id: goodsId ?? 0 }, signal, noMessage: true }),
    enabled: enabled && goodsId !== undefined,
  });
}

export function useAddFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: number[]) => call(addFavorites, { body: { goodsIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

export function useRemoveFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: number[]) => call(removeFavorites, { body: { goodsIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

export function useFollowedStores(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: favoriteKeys.stores(pageIndex),
    queryFn: ({ signal }) => call(listFollowedStores, { query: { pageIndex, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Follow or unfollow a store; the store page and My Sellers are read again. */
export function useFollowStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, follow }: { storeId: number; follow: boolean }) =>
      call(follow ? followStore : unfollowStore, { params: { id: storeId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]);
    },
  });
}
