import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { agreementEvents, agreementOrders, agreements, agreementVersions } from './agreements.tables';

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementVersionRow = typeof agreementVersions.$inferSelect;
export type AgreementEventRow = typeof agreementEvents.$inferSelect;
export type AgreementOrderRow = typeof agreementOrders.$inferSelect;
type Status = AgreementRow['status'];
type Outcome = AgreementVersionRow['outcome'];

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface AgreementFilter {
  status?: Status;
  agreementNo?: string;
}

function filterWhere(owner: SQL, f: AgreementFilter): SQL {
  const parts: SQL[] = [owner];
  if (f.status) parts.push(eq(agreements.status, f.status));
  if (f.agreementNo) parts.push(sql`${agreements.agreementNo} ilike ${like(f.agreementNo)}`);
  return and(...parts)!;
}

export const agreementsRepository = {
  /** Inserts an agreement; undefined when the buyer's request key was used before. */
  insert: async (ex: Executor, values: typeof agreements.$inferInsert) => (await ex.insert(agreements).values(values).onConflictDoNothing().returning())[0],
  findByKey: async (ex: Executor, buyerUserId: number, requestKey: string) =>
    (await ex.select().from(agreements).where(and(eq(agreements.buyerUserId, buyerUserId), eq(agreements.requestKey, requestKey))))[0],
  findById: async (ex: Executor, id: number) => (await ex.select().from(agreements).where(eq(agreements.id, id)))[0],
  findOwned: async (ex: Executor, buyerUserId: number, agreementNo: string) =>
    (await ex.select().from(agreements).where(and(eq(agreements.buyerUserId, buyerUserId), eq(agreements.agreementNo, agreementNo))))[0],
  findOfStore: async (ex: Executor, storeId: number, agreementNo: string) =>
    (await ex.select().from(agreements).where(and(eq(agreements.storeId, storeId), eq(agreements.agreementNo, agreementNo))))[0],

  /**
   * The one way an agreement changes state: a conditional update from the states the transition
   * table allows (`from`). Undefined when it was no longer in one of them (a race, a replay).
   */
  transition: async (ex: Executor, id: number, from: Status[], to: Status, set: Partial<typeof agreements.$inferInsert> = {}, where?: SQL) =>
    (
      await ex
        .update(agreements)
        .set({ ...set, status: to, updatedAt: sql`now()` })
        .where(and(eq(agreements.id, id), inArray(agreements.status, from), ...(where ? [where] : [])))
        .returning()
    )[0],

  insertVersion: (ex: Executor, values: typeof agreementVersions.$inferInsert) => ex.insert(agreementVersions).values(values),
  /** Closes the offer waiting for an answer. */
  closeOpenVersion: (ex: Executor, agreementId: number, outcome: Outcome) =>
    ex.update(agreementVersions).set({ outcome }).where(and(eq(agreementVersions.agreementId, agreementId), eq(agreementVersions.outcome, 'open'))),
  insertEvent: (ex: Executor, values: typeof agreementEvents.$inferInsert) => ex.insert(agreementEvents).values(values),

  versionsOf: (ex: Executor, agreementId: number) => ex.select().from(agreementVersions).where(eq(agreementVersions.agreementId, agreementId)).orderBy(asc(agreementVersions.version)),
  eventsOf: (ex: Executor, agreementId: number) => ex.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId)).orderBy(asc(agreementEvents.id)),
  ordersOf: (ex: Executor, agreementId: number) => ex.select().from(agreementOrders).where(eq(agreementOrders.agreementId, agreementId)).orderBy(asc(agreementOrders.id)),

  async page(ex: Executor, owner: { buyerUserId: number } | { storeId: number }, f: AgreementFilter, limit: number, offset: number) {
    const where = filterWhere('buyerUserId' in owner ? eq(agreements.buyerUserId, owner.buyerUserId) : eq(agreements.storeId, owner.storeId), f);
    const [list, [count]] = await Promise.all([
      ex.select().from(agreements).where(where).orderBy(desc(agreements.updatedAt), desc(agreements.id)).limit(limit).offset(offset),
      ex.select({ n: sql<number>`count(*)::int` }).from(agreements).where(where),
    ]);
    return { list, total: count?.n ?? 0 };
  },
  countByStatus: (ex: Executor, buyerUserId: number) =>
    ex.select({ status: agreements.status, n: sql<number>`count(*)::int` }).from(agreements).where(eq(agreements.buyerUserId, buyerUserId)).groupBy(agreements.status),
  /** A buyer's agreements on a goods still open or approved. */
  liveByGoods: (ex: Executor, buyerUserId: number, goodsId: number) =>
    ex
      .select()
      .from(agreements)
      .where(and(eq(agreements.buyerUserId, buyerUserId), eq(agreements.goodsId, goodsId), inArray(agreements.status, ['pendingReview', 'countered', 'approved'])))
      .orderBy(desc(agreements.updatedAt)),

  /** Agreements whose window has ended (all, or one buyer's or store's). */
  overdueIds: async (ex: Executor, limit: number, scope: { buyerUserId?: number; storeId?: number } = {}) => {
    const parts: SQL[] = [inArray(agreements.status, ['pendingReview', 'countered', 'approved']), lte(agreements.deadline, sql`now()`)];
    if (scope.buyerUserId !== undefined) parts.push(eq(agreements.buyerUserId, scope.buyerUserId));
    if (scope.storeId !== undefined) parts.push(eq(agreements.storeId, scope.storeId));
    return (await ex.select({ id: agreements.id }).from(agreements).where(and(...parts)).orderBy(asc(agreements.deadline)).limit(limit)).map((r) => r.id);
  },

  /**
   * Takes units of an approved agreement in its buy window, never beyond the agreed quantity:
   * the cap is in the WHERE, so concurrent checkouts cannot together take more.
   */
  take: async (ex: Executor, agreementId: number, quantity: number) =>
    (
      await rows<{ id: number }>(
        ex,
        sql`update agreements set reserved_qty = reserved_qty + ${quantity}, updated_at = now()
            where id = ${agreementId} and status = 'approved' and deadline > now() and reserved_qty + ${quantity} <= quantity
            returning id`,
      )
    ).length > 0,
  linkOrder: (ex: Executor, values: typeof agreementOrders.$inferInsert) => ex.insert(agreementOrders).values(values),

  /** An order canceled unpaid gives its units back (once). */
  async releaseOrder(ex: Executor, orderId: number) {
    const [link] = await ex
      .update(agreementOrders)
      .set({ state: 'released' })
      .where(and(eq(agreementOrders.orderId, orderId), eq(agreementOrders.state, 'reserved')))
      .returning();
    if (link) await ex.execute(sql`update agreements set reserved_qty = reserved_qty - ${link.quantity}, updated_at = now() where id = ${link.agreementId}`);
    return link;
  },
  /** An order paid counts its units as bought (once); answers the agreement afterwards. */
  async payOrder(ex: Executor, orderId: number) {
    const [link] = await ex
      .update(agreementOrders)
      .set({ state: 'paid' })
      .where(and(eq(agreementOrders.orderId, orderId), eq(agreementOrders.state, 'reserved')))
      .returning();
    if (!link) return undefined;
    return (
      await ex
        .update(agreements)
        .set({ boughtQty: sql`${agreements.boughtQty} + ${link.quantity}`, updatedAt: sql`now()` })
        .where(eq(agreements.id, link.agreementId))
        .returning()
    )[0];
  },
};
