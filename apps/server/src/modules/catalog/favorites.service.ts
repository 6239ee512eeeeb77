import {
  priceVisibilityOf,
  type FavoriteFilterOptions,
  type FavoriteGoods,
  type FavoriteGoodsQuery,
  type FavoriteState,
  type FollowedStore,
  type FollowState,
  type Language,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import { toRawCard } from './catalog.present';
import type { GoodsFilter } from './catalog.repository';
import type { CatalogService } from './catalog.service';
import { favoritesRepository as repo } from './favorites.repository';
import { parseKeyword } from './search';

/**
 * A buyer's saved goods and followed stores. Only ever the caller's own: every query names
 * the user, and an id that is not theirs answers 404 (never 403, which would confirm it exists).
 */
export function createFavoritesService(deps: { database: Database; catalog: CatalogService }) {
  const { db } = deps.database;

  return {
    /**
     * In the caller's transaction: saves the goods of these that the public can see (moving cart
     * lines to favourites: a line whose goods was removed is not saved). Answers how many were new.
     */
    async saveVisible(tx: Executor, userId: number, goodsIds: number[]): Promise<number> {
      const visible = goodsIds.length === 0 ? [] : await repo.publicGoodsIds(tx, goodsIds);
      return visible.length === 0 ? 0 : repo.insertFavorites(tx, userId, visible);
    },

    /** Saves goods; saving one again changes nothing. All or none: an unknown or removed goods is 404. */
    async add(user: AuthUser, goodsIds: number[]): Promise<{ added: number }> {
      return db.transaction(async (tx) => {
        const known = await repo.publicGoodsIds(tx, goodsIds);
        if (known.length !== goodsIds.length) throw new AppError('NOT_FOUND');
        return { added: await repo.insertFavorites(tx, user.id, goodsIds) };
      });
    },

    /** Removes saved goods. All or none: if any of them is not saved by this buyer, 404 and nothing changes. */
    async remove(user: AuthUser, goodsIds: number[]): Promise<{ removed: number }> {
      return db.transaction(async (tx) => {
        const removed = await repo.deleteFavorites(tx, user.id, goodsIds);
        if (removed.length !== goodsIds.length) throw new AppError('NOT_FOUND');
        return { removed: removed.length };
      });
    },

    /** Whether a goods is saved. A goods the public cannot see is 404 unless this buyer saved it. */
    async state(user: AuthUser, goodsId: number): Promise<FavoriteState> {
      const favorited = await repo.isFavorite(db, user.id, goodsId);
      if (!favorited && (await repo.publicGoodsIds(db, [goodsId])).length === 0) throw new AppError('NOT_FOUND');
      return { goodsId, favorited };
    },

    async list(user: AuthUser, lang: Language, query: FavoriteGoodsQuery) {
      const index = await deps.catalog.categoryIndex(lang);
      const filter: GoodsFilter = {};
      if (query.categoryId !== undefined) filter.categoryIds = index.subtree(query.categoryId);
      if (query.storeId !== undefined) filter.storeId = query.storeId;
      if (query.keyword) {
        const parts = parseKeyword(query.keyword);
        if (parts.length > 0) filter.search = parts;
        else filter.ids = [];
      }
      const offset = (query.pageIndex - 1) * query.pageSize;
      const [rows, total] = await Promise.all([
        repo.pageFavorites(db, lang, user.id, filter, query.pageSize, offset),
        repo.countFavorites(db, user.id, filter),
      ]);
      const visibility = priceVisibilityOf(user);
      const list = rows.map(
        (row): FavoriteGoods => ({
          ...deps.catalog.present(toRawCard(row, index.name(row.categoryId)), visibility),
          favoritedAt: new Date(row.favoritedAt).toISOString(),
        }),
      );
      return { list, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    /** The filters of the saved goods: top-level categories and stores, with how many saved goods each has. */
    async filterOptions(user: AuthUser, lang: Language): Promise<FavoriteFilterOptions> {
      const [index, facets] = await Promise.all([deps.catalog.categoryIndex(lang), repo.favoriteFacets(db, lang, user.id)]);
      const byTop = new Map<number, number>();
      for (const { categoryId, count } of facets.byCategory) {
        const top = index.topOf(categoryId);
        if (top !== undefined) byTop.set(top, (byTop.get(top) ?? 0) + count);
      }
      return {
        categories: index.top.filter((c) => byTop.has(c.categoryId)).map((c) => ({ categoryId: c.categoryId, categoryName: c.categoryName, count: byTop.get(c.categoryId)! })),
        stores: facets.byStore,
      };
    },

    /** Follows a store; following again changes nothing. An unknown store is 404. */
    async follow(user: AuthUser, storeId: number): Promise<FollowState> {
      return db.transaction(async (tx) => {
        if (!(await repo.storeExists(tx, storeId))) throw new AppError('NOT_FOUND');
        await repo.insertFollow(tx, user.id, storeId);
        return { storeId, followed: true, followers: await repo.followersOf(tx, storeId) };
      });
    },

    /** Unfollows a store this buyer follows; otherwise 404. */
    async unfollow(user: AuthUser, storeId: number): Promise<FollowState> {
      return db.transaction(async (tx) => {
        if (!(await repo.deleteFollow(tx, user.id, storeId))) throw new AppError('NOT_FOUND');
        return { storeId, followed: false, followers: await repo.followersOf(tx, storeId) };
      });
    },

    /** My Sellers: the stores this buyer follows, newest followed first (a closed one says closed). */
    /** How many goods a user has saved (those still on show) and how many stores they follow. */
    async counts(userId: number): Promise<{ favourites: number; followedStores: number }> {
      const [favourites, followedStores] = await Promise.all([repo.countFavorites(db, userId, {}), repo.countFollowed(db, userId)]);
      return { favourites, followedStores };
    },

    async followed(user: AuthUser, lang: Language, page: { pageIndex: number; pageSize: number }) {
      const [rows, total] = await Promise.all([
        repo.pageFollowed(db, lang, user.id, page.pageSize, (page.pageIndex - 1) * page.pageSize),
        repo.countFollowed(db, user.id),
      ]);
      const cards = await deps.catalog.storeCards(lang, rows);
      const list = cards.map((card, i): FollowedStore => ({ ...card, followedAt: new Date(rows[i]!.followedAt).toISOString() }));
      return { list, total, pageIndex: page.pageIndex, pageSize: page.pageSize };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
