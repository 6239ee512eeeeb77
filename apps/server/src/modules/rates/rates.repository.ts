import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from './rates.tables';

export type NewExchangeRate = typeof exchangeRates.$inferInsert;

export const ratesRepository = {
  /** The latest row of a pair already in effect (a row dated in the future waits for its time). */
  findLatest: async (ex: Executor, fromCoin: string, toCoin: string) =>
    (
      await ex
        .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.fromCoin, fromCoin), eq(exchangeRates.toCoin, toCoin), lte(exchangeRates.effectiveAt, sql`now()`)))
        .orderBy(desc(exchangeRates.effectiveAt))
        .limit(1)
    )[0],

  /** Records a rate; the same pair and time again replaces the rate (a correction). */
  insert: (ex: Executor, values: NewExchangeRate) =>
    ex
      .insert(exchangeRates)
      .values(values)
      .onConflictDoUpdate({ target: [exchangeRates.fromCoin, exchangeRates.toCoin, exchangeRates.effectiveAt], set: { rate: values.rate } }),

  insertMissing: (ex: Executor, values: NewExchangeRate[]) => ex.insert(exchangeRates).values(values).onConflictDoNothing(),

  countRates: async (ex: Executor) => (await ex.select({ n: count() }).from(exchangeRates))[0]?.n ?? 0,
};
