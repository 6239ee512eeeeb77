import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { AUDIT_STATUS } from '@wm/contracts';
import type { Executor } from '../../db/client';
import { users } from '../auth/auth.tables';
import { addresses, auditEvents, companyProfiles, contractSignatures, customerProfiles } from './account.tables';

export type CompanyRow = typeof companyProfiles.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export const accountRepository = {
  findProfile: async (ex: Executor, userId: number) => (await ex.select().from(customerProfiles).where(eq(customerProfiles.userId, userId)))[0],

  upsertProfile: (ex: Executor, userId: number, values: { gender: number; regionId: number | null; intro: string }) =>
    ex
      .insert(customerProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...values, updatedAt: sql`now()` } }),

  setManager: (ex: Executor, userId: number, m: { userId: number; name: string; phone: string; email: string }) => {
    const values = { managerUserId: m.userId, managerName: m.name, managerPhone: m.phone, managerEmail: m.email };
    return ex
      .insert(customerProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
  },

  findCompany: async (ex: Executor, userId: number) => (await ex.select().from(companyProfiles).where(eq(companyProfiles.userId, userId)))[0],

  upsertCompany: (ex: Executor, values: Omit<typeof companyProfiles.$inferInsert, 'submittedAt' | 'rejectReason'>) =>
    ex
      .insert(companyProfiles)
      .values(values)
      .onConflictDoUpdate({ target: companyProfiles.userId, set: { ...values, submittedAt: sql`now()`, rejectReason: null } }),

  setRejectReason: (ex: Executor, userId: number, reason: string | null) =>
    ex.update(companyProfiles).set({ rejectReason: reason }).where(eq(companyProfiles.userId, userId)),

  insertAuditEvent: (ex: Executor, values: typeof auditEvents.$inferInsert) => ex.insert(auditEvents).values(values),

  auditHistory: (ex: Executor, userId: number) =>
    ex
      .select({ action: auditEvents.action, reason: auditEvents.reason, at: auditEvents.createdAt, by: users.realName, byMobile: users.mobile })
      .from(auditEvents)
      .innerJoin(users, eq(users.id, auditEvents.actorId))
      .where(eq(auditEvents.userId, userId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id)),

  /**
   * The audit queue: submitted company information with the account's audit status, oldest
   * submission first while under review, newest first once decided. Reads the users table in the same query (the audit status lives with
   * the sign-in identity) so that a page is one query, not one per row.
   */
  pageAudits: async (ex: Executor, status: number, pageIndex: number, pageSize: number) => {
    const where = eq(users.auditStatus, status);
    const list = await ex
      .select({ user: users, company: companyProfiles })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.userId))
      .where(where)
      // The queue in order of arrival; what was decided, the latest first.
      .orderBy(...(status === AUDIT_STATUS.underReview ? [asc(companyProfiles.submittedAt), asc(companyProfiles.userId)] : [desc(companyProfiles.submittedAt), desc(companyProfiles.userId)]))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    const [total] = await ex.select({ n: count() }).from(companyProfiles).innerJoin(users, eq(users.id, companyProfiles.userId)).where(where);
    return { list, total: total?.n ?? 0 };
  },

  listAddresses: (ex: Executor, userId: number) =>
    ex.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id)),

  countAddresses: async (ex: Executor, userId: number) => (await ex.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)))[0]?.n ?? 0,

  findOwnedAddress: async (ex: Executor, userId: number, addressId: number) =>
    (await ex.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))))[0],

  insertAddress: async (ex: Executor, values: typeof addresses.$inferInsert) => (await ex.insert(addresses).values(values).returning())[0]!,

  updateOwnedAddress: async (ex: Executor, userId: number, addressId: number, values: Partial<typeof addresses.$inferInsert>) =>
    (await ex.update(addresses).set(values).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).returning())[0],

  deleteOwnedAddress: async (ex: Executor, userId: number, addressId: number) =>
    (await ex.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).returning({ id: addresses.id })).length > 0,

  clearDefault: (ex: Executor, userId: number) => ex.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true))),

  findSignature: async (ex: Executor, userId: number, version: string) =>
    (await ex.select().from(contractSignatures).where(and(eq(contractSignatures.userId, userId), eq(contractSignatures.version, version))))[0],

  latestSignature: async (ex: Executor, userId: number) =>
    (await ex.select().from(contractSignatures).where(eq(contractSignatures.userId, userId)).orderBy(desc(contractSignatures.signedAt)).limit(1))[0],

  /** Records a signature unless this version is signed already (then undefined). */
  insertSignature: async (ex: Executor, values: typeof contractSignatures.$inferInsert) =>
    (await ex.insert(contractSignatures).values(values).onConflictDoNothing().returning())[0],

  /** Serialises address changes of one customer (default flag, the count limit). */
  lockCustomer: (ex: Executor, userId: number) => ex.execute(sql`select pg_advisory_xact_lock(${userId}, 7)`),
};
