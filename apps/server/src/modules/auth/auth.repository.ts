import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from './auth.tables';
import { forgetSession, forgetUser } from './session-cache';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const authRepository = {
  findUserById: async (ex: Executor, id: number) => (await ex.select().from(users).where(eq(users.id, id)))[0],

  findUserByMobile: async (ex: Executor, mobile: string) => (await ex.select().from(users).where(eq(users.mobile, mobile)))[0],

  /** Users whose mobile is one of the given forms (a number may be read more than one way). */
  findUsersByMobiles: async (ex: Executor, mobiles: string[]) =>
    mobiles.length === 0 ? [] : ex.select().from(users).where(inArray(users.mobile, mobiles)),

  findUserByEmail: async (ex: Executor, email: string) =>
    (await ex.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0],

  /** Inserts a user unless the mobile or email is taken; returns undefined when taken. */
  insertUser: async (ex: Executor, values: NewUser) =>
    (await ex.insert(users).values(values).onConflictDoNothing().returning())[0],

  setPassword: (ex: Executor, userId: number, passwordHash: string) => {
    forgetUser(userId);
    return ex.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
  },

  setPayPassword: (ex: Executor, userId: number, payPasswordHash: string) => {
    forgetUser(userId);
    return ex.update(users).set({ payPasswordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
  },

  /** Rewrites a payment password's stored form, only if it is still the one that was checked. */
  replacePayPassword: (ex: Executor, userId: number, checked: string, payPasswordHash: string) => {
    forgetUser(userId);
    return ex.update(users).set({ payPasswordHash }).where(and(eq(users.id, userId), eq(users.payPasswordHash, checked)));
  },

  /** Makes the pending email the sign-in email; answers the email, or undefined when none was pending. */
  confirmPendingEmail: async (ex: Executor, userId: number, email: string) => {
    forgetUser(userId);
    return (
      await ex
        .update(users)
        .set({ email: sql`${users.pendingEmail}`, pendingEmail: null, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.pendingEmail, email)))
        .returning({ email: users.email })
    )[0];
  },

  updateIdentity: (ex: Executor, userId: number, values: { realName: string; email?: string | null; pendingEmail?: string | null; avatar: string | null }) => {
    forgetUser(userId);
    return ex.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, userId));
  },

  /** Moves the audit status only from one of `from`; answers whether it moved. */
  moveAuditStatus: async (ex: Executor, userId: number, from: number[], to: number) => {
    forgetUser(userId);
    return (
      await ex
        .update(users)
        .set({ auditStatus: to, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), inArray(users.auditStatus, from)))
        .returning({ id: users.id })
    ).length > 0;
  },

  revokeOtherSessions: (ex: Executor, userId: number, keepSessionId: string) => {
    forgetUser(userId);
    return ex.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
  },

  setStatus: (ex: Executor, userId: number, status: 'active' | 'disabled') => {
    forgetUser(userId);
    return ex.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId));
  },

  insertSession: async (ex: Executor, values: typeof sessions.$inferInsert) =>
    (await ex.insert(sessions).values(values).returning({ id: sessions.id }))[0]!,

  /** The live session for a token hash, with its user. */
  /** The live sessions (not revoked, not expired) of these token hashes, with their users. */
  findLiveSessions: (ex: Executor, tokenHashes: string[]) =>
    ex
      .select({ tokenHash: sessions.tokenHash, sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))),

  revokeSession: (ex: Executor, sessionId: string) => {
    forgetSession(sessionId);
    return ex.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  revokeUserSessions: (ex: Executor, userId: number) => {
    forgetUser(userId);
    return ex.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },
};
