import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { exchangeRates } from './rates.tables';

export type NewExchangeRate = typeof exchangeRates.$inferInsert;

/** A recorded rate as the console lists it. */
export interface RateRow {
  id: number;
  toCoin: 'GBP' | 'EUR' | 'JPY' | 'CNY';
  rate: number;
  effectiveAt: Date;
  source: 'seed' | 'manual' | 'provider';
  createdBy: number | null;
  createdAt: Date;
}

const rateFields = sql`id::float8 as id, to_coin as "toCoin", rate::float8 as rate, effective_at as "effectiveAt", source, created_by as "createdBy", created_at as "createdAt"`;
const toRateRow = (r: RateRow): RateRow => ({ ...r, id: Number(r.id), rate: Number(r.rate), effectiveAt: new Date(r.effectiveAt), createdAt: new Date(r.createdAt) });

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

  /** New rows (a manual edit or a refresh): rows are never changed, a new rate is a new row. */
  insertMany: (ex: Executor, values: NewExchangeRate[]) => ex.insert(exchangeRates).values(values),

  /** The row in effect now of every currency that has one. */
  current: async (ex: Executor) =>
    (await rows<RateRow>(ex, sql`select distinct on (to_coin) ${rateFields} from exchange_rates where from_coin = 'USD' and effective_at <= now() order by to_coin, effective_at desc`)).map(toRateRow),

  /** Every recorded rate, newest first (by when it was recorded). */
  async page(ex: Executor, toCoin: string | undefined, limit: number, offset: number) {
    const where = toCoin ? sql`where to_coin = ${toCoin}` : sql``;
    const list = (await rows<RateRow>(ex, sql`select ${rateFields} from exchange_rates ${where} order by created_at desc, id desc limit ${limit} offset ${offset}`)).map(toRateRow);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from exchange_rates ${where}`))[0]?.n ?? 0;
    return { list, total };
  },

  /** When the provider's rates were last recorded (any instance), or null. */
  lastProviderAt: async (ex: Executor) => {
    const at = (await rows<{ at: Date | null }>(ex, sql`select max(created_at) as at from exchange_rates where source = 'provider'`))[0]?.at;
    return at ? new Date(at) : null;
  },

  countRates: async (ex: Executor) => (await ex.select({ n: count() }).from(exchangeRates))[0]?.n ?? 0,
};
