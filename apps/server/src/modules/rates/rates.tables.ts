import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

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
    /** seed (demo data), manual (an operator's edit) or provider (the scheduled refresh). */
    source: text('source', { enum: ['seed', 'manual', 'provider'] }).notNull().default('seed'),
    /** The operator who recorded a manual rate. */
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    // Serves "the latest row of a pair up to now" by a backward index scan.
    uniqueIndex('exchange_rates_pair_time_uq').on(t.fromCoin, t.toCoin, t.effectiveAt),
    // The console's history, newest first; the refresh asks when the provider last answered.
    index('exchange_rates_created_idx').on(t.createdAt),
    check('exchange_rates_source_ck', sql`${t.source} in ('seed', 'manual', 'provider')`),
    check('exchange_rates_ck', sql`${t.fromCoin} = 'USD' and ${t.toCoin} in ('GBP', 'EUR', 'JPY', 'CNY') and ${t.rate} > 0`),
  ],
);
