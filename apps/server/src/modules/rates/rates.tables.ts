import { sql } from 'drizzle-orm';
import { bigint, check, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Exchange-rate history: 1 from_coin = rate to_coin from effective_at on. Rows are never
 * changed; a new rate is a new row, and the latest one already in effect wins.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fromCoin: text('from_coin').notNull().default('USD'),
    toCoin: text('to_coin').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves "the latest row of a pair up to now" by a backward index scan.
    uniqueIndex('exchange_rates_pair_time_uq').on(t.fromCoin, t.toCoin, t.effectiveAt),
    check('exchange_rates_ck', sql`${t.fromCoin} = 'USD' and ${t.toCoin} in ('GBP', 'EUR', 'JPY', 'CNY') and ${t.rate} > 0`),
  ],
);
