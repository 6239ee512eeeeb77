import type { FavoriteGoodsQuery, GoodsListInput, RankingWindow, StoreKind } from '@wm/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { useClientStore } from '../../../lib/store';

/**
 * Names answer in the request language and prices follow the viewer, so both are part of
 * every catalog key: signing in or out never shows another viewer's prices from the cache.
 */
const keyOf = (userId: number) => `${currentLanguage()}:${userId}`;

export function useViewerKey(): string {
  return keyOf(useClientStore((state) => state.userInfo?.id ?? 0));
}

/** The same key outside a component (a page's prefetch at app start). */
export function viewerKey(): string {
  return keyOf(useClientStore.getState().userInfo?.id ?? 0);
}

export const catalogKeys = {
  all: ['catalog'] as const,
  goodsList: (viewer: string, body: GoodsListInput) => ['catalog', viewer, 'goods', body] as const,
  filterOptions: (viewer: string) => ['catalog', viewer, 'filter-options'] as const,
  home: (viewer: string) => ['catalog', viewer, 'home'] as const,
  ranking: (viewer: string, window: RankingWindow) => ['catalog', viewer, 'ranking', window] as const,
  goods: (viewer: string, goodsId: number) => ['catalog', viewer, 'goods-detail', goodsId] as const,
  stores: (viewer: string, kind: StoreKind, pageIndex: number, keyword?: string) => ['catalog', viewer, 'stores', kind, pageIndex, keyword] as const,
  store: (viewer: string, storeId: number) => ['catalog', viewer, 'store', storeId] as const,
  categoryTree: (viewer: string) => ['catalog', viewer, 'category-tree'] as const,
};

export const favoriteKeys = {
  all: ['favorites'] as const,
  goods: (query: Partial<FavoriteGoodsQuery>) => ['favorites', 'goods', query] as const,
  goodsOptions: ['favorites', 'goods-options'] as const,
  goodsState: (goodsId: number) => ['favorites', 'goods-state', goodsId] as const,
  stores: (pageIndex: number) => ['favorites', 'stores', pageIndex] as const,
};
