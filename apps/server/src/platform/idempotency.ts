import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Endpoint } from '@wm/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rows, type Executor } from '../db/client';
import { batchedReads } from './batched-reads';
import { AppError } from './errors';
import { idempotencyKeys } from './idempotency.tables';

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
}

const MAX_KEY_LENGTH = 100;

/** The Idempotency-Key header of a request, if it has a usable one (1-100 characters). */
export function requestKeyOf(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_KEY_LENGTH ? value : undefined;
}

/** One user's key on one endpoint. */
export interface KeyScope {
  userId: number;
  /** Method and path template: POST /api/v2/purchase-order/:orderNo/cancel */
  route: string;
  key: string;
}

export type ClaimOutcome = { run: true } | { run: false; statusCode: number; response: string };

export interface IdempotencyOptions {
  /**
   * How long a claim stays with the request that made it. A claim whose request never finished
   * (the instance died) can be taken over by a retry after this; longer than any request runs.
   */
  leaseSeconds?: number;
  /** How long a duplicate waits for the first request's answer before it is told "in progress" (409). */
  waitMs?: number;
}

export interface IdempotencyStore {
  /**
   * Claims the key for a request with this fingerprint: `run` when this request is the first (or
   * the first one failed or was abandoned), the kept answer when the first one succeeded. Waits
   * while the first one runs, on this instance or another. Throws IDEMPOTENCY_KEY_REUSED for the
   * same key with another request and IDEMPOTENCY_IN_PROGRESS when the wait runs out.
   */
  claim(scope: KeyScope, fingerprint: string): Promise<ClaimOutcome>;
  /**
   * The key's state without claiming it (one read, no write): none, the kept answer, or 'running'.
   * Throws IDEMPOTENCY_KEY_REUSED for the same key with another request.
   */
  peek(scope: KeyScope, fingerprint: string): Promise<null | 'running' | { statusCode: number; response: string }>;
  /** Keeps the answer of a claimed request. */
  complete(scope: KeyScope, statusCode: number, response: string): Promise<void>;
  /** Frees the key of a claimed request that failed: a retry runs again. */
  release(scope: KeyScope): Promise<void>;
  /** Forgets answered keys older than `days` days; returns how many. */
  forgetOlderThan(days: number): Promise<number>;
}

/** Keys live in the database, so a duplicate is caught whichever instance it reaches. */
export function createIdempotencyStore(db: Executor, options: IdempotencyOptions = {}): IdempotencyStore {
  const leaseSeconds = options.leaseSeconds ?? 300;
  const waitMs = options.waitMs ?? 15_000;
  const same = (s: KeyScope) => and(eq(idempotencyKeys.userId, s.userId), eq(idempotencyKeys.route, s.route), eq(idempotencyKeys.key, s.key));
  const peekRow = peekBatcher(db);

  return {
    async claim(scope, fingerprint) {
      const deadline = Date.now() + waitMs;
      for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
        // A new key is claimed; so is one whose claim was abandoned (never answered, lease over).
        const won = await rows<{ won: number }>(
          db,
          sql`insert into idempotency_keys (user_id, route, key, fingerprint, lease_until)
              values (${scope.userId}, ${scope.route}, ${scope.key}, ${fingerprint}, now() + make_interval(secs => ${leaseSeconds}))
              on conflict (user_id, route, key) do update
                set fingerprint = excluded.fingerprint, lease_until = excluded.lease_until, created_at = now()
                where idempotency_keys.status_code is null and idempotency_keys.lease_until < now()
              returning 1 as won`,
        );
        if (won.length > 0) return { run: true };
        const [row] = await db.select().from(idempotencyKeys).where(same(scope));
        if (row) {
          if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          if (row.statusCode !== null && row.response !== null) return { run: false, statusCode: row.statusCode, response: row.response };
        }
        // The first request is still running (or just failed and freed the key: try again).
        if (Date.now() + delay > deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
        if (row) await sleep(delay);
      }
    },
    async peek(scope, fingerprint) {
      const row = await peekRow(scope);
      if (!row) return null;
      if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.statusCode !== null && row.response !== null) return { statusCode: row.statusCode, response: row.response };
      return 'running';
    },
    async complete(scope, statusCode, response) {
      await db.update(idempotencyKeys).set({ statusCode, response }).where(and(same(scope), isNull(idempotencyKeys.statusCode)));
    },
    async release(scope) {
      await db.delete(idempotencyKeys).where(and(same(scope), isNull(idempotencyKeys.statusCode)));
    },
    async forgetOlderThan(days) {
      const gone = await rows<{ key: string }>(
        db,
        sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${days}) and (status_code is not null or lease_until < now()) returning key`,
      );
      return gone.length;
    },
  };
}

type PeekedRow = { fingerprint: string; statusCode: number | null; response: string | null };

/**
 * Keys' rows for peeks, read together when peeks come together (platform/batched-reads.ts): in a
 * flash sale thousands of refused checkouts peek at once.
 */
function peekBatcher(db: Executor): (scope: KeyScope) => Promise<PeekedRow | undefined> {
  const idOf = (userId: number, route: string, key: string) => JSON.stringify([userId, route, key]);
  const read = batchedReads(async (ids) => {
    const scopes = ids.map((id) => JSON.parse(id) as [number, string, string]);
    const found = await rows<PeekedRow & { userId: number; route: string; key: string }>(
      db,
      sql`select user_id as "userId", route, key, fingerprint, status_code as "statusCode", response from idempotency_keys
          where (user_id, route, key) in (${sql.join(
            scopes.map(([userId, route, key]) => sql`(${userId}::int, ${route}::text, ${key}::text)`),
            sql`, `,
          )})`,
    );
    return new Map(found.map((row) => [idOf(row.userId, row.route, row.key), row]));
  });
  return (scope) => read(idOf(scope.userId, scope.route, scope.key));
}

/** Object keys sorted at every level: the same request always gives the same text. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((k) => [k, canonical(record[k])]),
    );
  }
  return value;
}

/**
 * What makes two requests "the same": the path parameters and the query and body as the contract
 * validated them (so extra query fields, such as a client's cache-buster, do not count). A
 * multipart file is streamed to its handler and is not part of it.
 */
export function fingerprintOf(ep: Endpoint, req: FastifyRequest): string {
  const request = { params: req.params ?? {}, query: ep.query ? req.query : {}, body: ep.body ? req.body : null };
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

const claims = new WeakMap<FastifyRequest, KeyScope>();
/** What to call once a request that passed `refuseEarly` is done. */
const leaving = new WeakMap<FastifyRequest, () => void>();
const leave = (req: FastifyRequest) => {
  const done = leaving.get(req);
  if (!done) return;
  leaving.delete(req);
  done();
};

/**
 * The route hooks of an endpoint its contract marks idempotent (none for others): the key is
 * required; the same key with the same request answers the first answer again (status and body)
 * without running the handler; with another request it is a 409. A failed answer is not kept:
 * a retry runs again. The services' own unique keys stay as a second line inside their transactions.
 *
 * `refuseEarly` (optional) refuses a request from what this instance knows in memory (a checkout
 * of goods it just saw sold out) before any key is claimed: the refusal costs one read of the key
 * instead of a claim and its release, and a retry of a request that succeeded still gets its answer.
 * It may wait first, and answer what to call once the request is done (its answer sent, or the
 * request aborted): a checkout's turn at its goods' gate.
 */
export function idempotencyHooks(app: FastifyInstance, ep: Endpoint, refuseEarly?: (req: FastifyRequest) => void | Promise<(() => void) | void>) {
  if (!ep.idempotent) return {};
  // The key is scoped to its user: a visitor's key would let anyone read another's answer.
  if (ep.access === 'public') throw new Error(`${ep.method} ${ep.path}: an idempotent endpoint must be for signed-in callers`);
  const route = `${ep.method} ${ep.path}`;
  return {
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      const key = requestKeyOf(req);
      if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      if (!req.user) throw new AppError('UNAUTHORIZED');
      const scope: KeyScope = { userId: req.user.id, route, key };
      const fingerprint = fingerprintOf(ep, req);
      if (refuseEarly) {
        try {
          const done = await refuseEarly(req);
          if (done) {
            leaving.set(req, done);
            // Done when the answer is sent or the connection closes first (the response's 'close'
            // comes for both); a caller gone while the request waited is done at once.
            reply.raw.once('close', () => leave(req));
            if (reply.raw.destroyed || req.raw.socket?.destroyed) leave(req);
          }
        } catch (refusal) {
          // Refused from memory: no claim to write and release. Only a retry of a request that
          // already has an answer is answered that (one read); one still running is waited for.
          const kept = await app.idempotency.peek(scope, fingerprint);
          if (kept === null) throw refusal;
          if (kept !== 'running') return replay(reply, kept);
        }
      }
      const outcome = await app.idempotency.claim(scope, fingerprint);
      if (outcome.run) {
        claims.set(req, scope);
        return;
      }
      return replay(reply, outcome);
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const scope = claims.get(req);
      if (!scope) return payload;
      claims.delete(req);
      const kept = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (reply.statusCode >= 200 && reply.statusCode < 300 && kept !== null) await app.idempotency.complete(scope, reply.statusCode, kept);
      else await app.idempotency.release(scope);
      return payload;
    },
  };
}

/** Answers the kept answer of a request that succeeded, as it was. */
function replay(reply: FastifyReply, outcome: { statusCode: number; response: string }) {
  reply.header('idempotent-replayed', 'true').header('cache-control', 'no-store');
  return reply.code(outcome.statusCode).type('application/json; charset=utf-8').send(outcome.response);
}
