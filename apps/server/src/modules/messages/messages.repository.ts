import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { messages } from './messages.tables';

export type NewMessage = typeof messages.$inferInsert;

/** A message with its reader's state. */
export interface MessageRow {
  id: number;
  kind: 'notice' | 'event';
  titleEn: string;
  titleZh: string;
  titleJa: string;
  contentEn: string;
  contentZh: string;
  contentJa: string;
  senderEn: string;
  senderZh: string;
  senderJa: string;
  releasedAt: Date;
  readAt: Date | null;
  marked: boolean;
}

export interface MessageFilter {
  state?: 'read' | 'unread';
  marked?: boolean;
}

// `m` is the message, `s` its reader's state (absent: unread, unmarked).
const fields = sql`m.id::float8 as id, m.kind,
  m.title_en as "titleEn", m.title_zh as "titleZh", m.title_ja as "titleJa",
  m.content_en as "contentEn", m.content_zh as "contentZh", m.content_ja as "contentJa",
  m.sender_en as "senderEn", m.sender_zh as "senderZh", m.sender_ja as "senderJa",
  m.released_at as "releasedAt", s.read_at as "readAt", coalesce(s.marked, false) as marked`;

/**
 * What a user may see, once released: their own messages, and the platform notices for everyone
 * or for their role (every buyer, every seller: one row each, notices.ts). The role is read
 * with the messages, so that every caller that knows only a user id still counts right.
 */
const visibleTo = (userId: number) =>
  sql`(m.recipient_user_id = ${userId} or (m.recipient_user_id is null and (m.audience = 'all' or m.audience = (select u.role from users u where u.id = ${userId})))) and m.released_at <= now()`;

const withState = (userId: number) => sql`messages m left join message_states s on s.message_id = m.id and s.user_id = ${userId}`;

function filterSql(filter: MessageFilter): SQL {
  const parts: SQL[] = [];
  if (filter.state === 'read') parts.push(sql`s.read_at is not null`);
  if (filter.state === 'unread') parts.push(sql`s.read_at is null`);
  if (filter.marked === true) parts.push(sql`s.marked is true`);
  if (filter.marked === false) parts.push(sql`s.marked is not true`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

const toRow = (r: MessageRow): MessageRow => ({ ...r, id: Number(r.id), releasedAt: new Date(r.releasedAt), readAt: r.readAt ? new Date(r.readAt) : null });

/** Upserts the reader's state of a message they may see and answers the message, or nothing when they may not see it. */
async function upsertState(ex: Executor, userId: number, messageId: number, insert: { readAt: SQL; marked: boolean }, onConflict: SQL) {
  const found = await rows<MessageRow>(
    ex,
    sql`with upserted as (
          insert into message_states as st (user_id, message_id, read_at, marked)
          select ${userId}::int, m.id, ${insert.readAt}, ${insert.marked}::boolean from messages m where m.id = ${messageId} and ${visibleTo(userId)}
          on conflict (user_id, message_id) do update set ${onConflict}
          returning st.message_id, st.read_at, st.marked)
        select ${fields} from messages m join upserted s on s.message_id = m.id`,
  );
  return found.map(toRow)[0];
}

export const messagesRepository = {
  insertMissing: (ex: Executor, values: NewMessage[]) => ex.insert(messages).values(values).onConflictDoNothing(),

  insert: async (ex: Executor, value: NewMessage) => (await ex.insert(messages).values(value).returning({ id: messages.id }))[0]!.id,

  /** A user's messages, newest first, with the total that match. */
  async page(ex: Executor, userId: number, filter: MessageFilter, limit: number, offset: number) {
    const where = sql`${visibleTo(userId)}${filterSql(filter)}`;
    const list = (await rows<MessageRow>(ex, sql`select ${fields} from ${withState(userId)} where ${where} order by m.released_at desc, m.id desc limit ${limit} offset ${offset}`)).map(toRow);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from ${withState(userId)} where ${where}`))[0]?.n ?? 0;
    return { list, total };
  },

  countUnread: async (ex: Executor, userId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from ${withState(userId)} where ${visibleTo(userId)} and s.read_at is null`))[0]?.n ?? 0,

  /** Unread -> read (the first read time stays); undefined when the user may not see it. */
  read: (ex: Executor, userId: number, messageId: number) =>
    upsertState(ex, userId, messageId, { readAt: sql`now()`, marked: false }, sql`read_at = coalesce(st.read_at, excluded.read_at)`),

  /** Marked or unmarked; undefined when the user may not see it. */
  mark: (ex: Executor, userId: number, messageId: number, marked: boolean) =>
    upsertState(ex, userId, messageId, { readAt: sql`null::timestamptz`, marked }, sql`marked = excluded.marked`),

  /** Every unread message the user may see -> read; answers how many. */
  readAll: async (ex: Executor, userId: number) =>
    (
      await rows(
        ex,
        sql`insert into message_states as st (user_id, message_id, read_at)
            select ${userId}::int, m.id, now() from ${withState(userId)} where ${visibleTo(userId)} and s.read_at is null
            on conflict (user_id, message_id) do update set read_at = excluded.read_at where st.read_at is null
            returning st.message_id`,
      )
    ).length,
};
