import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { accountDirectory } from '../auth/directory';
import { bankCards, walletLedger, wallets, withdrawals } from './wallet.tables';

export type LedgerRow = typeof walletLedger.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type CardRow = typeof bankCards.$inferSelect;

export const walletRepository = {
  /** A user's ledger entries that name one of these related ids (fee orders, orders...). */
  relatedTo: (ex: Executor, userId: number, relatedIds: string[]) =>
    relatedIds.length === 0
      ? Promise.resolve([])
      : ex
          .select({ relatedId: walletLedger.relatedId, flowType: walletLedger.flowType, amountCents: walletLedger.amountCents, createdAt: walletLedger.createdAt, remark: walletLedger.remark })
          .from(walletLedger)
          // A payment of several orders names them all, comma-separated.
          .where(and(eq(walletLedger.userId, userId), sql`(${sql.join(relatedIds.map((id) => sql`(',' || ${walletLedger.relatedId} || ',') like ${'%,' + id.replace(/[\\%_]/g, '\\$&') + ',%'}`), sql` or `)})`))
          .orderBy(asc(walletLedger.createdAt)),
  insertIfMissing: (ex: Executor, userId: number) => ex.insert(wallets).values({ userId }).onConflictDoNothing(),
  findByUser: async (ex: Executor, userId: number) => (await ex.select().from(wallets).where(eq(wallets.userId, userId)))[0],

  /**
   * A completed movement in one statement: the balance moves (with a negative amount, only as far
   * as the frozen part) and, only if it moved, the ledger records it with the balance after. Answers
   * the new record's id, or undefined (nothing written) when the wallet is missing or the money is not there.
   */
  postEntry: async (ex: Executor, e: { userId: number; flowType: number; amountCents: number; relatedId: string | null; remark: string; completedAt: Date }) =>
    (
      await rows<{ id: number }>(
        ex,
        sql`
        with moved as (
          update ${wallets} set balance_cents = balance_cents + ${e.amountCents}, updated_at = now()
          where user_id = ${e.userId} and balance_cents + ${e.amountCents} >= frozen_cents
          returning balance_cents)
        insert into ${walletLedger} (user_id, flow_type, amount_cents, balance_after_cents, related_id, status, remark, completed_at)
        select ${e.userId}, ${e.flowType}, ${e.amountCents}, moved.balance_cents, ${e.relatedId}, 'completion', ${e.remark}, ${e.completedAt.toISOString()}::timestamptz
        from moved
        returning id`,
      )
    )[0]?.id,

  /** Takes money whatever the balance (a store charged for an after-sales may go below zero). Answers the new balance. */
  charge: async (ex: Executor, userId: number, amountCents: number) =>
    (
      await ex
        .update(wallets)
        .set({ balanceCents: sql`${wallets.balanceCents} - ${amountCents}`, updatedAt: sql`now()` })
        .where(eq(wallets.userId, userId))
        .returning({ balance: wallets.balanceCents })
    )[0]?.balance,

  /** Freezes part of the available money; nothing happens (undefined) when not enough is available. */
  freeze: async (ex: Executor, userId: number, amountCents: number) =>
    (
      await ex
        .update(wallets)
        .set({ frozenCents: sql`${wallets.frozenCents} + ${amountCents}`, updatedAt: sql`now()` })
        .where(and(eq(wallets.userId, userId), sql`${wallets.balanceCents} - ${wallets.frozenCents} >= ${amountCents}`))
        .returning({ frozen: wallets.frozenCents })
    )[0]?.frozen,

  /** Releases frozen money, and with `debit` also takes it out of the balance. Answers the new balance. */
  releaseFrozen: async (ex: Executor, userId: number, amountCents: number, debit: boolean) =>
    (
      await ex
        .update(wallets)
        .set({
          frozenCents: sql`${wallets.frozenCents} - ${amountCents}`,
          balanceCents: debit ? sql`${wallets.balanceCents} - ${amountCents}` : wallets.balanceCents,
          updatedAt: sql`now()`,
        })
        .where(and(eq(wallets.userId, userId), gte(wallets.frozenCents, amountCents)))
        .returning({ balance: wallets.balanceCents })
    )[0]?.balance,

  insertLedger: async (ex: Executor, values: typeof walletLedger.$inferInsert) => (await ex.insert(walletLedger).values(values).returning())[0]!,

  /** Completes or cancels the handling records of a related id (e.g. a withdrawal). */
  settleLedger: (ex: Executor, userId: number, relatedId: string, status: 'completion' | 'canceled', balanceAfterCents: number | null) =>
    ex
      .update(walletLedger)
      .set({ status, balanceAfterCents, completedAt: sql`now()` })
      .where(and(eq(walletLedger.userId, userId), eq(walletLedger.relatedId, relatedId), eq(walletLedger.status, 'handling'))),

  pageLedger: async (ex: Executor, userId: number, filter: { flowType?: number; status?: string; from?: string; to?: string }, pageIndex: number, pageSize: number) => {
    const conditions: SQL[] = [eq(walletLedger.userId, userId)];
    if (filter.flowType) conditions.push(eq(walletLedger.flowType, filter.flowType));
    if (filter.status) conditions.push(eq(walletLedger.status, filter.status as LedgerRow['status']));
    if (filter.from) conditions.push(gte(walletLedger.createdAt, sql`${filter.from}::date`));
    if (filter.to) conditions.push(lt(walletLedger.createdAt, sql`${filter.to}::date + 1`));
    const where = and(...conditions);
    const list = await ex.select().from(walletLedger).where(where).orderBy(desc(walletLedger.id)).limit(pageSize).offset((pageIndex - 1) * pageSize);
    const [total] = await ex.select({ n: count() }).from(walletLedger).where(where);
    return { list, total: total?.n ?? 0 };
  },

  /** Sums that must equal the wallet row: completed records, and handling debits. */
  ledgerSums: async (ex: Executor, userId: number) =>
    (
      await ex
        .select({
          completed: sql<number>`coalesce(sum(${walletLedger.amountCents}) filter (where ${walletLedger.status} = 'completion'), 0)::bigint`.mapWith(Number),
          handling: sql<number>`coalesce(-sum(${walletLedger.amountCents}) filter (where ${walletLedger.status} = 'handling'), 0)::bigint`.mapWith(Number),
        })
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId))
    )[0]!,

  listCards: (ex: Executor, userId: number) =>
    ex.select().from(bankCards).where(and(eq(bankCards.userId, userId), isNull(bankCards.deletedAt))).orderBy(desc(bankCards.id)),
  findOwnedCard: async (ex: Executor, userId: number, cardId: number) =>
    (await ex.select().from(bankCards).where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), isNull(bankCards.deletedAt))))[0],
  /** A card of the user's, deleted or not (for the withdrawals that named it). */
  findCardEver: async (ex: Executor, userId: number, cardId: number) =>
    (await ex.select().from(bankCards).where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId))))[0],
  insertCard: async (ex: Executor, values: typeof bankCards.$inferInsert) => (await ex.insert(bankCards).values(values).returning())[0]!,
  deleteOwnedCard: async (ex: Executor, userId: number, cardId: number) =>
    (
      await ex
        .update(bankCards)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), isNull(bankCards.deletedAt)))
        .returning({ id: bankCards.id })
    ).length > 0,

  /** Inserts an application unless this user already sent this request key; undefined then. */
  insertWithdrawal: async (ex: Executor, values: typeof withdrawals.$inferInsert) =>
    (await ex.insert(withdrawals).values(values).onConflictDoNothing().returning())[0],
  findWithdrawalByKey: async (ex: Executor, userId: number, requestKey: string) =>
    (await ex.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, requestKey))))[0],

  /** Moves a handling application to its outcome; undefined when it was no longer handling. */
  reviewWithdrawal: async (ex: Executor, id: number, values: { status: 'completion' | 'rejected'; reviewerId: number; rejectReason?: string }) =>
    (
      await ex
        .update(withdrawals)
        .set({ ...values, reviewedAt: sql`now()` })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'handling')))
        .returning()
    )[0],

  pageWithdrawals: async (ex: Executor, filter: { userId?: number; status?: string }, pageIndex: number, pageSize: number, oldestFirst: boolean) => {
    const conditions: SQL[] = [];
    if (filter.userId) conditions.push(eq(withdrawals.userId, filter.userId));
    if (filter.status) conditions.push(eq(withdrawals.status, filter.status as WithdrawalRow['status']));
    const where = conditions.length ? and(...conditions) : undefined;
    const page = await ex
      .select({ w: withdrawals, card: bankCards })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
      .where(where)
      .orderBy(oldestFirst ? asc(withdrawals.id) : desc(withdrawals.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    // Whose withdrawal, by auth's accounts read model (every withdrawal has its user: a foreign key).
    const cards = await accountDirectory.cards(ex, page.map((r) => r.w.userId));
    const list = page.map((r) => {
      const card = cards.get(r.w.userId);
      return { ...r, user: { customerNo: card?.customerNo ?? '', realName: card?.realName ?? '', mobile: card?.mobile ?? '' } };
    });
    const [total] = await ex.select({ n: count() }).from(withdrawals).where(where);
    return { list, total: total?.n ?? 0 };
  },
};
