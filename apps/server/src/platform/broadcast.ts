import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';

/**
 * What one instance tells every instance on the same PostgreSQL database (LISTEN / NOTIFY): a change
 * that instances keep in memory (the catalog's lists and listed set) reaches the others at once,
 * not when their copies expire. On the embedded database one process owns the data: nothing is
 * sent, nothing comes.
 *
 * A message sent on a transaction goes out when it commits (PostgreSQL holds a transaction's
 * notifications until then) and never if it rolls back, and its sender hears it too (`again`):
 * whatever it did before the commit is done again once the change can be read. Otherwise the
 * sender is not told its own messages. A listening connection that breaks is opened again (after
 * 0.5 s, then up to 30 s between tries), and every subscriber is told that it may have missed
 * messages (`gap`).
 */
export interface Broadcast {
  /**
   * Sends `message` (JSON) to every subscriber of `topic` on the other instances. A message longer than
   * a notification may be (PAYLOAD_MAX bytes with its envelope) is refused, or `orElse` is sent instead.
   */
  publish(topic: string, message: unknown, options?: { on?: Executor; orElse?: unknown }): Promise<void>;
  subscribe(topic: string, subscriber: { message(message: unknown): void; gap(): void }): void;
  /** Whether this instance listens now (never on the embedded database: nothing to listen to). */
  listening(): boolean;
  close(): Promise<void>;
}

/** PostgreSQL's limit on a notification's payload is 8,000 bytes. */
export const PAYLOAD_MAX = 7_900;

const CHANNEL = 'wm_broadcast';

interface Envelope {
  from: string;
  topic: string;
  again: boolean;
  message: unknown;
}

/**
 * `retry`: the first wait before listening again after a connection broke, and the longest (tests
 * shorten them). `reopened`: called each time listening starts again after a break (the metrics count it).
 */
export function createBroadcast(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  options: { retry?: { firstMs: number; mostMs: number }; reopened?: () => void } = {},
): Broadcast {
  const retry = options.retry ?? { firstMs: 500, mostMs: 30_000 };
  const self = randomUUID();
  const subscribers = new Map<string, { message(message: unknown): void; gap(): void }[]>();
  let closed = false;
  let listening: { close(): Promise<void> } | null = null;
  let timer: NodeJS.Timeout | null = null;

  const deliver = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === self && !envelope.again) return;
    for (const subscriber of subscribers.get(envelope.topic) ?? []) {
      // Called from the connection's event: a subscriber's error is logged, not thrown into it.
      try {
        subscriber.message(envelope.message);
      } catch (error) {
        log.error({ err: error, topic: envelope.topic }, 'broadcast: a subscriber failed');
      }
    }
  };

  const listen = async (wait: number, afterGap: boolean): Promise<void> => {
    if (closed || !database.listen) return;
    try {
      listening = await database.listen(CHANNEL, {
        notify: deliver,
        lost: (error) => {
          listening = null;
          log.warn({ err: error }, 'broadcast: listening connection lost, listening again');
          schedule(retry.firstMs);
        },
      });
      if (closed) return void (await listening.close());
      // Messages sent while nobody listened are lost: whoever keeps copies starts afresh.
      if (afterGap) {
        options.reopened?.();
        for (const list of subscribers.values()) for (const subscriber of list) subscriber.gap();
      }
    } catch (error) {
      log.error({ err: error }, 'broadcast: cannot listen, trying again');
      schedule(Math.min(retry.mostMs, wait * 2));
    }
  };
  const schedule = (wait: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      timer = null;
      void listen(wait, true);
    }, wait);
    timer.unref();
  };
  // Listening starts at once; a subscriber's copies made before it listens are as fresh as the database (no gap).
  const started = listen(retry.firstMs, false);

  return {
    async publish(topic, message, options = {}) {
      if (!database.listen) return;
      const payloadOf = (m: unknown) => JSON.stringify({ from: self, topic, again: options.on !== undefined, message: m } satisfies Envelope);
      let payload = payloadOf(message);
      if (Buffer.byteLength(payload) > PAYLOAD_MAX && 'orElse' in options) payload = payloadOf(options.orElse);
      const bytes = Buffer.byteLength(payload);
      if (bytes > PAYLOAD_MAX) throw new Error(`broadcast message of ${topic} too long (${bytes} bytes)`);
      await (options.on ?? database.db).execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    subscribe(topic, subscriber) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), subscriber]);
    },
    listening: () => listening !== null && !closed,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await started;
      await listening?.close();
    },
  };
}
