import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/**
 * A platform notice as an operator sent it: to every buyer or every seller (one message with
 * that audience, read by each from the same row) or to a list of accounts (one message each).
 * The messages it became point back at it.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    audience: text('audience', { enum: ['buyers', 'sellers', 'list'] }).notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    titleJa: text('title_ja').notNull(),
    contentEn: text('content_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentJa: text('content_ja').notNull(),
    /** How many accounts it reached when it was sent. */
    recipientCount: integer('recipient_count').notNull(),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_sent_idx').on(t.sentAt, t.id),
    check('notices_audience_ck', sql`${t.audience} in ('buyers', 'sellers', 'list') and ${t.recipientCount} >= 0`),
  ],
);
