import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Attempt counters for lockouts and rate limits: one row per key, a fixed window from the first attempt. */
export const attemptGuards = pgTable('attempt_guards', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Every SMS or email the platform sends, as written to the provider. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_destination_idx').on(t.destination, t.createdAt)],
);
