import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { messages } from './messages.tables';
import { notices } from './notices.tables';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;
type NewMessage = typeof messages.$inferInsert;

/** Rows per insert statement when a notice goes to a list (far below PostgreSQL's parameter limit). */
const BATCH = 200;

export const noticesRepository = {
  insert: async (ex: Executor, value: NewNotice) => (await ex.insert(notices).values(value).returning())[0]!,

  /** The messages a notice becomes, in batches, inside the caller's transaction. */
  async insertMessages(ex: Executor, values: NewMessage[]) {
    for (let i = 0; i < values.length; i += BATCH) await ex.insert(messages).values(values.slice(i, i + BATCH));
  },

  /** Notices newest first. */
  async page(ex: Executor, limit: number, offset: number) {
    const list = await ex.select().from(notices).orderBy(sql`${notices.sentAt} desc, ${notices.id} desc`).limit(limit).offset(offset);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from notices`))[0]?.n ?? 0;
    return { list, total };
  },
};
