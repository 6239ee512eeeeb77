import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { notices } from './notices.tables';

/**
 * A message: a platform notice (no recipient: every user sees it) or an event message for one
 * user (order shipped, refund done...). Texts in every language; the reader's language picks.
 * Released from `released_at` on (a notice can be scheduled). `code` makes seeding idempotent.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code'),
    kind: text('kind', { enum: ['notice', 'event'] }).notNull(),
    /** null: a platform notice for every user. */
    recipientUserId: integer('recipient_user_id').references(() => users.id),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    titleJa: text('title_ja').notNull(),
    contentEn: text('content_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentJa: text('content_ja').notNull(),
    senderEn: text('sender_en').notNull(),
    senderZh: text('sender_zh').notNull(),
    senderJa: text('sender_ja').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who a notice without a recipient is for: everyone, every buyer or every seller (notices.ts). */
    audience: text('audience', { enum: ['all', 'buyer', 'seller'] }).notNull().default('all'),
    /** The operator's notice this message carries (notices.tables.ts). */
    noticeId: bigint('notice_id', { mode: 'number' }).references((): AnyPgColumn => notices.id),
  },
  (t) => [
    uniqueIndex('messages_code_uq').on(t.code),
    index('messages_notice_idx').on(t.noticeId).where(sql`${t.noticeId} is not null`),
    check('messages_audience_ck', sql`${t.audience} in ('all', 'buyer', 'seller')`),
    // A reader's messages: their own by recipient, the notices by recipient is null; newest first.
    index('messages_recipient_idx').on(t.recipientUserId, t.releasedAt),
    check('messages_kind_ck', sql`${t.kind} in ('notice', 'event') and (${t.kind} = 'notice' or ${t.recipientUserId} is not null)`),
  ],
);

/**
 * One reader's state of one message. No row: unread and unmarked (a notice gets its row the
 * first time its reader reads or marks it).
 */
export const messageStates = pgTable(
  'message_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    marked: boolean('marked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId], name: 'message_states_pk' })],
);
