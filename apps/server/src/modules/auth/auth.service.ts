import { createHash, randomBytes } from 'node:crypto';
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  SIGNED_IN_SCENES,
  phoneCandidates,
  type PhoneCountry,
  type AuditStatus,
  type Language,
  type LoginBody,
  type RegisterBody,
  type SignedIn,
  type UserInfo,
  type VerifyScene,
} from '@wm/contracts';
import type { Config } from '../../config';
import type { Database, Executor, Tx } from '../../db/client';
import { batchedReads } from '../../platform/batched-reads';
import { AppError, fieldError } from '../../platform/errors';
import { clearAttempts, clearAttemptsEndingWith, consumeAttempt, peekAttempts, type GuardRule } from '../../platform/guard';
import { mask } from '../../platform/messaging';
import { dummyHash, hashSecret, pinHasher, verifySecret } from '../../platform/passwords';
import type { CodeMessage, VerificationService } from '../verification/verification.service';
import { authRepository as repo, type UserRow } from './auth.repository';
import { createSessionCache } from './session-cache';

export type AuthUser = UserRow & { sessionId: string };

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The user card; `avatarUrl` turns the stored avatar key into a link a browser can load. */
export function toUserInfo(user: UserRow, avatarUrl: (key: string) => string = (key) => key): UserInfo {
  return {
    id: user.id,
    customerid: user.customerNo,
    realName: user.realName,
    mobile: user.mobile,
    email: user.email,
    avatar: user.avatar ? avatarUrl(user.avatar) : null,
    auditStatus: user.auditStatus as AuditStatus,
    isStore: user.isStore,
    role: user.role,
    hasPayPassword: user.payPasswordHash !== null,
  };
}

export interface AuthDeps {
  database: Database;
  config: Config;
  /** Codes sent to a mobile or an email (the verification module). */
  codes: VerificationService;
  /** What else a new account needs, in its registration transaction (its wallet): given at composition, so auth imports no module that needs auth. */
  onRegistered: (tx: Tx, userId: number) => Promise<unknown>;
  avatarUrl?: (key: string) => string;
}

export function createAuthService(deps: AuthDeps) {
  const { db } = deps.database;
  const { limits } = deps.config;
  const pins = pinHasher(deps.config.payPasswordKeys);
  const accountRule: GuardRule = { limit: limits.loginMaxFailures, windowSeconds: limits.lockMinutes * 60 };
  const ipRule: GuardRule = { limit: limits.ipMaxFailures, windowSeconds: limits.lockMinutes * 60 };
  const smsIpRule: GuardRule = { limit: limits.smsPerIpPerHour, windowSeconds: 3600 };
  const liveSessions = createSessionCache(deps.config.sessionCacheMs);
  // Sessions looked up together when requests come together (a flash sale's burst of sign-ins not cached yet).
  const lookUpSession = batchedReads(async (tokenHashes) => new Map((await repo.findLiveSessions(db, tokenHashes)).map(({ tokenHash, ...found }) => [tokenHash, found])));

  const locked = (retryAfter: number) =>
    new AppError('TOO_MANY_ATTEMPTS', { minutes: Math.max(1, Math.ceil(retryAfter / 60)) });

  /** Counts an attempt before the secret is checked, so a lockout holds under concurrent guesses. */
  async function guardAttempt(key: string) {
    const result = await consumeAttempt(db, key, accountRule);
    if (!result.allowed) throw locked(result.retryAfter);
  }

  async function startSession(ex: Parameters<typeof repo.insertSession>[0], user: UserRow, client: ClientInfo): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + deps.config.sessionTtlHours * 3600_000);
    await repo.insertSession(ex, { tokenHash: sha256(token), userId: user.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 300), expiresAt });
    return { token: { token, expiresAt: expiresAt.toISOString() }, user: toUserInfo(user, deps.avatarUrl) };
  }

  /**
   * The account behind a sign-in name: an email, or a mobile as the user typed it (with or
   * without +, spaces, in the chosen country or as a bare 11-digit Chinese mobile).
   */
  async function findByAccount(account: string, country?: PhoneCountry): Promise<UserRow | undefined> {
    const value = account.trim();
    if (value.includes('@')) return repo.findUserByEmail(db, value);
    const candidates = [...phoneCandidates(value, country), value];
    const found = await repo.findUsersByMobiles(db, candidates);
    for (const candidate of candidates) {
      const user = found.find((u) => u.mobile === candidate);
      if (user) return user;
    }
    return undefined;
  }

  /** One lockout per account, however its name is written; per name when there is no such account. */
  const loginKey = (user: UserRow | undefined, account: string) => `login:${user ? user.mobile : account.trim().toLowerCase()}`;

  /** Uses up a code for a destination; wrong codes count towards the same lockout as passwords. */
  const useCode = (ex: Executor, destination: string, scene: VerifyScene, code: string) => deps.codes.use(ex, destination, scene, code);

  /**
   * The right password plus a code sent to the account's mobile signs in through a lockout
   * (a lockout is otherwise a way to keep a victim out). The code is checked first and used up
   * by any try, so a code cannot be kept for password guessing; wrong codes count per address
   * and account, so a stranger's guesses do not lock the owner out of this way in.
   */
  async function loginWithCode(body: LoginBody, user: UserRow | undefined, accountKey: string, ipKey: string, client: ClientInfo): Promise<SignedIn> {
    const codeKey = `login-code:${client.ip}:${accountKey}`;
    await guardAttempt(codeKey);
    const destination = user?.mobile ?? body.account.trim();
    const passwordOk = await verifySecret(body.password, user?.passwordHash ?? (await dummyHash()));
    await db.transaction((tx) => useCode(tx, destination, 'login', body.code!));
    if (!user || !passwordOk) throw new AppError('LOGIN_FAILED');
    for (const key of [codeKey, accountKey, ipKey]) await clearAttempts(db, key);
    if (user.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
    return startSession(db, user, client);
  }

  return {
    async login(body: LoginBody, client: ClientInfo): Promise<SignedIn> {
      const user = await findByAccount(body.account, body.country);
      const accountKey = loginKey(user, body.account);
      // An address's failures count per account name it tries: a shared address (an office, a
      // proxy) guessing at one name does not lock its other users out.
      const ipKey = `login-ip:${client.ip}:${accountKey}`;
      if (body.code !== undefined) return loginWithCode(body, user, accountKey, ipKey, client);
      const ipState = await peekAttempts(db, ipKey, ipRule);
      if (!ipState.allowed) throw locked(ipState.retryAfter);
      await guardAttempt(accountKey);
      const ok = await verifySecret(body.password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !ok) {
        await consumeAttempt(db, ipKey, ipRule);
        throw new AppError('LOGIN_FAILED');
      }
      await clearAttempts(db, accountKey);
      if (user.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
      return startSession(db, user, client);
    },

    async register(body: RegisterBody, kind: 'buyer' | 'seller', client: ClientInfo): Promise<SignedIn> {
      const guardKey = `code:${body.mobile}:register`;
      await guardAttempt(guardKey);
      if (body.email && (await repo.findUserByEmail(db, body.email))) throw fieldError('email', 'EMAIL_REGISTERED');
      const passwordHash = await hashSecret(body.password);
      const signedIn = await db.transaction(async (tx) => {
        await useCode(tx, body.mobile, 'register', body.code);
        const user = await repo.insertUser(tx, {
          mobile: body.mobile,
          // An email given at registration waits for its code like one set in the profile: it signs in once verified.
          email: null,
          pendingEmail: body.email?.toLowerCase() ?? null,
          passwordHash,
          realName: body.realName ?? '',
          role: kind,
          isStore: kind === 'seller',
        });
        if (!user) {
          const mobileTaken = await repo.findUserByMobile(tx, body.mobile);
          throw mobileTaken ? fieldError('mobile', 'MOBILE_REGISTERED') : fieldError('email', 'EMAIL_REGISTERED');
        }
        await deps.onRegistered(tx, user.id);
        return startSession(tx, user, client);
      });
      await clearAttempts(db, guardKey);
      return signedIn;
    },

    async sendCode(
      query: { mobile?: string; email?: string; scene: VerifyScene },
      user: AuthUser | null,
      lang: Language,
      client: ClientInfo,
    ): Promise<{ destination: string; expiresIn: number; resendIn: number }> {
      // Every call counts against the address's quota, whatever it asks for and whatever the answer.
      const ipLimit = await consumeAttempt(db, `sms-ip:${client.ip}`, smsIpRule);
      if (!ipLimit.allowed) throw new AppError('TOO_MANY_REQUESTS', { seconds: ipLimit.retryAfter });
      let destination: string;
      /** What goes out: the code, a notice to an existing account's owner, or nothing. */
      let message: CodeMessage = 'code';
      if (SIGNED_IN_SCENES.includes(query.scene)) {
        if (!user) throw new AppError('UNAUTHORIZED');
        destination = user.mobile;
        if (query.scene === 'email') {
          if (!user.pendingEmail) throw fieldError('email', 'email.noneWaiting');
          destination = user.pendingEmail;
        }
      } else {
        const given = query.mobile ?? query.email?.toLowerCase();
        if (!given) throw fieldError('mobile', 'mobile.required');
        destination = given;
        const existing = query.mobile ? await repo.findUserByMobile(db, given) : await repo.findUserByEmail(db, given);
        // The answer is the same whether or not the mobile or email has an account: only what is sent differs.
        if (query.scene === 'register' && existing) message = 'alreadyRegistered';
        if ((query.scene === 'reset' || query.scene === 'login') && !existing) message = 'none';
        // A sign-in code goes to the account's mobile, however the account was named.
        if (query.scene === 'login' && existing) destination = existing.mobile;
      }

      await deps.codes.issue(destination, query.scene, lang, message);
      if (query.scene === 'login') destination = query.mobile ?? query.email!.toLowerCase();
      return { destination: mask(destination), expiresIn: CODE_TTL_SECONDS, resendIn: CODE_RESEND_SECONDS };
    },

    async resetPassword(body: { account: string; country?: PhoneCountry; code: string; password: string }): Promise<void> {
      const account = body.account.trim();
      const user = await findByAccount(account, body.country);
      // The code went to the account's own mobile (E.164) or email.
      const destination = account.includes('@') ? account.toLowerCase() : (user?.mobile ?? account);
      const guardKey = `code:${destination}:reset`;
      await guardAttempt(guardKey);
      // No code is ever sent for an unknown account: answered as a wrong code, so that this does not tell who has an account.
      if (!user) throw new AppError('CODE_INVALID');
      const passwordHash = await hashSecret(body.password);
      await db.transaction(async (tx) => {
        await useCode(tx, destination, 'reset', body.code);
        await repo.setPassword(tx, user.id, passwordHash);
        await repo.revokeUserSessions(tx, user.id);
      });
      await clearAttempts(db, guardKey);
      await clearAttempts(db, loginKey(user, account));
    },

    async setPayPassword(user: AuthUser, body: { code: string; payPassword: string }): Promise<void> {
      const guardKey = `code:${user.mobile}:pay-password`;
      await guardAttempt(guardKey);
      const payPasswordHash = pins.hash(body.payPassword);
      await db.transaction(async (tx) => {
        await useCode(tx, user.mobile, 'pay-password', body.code);
        await repo.setPayPassword(tx, user.id, payPasswordHash);
      });
      await clearAttempts(db, guardKey);
      await clearAttempts(db, `pay:${user.id}`);
    },

    /**
     * Checks a payment password before money moves. Wrong answers count towards the lockout
     * (10 in 15 minutes by default); a locked account is refused even with the right password.
     */
    async checkPayPassword(userId: number, payPassword: string): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (!user.payPasswordHash) throw new AppError('PAY_PASSWORD_NOT_SET');
      const key = `pay:${userId}`;
      await guardAttempt(key);
      const { ok, rehash } = await pins.verify(payPassword, user.payPasswordHash);
      if (!ok) throw new AppError('PAY_PASSWORD_WRONG');
      // An older kind of value (scrypt) or key: rewritten once, unless it was changed meanwhile.
      if (rehash) await repo.replacePayPassword(db, userId, user.payPasswordHash, rehash);
      await clearAttempts(db, key);
    },

    /** The stored form of a payment password (for bulk test and benchmark data made by SQL). */
    hashPayPassword: (payPassword: string) => pins.hash(payPassword),

    /** Changes the login password with the current one; the other sessions are signed out. */
    async changePassword(user: AuthUser, body: { oldPassword: string; password: string }): Promise<void> {
      const key = `login:${user.mobile}`;
      await guardAttempt(key);
      if (!(await verifySecret(body.oldPassword, user.passwordHash))) throw fieldError('oldPassword', 'OLD_PASSWORD_WRONG');
      await clearAttempts(db, key);
      const passwordHash = await hashSecret(body.password);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, user.id, passwordHash);
        await repo.revokeOtherSessions(tx, user.id, user.sessionId);
      });
    },

    /**
     * Confirms the email set in the profile with the code sent to it: only then is it a sign-in
     * name. Taken meanwhile by another account's verified email, it is refused.
     */
    async verifyEmail(user: AuthUser, code: string): Promise<void> {
      const email = user.pendingEmail;
      if (!email) throw fieldError('code', 'email.noneWaiting');
      const guardKey = `code:${email}:email`;
      await guardAttempt(guardKey);
      try {
        await db.transaction(async (tx) => {
          await useCode(tx, email, 'email', code);
          if (!(await repo.confirmPendingEmail(tx, user.id, email))) throw fieldError('code', 'email.noneWaiting');
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('code', 'EMAIL_REGISTERED');
        throw err;
      }
      await clearAttempts(db, guardKey);
    },

    findUser: (ex: Executor, userId: number) => repo.findUserById(ex, userId),
    findUserByEmail: (email: string) => repo.findUserByEmail(db, email),
    userInfo: (user: UserRow) => toUserInfo(user, deps.avatarUrl),
    updateIdentity: repo.updateIdentity,
    moveAuditStatus: repo.moveAuditStatus,

    /** The user behind a bearer token, or null when the token is unknown, expired or revoked. */
    async resolveToken(token: string): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const tokenHash = sha256(token);
      let found = liveSessions?.get(tokenHash);
      if (!found) {
        found = await lookUpSession(tokenHash);
        // An expiry inside the cache's time is not cached: the session ends when it says.
        if (found && liveSessions && found.expiresAt.getTime() > Date.now() + deps.config.sessionCacheMs) liveSessions.set(tokenHash, found);
      }
      return found ? { ...found.user, sessionId: found.sessionId } : null;
    },

    /** The app is closing: its session cache stops receiving forgets. */
    close: () => liveSessions?.close(),

    logout: (user: AuthUser) => repo.revokeSession(db, user.sessionId),

    /** Disables an account (operator action): its sessions stay, so its next request is told why (423). */
    disable: (userId: number) => repo.setStatus(db, userId, 'disabled'),

    /** Enables a disabled account again (operator action): its sessions still live work again. */
    enable: (userId: number) => repo.setStatus(db, userId, 'active'),

    /** The lockouts an account is under: sign-in (password and code failures) and payment password. */
    async lockouts(user: UserRow) {
      const state = async (key: string) => {
        const peek = await peekAttempts(db, key, accountRule);
        return { locked: !peek.allowed, attempts: peek.attempts ?? 0, retryAfterSeconds: peek.retryAfter };
      };
      return { login: await state(loginKey(user, '')), payPassword: await state(`pay:${user.id}`) };
    },

    /** Lifts an account's lockouts (operator action): sign-in, per address as well, and payment password. */
    async resetLockouts(user: UserRow) {
      await clearAttemptsEndingWith(db, loginKey(user, ''));
      await clearAttempts(db, `pay:${user.id}`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
