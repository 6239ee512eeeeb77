import { z } from 'zod';
import { page, PageQuery } from '../common/envelope';
import { rules } from '../common/validation';
import { GoodsCard, StoreCard } from './catalog.schema';

// A buyer's favourite goods ("Product collection", /buyer/homeFavorite) and followed stores
// (My Sellers). Only ever the signed-in buyer's own.

export const FAVORITES_BATCH_MAX = 100;

/** Several goods at once; the spec's "you did not select ..." when the selection is empty. */
const goodsIds = (emptyKey: 'favorite.selectItem' | 'favorite.selectFavorite') =>
  z
    .array(rules.id, { error: emptyKey })
    .min(1, { error: emptyKey })
    .max(FAVORITES_BATCH_MAX, { error: 'favorite.tooMany' })
    .transform((ids) => [...new Set(ids)]);

export const AddFavoritesBody = z.object({ goodsIds: goodsIds('favorite.selectItem') });
export const RemoveFavoritesBody = z.object({ goodsIds: goodsIds('favorite.selectFavorite') });

export const FavoritesAdded = z.object({
  /** How many were not saved before (adding again is harmless). */
  added: z.number().int(),
});
export const FavoritesRemoved = z.object({ removed: z.number().int() });

export const FavoriteIdParams = z.object({ id: rules.id });

/** Whether a goods is among the buyer's favourites. */
export const FavoriteState = z.object({ goodsId: z.number().int(), favorited: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteState>;

/** Saved goods filters: a category (any level, with its sub-categories), a store, words of the name. */
export const FavoriteGoodsQuery = PageQuery.extend({
  categoryId: rules.id.optional(),
  storeId: rules.id.optional(),
  keyword: z
    .string()
    .trim()
    .max(100, { error: 'field.tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type FavoriteGoodsQuery = z.infer<typeof FavoriteGoodsQuery>;

/**
 * A saved goods: its card (with categoryId/categoryName and storeId/storeName for the
 * filters; status tells a goods taken off shelves) and when it was saved. Newest saved first.
 */
export const FavoriteGoods = GoodsCard.extend({ favoritedAt: z.iso.datetime() });
export type FavoriteGoods = z.infer<typeof FavoriteGoods>;
export const FavoriteGoodsPage = page(FavoriteGoods);

/** The filter choices of the saved goods: top-level categories and stores that have saved goods, with counts. */
export const FavoriteFilterOptions = z.object({
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string(), count: z.number().int() })),
  stores: z.array(z.object({ storeId: z.number().int(), storeName: z.string(), count: z.number().int() })),
});
export type FavoriteFilterOptions = z.infer<typeof FavoriteFilterOptions>;

export const FollowState = z.object({ storeId: z.number().int(), followed: z.boolean(), followers: z.number().int() });
export type FollowState = z.infer<typeof FollowState>;

/** My Sellers: followed stores, newest followed first; a closed one says so. */
export const FollowedStore = StoreCard.extend({ followedAt: z.iso.datetime() });
export type FollowedStore = z.infer<typeof FollowedStore>;
export const FollowedStorePage = page(FollowedStore);
export const FollowedStoreQuery = PageQuery;
