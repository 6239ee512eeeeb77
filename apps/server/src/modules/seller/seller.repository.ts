import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { users } from '../auth/auth.tables';
import { goods, goodsPriceTiers, goodsStock, stores } from '../catalog/catalog.tables';
import { commissionRates, goodsStockRecords, merchantSettings, sellerSettlements } from './seller.tables';

/** The platform's merchant settings before an operator saves any. */
export const DEFAULT_MERCHANT_SETTINGS = { id: 1, defaultCommissionBp: 500, defaultCreditLimitCents: 0 };

export type StoreRow = typeof stores.$inferSelect;
export type GoodsRow = typeof goods.$inferSelect;
export type NewGoods = typeof goods.$inferInsert;
export type StockRecordRow = typeof goodsStockRecords.$inferSelect;
export type StoredStatus = GoodsRow['status'];
export type AuditStatus = StoreRow['auditStatus'];

export interface GoodsFilter {
  storeId?: number;
  keyword?: string;
  status?: StoredStatus;
  /** 'soldOut': on sale without available units. */
  soldOut?: boolean;
  categoryIds?: number[];
  stock?: 'lowStock' | 'outOfStock' | 'inStock';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function goodsWhere(f: GoodsFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.storeId !== undefined) c.push(eq(goods.storeId, f.storeId));
  if (f.status) c.push(eq(goods.status, f.status));
  if (f.soldOut) c.push(sql`coalesce(${goodsStock.available}, 0) = 0`);
  if (f.status === 'onSale' && f.soldOut === false) c.push(sql`coalesce(${goodsStock.available}, 0) > 0`);
  if (f.categoryIds) c.push(f.categoryIds.length ? inArray(goods.categoryId, f.categoryIds) : sql`false`);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    c.push(or(ilike(goods.itemCode, like), ilike(goods.nameEn, like), ilike(goods.nameZh, like), ilike(goods.nameJa, like))!);
  }
  if (f.stock === 'outOfStock') c.push(sql`coalesce(${goodsStock.available}, 0) = 0`);
  if (f.stock === 'inStock') c.push(sql`coalesce(${goodsStock.available}, 0) > 0`);
  if (f.stock === 'lowStock') c.push(sql`coalesce(${goodsStock.available}, 0) <= ${goods.lowStockThreshold}`);
  return c.length ? and(...c) : undefined;
}

const goodsColumns = { goods, stock: { available: sql<number>`coalesce(${goodsStock.available}, 0)`, blocked: sql<number>`coalesce(${goodsStock.blocked}, 0)`, sold: sql<number>`coalesce(${goodsStock.sold}, 0)` } };
export type GoodsWithStock = { goods: GoodsRow; stock: { available: number; blocked: number; sold: number } };

export const sellerRepository = {
  // ---- stores
  storeByOwner: async (ex: Executor, userId: number) => (await ex.select().from(stores).where(eq(stores.ownerUserId, userId)))[0],
  storeById: async (ex: Executor, id: number) => (await ex.select().from(stores).where(eq(stores.id, id)))[0],
  lockStoreByOwner: async (ex: Executor, userId: number) => (await ex.select().from(stores).where(eq(stores.ownerUserId, userId)).for('update'))[0],
  lockStore: async (ex: Executor, id: number) => (await ex.select().from(stores).where(eq(stores.id, id)).for('update'))[0],
  /** A new store; the unique owner index makes a second one for the same seller impossible. */
  insertStore: async (ex: Executor, values: typeof stores.$inferInsert) => (await ex.insert(stores).values(values).onConflictDoNothing().returning())[0],
  nextStoreCode: async (ex: Executor) =>
    (await rows<{ code: string }>(ex, sql`select 'ST' || (coalesce(max(nullif(regexp_replace(code, '\\D', '', 'g'), '')::int), 1000) + 1)::text as code from stores`))[0]!.code,
  updateStore: async (ex: Executor, id: number, values: Partial<typeof stores.$inferInsert>) =>
    (await ex.update(stores).set({ ...values, updatedAt: sql`now()` }).where(eq(stores.id, id)).returning())[0]!,
  /** A conditional audit move: only from the states the store audit table allows. */
  moveAudit: async (ex: Executor, id: number, from: AuditStatus[], values: Partial<typeof stores.$inferInsert>) =>
    (await ex.update(stores).set({ ...values, updatedAt: sql`now()` }).where(and(eq(stores.id, id), inArray(stores.auditStatus, from))).returning())[0],
  pageStores: async (ex: Executor, filter: { auditStatus?: AuditStatus; keyword?: string }, limit: number, offset: number) => {
    const c: SQL[] = [];
    if (filter.auditStatus) c.push(eq(stores.auditStatus, filter.auditStatus));
    if (filter.keyword) {
      const like = `%${escapeLike(filter.keyword)}%`;
      c.push(or(ilike(stores.code, like), ilike(stores.nameEn, like), ilike(stores.nameZh, like), ilike(stores.nameJa, like))!);
    }
    const where = c.length ? and(...c) : undefined;
    const list = await ex
      .select({
        store: stores,
        ownerMobile: users.mobile,
        ownerName: users.realName,
        goodsCount: sql<number>`(select count(*)::int from goods g where g.store_id = ${stores.id})`,
      })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.ownerUserId))
      .where(where)
      // Waiting for the operator first, the longest waiting first; then the others, the latest first.
      .orderBy(
        sql`case ${stores.auditStatus} when 'pending' then 0 else 1 end`,
        sql`case when ${stores.auditStatus} = 'pending' then ${stores.submittedAt} end asc`,
        desc(stores.updatedAt),
        desc(stores.id),
      )
      .limit(limit)
      .offset(offset);
    const [total] = await ex.select({ n: count() }).from(stores).where(where);
    return { list, total: total?.n ?? 0 };
  },
  storeOwnerFacts: async (ex: Executor, id: number) =>
    (
      await ex
        .select({ ownerMobile: users.mobile, ownerName: users.realName, goodsCount: sql<number>`(select count(*)::int from goods g where g.store_id = ${stores.id})` })
        .from(stores)
        .innerJoin(users, eq(users.id, stores.ownerUserId))
        .where(eq(stores.id, id))
    )[0]!,

  // ---- goods
  pageGoods: async (ex: Executor, filter: GoodsFilter, limit: number, offset: number) => {
    const where = goodsWhere(filter);
    const list: GoodsWithStock[] = await ex
      .select(goodsColumns)
      .from(goods)
      .leftJoin(goodsStock, eq(goodsStock.goodsId, goods.id))
      .where(where)
      .orderBy(desc(goods.updatedAt), desc(goods.id))
      .limit(limit)
      .offset(offset);
    const [total] = await ex.select({ n: count() }).from(goods).leftJoin(goodsStock, eq(goodsStock.goodsId, goods.id)).where(where);
    return { list, total: total?.n ?? 0 };
  },
  /** A goods with its stock; with storeId, only that store's (another's is not found). */
  findGoods: async (ex: Executor, goodsId: number, storeId?: number): Promise<GoodsWithStock | undefined> =>
    (
      await ex
        .select(goodsColumns)
        .from(goods)
        .leftJoin(goodsStock, eq(goodsStock.goodsId, goods.id))
        .where(and(eq(goods.id, goodsId), storeId === undefined ? undefined : eq(goods.storeId, storeId)))
    )[0],
  tiersOf: async (ex: Executor, goodsIds: number[]) =>
    goodsIds.length === 0 ? [] : ex.select().from(goodsPriceTiers).where(inArray(goodsPriceTiers.goodsId, goodsIds)).orderBy(asc(goodsPriceTiers.goodsId), asc(goodsPriceTiers.minQty)),
  itemCodeTaken: async (ex: Executor, itemCode: string, exceptGoodsId?: number) =>
    (await ex.select({ id: goods.id }).from(goods).where(and(eq(goods.itemCode, itemCode), exceptGoodsId ? sql`${goods.id} <> ${exceptGoodsId}` : undefined)))[0] !== undefined,
  insertGoods: async (ex: Executor, values: NewGoods) => {
    const row = (await ex.insert(goods).values(values).onConflictDoNothing().returning({ id: goods.id }))[0];
    if (row) await ex.insert(goodsStock).values({ goodsId: row.id, available: 0 });
    return row?.id;
  },
  updateGoods: async (ex: Executor, goodsId: number, storeId: number, values: Partial<NewGoods>) =>
    (await ex.update(goods).set({ ...values, updatedAt: sql`now()` }).where(and(eq(goods.id, goodsId), eq(goods.storeId, storeId), sql`${goods.status} <> 'removed'`)).returning({ id: goods.id }))[0]?.id,
  replaceTiers: async (ex: Executor, goodsId: number, tiers: { minQty: number; maxQty: number | null; unitPriceCents: number }[]) => {
    await ex.delete(goodsPriceTiers).where(eq(goodsPriceTiers.goodsId, goodsId));
    if (tiers.length) await ex.insert(goodsPriceTiers).values(tiers.map((t) => ({ goodsId, ...t })));
  },
  /**
   * A status move guarded by the transition table's from-states (and the store, for a seller).
   * `posted`: the first time on sale sets the date posted.
   */
  moveStatus: async (ex: Executor, goodsId: number, from: StoredStatus[], to: StoredStatus, o: { storeId?: number; reason?: string | null } = {}) =>
    (
      await ex
        .update(goods)
        .set({
          status: to,
          updatedAt: sql`now()`,
          ...(o.reason !== undefined ? { violationReason: o.reason } : {}),
          ...(to === 'onSale' ? { postedAt: sql`case when ${goods.status} = 'toBeShelved' then now() else ${goods.postedAt} end` } : {}),
        })
        .where(and(eq(goods.id, goodsId), inArray(goods.status, from), o.storeId === undefined ? undefined : eq(goods.storeId, o.storeId)))
        .returning({ id: goods.id, itemCode: goods.itemCode, storeId: goods.storeId })
    )[0],
  /** Pulls every goods of a store on sale off shelves; answers how many. */
  pullOffStore: async (ex: Executor, storeId: number) =>
    (await ex.update(goods).set({ status: 'offShelves', updatedAt: sql`now()` }).where(and(eq(goods.storeId, storeId), eq(goods.status, 'onSale'))).returning({ id: goods.id })).length,
  lowStockCount: async (ex: Executor, storeId: number) =>
    (
      await ex
        .select({ n: count() })
        .from(goods)
        .leftJoin(goodsStock, eq(goodsStock.goodsId, goods.id))
        .where(and(eq(goods.storeId, storeId), inArray(goods.status, ['onSale', 'offShelves', 'toBeShelved']), lte(sql`coalesce(${goodsStock.available}, 0)`, goods.lowStockThreshold)))
    )[0]?.n ?? 0,

  /** A store's goods by item code (the bulk file names them so). */
  goodsByItemCodes: async (ex: Executor, storeId: number, codes: string[]) =>
    codes.length === 0 ? [] : ex.select().from(goods).where(and(eq(goods.storeId, storeId), inArray(goods.itemCode, codes))),
  /** A spot price: lowest and highest are the same. */
  setSpotPrice: (ex: Executor, goodsId: number, cents: number) =>
    ex.update(goods).set({ priceMinCents: cents, priceMaxCents: cents, updatedAt: sql`now()` }).where(and(eq(goods.id, goodsId), eq(goods.priceMode, 'spot'))),

  // ---- stock
  recordByKey: async (ex: Executor, goodsId: number, requestKey: string) =>
    (await ex.select().from(goodsStockRecords).where(and(eq(goodsStockRecords.goodsId, goodsId), eq(goodsStockRecords.requestKey, requestKey))))[0],
  insertRecord: async (ex: Executor, values: typeof goodsStockRecords.$inferInsert) => (await ex.insert(goodsStockRecords).values(values).returning())[0]!,
  pageRecords: async (ex: Executor, storeId: number, goodsId: number | undefined, limit: number, offset: number) => {
    const where = and(eq(goodsStockRecords.storeId, storeId), goodsId ? eq(goodsStockRecords.goodsId, goodsId) : undefined);
    const list = await ex
      .select({ record: goodsStockRecords, itemCode: goods.itemCode, nameEn: goods.nameEn, nameZh: goods.nameZh, nameJa: goods.nameJa })
      .from(goodsStockRecords)
      .innerJoin(goods, eq(goods.id, goodsStockRecords.goodsId))
      .where(where)
      .orderBy(desc(goodsStockRecords.id))
      .limit(limit)
      .offset(offset);
    const [total] = await ex.select({ n: count() }).from(goodsStockRecords).where(where);
    return { list, total: total?.n ?? 0 };
  },

  // ---- settings and settlements
  settings: async (ex: Executor) => (await ex.select().from(merchantSettings).where(eq(merchantSettings.id, 1)))[0] ?? DEFAULT_MERCHANT_SETTINGS,
  rates: (ex: Executor) => ex.select().from(commissionRates).orderBy(asc(commissionRates.categoryId)),
  saveSettings: async (ex: Executor, values: { defaultCommissionBp: number; defaultCreditLimitCents: number }, rates: { categoryId: number; rateBp: number }[]) => {
    await ex.insert(merchantSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: merchantSettings.id, set: values });
    await ex.delete(commissionRates);
    if (rates.length) await ex.insert(commissionRates).values(rates);
  },
  /**
   * The commission rate of each goods, in one read: its category's rate, else the default one
   * (a goods not found counts as category 0, as the rates' lookup always did).
   */
  commissionOfGoods: async (ex: Executor, goodsIds: number[]) =>
    new Map(
      (goodsIds.length === 0
        ? []
        : await rows<{ id: number; rateBp: number }>(
            ex,
            sql`select x.id, coalesce(r.rate_bp, s.default_commission_bp, ${DEFAULT_MERCHANT_SETTINGS.defaultCommissionBp})::int as "rateBp"
                from unnest(${`{${goodsIds.map(Number).join(',')}}`}::int[]) as x(id)
                left join ${goods} g on g.id = x.id
                left join ${commissionRates} r on r.category_id = coalesce(g.category_id, 0)
                left join ${merchantSettings} s on s.id = 1`,
          )
      ).map((r) => [r.id, r.rateBp] as const),
    ),
  settledOrderIds: async (ex: Executor, storeId: number) =>
    new Set((await ex.select({ id: sellerSettlements.orderId }).from(sellerSettlements).where(eq(sellerSettlements.storeId, storeId))).map((r) => r.id)),
  /** The settlement of an order, once: undefined when it was settled already. */
  insertSettlement: async (ex: Executor, values: typeof sellerSettlements.$inferInsert) =>
    (await ex.insert(sellerSettlements).values(values).onConflictDoNothing().returning())[0],
};
