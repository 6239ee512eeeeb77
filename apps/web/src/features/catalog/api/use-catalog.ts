import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
import { refetchUnlessStartedEarly } from '../../../lib/first-page';
import { call } from '../../../lib/http';
import { catalogKeys, useViewerKey } from './catalog-keys';

/** Filter choices and category names change rarely. */
const STABLE = 5 * 60_000;

// What a page asks for, shared by its hook and by its prefetch at app start (lib/first-page.ts).
export const goodsListQuery = (viewer: string, body: GoodsListInput) =>
  queryOptions({ queryKey: catalogKeys.goodsList(viewer, body), queryFn: ({ signal }) => call(listGoods, { body, signal }) });
export const goodsFilterOptionsQuery = (viewer: string) =>
  queryOptions({ queryKey: catalogKeys.filterOptions(viewer), queryFn: ({ signal }) => call(getGoodsFilterOptions, { signal }), staleTime: STABLE });
export const homeSectionsQuery = (viewer: string) => queryOptions({ queryKey: catalogKeys.home(viewer), queryFn: ({ signal }) => call(getHomeSections, { signal }) });
export const goodsDetailQuery = (viewer: string, goodsId: number) =>
  queryOptions({ queryKey: catalogKeys.goods(viewer, goodsId), queryFn: ({ signal }) => call(getGoodsDetail, { params: { goodsId }, signal, noMessage: true }) });
export const categoryTreeQuery = (viewer: string) =>
  queryOptions({ queryKey: catalogKeys.categoryTree(viewer), queryFn: ({ signal }) => call(getCategoryTree, { signal }), staleTime: STABLE });

/** One page of goods; the previous page stays on screen while the next loads. */
export function useGoodsList(body: GoodsListInput, enabled = true) {
  const viewer = useViewerKey();
  return useQuery({ ...goodsListQuery(viewer, body), placeholderData: keepPreviousData, enabled, refetchOnMount: refetchUnlessStartedEarly });
}

export function useGoodsFilterOptions() {
  return useQuery(goodsFilterOptionsQuery(useViewerKey()));
}

export function useHomeSections() {
  return useQuery({ ...homeSectionsQuery(useViewerKey()), refetchOnMount: refetchUnlessStartedEarly });
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
  return useQuery({ ...goodsDetailQuery(useViewerKey(), goodsId ?? 0), enabled: goodsId !== undefined, retry: false, refetchOnMount: refetchUnlessStartedEarly });
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
  return useQuery(categoryTreeQuery(useViewerKey()));
}
