import { eq, sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/client';
import { attemptGuards } from './platform.tables';

export interface GuardRule {
  limit: number;
  windowSeconds: number;
}

export interface GuardResult {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfter: number;
  /** Attempts counted in the current window (peekAttempts only). */
  attempts?: number;
}

/**
 * Counts one attempt against `key` and says whether it is allowed. Atomic: the counter
 * only moves while it is under the limit (or its window has passed), so N concurrent
 * attempts never get more than `limit` through, on one instance or many.
 */
export async function consumeAttempt(ex: Executor, key: string, rule: GuardRule): Promise<GuardResult> {
  const expired = sql`${attemptGuards.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const counted = await rows<{ attempts: number }>(
    ex,
    sql`insert into attempt_guards (key, attempts, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          attempts = case when ${expired} then 1 else attempt_guards.attempts + 1 end,
          window_start = case when ${expired} then now() else attempt_guards.window_start end
        where ${expired} or attempt_guards.attempts < ${rule.limit}
        returning attempts`,
  );
  if (counted.length > 0) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: await secondsLeft(ex, key, rule) };
}

/** Whether `key` is over its limit now, without counting an attempt. */
export async function peekAttempts(ex: Executor, key: string, rule: GuardRule): Promise<GuardResult> {
  const [row] = await rows<{ attempts: number; left: number }>(
    ex,
    sql`select attempts, greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now()))))::int as left
        from attempt_guards where key = ${key}`,
  );
  const attempts = row && row.left > 0 ? row.attempts : 0;
  if (!row || row.left <= 0 || row.attempts < rule.limit) return { allowed: true, retryAfter: 0, attempts };
  return { allowed: false, retryAfter: row.left, attempts };
}

export async function clearAttempts(ex: Executor, key: string): Promise<void> {
  await ex.delete(attemptGuards).where(eq(attemptGuards.key, key));
}

/** Clears `key` and every key that ends with it (the same counter kept per address: `login-ip:<ip>:<key>`). */
export async function clearAttemptsEndingWith(ex: Executor, key: string): Promise<void> {
  await ex.execute(sql`delete from attempt_guards where key = ${key} or right(key, ${key.length + 1}) = ${`:${key}`}`);
}

async function secondsLeft(ex: Executor, key: string, rule: GuardRule): Promise<number> {
  const [row] = await rows<{ left: number }>(
    ex,
    sql`select greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now()))))::int as left
        from attempt_guards where key = ${key}`,
  );
  return row?.left ?? rule.windowSeconds;
}
