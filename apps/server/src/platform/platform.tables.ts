import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Attempt counters for lockouts and rate limits: one row per key, a fixed window from the first attempt. */
export const attemptGuards = pgTable('attempt_guards', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * What start-up has done once and need not check again: 'demo-seed' holds the fingerprint of the
 * server's build whose demo data is complete in this database (db/seed.ts, seedOnStart).
 */
export const startupMarks = pgTable('startup_marks', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every SMS or email the platform sends, as written to the provider. The delivery worker
 * (platform/delivery.ts) moves it pending -> sending (leased to one instance until lease_until)
 * -> sent, or back to pending for a retry at next_attempt_at, or to failed after its last attempt.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    /** Emails only. */
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_destination_idx').on(t.destination, t.createdAt),
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('outbox_lease_idx').on(t.leaseUntil).where(sql`${t.status} = 'sending'`),
    check('outbox_messages_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
