import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { buyerInventory, inventoryLots, inventoryRecords } from './inventory.tables';

export type InventoryRecordType = 'inbound' | 'outbound' | 'blocked' | 'unblocked' | 'returned';

/** A holding as lists show it: the buyer's row with the goods and store it is of (catalog read model). */
export interface HoldingRow {
  goodsId: number;
  itemCode: string;
  nameEn: string;
  nameZh: string;
  nameJa: string;
  image: string;
  storeId: number;
  storeNameEn: string;
  storeNameZh: string;
  storeNameJa: string;
  categoryId: number;
  warehouseType: 'selfBuilt' | 'platform';
  qtyAvailable: number;
  qtyBlocked: number;
  oldestAt: Date | string | null;
  updatedAt: Date | string;
}

export interface HoldingFilter {
  keyword?: string;
  storeId?: number;
  categoryId?: number;
  inStock?: boolean;
  goodsIds?: number[];
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function holdingWhere(buyerUserId: number, f: HoldingFilter): SQL {
  const parts: SQL[] = [sql`i.buyer_user_id = ${buyerUserId}`, sql`(i.qty_available > 0 or i.qty_blocked > 0 or i.updated_at > now() - interval '90 days')`];
  if (f.keyword) parts.push(sql`(g.item_code ilike ${like(f.keyword)} or g.name_en ilike ${like(f.keyword)} or g.name_zh ilike ${like(f.keyword)} or g.name_ja ilike ${like(f.keyword)})`);
  if (f.storeId !== undefined) parts.push(sql`g.store_id = ${f.storeId}`);
  if (f.categoryId !== undefined) parts.push(sql`g.category_id = ${f.categoryId}`);
  if (f.inStock) parts.push(sql`i.qty_available > 0`);
  if (f.goodsIds) parts.push(f.goodsIds.length ? sql`i.goods_id in (${sql.join(f.goodsIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  return sql.join(parts, sql` and `);
}

const SORTS = {
  updated: sql`i.updated_at`,
  available: sql`i.qty_available`,
  blocked: sql`i.qty_blocked`,
  days: sql`oldest.at`,
  itemCode: sql`g.item_code`,
} as const;

function recordWhere(buyerUserId: number, f: { type?: string; keyword?: string; orderNo?: string; dateFrom?: string; dateTo?: string }): SQL {
  const parts: SQL[] = [sql`r.buyer_user_id = ${buyerUserId}`];
  if (f.type) parts.push(sql`r.type = ${f.type}`);
  if (f.orderNo) parts.push(sql`r.order_no ilike ${like(f.orderNo)}`);
  if (f.keyword) parts.push(sql`(g.item_code ilike ${like(f.keyword)} or g.name_en ilike ${like(f.keyword)} or g.name_zh ilike ${like(f.keyword)} or g.name_ja ilike ${like(f.keyword)})`);
  if (f.dateFrom) parts.push(sql`r.created_at >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`r.created_at < ${f.dateTo}::date + 1`);
  return sql.join(parts, sql` and `);
}

export const inventoryRepository = {
  /** Adds units to the buyer's available inventory of a goods, creating the row if missing. */
  addAvailable: (ex: Executor, buyerUserId: number, goodsId: number, quantity: number) =>
    ex
      .insert(buyerInventory)
      .values({ buyerUserId, goodsId, qtyAvailable: quantity })
      .onConflictDoUpdate({ target: [buyerInventory.buyerUserId, buyerInventory.goodsId], set: { qtyAvailable: sql`${buyerInventory.qtyAvailable} + excluded.qty_available`, updatedAt: sql`now()` } }),

  /** available -> blocked, only if enough is available (never negative). */
  block: async (ex: Executor, buyerUserId: number, goodsId: number, quantity: number) =>
    (
      await rows(
        ex,
        sql`update buyer_inventory set qty_available = qty_available - ${quantity}, qty_blocked = qty_blocked + ${quantity}, updated_at = now()
            where buyer_user_id = ${buyerUserId} and goods_id = ${goodsId} and qty_available >= ${quantity} returning id`,
      )
    ).length > 0,

  /** blocked -> available. */
  unblock: async (ex: Executor, buyerUserId: number, goodsId: number, quantity: number) =>
    (
      await rows(
        ex,
        sql`update buyer_inventory set qty_available = qty_available + ${quantity}, qty_blocked = qty_blocked - ${quantity}, updated_at = now()
            where buyer_user_id = ${buyerUserId} and goods_id = ${goodsId} and qty_blocked >= ${quantity} returning id`,
      )
    ).length > 0,

  /** blocked -> gone (shipped). */
  takeBlocked: async (ex: Executor, buyerUserId: number, goodsId: number, quantity: number) =>
    (
      await rows(
        ex,
        sql`update buyer_inventory set qty_blocked = qty_blocked - ${quantity}, updated_at = now()
            where buyer_user_id = ${buyerUserId} and goods_id = ${goodsId} and qty_blocked >= ${quantity} returning id`,
      )
    ).length > 0,

  insertRecord: (ex: Executor, values: typeof inventoryRecords.$inferInsert) => ex.insert(inventoryRecords).values(values),

  insertLot: (ex: Executor, values: typeof inventoryLots.$inferInsert) => ex.insert(inventoryLots).values(values),

  /** The lots still holding units of a goods, oldest first, locked. */
  lockLots: (ex: Executor, buyerUserId: number, goodsId: number) =>
    rows<{ id: number; qtyRemaining: number }>(
      ex,
      sql`select id::float8 as id, qty_remaining as "qtyRemaining" from inventory_lots
          where buyer_user_id = ${buyerUserId} and goods_id = ${goodsId} and qty_remaining > 0 order by received_at, id for update`,
    ),
  takeFromLot: (ex: Executor, lotId: number, quantity: number) => ex.execute(sql`update inventory_lots set qty_remaining = qty_remaining - ${quantity} where id = ${lotId} and qty_remaining >= ${quantity}`),

  findOne: async (ex: Executor, buyerUserId: number, goodsId: number) =>
    (await ex.select().from(buyerInventory).where(and(eq(buyerInventory.buyerUserId, buyerUserId), eq(buyerInventory.goodsId, goodsId))))[0],

  /** Available and blocked units of some goods. */
  holdings: async (ex: Executor, buyerUserId: number, goodsIds: number[]) =>
    goodsIds.length === 0
      ? []
      : rows<{ goodsId: number; qtyAvailable: number; qtyBlocked: number }>(
          ex,
          sql`select goods_id as "goodsId", qty_available as "qtyAvailable", qty_blocked as "qtyBlocked" from buyer_inventory
              where buyer_user_id = ${buyerUserId} and goods_id in (${sql.join(goodsIds.map((id) => sql`${id}`), sql`, `)})`,
        ),

  recordsOf: (ex: Executor, buyerUserId: number) => ex.select().from(inventoryRecords).where(eq(inventoryRecords.buyerUserId, buyerUserId)).orderBy(inventoryRecords.id),

  /** A page of holdings with their goods (or every one, for the export: limit null). */
  async pageHoldings(ex: Executor, buyerUserId: number, f: HoldingFilter, sort: keyof typeof SORTS, order: 'asc' | 'desc', limit: number | null, offset: number) {
    const where = holdingWhere(buyerUserId, f);
    const dir = order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
    const list = await rows<HoldingRow>(
      ex,
      sql`select i.goods_id as "goodsId", g.item_code as "itemCode", g.name_en as "nameEn", g.name_zh as "nameZh", g.name_ja as "nameJa",
                 coalesce(g.images[1], '') as image, g.store_id as "storeId", s.name_en as "storeNameEn", s.name_zh as "storeNameZh", s.name_ja as "storeNameJa",
                 g.category_id as "categoryId", g.warehouse_type as "warehouseType", i.qty_available as "qtyAvailable", i.qty_blocked as "qtyBlocked",
                 oldest.at as "oldestAt", i.updated_at as "updatedAt"
          from buyer_inventory i
          join goods g on g.id = i.goods_id
          join stores s on s.id = g.store_id
          left join lateral (select min(l.received_at) as at from inventory_lots l where l.buyer_user_id = i.buyer_user_id and l.goods_id = i.goods_id and l.qty_remaining > 0) oldest on true
          where ${where}
          order by ${SORTS[sort]} ${dir}, i.goods_id desc
          ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`,
    );
    const total = limit === null ? list.length : ((await rows<{ n: number }>(ex, sql`select count(*)::int as n from buyer_inventory i join goods g on g.id = i.goods_id where ${where}`))[0]?.n ?? 0);
    return { list, total };
  },

  async pageRecords(ex: Executor, buyerUserId: number, f: { type?: string; keyword?: string; orderNo?: string; dateFrom?: string; dateTo?: string }, limit: number | null, offset: number) {
    const where = recordWhere(buyerUserId, f);
    const list = await rows<{ id: number; goodsId: number; itemCode: string; nameEn: string; nameZh: string; nameJa: string; type: InventoryRecordType; quantity: number; reason: string; orderNo: string | null; createdAt: Date | string }>(
      ex,
      sql`select r.id::float8 as id, r.goods_id as "goodsId", g.item_code as "itemCode", g.name_en as "nameEn", g.name_zh as "nameZh", g.name_ja as "nameJa",
                 r.type, r.quantity, r.reason, r.order_no as "orderNo", r.created_at as "createdAt"
          from inventory_records r join goods g on g.id = r.goods_id
          where ${where}
          order by r.created_at desc, r.id desc
          ${limit === null ? sql`limit 100000` : sql`limit ${limit} offset ${offset}`}`,
    );
    const total = limit === null ? list.length : ((await rows<{ n: number }>(ex, sql`select count(*)::int as n from inventory_records r join goods g on g.id = r.goods_id where ${where}`))[0]?.n ?? 0);
    return { list, total };
  },
};
