import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { consigneeAccessLog, feeOrders, salesOrderEvents, salesOrderLines, salesOrders } from './sales-orders.tables';

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesOrderLineRow = typeof salesOrderLines.$inferSelect;
export type FeeOrderRow = typeof feeOrders.$inferSelect;
export type SalesOrderEventRow = typeof salesOrderEvents.$inferSelect;
type Status = SalesOrderRow['status'];
type FeeStatus = FeeOrderRow['status'];

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface SalesOrderFilter {
  status?: Status;
  orderNo?: string;
  buyerOrderNo?: string;
  itemCode?: string;
  consignee?: string;
  dateFrom?: string;
  dateTo?: string;
}

function filterWhere(buyerUserId: number, f: SalesOrderFilter): SQL {
  const parts: SQL[] = [eq(salesOrders.buyerUserId, buyerUserId)];
  if (f.status) parts.push(eq(salesOrders.status, f.status));
  if (f.orderNo) parts.push(sql`${salesOrders.orderNo} ilike ${like(f.orderNo)}`);
  if (f.buyerOrderNo) parts.push(sql`${salesOrders.buyerOrderNo} ilike ${like(f.buyerOrderNo)}`);
  if (f.consignee) parts.push(sql`(${salesOrders.consigneeName} ilike ${like(f.consignee)} or ${salesOrders.consigneePhone} ilike ${like(f.consignee)} or ${salesOrders.consigneeEmail} ilike ${like(f.consignee)})`);
  if (f.itemCode) parts.push(sql`exists (select 1 from sales_order_lines l where l.sales_order_id = ${salesOrders.id} and l.item_code ilike ${like(f.itemCode)})`);
  if (f.dateFrom) parts.push(sql`${salesOrders.createdAt} >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`${salesOrders.createdAt} < ${f.dateTo}::date + 1`);
  return and(...parts)!;
}

export const salesOrdersRepository = {
  /** Inserts an order; undefined when its request key or own order number is taken. */
  insert: async (ex: Executor, values: typeof salesOrders.$inferInsert) => (await ex.insert(salesOrders).values(values).onConflictDoNothing().returning())[0],
  insertLines: async (ex: Executor, values: (typeof salesOrderLines.$inferInsert)[]) => {
    if (values.length) await ex.insert(salesOrderLines).values(values);
  },
  deleteLines: (ex: Executor, salesOrderId: number) => ex.delete(salesOrderLines).where(eq(salesOrderLines.salesOrderId, salesOrderId)),
  insertEvent: (ex: Executor, values: typeof salesOrderEvents.$inferInsert) => ex.insert(salesOrderEvents).values(values),
  logAccess: (ex: Executor, values: typeof consigneeAccessLog.$inferInsert) => ex.insert(consigneeAccessLog).values(values),

  findByKey: async (ex: Executor, buyerUserId: number, requestKey: string) =>
    (await ex.select().from(salesOrders).where(and(eq(salesOrders.buyerUserId, buyerUserId), eq(salesOrders.requestKey, requestKey))))[0],
  findByBuyerOrderNo: async (ex: Executor, buyerUserId: number, buyerOrderNo: string) =>
    (await ex.select().from(salesOrders).where(and(eq(salesOrders.buyerUserId, buyerUserId), eq(salesOrders.buyerOrderNo, buyerOrderNo))))[0],
  existingBuyerOrderNos: async (ex: Executor, buyerUserId: number, nos: string[]) =>
    nos.length === 0 ? [] : (await ex.select({ no: salesOrders.buyerOrderNo }).from(salesOrders).where(and(eq(salesOrders.buyerUserId, buyerUserId), inArray(salesOrders.buyerOrderNo, nos)))).map((r) => r.no!),

  findOwned: async (ex: Executor, buyerUserId: number, orderNo: string) =>
    (await ex.select().from(salesOrders).where(and(eq(salesOrders.orderNo, orderNo), eq(salesOrders.buyerUserId, buyerUserId))))[0],
  ownedByNos: async (ex: Executor, buyerUserId: number, orderNos: string[]) =>
    orderNos.length === 0 ? [] : ex.select().from(salesOrders).where(and(eq(salesOrders.buyerUserId, buyerUserId), inArray(salesOrders.orderNo, orderNos))).orderBy(asc(salesOrders.id)),
  /** Locks an own order (for a state change). */
  lockOwned: async (ex: Executor, buyerUserId: number, orderNo: string) =>
    (await ex.select().from(salesOrders).where(and(eq(salesOrders.orderNo, orderNo), eq(salesOrders.buyerUserId, buyerUserId))).for('update'))[0],
  lockById: async (ex: Executor, id: number) => (await ex.select().from(salesOrders).where(eq(salesOrders.id, id)).for('update'))[0],
  byIds: async (ex: Executor, ids: number[]) => (ids.length === 0 ? [] : ex.select().from(salesOrders).where(inArray(salesOrders.id, ids))),
  findById: async (ex: Executor, id: number) => (await ex.select().from(salesOrders).where(eq(salesOrders.id, id)))[0],
  findByNo: async (ex: Executor, orderNo: string) => (await ex.select().from(salesOrders).where(eq(salesOrders.orderNo, orderNo)))[0],

  /**
   * The one way a sales order changes state: from one of `from` (the transition table's states
   * for the action) to `to`, with more columns; answers the row changed, or undefined when the
   * order was not in one of those states (a race, or an action not allowed).
   */
  transition: async (ex: Executor, id: number, from: readonly Status[], to: Status, set: Partial<typeof salesOrders.$inferInsert> = {}) =>
    (
      await ex
        .update(salesOrders)
        .set({ ...set, status: to, updatedAt: sql`now()` })
        .where(and(eq(salesOrders.id, id), inArray(salesOrders.status, [...from])))
        .returning()
    )[0],

  /** Changes columns of an order while it is in one of `from` (edit, change address). */
  updateIn: async (ex: Executor, id: number, from: readonly Status[], set: Partial<typeof salesOrders.$inferInsert>) =>
    (
      await ex
        .update(salesOrders)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(salesOrders.id, id), inArray(salesOrders.status, [...from])))
        .returning()
    )[0],

  linesOf: async (ex: Executor, ids: number[]) =>
    ids.length === 0 ? [] : ex.select().from(salesOrderLines).where(inArray(salesOrderLines.salesOrderId, ids)).orderBy(asc(salesOrderLines.id)),
  eventsOf: (ex: Executor, id: number) => ex.select().from(salesOrderEvents).where(eq(salesOrderEvents.salesOrderId, id)).orderBy(asc(salesOrderEvents.at), asc(salesOrderEvents.id)),

  async page(ex: Executor, buyerUserId: number, f: SalesOrderFilter, limit: number | null, offset: number) {
    const where = filterWhere(buyerUserId, f);
    const q = ex.select().from(salesOrders).where(where).orderBy(desc(salesOrders.createdAt), desc(salesOrders.id));
    const found = limit === null ? await q.limit(20_000) : await q.limit(limit).offset(offset);
    const total = limit === null ? found.length : ((await rows<{ n: number }>(ex, sql`select count(*)::int as n from sales_orders where ${where}`))[0]?.n ?? 0);
    return { list: found, total };
  },

  countByStatus: (ex: Executor, buyerUserId: number) =>
    rows<{ status: Status; n: number }>(ex, sql`select status, count(*)::int as n from sales_orders where buyer_user_id = ${buyerUserId} group by status`),

  /** On-hold orders waiting for units bought through the procurement list, oldest first. */
  waitingForUnits: async (ex: Executor, buyerUserId: number) =>
    ex.select().from(salesOrders).where(and(eq(salesOrders.buyerUserId, buyerUserId), eq(salesOrders.status, 'onHold'), eq(salesOrders.autoSubmit, true))).orderBy(asc(salesOrders.id)),
  markAutoSubmit: (ex: Executor, ids: number[]) => (ids.length ? ex.update(salesOrders).set({ autoSubmit: true }).where(inArray(salesOrders.id, ids)) : Promise.resolve()),

  /** In transit for longer than the auto-confirm window. */
  dueForAutoComplete: async (ex: Executor, days: number, limit: number) =>
    (await rows<{ id: number }>(ex, sql`select id::float8 as id from sales_orders where status = 'inTransit' and shipped_at < now() - make_interval(days => ${days}) order by shipped_at limit ${limit}`)).map((r) => Number(r.id)),

  /** Personal data of consignees of orders completed (or canceled) longer ago than the retention: erased, the order kept. */
  eraseConsignees: async (ex: Executor, days: number) =>
    rows<{ id: number }>(
      ex,
      sql`update sales_orders set consignee_name = '', consignee_phone = '', consignee_email = '', address = '', postal_code = '', consignee_erased_at = now()
          where consignee_erased_at is null and ((status = 'completed' and completed_at < now() - make_interval(days => ${days})) or (status = 'canceled' and canceled_at < now() - make_interval(days => ${days})))
          returning id::float8 as id`,
    ),

  // ---- lines to ship, by store

  /** Lines of a store in an order, locked. */
  lockStoreLines: (ex: Executor, salesOrderId: number, storeId: number) =>
    ex.select().from(salesOrderLines).where(and(eq(salesOrderLines.salesOrderId, salesOrderId), eq(salesOrderLines.storeId, storeId))).for('update'),
  shipLine: (ex: Executor, lineId: number, values: { logisticsCompany: string; trackingNo: string }) =>
    ex.update(salesOrderLines).set({ ...values, shippedAt: sql`now()` }).where(and(eq(salesOrderLines.id, lineId), sql`${salesOrderLines.shippedAt} is null`)).returning({ id: salesOrderLines.id }),
  unshippedCount: async (ex: Executor, salesOrderId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from sales_order_lines where sales_order_id = ${salesOrderId} and shipped_at is null`))[0]?.n ?? 0,

  /** A store's sales orders to ship (paid, lines of the store not shipped) or shipped by it. */
  async storePage(ex: Executor, storeId: number, state: 'toShip' | 'shipped', orderNo: string | undefined, limit: number, offset: number) {
    const where = sql`o.id in (select l.sales_order_id from sales_order_lines l where l.store_id = ${storeId} and ${state === 'toShip' ? sql`l.shipped_at is null` : sql`l.shipped_at is not null`})
      and ${state === 'toShip' ? sql`o.status = 'inPrep'` : sql`o.status in ('inPrep', 'inTransit', 'completed')`}
      ${orderNo ? sql`and o.order_no ilike ${like(orderNo)}` : sql``}`;
    const ids = await rows<{ id: number }>(ex, sql`select o.id::float8 as id from sales_orders o where ${where} order by ${state === 'toShip' ? sql`o.paid_at asc` : sql`o.shipped_at desc nulls last`}, o.id limit ${limit} offset ${offset}`);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from sales_orders o where ${where}`))[0]?.n ?? 0;
    const found = ids.length ? await ex.select().from(salesOrders).where(inArray(salesOrders.id, ids.map((r) => Number(r.id)))) : [];
    const byId = new Map(found.map((o) => [o.id, o] as const));
    return { list: ids.map((r) => byId.get(Number(r.id))!).filter(Boolean), total };
  },
};

export const feeOrdersRepository = {
  countByStatus: (ex: Executor, buyerUserId: number) =>
    rows<{ status: FeeOrderRow['status']; n: number }>(ex, sql`select status, count(*)::int as n from fee_orders where buyer_user_id = ${buyerUserId} group by status`),
  insert: async (ex: Executor, values: typeof feeOrders.$inferInsert) => (await ex.insert(feeOrders).values(values).returning())[0]!,
  ofSalesOrders: async (ex: Executor, ids: number[]) => (ids.length === 0 ? [] : ex.select().from(feeOrders).where(inArray(feeOrders.salesOrderId, ids))),
  findOwned: async (ex: Executor, buyerUserId: number, feeOrderNo: string) =>
    (await ex.select().from(feeOrders).where(and(eq(feeOrders.feeOrderNo, feeOrderNo), eq(feeOrders.buyerUserId, buyerUserId))))[0],
  /** Fee orders by number, locked in id order (payments lock the same rows the same way). */
  findByNos: (ex: Executor, nos: string[]) => ex.select().from(feeOrders).where(inArray(feeOrders.feeOrderNo, nos)).orderBy(asc(feeOrders.id)),
  lockByNos: (ex: Executor, nos: string[]) => ex.select().from(feeOrders).where(inArray(feeOrders.feeOrderNo, nos)).orderBy(asc(feeOrders.id)).for('update'),
  transition: async (ex: Executor, id: number, from: readonly FeeStatus[], to: FeeStatus, set: Partial<typeof feeOrders.$inferInsert> = {}) =>
    (await ex.update(feeOrders).set({ ...set, status: to }).where(and(eq(feeOrders.id, id), inArray(feeOrders.status, [...from]))).returning())[0],
  async page(ex: Executor, buyerUserId: number, f: { status?: FeeStatus; feeOrderNo?: string; salesOrderNo?: string }, limit: number, offset: number) {
    const parts: SQL[] = [sql`f.buyer_user_id = ${buyerUserId}`];
    if (f.status) parts.push(sql`f.status = ${f.status}`);
    if (f.feeOrderNo) parts.push(sql`f.fee_order_no ilike ${like(f.feeOrderNo)}`);
    if (f.salesOrderNo) parts.push(sql`o.order_no ilike ${like(f.salesOrderNo)}`);
    const where = sql.join(parts, sql` and `);
    const ids = await rows<{ id: number }>(ex, sql`select f.id::float8 as id from fee_orders f join sales_orders o on o.id = f.sales_order_id where ${where} order by f.created_at desc, f.id desc limit ${limit} offset ${offset}`);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from fee_orders f join sales_orders o on o.id = f.sales_order_id where ${where}`))[0]?.n ?? 0;
    const found = ids.length ? await ex.select().from(feeOrders).where(inArray(feeOrders.id, ids.map((r) => Number(r.id)))) : [];
    const byId = new Map(found.map((o) => [o.id, o] as const));
    return { list: ids.map((r) => byId.get(Number(r.id))!), total };
  },
};


