import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCategoryTree,
  getGoodsDetail,
  getGoodsFilterOptions,
  getGoodsRanking,
  getHomeSections,
  getStore,
  listGoods,
  listStores,
  type GoodsListInput,
  type RankingWindow,
  type StoreKind,
} from '@wm/contracts';
import { call } from '../../../lib/http';
import { catalogKeys, useViewerKey } from './catalog-keys';

/** Filter choices and category names change rarely. */
const STABLE = 5 * 60_000;

/** One page of goods; the previous page stays on screen while the next loads. */
export function useGoodsList(body: GoodsListInput, enabled = true) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogKeys.goodsList(viewer, body),
    queryFn: ({ signal }) => call(listGoods, { body, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useGoodsFilterOptions() {
  const viewer = useViewerKey();
  return useQuery({ queryKey: catalogKeys.filterOptions(viewer), queryFn: ({ signal }) => call(getGoodsFilterOptions, { signal }), staleTime: STABLE });
}

export function useHomeSections() {
  const viewer = useViewerKey();
  return useQuery({ queryKey: catalogKeys.home(viewer), queryFn: ({ signal }) => call(getHomeSections, { signal }) });
}

export function useRanking(window: RankingWindow, limit = 50) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogKeys.ranking(viewer, window),
    queryFn: ({ signal }) => call(getGoodsRanking, { query: { window, limit }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGoodsDetail(goodsId: number | undefined) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogKeys.goods(viewer, goodsId ?? 0),
    queryFn: ({ signal }) => call(getGoodsDetail, { params: { goodsId: goodsId ?? 0 }, signal, noMessage: true }),
    enabled: goodsId !== undefined,
    retry: false,
  });
}

export function useStoreList(kind: StoreKind, pageIndex: number, pageSize: number, keyword?: string) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogKeys.stores(viewer, kind, pageIndex, keyword),
    queryFn: ({ signal }) => call(listStores, { body: { kind, pageIndex, pageSize, keyword }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStore(storeId: number | undefined) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogKeys.store(viewer, storeId ?? 0),
    queryFn: ({ signal }) => call(getStore, { params: { storeId: storeId ?? 0 }, signal, noMessage: true }),
    enabled: storeId !== undefined,
    retry: false,
  });
}

/** The platform's category tree (the /classify page and the list's category names). */
export function useCategoryTree() {
  const viewer = useViewerKey();
  return useQuery({ queryKey: catalogKeys.categoryTree(viewer), queryFn: ({ signal }) => call(getCategoryTree, { signal }), staleTime: STABLE });
}
