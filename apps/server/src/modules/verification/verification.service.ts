import { createHash, randomInt } from 'node:crypto';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, translate, type Language, type VerifyScene } from '@wm/contracts';
import type { Config } from '../../config';
import type { Database, Executor, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { clearAttempts, consumeAttempt, type GuardRule } from '../../platform/guard';
import type { MessageSender } from '../../platform/messaging';
import { verificationRepository as repo } from './verification.repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (destination: string, scene: string, code: string) => sha256(`${destination}\n${scene}\n${code}`);

/** What goes out with a new code: the code, a notice to an existing account's owner, or nothing. */
export type CodeMessage = 'code' | 'alreadyRegistered' | 'none';

/**
 * One-time codes sent to a mobile or an email: issued, timed and used up here, for auth
 * (sign-up, sign-in, reset, pay password, email) and for any module that asks the signed-in
 * user to confirm an action with a code (a bank card in the wallet).
 */
export function createVerificationService(deps: { database: Database; config: Config; sender: MessageSender }) {
  const { db } = deps.database;
  const { limits } = deps.config;
  // The same lockout as sign-in: wrong codes and wrong passwords count alike.
  const attemptRule: GuardRule = { limit: limits.loginMaxFailures, windowSeconds: limits.lockMinutes * 60 };

  /** Uses up a code for a destination inside the caller's transaction; a wrong or stale code is CODE_INVALID. */
  async function use(ex: Executor, destination: string, scene: VerifyScene, code: string): Promise<void> {
    if (!(await repo.consumeCode(ex, destination, scene, codeHash(destination, scene, code)))) throw new AppError('CODE_INVALID');
  }

  return {
    use,

    /**
     * Stores a new code for a destination and scene and sends what `message` says. A code is
     * stored even when none is sent, so that resends are timed alike; one within
     * CODE_RESEND_SECONDS of the last is refused.
     */
    async issue(destination: string, scene: VerifyScene, lang: Language, message: CodeMessage): Promise<void> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await repo.lockDestination(tx, destination);
        const since = await repo.secondsSinceLastCode(tx, destination, scene);
        if (since !== undefined && since < CODE_RESEND_SECONDS)
          throw new AppError('CODE_RESEND_WAIT', { seconds: Math.ceil(CODE_RESEND_SECONDS - since) });
        await repo.replaceCode(tx, { destination, scene, codeHash: codeHash(destination, scene, code), ttlSeconds: CODE_TTL_SECONDS });
        if (message === 'none') return;
        const body = message === 'code' ? translate(lang, 'sms.code', { code, minutes: CODE_TTL_SECONDS / 60 }) : translate(lang, 'sms.alreadyRegistered');
        await deps.sender.send(
          tx,
          destination.includes('@')
            ? { channel: 'email', destination, subject: translate(lang, message === 'code' ? 'email.subject.code' : 'email.subject.alreadyRegistered'), body }
            : { channel: 'sms', destination, body },
        );
      });
    },

    /**
     * Uses up a code the signed-in user received on their own mobile (pay-password, bank-card),
     * inside the caller's transaction. The attempt is counted before, outside it, so a wrong
     * code still counts when the caller's transaction rolls back.
     */
    async verifyOwn<T>(mobile: string, scene: VerifyScene, code: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      const guardKey = `code:${mobile}:${scene}`;
      const attempt = await consumeAttempt(db, guardKey, attemptRule);
      if (!attempt.allowed) throw new AppError('TOO_MANY_ATTEMPTS', { minutes: Math.max(1, Math.ceil(attempt.retryAfter / 60)) });
      const result = await db.transaction(async (tx) => {
        await use(tx, mobile, scene, code);
        return work(tx);
      });
      await clearAttempts(db, guardKey);
      return result;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
