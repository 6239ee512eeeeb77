import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PREPARED, rows, type Executor } from '../../db/client';
import { goodsWarehouseStock, storeWarehouses } from './warehouses.tables';

export type WarehouseRow = typeof storeWarehouses.$inferSelect;
export type NewWarehouse = Omit<typeof storeWarehouses.$inferInsert, 'id' | 'createdAt'>;
/** Units of a goods moved in a warehouse. */
export interface WarehouseUnits {
  goodsId: number;
  warehouseId: number;
  quantity: number;
}

const list = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Takes units from the warehouse rows of some goods: most units first, ties by warehouse id,
 * across warehouses when one is not enough (never below 0). One statement: the rows are locked
 * in goods id, then warehouse id order, the plan is a running sum, the update takes them down,
 * and (with an order) the allocations are recorded. Answers what was taken; less than asked when
 * the rows held less (the caller decides).
 */
function takeStatement(need: { goodsId: number; quantity: number }[], order: number | OrderWrites | null): SQL {
  const values = sql.join(need.map((n) => sql`(${n.goodsId}::int, ${n.quantity}::int)`), sql`, `);
  const writes = order !== null && typeof order === 'object';
  const purchaseOrderId = writes ? sql`(select id from o)` : order;
  // A checkout's (with its order's writes) is prepared: it runs while the stock rows are locked, and
  // parsing and planning it again each time took longer than running it.
  const taken = sql`${writes ? PREPARED : sql``}with ${writes ? sql`${order.writes}, ` : sql``}need (goods_id, quantity) as (values ${values}),
    locked as (
      select w.goods_id, w.warehouse_id, w.available from goods_warehouse_stock w
      where w.goods_id in (${list(need.map((n) => n.goodsId))}) and w.available > 0
      order by w.goods_id, w.warehouse_id
      for update
    ),
    plan as (
      select goods_id, warehouse_id, least(available, quantity - before)::int as take
      from (
        select l.goods_id, l.warehouse_id, l.available, n.quantity,
               coalesce(sum(l.available) over (partition by l.goods_id order by l.available desc, l.warehouse_id rows between unbounded preceding and 1 preceding), 0)::int as before
        from locked l join need n on n.goods_id = l.goods_id
      ) ranked
      where before < quantity
    ),
    taken as (
      update goods_warehouse_stock w set available = w.available - p.take
      from plan p where w.goods_id = p.goods_id and w.warehouse_id = p.warehouse_id
      returning w.goods_id, w.warehouse_id, p.take
    )`;
  // A second take for the same order (after units out of place were put right) may add to an allocation it made.
  const recorded =
    purchaseOrderId === null
      ? sql``
      : sql`, recorded as (
          insert into goods_stock_allocations (purchase_order_id, goods_id, warehouse_id, quantity)
          select ${purchaseOrderId}, goods_id, warehouse_id, take from taken
          on conflict (purchase_order_id, goods_id, warehouse_id) do update set quantity = goods_stock_allocations.quantity + excluded.quantity)`;
  // With the order's writes, its id comes back on a row of its own even when nothing was taken.
  if (writes) return sql`${taken}${recorded} select o.id as "orderId", t.goods_id as "goodsId", t.warehouse_id as "warehouseId", t.take as quantity from o left join taken t on true`;
  return sql`${taken}${recorded} select goods_id as "goodsId", warehouse_id as "warehouseId", take as quantity from taken`;
}

/**
 * An order the allocation's statement writes first: common table expressions that insert it as
 * `o`, answering its `id`, and whatever is written with it (its items), each from the same values
 * as when run alone. The order, its items and its allocations are then one round trip.
 */
export interface OrderWrites {
  writes: SQL;
}

export const warehousesRepository = {
  // ---- a store's warehouses

  /** A store's warehouses, the default first, with the units each holds. */
  ofStore: (ex: Executor, storeId: number) =>
    ex
      .select({ warehouse: storeWarehouses, units: sql<number>`(select coalesce(sum(s.available), 0)::int from goods_warehouse_stock s where s.warehouse_id = ${storeWarehouses.id})` })
      .from(storeWarehouses)
      .where(eq(storeWarehouses.storeId, storeId))
      .orderBy(desc(storeWarehouses.isDefault), asc(storeWarehouses.code)),
  /** A warehouse of this store (another store's is not found). */
  findOfStore: async (ex: Executor, storeId: number, id: number) =>
    (await ex.select().from(storeWarehouses).where(and(eq(storeWarehouses.id, id), eq(storeWarehouses.storeId, storeId))))[0],
  defaultOf: async (ex: Executor, storeId: number) =>
    (await ex.select().from(storeWarehouses).where(and(eq(storeWarehouses.storeId, storeId), eq(storeWarehouses.isDefault, true))))[0],
  byCodes: (ex: Executor, storeId: number, codes: string[]) =>
    codes.length === 0 ? Promise.resolve([] as WarehouseRow[]) : ex.select().from(storeWarehouses).where(and(eq(storeWarehouses.storeId, storeId), inArray(storeWarehouses.code, codes))),
  /** A new warehouse; undefined when the store has one with that code already. */
  insert: async (ex: Executor, values: NewWarehouse) => (await ex.insert(storeWarehouses).values(values).onConflictDoNothing().returning())[0],
  /** Edits a warehouse of this store; undefined when another of its warehouses has the code. */
  update: async (ex: Executor, storeId: number, id: number, values: Partial<NewWarehouse>) =>
    (
      await ex
        .update(storeWarehouses)
        .set(values)
        .where(and(eq(storeWarehouses.id, id), eq(storeWarehouses.storeId, storeId), sql`not exists (select 1 from store_warehouses o where o.store_id = ${storeId} and o.code = ${values.code ?? ''} and o.id <> ${id})`))
        .returning()
    )[0],
  /** The store's default is no longer the default (another is about to be). */
  clearDefault: (ex: Executor, storeId: number) => ex.update(storeWarehouses).set({ isDefault: false }).where(and(eq(storeWarehouses.storeId, storeId), eq(storeWarehouses.isDefault, true))),
  /**
   * Gives every store without a warehouse (these, or all) its default one: its warehouse type, the
   * country most of its goods ship from (US when it has none), coded by the country. The same rule
   * as the migration that introduced warehouses.
   */
  ensureDefaults: (ex: Executor, storeIds?: number[]) =>
    ex.execute(sql`insert into store_warehouses (store_id, code, name, type, country, is_default)
      select s.id, c.country, case s.warehouse_type when 'selfBuilt' then 'Own warehouse' else 'Platform warehouse' end || ' (' || c.country || ')', s.warehouse_type, c.country, true
      from stores s
      cross join lateral (
        select coalesce((select g.warehouse_country from goods g where g.store_id = s.id and g.warehouse_country ~ '^[A-Z]{2}$'
                         group by g.warehouse_country order by count(*) desc, g.warehouse_country limit 1), 'US') as country
      ) c
      where not exists (select 1 from store_warehouses w where w.store_id = s.id)
        ${storeIds === undefined ? sql`` : storeIds.length === 0 ? sql`and false` : sql`and s.id in (${list(storeIds)})`}
      on conflict do nothing`),
  /** Every goods' available units that its warehouse rows lack, added to its store's default warehouse (one statement, no locks: a bulk load). */
  placeUnplaced: (ex: Executor) =>
    ex.execute(sql`insert into goods_warehouse_stock (goods_id, warehouse_id, available)
      select st.goods_id, w.id, st.available - coalesce(p.placed, 0)
      from goods_stock st
      join goods g on g.id = st.goods_id
      join store_warehouses w on w.store_id = g.store_id and w.is_default
      left join (select goods_id, sum(available)::int as placed from goods_warehouse_stock group by goods_id) p on p.goods_id = st.goods_id
      where st.available > coalesce(p.placed, 0)
      on conflict (goods_id, warehouse_id) do update set available = goods_warehouse_stock.available + excluded.available`),
  /** The default warehouse of each goods' store. */
  defaultsOfGoods: async (ex: Executor, goodsIds: number[]) =>
    new Map(
      (goodsIds.length === 0
        ? []
        : await rows<{ goodsId: number; warehouseId: number }>(
            ex,
            sql`select g.id as "goodsId", w.id as "warehouseId" from goods g join store_warehouses w on w.store_id = g.store_id and w.is_default where g.id in (${list(goodsIds)})`,
          )
      ).map((r) => [r.goodsId, r.warehouseId] as const),
    ),

  // ---- units per warehouse

  /** The warehouse rows of these goods, with their warehouse's code and name (default first). */
  stockOfGoods: (ex: Executor, goodsIds: number[]) =>
    goodsIds.length === 0
      ? Promise.resolve([])
      : ex
          .select({ goodsId: goodsWarehouseStock.goodsId, warehouseId: goodsWarehouseStock.warehouseId, available: goodsWarehouseStock.available, code: storeWarehouses.code, name: storeWarehouses.name, isDefault: storeWarehouses.isDefault })
          .from(goodsWarehouseStock)
          .innerJoin(storeWarehouses, eq(storeWarehouses.id, goodsWarehouseStock.warehouseId))
          .where(inArray(goodsWarehouseStock.goodsId, goodsIds))
          .orderBy(asc(goodsWarehouseStock.goodsId), desc(storeWarehouses.isDefault), asc(storeWarehouses.code)),
  /** The goods' total row, made if missing and locked: every warehouse move of the goods waits here first. */
  lockTotal: async (ex: Executor, goodsId: number) => {
    await ex.execute(sql`insert into goods_stock (goods_id, available) values (${goodsId}, 0) on conflict do nothing`);
    return (await rows<{ available: number }>(ex, sql`select available from goods_stock where goods_id = ${goodsId} for update`))[0]!.available;
  },
  /** The total of a goods (its row locked by the caller's transaction already). */
  totalOf: async (ex: Executor, goodsId: number) => (await rows<{ available: number }>(ex, sql`select available from goods_stock where goods_id = ${goodsId}`))[0]?.available ?? 0,
  setTotal: (ex: Executor, goodsId: number, available: number) => ex.execute(sql`update goods_stock set available = ${available}, updated_at = now() where goods_id = ${goodsId}`),
  /** A goods' warehouse rows, locked in warehouse id order. */
  lockRows: (ex: Executor, goodsId: number) =>
    rows<{ warehouseId: number; available: number }>(ex, sql`select warehouse_id as "warehouseId", available from goods_warehouse_stock where goods_id = ${goodsId} order by warehouse_id for update`),
  setUnits: (ex: Executor, goodsId: number, warehouseId: number, available: number) =>
    ex.execute(sql`insert into goods_warehouse_stock (goods_id, warehouse_id, available) values (${goodsId}, ${warehouseId}, ${available})
                   on conflict (goods_id, warehouse_id) do update set available = excluded.available`),
  /** Adds units to warehouse rows (one entry per goods and warehouse, in goods then warehouse id order). */
  addUnits: async (ex: Executor, units: WarehouseUnits[]) => {
    if (units.length === 0) return;
    const values = sql.join(units.map((u) => sql`(${u.goodsId}::int, ${u.warehouseId}::int, ${u.quantity}::int)`), sql`, `);
    await ex.execute(sql`insert into goods_warehouse_stock (goods_id, warehouse_id, available) values ${values}
                         on conflict (goods_id, warehouse_id) do update set available = goods_warehouse_stock.available + excluded.available`);
  },
  /** Takes units from warehouse rows (each entry no more than its row holds). */
  subtractUnits: async (ex: Executor, units: WarehouseUnits[]) => {
    if (units.length === 0) return;
    const values = sql.join(units.map((u) => sql`(${u.goodsId}::int, ${u.warehouseId}::int, ${u.quantity}::int)`), sql`, `);
    await ex.execute(sql`update goods_warehouse_stock w set available = w.available - v.quantity from (values ${values}) as v(goods_id, warehouse_id, quantity)
                         where w.goods_id = v.goods_id and w.warehouse_id = v.warehouse_id`);
  },
  /** Units taken for an order, most units first, recorded as its allocations (see takeStatement). */
  allocate: (ex: Executor, purchaseOrderId: number, need: { goodsId: number; quantity: number }[]) =>
    need.length === 0 ? Promise.resolve([] as WarehouseUnits[]) : rows<WarehouseUnits>(ex, takeStatement(need, purchaseOrderId)),
  /** An order written (see OrderWrites) and units taken for it, in one statement: its id and what was taken. */
  writeAndAllocate: async (ex: Executor, order: OrderWrites, need: { goodsId: number; quantity: number }[]) => {
    const found = await rows<{ orderId: number; goodsId: number | null; warehouseId: number; quantity: number }>(ex, takeStatement(need, order));
    const taken = found.flatMap(({ goodsId, warehouseId, quantity }) => (goodsId === null ? [] : [{ goodsId, warehouseId, quantity }]));
    return { orderId: Number(found[0]!.orderId), taken };
  },
  /** Units taken with no order to record them against (a reissue), most units first. */
  take: (ex: Executor, need: { goodsId: number; quantity: number }[]) => (need.length === 0 ? Promise.resolve([] as WarehouseUnits[]) : rows<WarehouseUnits>(ex, takeStatement(need, null))),
  /** An order's allocations, gone: what they held is given back by the caller. */
  deleteAllocations: (ex: Executor, purchaseOrderId: number) =>
    rows<WarehouseUnits>(ex, sql`delete from goods_stock_allocations where purchase_order_id = ${purchaseOrderId} returning goods_id as "goodsId", warehouse_id as "warehouseId", quantity`),
  /** An order's allocations of a goods, locked in warehouse id order. */
  lockAllocations: (ex: Executor, purchaseOrderId: number, goodsId: number) =>
    rows<WarehouseUnits>(
      ex,
      sql`select goods_id as "goodsId", warehouse_id as "warehouseId", quantity from goods_stock_allocations
          where purchase_order_id = ${purchaseOrderId} and goods_id = ${goodsId} order by warehouse_id for update`,
    ),
  /** Lowers an allocation (gone at 0). */
  lowerAllocation: (ex: Executor, purchaseOrderId: number, goodsId: number, warehouseId: number, by: number) =>
    ex.execute(sql`with lowered as (
                     update goods_stock_allocations set quantity = quantity - ${by}
                     where purchase_order_id = ${purchaseOrderId} and goods_id = ${goodsId} and warehouse_id = ${warehouseId} and quantity > ${by} returning 1)
                   delete from goods_stock_allocations
                   where purchase_order_id = ${purchaseOrderId} and goods_id = ${goodsId} and warehouse_id = ${warehouseId} and quantity = ${by}`),
};
