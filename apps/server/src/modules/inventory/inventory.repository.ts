import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { buyerInventory, inventoryLotAllocations, inventoryLots, inventoryRecords, storageFeeAccruals, storageFeeRates } from './inventory.tables';

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
  /** Storage accrued by the available units, in cents. */
  storageCents: number | null;
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
  takeFromLot: (ex: Executor, lotId: number, quantity: number) => ex.execute(sql`update inventory_lots set qty_remaining = qty_remaining - ${quantity} where id = ${lotId} and qty_remaining - qty_blocked >= ${quantity}`),

  /** The lots with units not held by any sales order, oldest first, locked. */
  lockFreeLots: (ex: Executor, buyerUserId: number, goodsId: number) =>
    rows<{ id: number; free: number; storagePerUnitCents: number }>(
      ex,
      sql`select id::float8 as id, qty_remaining - qty_blocked as free, storage_per_unit_cents::float8 as "storagePerUnitCents" from inventory_lots
          where buyer_user_id = ${buyerUserId} and goods_id = ${goodsId} and qty_remaining > qty_blocked order by received_at, id for update`,
    ),
  /** Holds units of a lot for a sales order, with the storage each accrued (billed on its fee order). */
  async allocate(ex: Executor, a: { orderNo: string; goodsId: number; lotId: number; qty: number; storagePerUnitCents: number }) {
    await ex.execute(sql`update inventory_lots set qty_blocked = qty_blocked + ${a.qty} where id = ${a.lotId} and qty_remaining - qty_blocked >= ${a.qty}`);
    await ex.insert(inventoryLotAllocations).values(a);
  },
  /** A sales order's held lot units of a goods, locked (lot order). */
  allocationsOf: (ex: Executor, orderNo: string, goodsId: number) =>
    rows<{ id: number; lotId: number; qty: number }>(
      ex,
      sql`select a.id::float8 as id, a.lot_id::float8 as "lotId", a.qty from inventory_lot_allocations a join inventory_lots l on l.id = a.lot_id
          where a.order_no = ${orderNo} and a.goods_id = ${goodsId} order by l.received_at, l.id for update of l, a`,
    ),
  /** Held units go back to their lot (a canceled order) or leave it (shipped): the allocation ends either way. */
  async endAllocation(ex: Executor, allocationId: number, lotId: number, qty: number, shipped: boolean) {
    await ex.execute(
      shipped
        ? sql`update inventory_lots set qty_blocked = qty_blocked - ${qty}, qty_remaining = qty_remaining - ${qty} where id = ${lotId}`
        : sql`update inventory_lots set qty_blocked = qty_blocked - ${qty} where id = ${lotId}`,
    );
    await ex.delete(inventoryLotAllocations).where(eq(inventoryLotAllocations.id, allocationId));
  },

  /** Totals over every SKU a buyer holds, and the stores they come from. */
  summary: async (ex: Executor, buyerUserId: number) => {
    const [totals] = await rows<{ skus: number; available: number; blocked: number; storageCents: number }>(
      ex,
      sql`select count(*)::int as skus, coalesce(sum(i.qty_available), 0)::int as available, coalesce(sum(i.qty_blocked), 0)::int as blocked,
                 (select coalesce(sum((l.qty_remaining - l.qty_blocked) * l.storage_per_unit_cents), 0)::float8 from inventory_lots l where l.buyer_user_id = ${buyerUserId}) as "storageCents"
          from buyer_inventory i where ${holdingWhere(buyerUserId, {})}`,
    );
    const stores = await rows<{ storeId: number; nameEn: string; nameZh: string; nameJa: string }>(
      ex,
      sql`select distinct s.id as "storeId", s.name_en as "nameEn", s.name_zh as "nameZh", s.name_ja as "nameJa"
          from buyer_inventory i join goods g on g.id = i.goods_id join stores s on s.id = g.store_id where ${holdingWhere(buyerUserId, {})} order by s.id`,
    );
    return { totals: totals!, stores };
  },

  /** Every version of the storage rates, newest first per country. */
  storageRates: (ex: Executor) => ex.select().from(storageFeeRates).orderBy(storageFeeRates.warehouseCountry, sql`${storageFeeRates.effectiveFrom} desc`, sql`${storageFeeRates.version} desc`),

  /** Lots with available units not accrued through a day, locked (others skip them), with what their fee depends on. */
  lotsToAccrue: (ex: Executor, through: string, limit: number) =>
    rows<{ id: number; buyerUserId: number; goodsId: number; received: string; accruedThrough: string | null; units: number; length: number; width: number; height: number; country: string }>(
      ex,
      sql`select l.id::float8 as id, l.buyer_user_id as "buyerUserId", l.goods_id as "goodsId", to_char((l.received_at at time zone 'UTC')::date, 'YYYY-MM-DD') as received,
                 to_char(l.accrued_through, 'YYYY-MM-DD') as "accruedThrough", l.qty_remaining - l.qty_blocked as units,
                 g.package_length_in::float8 as length, g.package_width_in::float8 as width, g.package_height_in::float8 as height, g.warehouse_country as country
          from inventory_lots l join goods g on g.id = l.goods_id
          where l.qty_remaining > l.qty_blocked and coalesce(l.accrued_through, (l.received_at at time zone 'UTC')::date - 1) < ${through}::date
          order by l.id limit ${limit} for update of l skip locked`,
    ),
  /** Writes accrual days (a day already written is skipped) and adds what was written to the lots. */
  async insertAccruals(ex: Executor, values: (typeof storageFeeAccruals.$inferInsert)[], through: string) {
    if (values.length === 0) return;
    const written = await ex
      .insert(storageFeeAccruals)
      .values(values)
      .onConflictDoNothing({ target: [storageFeeAccruals.lotId, storageFeeAccruals.day] })
      .returning({ lotId: storageFeeAccruals.lotId, perUnitCents: storageFeeAccruals.perUnitCents });
    const added = new Map<number, number>();
    for (const w of written) added.set(Number(w.lotId), (added.get(Number(w.lotId)) ?? 0) + Number(w.perUnitCents));
    for (const lotId of new Set(values.map((v) => Number(v.lotId))))
      await ex.execute(
        sql`update inventory_lots set storage_per_unit_cents = storage_per_unit_cents + ${added.get(lotId) ?? 0},
              accrued_through = greatest(coalesce(accrued_through, ${through}::date), ${through}::date) where id = ${lotId}`,
      );
  },

  /** What the storage forecast needs per goods: its lots with available units, the unit volume, the country, the 30 days' shipments. */
  forecastFacts: (ex: Executor, buyerUserId: number, goodsIds: number[]) =>
    goodsIds.length === 0
      ? Promise.resolve([])
      : rows<{ goodsId: number; lots: { received: string; units: number }[] | null; length: number; width: number; height: number; country: string; shipped30: number }>(
          ex,
          sql`select g.id as "goodsId", g.package_length_in::float8 as length, g.package_width_in::float8 as width, g.package_height_in::float8 as height, g.warehouse_country as country,
                     (select json_agg(json_build_object('received', to_char((l.received_at at time zone 'UTC')::date, 'YYYY-MM-DD'), 'units', l.qty_remaining - l.qty_blocked) order by l.received_at, l.id)
                        from inventory_lots l where l.buyer_user_id = ${buyerUserId} and l.goods_id = g.id and l.qty_remaining > l.qty_blocked) as lots,
                     (select coalesce(sum(r.quantity), 0)::int from inventory_records r
                        where r.buyer_user_id = ${buyerUserId} and r.goods_id = g.id and r.type = 'outbound' and r.created_at > now() - interval '30 days') as "shipped30"
              from goods g where g.id in (${sql.join(goodsIds.map((id) => sql`${id}`), sql`, `)})`,
        ),

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
                 oldest.at as "oldestAt", oldest.storage as "storageCents", i.updated_at as "updatedAt"
          from buyer_inventory i
          join goods g on g.id = i.goods_id
          join stores s on s.id = g.store_id
          left join lateral (select min(l.received_at) as at, coalesce(sum((l.qty_remaining - l.qty_blocked) * l.storage_per_unit_cents), 0)::float8 as storage
                             from inventory_lots l where l.buyer_user_id = i.buyer_user_id and l.goods_id = i.goods_id and l.qty_remaining > 0) oldest on true
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
