import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountDirectory } from '../auth/directory';
import { auditLog } from './audit-log.tables';

export type NewAuditLogEntry = typeof auditLog.$inferInsert;

export interface AuditLogFilter {
  actorId?: number;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(f: AuditLogFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.actorId) where.push(eq(auditLog.actorId, f.actorId));
  if (f.action) where.push(ilike(auditLog.action, `%${escapeLike(f.action)}%`));
  // A target value is one of the route parameters' values, whichever its name.
  if (f.target) where.push(sql`exists (select 1 from jsonb_each_text(${auditLog.target}) t where t.value = ${f.target})`);
  if (f.from) where.push(gte(auditLog.createdAt, f.from));
  if (f.to) where.push(lt(auditLog.createdAt, f.to));
  return where.length ? and(...where) : undefined;
}

export const auditLogRepository = {
  insert: (ex: Executor, entry: NewAuditLogEntry) => ex.insert(auditLog).values(entry),

  async page(ex: Executor, f: AuditLogFilter, limit: number, offset: number) {
    const where = conditions(f);
    const entries = await ex.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
    // Who acted, by the accounts read model (auth's users table is read there only).
    const actors = await accountDirectory.cards(ex, entries.map((e) => e.actorId));
    const list = entries.map((entry) => ({ entry, actorName: actors.get(entry.actorId)?.realName ?? '', actorMobile: actors.get(entry.actorId)?.mobile ?? '' }));
    const [total] = await ex.select({ n: count() }).from(auditLog).where(where);
    return { list, total: total?.n ?? 0 };
  },
};
