import { LRUCache } from 'lru-cache';
import type { users } from './auth.tables';

type UserRow = typeof users.$inferSelect;

/**
 * Signed-in requests look their session up once per request. Under a burst (a flash sale: two
 * thousand buyers at once) that lookup is a pool round trip of its own, queued behind every other
 * request. This cache keeps a token's live session and user for a short time on this instance.
 *
 * What it costs: a session revoked, or an account disabled or changed, on ANOTHER instance is
 * still honoured here for at most the TTL (2 s by default, SESSION_CACHE_MS; 0 turns the cache
 * off). On this instance every write to a user or a session forgets its entries at once (the auth
 * repository calls `forgetUser` / `forgetSession`), so sign-out, a password change, a disable or
 * an approval take effect on the very next request. docs/security.md has the reasoning.
 */
export interface LiveSession {
  sessionId: string;
  expiresAt: Date;
  user: UserRow;
}

export interface SessionCache {
  get(tokenHash: string): LiveSession | undefined;
  set(tokenHash: string, live: LiveSession): void;
  /** Stops this cache receiving forgets (the app closed). */
  close(): void;
}

/** The most tokens remembered at once (least recently used goes first): bounds memory, not correctness. */
const MAX_TOKENS = 20_000;

// Every cache of this process: a write forgets in all of them (tests run several apps in one process).
const open = new Set<LRUCache<string, LiveSession>>();

/**
 * A forget is made when the write is issued, which may be inside a transaction that has not
 * committed: a request reading the user in between still sees the old row and would cache it
 * again. So for a while after a forget (longer than the longest cache time allowed, 10 s) that
 * user's and that session's lookups are not cached; they read the database, as without a cache.
 */
const HOLD_MS = 10_000;
const heldUsers = new LRUCache<number, true>({ max: 100_000, ttl: HOLD_MS, ttlResolution: 0 });
const heldSessions = new LRUCache<string, true>({ max: 100_000, ttl: HOLD_MS, ttlResolution: 0 });

function forgetWhere(match: (live: LiveSession) => boolean) {
  for (const cache of open) {
    const gone: string[] = [];
    for (const [key, live] of cache.entries()) if (match(live)) gone.push(key);
    for (const key of gone) cache.delete(key);
  }
}

/** A user's row or sessions changed (status, audit, passwords, identity, revocation). */
export function forgetUser(userId: number) {
  heldUsers.set(userId, true);
  forgetWhere((live) => live.user.id === userId);
}

/** One session was revoked (sign-out). */
export function forgetSession(sessionId: string) {
  heldSessions.set(sessionId, true);
  forgetWhere((live) => live.sessionId === sessionId);
}

/** A cache with this TTL, or null when the TTL is 0 (every request reads the database). */
export function createSessionCache(ttlMs: number): SessionCache | null {
  if (ttlMs <= 0) return null;
  const cache = new LRUCache<string, LiveSession>({ max: MAX_TOKENS, ttl: ttlMs, ttlAutopurge: false });
  open.add(cache);
  return {
    get: (tokenHash) => cache.get(tokenHash),
    set: (tokenHash, live) => {
      if (heldUsers.has(live.user.id) || heldSessions.has(live.sessionId)) return;
      cache.set(tokenHash, live);
    },
    close: () => {
      open.delete(cache);
      cache.clear();
    },
  };
}
