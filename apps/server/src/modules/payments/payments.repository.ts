import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { fromStates, nextState, paymentTransitions, type PaymentAction } from '@wm/contracts';
import type { Executor } from '../../db/client';
import { accountDirectory, type AccountCard } from '../auth/directory';
import { paymentNotifications, payments, rechargeRecords } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;

/** Who paid, as the console shows them: read through auth's accounts read model (every payment has its user: a foreign key). */
const summaryOf = (card: AccountCard | undefined) => ({ customerNo: card?.customerNo ?? '', realName: card?.realName ?? '', mobile: card?.mobile ?? '' });
export type RechargeRow = typeof rechargeRecords.$inferSelect;
type PaymentStatusValue = PaymentRow['status'];

/** The states `action` may start from, and the one it leads to: the transition table's, nothing written here. */
const from = (action: PaymentAction) => fromStates(paymentTransitions, action) as PaymentStatusValue[];
function to(action: PaymentAction): PaymentStatusValue {
  const targets = new Set(from(action).map((s) => nextState(paymentTransitions, s, action)));
  if (targets.size !== 1) throw new Error(`payment action ${action} leads to ${targets.size} states`);
  return [...targets][0] as PaymentStatusValue;
}

export const paymentsRepository = {
  /** Inserts a payment unless this user already sent this request key; undefined then. */
  insert: async (ex: Executor, values: typeof payments.$inferInsert) => (await ex.insert(payments).values(values).onConflictDoNothing().returning())[0],

  findByKey: async (ex: Executor, userId: number, requestKey: string) =>
    (await ex.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.requestKey, requestKey))))[0],

  findOwned: async (ex: Executor, userId: number, paymentNo: string) =>
    (await ex.select().from(payments).where(and(eq(payments.paymentNo, paymentNo), eq(payments.userId, userId))))[0],

  /** Any user's payment: for gateways, operators and notifications only. */
  findByNo: async (ex: Executor, paymentNo: string) => (await ex.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0],

  findByNoForUpdate: async (ex: Executor, paymentNo: string) => (await ex.select().from(payments).where(eq(payments.paymentNo, paymentNo)).for('update'))[0],

  /** Moves a payment from one of `from` to `to`; undefined when it was in none of them (someone else moved it). */
  /** Moves a payment by `action` if its state allows it; answers the row, or undefined when it did not. */
  transition: async (ex: Executor, paymentNo: string, action: PaymentAction, values: Partial<typeof payments.$inferInsert> = {}) =>
    (
      await ex
        .update(payments)
        .set({ ...values, status: to(action), updatedAt: sql`now()` })
        .where(and(eq(payments.paymentNo, paymentNo), inArray(payments.status, from(action))))
        .returning()
    )[0],

  /** A pending payment past its expiry becomes expired. */
  expireIfDue: async (ex: Executor, paymentNo: string) =>
    (
      await ex
        .update(payments)
        .set({ status: to('expire'), updatedAt: sql`now()` })
        .where(and(eq(payments.paymentNo, paymentNo), inArray(payments.status, from('expire')), isNotNull(payments.expiresAt), lt(payments.expiresAt, sql`now()`)))
        .returning()
    )[0],

  /** Every pending payment (of one user, or of all) past its expiry becomes expired; answers which. */
  expireOverdue: async (ex: Executor, userId?: number) =>
    (
      await ex
        .update(payments)
        .set({ status: to('expire'), updatedAt: sql`now()` })
        .where(
          and(
            inArray(payments.status, from('expire')),
            isNotNull(payments.expiresAt),
            lt(payments.expiresAt, sql`now()`),
            userId === undefined ? undefined : eq(payments.userId, userId),
          ),
        )
        .returning({ userId: payments.userId, paymentNo: payments.paymentNo, amountCents: payments.amountCents })
    ),

  setSettledAs: (ex: Executor, paymentNo: string, settledAs: 'purpose' | 'wallet') =>
    ex.update(payments).set({ settledAs, updatedAt: sql`now()` }).where(eq(payments.paymentNo, paymentNo)),

  /** Records a notification once; false when this gateway already sent this id. */
  recordNotification: async (ex: Executor, values: typeof paymentNotifications.$inferInsert) =>
    (await ex.insert(paymentNotifications).values(values).onConflictDoNothing().returning({ id: paymentNotifications.id })).length > 0,

  countNotifications: async (ex: Executor, paymentNo: string) =>
    (await ex.select({ n: count() }).from(paymentNotifications).where(eq(paymentNotifications.paymentNo, paymentNo)))[0]?.n ?? 0,

  pageForOperator: async (ex: Executor, filter: { status?: PaymentStatusValue; payWays?: number[] }, pageIndex: number, pageSize: number) => {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(payments.status, filter.status));
    if (filter.payWays) conditions.push(inArray(payments.payWay, filter.payWays));
    const where = conditions.length ? and(...conditions) : undefined;
    const page = await ex
      .select()
      .from(payments)
      .where(where)
      // The pending queue in order of arrival (as withdrawals); what was decided, the latest decision first.
      .orderBy(...(filter.status === 'pending' ? [asc(payments.id)] : [desc(payments.updatedAt), desc(payments.id)]))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    const cards = await accountDirectory.cards(ex, page.map((p) => p.userId));
    const list = page.map((p) => ({ p, user: summaryOf(cards.get(p.userId)) }));
    const [total] = await ex.select({ n: count() }).from(payments).where(where);
    return { list, total: total?.n ?? 0 };
  },

  findUserSummary: async (ex: Executor, userId: number) => summaryOf((await accountDirectory.cards(ex, [userId])).get(userId)),

  insertRecharge: async (ex: Executor, values: typeof rechargeRecords.$inferInsert) => (await ex.insert(rechargeRecords).values(values).returning())[0]!,

  /** Completes an own recharge record once; undefined when it was already completed (or is not the user's). */
  completeRecharge: async (ex: Executor, userId: number, recordNo: string) =>
    (
      await ex
        .update(rechargeRecords)
        .set({ status: 'completion', completedAt: sql`now()` })
        .where(and(eq(rechargeRecords.recordNo, recordNo), eq(rechargeRecords.userId, userId), eq(rechargeRecords.status, 'handling')))
        .returning()
    )[0],

  findOwnedRecharge: async (ex: Executor, userId: number, recordNo: string) =>
    (await ex.select().from(rechargeRecords).where(and(eq(rechargeRecords.recordNo, recordNo), eq(rechargeRecords.userId, userId))))[0],

  /** Own recharge records with their payment, newest first; `status` as the payer sees it. */
  pageRecharges: async (ex: Executor, userId: number, status: 'handling' | 'completion' | 'canceled' | undefined, pageIndex: number, pageSize: number) => {
    const shownStatus = sql<'handling' | 'completion' | 'canceled'>`case when ${rechargeRecords.status} = 'completion' then 'completion' when ${payments.status} in ('failed', 'expired') then 'canceled' else 'handling' end`;
    const joined = and(eq(payments.userId, rechargeRecords.userId), eq(payments.purpose, 'recharge'), sql`${payments.refs} = array[${rechargeRecords.recordNo}]`);
    const conditions: SQL[] = [eq(rechargeRecords.userId, userId)];
    if (status) conditions.push(sql`${shownStatus} = ${status}`);
    const where = and(...conditions);
    const list = await ex
      .select({ r: rechargeRecords, paymentNo: payments.paymentNo, paymentStatus: payments.status, shownStatus })
      .from(rechargeRecords)
      .innerJoin(payments, joined)
      .where(where)
      .orderBy(desc(rechargeRecords.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    const [total] = await ex.select({ n: count() }).from(rechargeRecords).innerJoin(payments, joined).where(where);
    return { list, total: total?.n ?? 0 };
  },
};
