import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';

/** A goods as a buyer buys it: store, price, fees and stock, amounts in cents. */
export interface PurchaseFactsRow {
  goodsId: number;
  itemCode: string;
  nameEn: string;
  nameZh: string;
  nameJa: string;
  image: string;
  categoryId: number;
  storeId: number;
  storeCode: string;
  storeNameEn: string;
  storeNameZh: string;
  storeNameJa: string;
  storeOpen: boolean;
  status: string;
  priceMode: 'spot' | 'tiered';
  priceMinCents: number;
  moq: number;
  logisticsFeeCents: number;
  operatingFeeCents: number;
  available: number;
  tiers: { minQty: number; maxQty: number | null; unitPriceCents: number }[];
}

// Stock moves are conditional updates: the row changes only when the units are there, so
// concurrent orders can never take more than there is, and a move applies once.
export const stockRepository = {
  /** Goods by item code, whatever their status (an import names goods the buyer owns). */
  byItemCodes: (ex: Executor, codes: string[]) =>
    codes.length === 0
      ? Promise.resolve([])
      : rows<{ goodsId: number; itemCode: string }>(ex, sql`select id as "goodsId", item_code as "itemCode" from goods where item_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`),
  purchaseFacts: (ex: Executor, goodsIds: number[]) =>
    goodsIds.length === 0
      ? Promise.resolve([] as PurchaseFactsRow[])
      : rows<PurchaseFactsRow>(
          ex,
          sql`select g.id as "goodsId", g.item_code as "itemCode", g.name_en as "nameEn", g.name_zh as "nameZh", g.name_ja as "nameJa",
                     coalesce(g.images[1], '') as image, g.category_id as "categoryId",
                     g.store_id as "storeId", s.code as "storeCode", s.name_en as "storeNameEn", s.name_zh as "storeNameZh", s.name_ja as "storeNameJa",
                     s.status = 'open' as "storeOpen", g.status, g.price_mode as "priceMode", g.price_min_cents::float8 as "priceMinCents", g.moq,
                     g.logistics_fee_cents::float8 as "logisticsFeeCents", g.operating_fee_cents::float8 as "operatingFeeCents",
                     coalesce(st.available, 0) as available,
                     (select coalesce(json_agg(json_build_object('minQty', t.min_qty, 'maxQty', t.max_qty, 'unitPriceCents', t.unit_price_cents) order by t.min_qty), '[]'::json)
                        from goods_price_tiers t where t.goods_id = g.id) as tiers
              from goods g join stores s on s.id = g.store_id left join goods_stock st on st.goods_id = g.id
              where g.id in (${sql.join(goodsIds.map((id) => sql`${id}`), sql`, `)})`,
        ),

  /** available -> blocked; false (nothing changed) when fewer units are available. */
  /** Reserves units when there are enough: answers the units left available, or null (too few). */
  reserve: async (ex: Executor, goodsId: number, quantity: number) =>
    (
      await rows<{ available: number }>(
        ex,
        sql`update goods_stock set available = available - ${quantity}, blocked = blocked + ${quantity}, updated_at = now()
            where goods_id = ${goodsId} and available >= ${quantity} returning available`,
      )
    )[0]?.available ?? null,

  /** The units available now (a statement of its own sees the latest commit); 0 without a stock row. */
  availableOf: async (ex: Executor, goodsId: number) =>
    (await rows<{ available: number }>(ex, sql`select available from goods_stock where goods_id = ${goodsId}`))[0]?.available ?? 0,

  /** blocked -> available (an order canceled). */
  release: async (ex: Executor, goodsId: number, quantity: number) =>
    (
      await rows(
        ex,
        sql`update goods_stock set available = available + ${quantity}, blocked = blocked - ${quantity}, updated_at = now()
            where goods_id = ${goodsId} and blocked >= ${quantity} returning goods_id`,
      )
    ).length > 0,

  /** sold -> available (units returned through after-sales). */
  restock: async (ex: Executor, goodsId: number, quantity: number) =>
    (
      await rows(
        ex,
        sql`update goods_stock set available = available + ${quantity}, sold = greatest(sold - ${quantity}, 0), updated_at = now()
            where goods_id = ${goodsId} returning goods_id`,
      )
    ).length > 0,

  /** available -> sold (units shipped as an after-sales reissue); false when fewer are available. */
  take: async (ex: Executor, goodsId: number, quantity: number) =>
    (
      await rows(
        ex,
        sql`update goods_stock set available = available - ${quantity}, sold = sold + ${quantity}, updated_at = now()
            where goods_id = ${goodsId} and available >= ${quantity} returning goods_id`,
      )
    ).length > 0,

  /** blocked -> sold (an order paid). */
  sell: async (ex: Executor, goodsId: number, quantity: number) =>
    (
      await rows(
        ex,
        sql`update goods_stock set blocked = blocked - ${quantity}, sold = sold + ${quantity}, updated_at = now()
            where goods_id = ${goodsId} and blocked >= ${quantity} returning goods_id`,
      )
    ).length > 0,
};

export const storeLookups = {
  names: (ex: Executor, storeIds: number[]) =>
    storeIds.length === 0
      ? Promise.resolve([] as { id: number; code: string; nameEn: string; nameZh: string; nameJa: string }[])
      : rows<{ id: number; code: string; nameEn: string; nameZh: string; nameJa: string }>(
          ex,
          sql`select id, code, name_en as "nameEn", name_zh as "nameZh", name_ja as "nameJa" from stores where id in (${sql.join(storeIds.map((id) => sql`${id}`), sql`, `)})`,
        ),
  ownedBy: async (ex: Executor, userId: number) => (await rows<{ id: number }>(ex, sql`select id from stores where owner_user_id = ${userId}`))[0]?.id,
  owner: async (ex: Executor, storeId: number) => (await rows<{ userId: number }>(ex, sql`select owner_user_id as "userId" from stores where id = ${storeId}`))[0]?.userId,
};
