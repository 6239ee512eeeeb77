import type { Language } from '@wm/contracts';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { cardSelect, filterConditions, localized, storeCardSelect, type CardRow, type GoodsFilter, type StoreRow } from './catalog.repository';
import { favoriteGoods, favoriteStores, goods, stores } from './catalog.tables';

// Every query names its owner (user_id) in the WHERE: another buyer's rows are never read or changed.

/** Goods a buyer may keep in favourites (and still sees there): anything but removed or never listed. */
const PUBLIC_GOODS = sql`g.status not in ('removed', 'toBeShelved')`;
const NOT_PUBLIC = ['removed', 'toBeShelved'] as const;

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);

export const favoritesRepository = {
  /** Of these goods ids, those that exist and are public. */
  publicGoodsIds: async (ex: Executor, ids: number[]) =>
    (await ex.select({ id: goods.id }).from(goods).where(and(inArray(goods.id, ids), notInArray(goods.status, [...NOT_PUBLIC])))).map((r) => r.id),

  /** Saves goods for a user; answers how many were not saved before. */
  insertFavorites: async (ex: Executor, userId: number, goodsIds: number[]) =>
    (await ex.insert(favoriteGoods).values(goodsIds.map((goodsId) => ({ userId, goodsId }))).onConflictDoNothing().returning({ goodsId: favoriteGoods.goodsId })).length,

  /** Removes goods from one user's favourites; answers the ids removed. */
  deleteFavorites: async (ex: Executor, userId: number, goodsIds: number[]) =>
    (await ex.delete(favoriteGoods).where(and(eq(favoriteGoods.userId, userId), inArray(favoriteGoods.goodsId, goodsIds))).returning({ goodsId: favoriteGoods.goodsId })).map((r) => r.goodsId),

  isFavorite: async (ex: Executor, userId: number, goodsId: number) =>
    (await ex.select({ goodsId: favoriteGoods.goodsId }).from(favoriteGoods).where(and(eq(favoriteGoods.userId, userId), eq(favoriteGoods.goodsId, goodsId)))).length > 0,

  /** One page of a user's saved goods, newest saved first. */
  pageFavorites: (ex: Executor, lang: Language, userId: number, filter: GoodsFilter, limit: number, offset: number) =>
    rows<CardRow & { favoritedAt: Date }>(
      ex,
      sql`select ${cardSelect(lang)}, fg.created_at as "favoritedAt"
          from favorite_goods fg join goods g on g.id = fg.goods_id join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id
          where ${where([sql`fg.user_id = ${userId}`, PUBLIC_GOODS, ...filterConditions(filter)])}
          order by fg.created_at desc, g.id desc limit ${limit} offset ${offset}`,
    ),

  countFavorites: async (ex: Executor, userId: number, filter: GoodsFilter) =>
    (
      await rows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from favorite_goods fg join goods g on g.id = fg.goods_id join stores s on s.id = g.store_id
            where ${where([sql`fg.user_id = ${userId}`, PUBLIC_GOODS, ...filterConditions(filter)])}`,
      )
    )[0]!.n,

  /** How many saved goods of a user are in each category and each store. */
  favoriteFacets: async (ex: Executor, lang: Language, userId: number) => {
    const [byCategory, byStore] = await Promise.all([
      rows<{ categoryId: number; count: number }>(
        ex,
        sql`select g.category_id as "categoryId", count(*)::int as count from favorite_goods fg join goods g on g.id = fg.goods_id
            where fg.user_id = ${userId} and ${PUBLIC_GOODS} group by g.category_id`,
      ),
      rows<{ storeId: number; storeName: string; count: number }>(
        ex,
        sql`select s.id as "storeId", ${localized('s', 'name', lang)} as "storeName", count(*)::int as count
            from favorite_goods fg join goods g on g.id = fg.goods_id join stores s on s.id = g.store_id
            where fg.user_id = ${userId} and ${PUBLIC_GOODS} group by s.id order by count desc, s.id`,
      ),
    ]);
    return { byCategory, byStore };
  },

  // ---- followed stores

  /** Follows a store; true when it was not followed before. */
  insertFollow: async (ex: Executor, userId: number, storeId: number) =>
    (await ex.insert(favoriteStores).values({ userId, storeId }).onConflictDoNothing().returning({ storeId: favoriteStores.storeId })).length > 0,

  /** Unfollows a store; true when it was followed. */
  deleteFollow: async (ex: Executor, userId: number, storeId: number) =>
    (await ex.delete(favoriteStores).where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.storeId, storeId))).returning({ storeId: favoriteStores.storeId })).length > 0,

  followersOf: async (ex: Executor, storeId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from favorite_stores where store_id = ${storeId}`))[0]!.n,

  storeExists: async (ex: Executor, storeId: number) => (await ex.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId))).length > 0,

  /** One page of the stores a user follows, newest followed first. */
  pageFollowed: (ex: Executor, lang: Language, userId: number, limit: number, offset: number) =>
    rows<StoreRow & { followedAt: Date }>(
      ex,
      sql`select ${storeCardSelect(lang)},
                 fs.created_at as "followedAt"
          from favorite_stores fs join stores s on s.id = fs.store_id
          where fs.user_id = ${userId}
          order by fs.created_at desc, s.id desc limit ${limit} offset ${offset}`,
    ),

  countFollowed: async (ex: Executor, userId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from favorite_stores where user_id = ${userId}`))[0]!.n,
};
