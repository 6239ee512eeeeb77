import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { afterSales, afterSalesEvents } from './after-sales.tables';

export type AfterSalesRow = typeof afterSales.$inferSelect;
export type AfterSalesEventRow = typeof afterSalesEvents.$inferSelect;
type Status = AfterSalesRow['status'];

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface AfterSalesFilter {
  status?: Status;
  type?: AfterSalesRow['type'];
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}

function filterWhere(owner: SQL | undefined, f: AfterSalesFilter): SQL | undefined {
  const parts: SQL[] = owner ? [owner] : [];
  if (f.status) parts.push(eq(afterSales.status, f.status));
  if (f.type) parts.push(eq(afterSales.type, f.type));
  if (f.keyword) parts.push(sql`(${afterSales.afterSalesNo} ilike ${like(f.keyword)} or ${afterSales.orderNo} ilike ${like(f.keyword)} or ${afterSales.itemCode} ilike ${like(f.keyword)})`);
  if (f.dateFrom) parts.push(sql`${afterSales.createdAt} >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`${afterSales.createdAt} < ${f.dateTo}::date + 1`);
  return parts.length ? and(...parts) : undefined;
}

export const afterSalesRepository = {
  /** Inserts an application; undefined when its request key is taken (a replay) or the line already has an open one. */
  insert: async (ex: Executor, values: typeof afterSales.$inferInsert) => (await ex.insert(afterSales).values(values).onConflictDoNothing().returning())[0],
  insertEvent: (ex: Executor, values: typeof afterSalesEvents.$inferInsert) => ex.insert(afterSalesEvents).values(values),
  eventsOf: (ex: Executor, id: number) => ex.select().from(afterSalesEvents).where(eq(afterSalesEvents.afterSalesId, id)).orderBy(asc(afterSalesEvents.at), asc(afterSalesEvents.id)),

  findByKey: async (ex: Executor, buyerUserId: number, requestKey: string) =>
    (await ex.select().from(afterSales).where(and(eq(afterSales.buyerUserId, buyerUserId), eq(afterSales.requestKey, requestKey))))[0],
  findById: async (ex: Executor, id: number) => (await ex.select().from(afterSales).where(eq(afterSales.id, id)))[0],
  findByNo: async (ex: Executor, afterSalesNo: string) => (await ex.select().from(afterSales).where(eq(afterSales.afterSalesNo, afterSalesNo)))[0],
  findOwned: async (ex: Executor, buyerUserId: number, afterSalesNo: string) =>
    (await ex.select().from(afterSales).where(and(eq(afterSales.afterSalesNo, afterSalesNo), eq(afterSales.buyerUserId, buyerUserId))))[0],
  findOfStore: async (ex: Executor, storeId: number, afterSalesNo: string) =>
    (await ex.select().from(afterSales).where(and(eq(afterSales.afterSalesNo, afterSalesNo), eq(afterSales.storeId, storeId))))[0],
  lockById: async (ex: Executor, id: number) => (await ex.select().from(afterSales).where(eq(afterSales.id, id)).for('update'))[0],

  /** The after-sales of order lines (all states): what is claimed and what is open. */
  ofLines: (ex: Executor, lineKeys: string[]) =>
    lineKeys.length === 0 ? Promise.resolve([] as AfterSalesRow[]) : ex.select().from(afterSales).where(inArray(afterSales.lineKey, lineKeys)),
  /** The after-sales of an order (all its lines). */
  ofOrder: (ex: Executor, source: AfterSalesRow['source'], orderNo: string) => ex.select().from(afterSales).where(and(eq(afterSales.source, source), eq(afterSales.orderNo, orderNo))),

  /**
   * A state change by conditional update: only from the states the transition table allows for
   * the action (0 rows: someone else moved it first, nothing changes).
   */
  transition: async (ex: Executor, id: number, from: Status[], to: Status, values: Partial<typeof afterSales.$inferInsert> = {}) =>
    from.length === 0
      ? undefined
      : (
          await ex
            .update(afterSales)
            .set({ ...values, status: to, updatedAt: sql`now()` })
            .where(and(eq(afterSales.id, id), inArray(afterSales.status, from)))
            .returning()
        )[0],

  page: async (ex: Executor, owner: { buyerUserId?: number; storeId?: number }, f: AfterSalesFilter, limit: number, offset: number, oldestFirst = false) => {
    const ownerWhere = owner.buyerUserId !== undefined ? eq(afterSales.buyerUserId, owner.buyerUserId) : owner.storeId !== undefined ? eq(afterSales.storeId, owner.storeId) : undefined;
    const where = filterWhere(ownerWhere, f);
    const list = await ex
      .select()
      .from(afterSales)
      .where(where)
      .orderBy(oldestFirst ? asc(afterSales.updatedAt) : desc(afterSales.createdAt), desc(afterSales.id))
      .limit(limit)
      .offset(offset);
    const [total] = await rows<{ n: number }>(ex, sql`select count(*)::int as n from after_sales ${where ? sql`where ${where}` : sql``}`);
    return { list, total: total?.n ?? 0 };
  },

  /** Waiting for review past the store's decision time: the guarantee's turn. */
  dueForAutoApprove: async (ex: Executor, limit: number) =>
    (await ex.select({ id: afterSales.id }).from(afterSales).where(and(eq(afterSales.status, 'waitingReview'), sql`${afterSales.decideBy} < now()`)).orderBy(asc(afterSales.decideBy)).limit(limit)).map((r) => r.id),

  /** A store's after-sales waiting for it (a decision, a return to receive, a reissue to ship). */
  countWaitingForStore: async (ex: Executor, storeId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from after_sales where store_id = ${storeId} and status in ('waitingReview', 'pendingReceive', 'pendingDelivery')`))[0]?.n ?? 0,

  /** Users behind the after-sales (names for the store and the operator). */
  buyers: (ex: Executor, userIds: number[]) =>
    userIds.length === 0
      ? Promise.resolve([] as { id: number; customerNo: string; realName: string }[])
      : rows<{ id: number; customerNo: string; realName: string }>(ex, sql`select id, customer_no as "customerNo", real_name as "realName" from users where id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`),
  storeOwners: (ex: Executor, storeIds: number[]) =>
    storeIds.length === 0
      ? Promise.resolve([] as { id: number; ownerUserId: number; returnGuarantee: 'basic' | 'standard'; logisticsGuarantee: boolean }[])
      : rows<{ id: number; ownerUserId: number; returnGuarantee: 'basic' | 'standard'; logisticsGuarantee: boolean }>(
          ex,
          sql`select id, owner_user_id as "ownerUserId", return_guarantee as "returnGuarantee", logistics_guarantee as "logisticsGuarantee" from stores where id in (${sql.join(storeIds.map((id) => sql`${id}`), sql`, `)})`,
        ),
};
