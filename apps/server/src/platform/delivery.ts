import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryConfig } from '../config';
import type { Database } from '../db/client';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from './lazy-modules';
import { mask, type Channel } from './messaging';
import { outboxMessages } from './platform.tables';

/** One message as a provider gets it. */
export interface Delivery {
  destination: string;
  subject: string | null;
  body: string;
}

/** A provider's refusal. `permanent`: trying again cannot help (a malformed address, a rejected request). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** Sends one message through one channel's provider; throws when the provider did not take it. */
export interface Transport {
  send(message: Delivery): Promise<void>;
  close?(): void;
}

/** Email through SMTP (nodemailer, pooled connections), from SMTP_FROM. */
export function smtpTransport(smtp: NonNullable<DeliveryConfig['smtp']>): Transport {
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
  // Made at the first email (nodemailer is loaded then, not at start).
  let transporter: Promise<Transporter> | undefined;
  const transport = () =>
    (transporter ??= loadNodemailer().then((nodemailer) =>
      smtp.url
        ? nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 5, ...timeouts }, { from: smtp.from })
        : nodemailer.createTransport(
            { host: smtp.host!, port: smtp.port, secure: smtp.secure, auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined, pool: true, maxConnections: 5, ...timeouts },
            { from: smtp.from },
          ),
    ));
  return {
    async send(message) {
      try {
        await (await transport()).sendMail({ to: message.destination, subject: message.subject ?? '', text: message.body });
      } catch (error) {
        const e = error as Error & { code?: string; responseCode?: number };
        // A recipient refused with a 5xx (an unknown mailbox, a rejected address) is refused for good;
        // anything else (the connection, a refused sign-in the operator can fix) is worth retrying.
        throw new DeliveryError(`smtp: ${e.message}`, e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500);
      }
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/**
 * SMS through an HTTP provider: POST {url} with JSON { to, body } and the key as a bearer token.
 * Any 2xx is accepted; 408, 429 and 5xx are worth retrying, other 4xx are not.
 */
export function smsTransport(sms: NonNullable<DeliveryConfig['sms']>): Transport {
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetch(sms.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sms.key}` },
          body: JSON.stringify({ to: message.destination, body: message.body }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new DeliveryError(`sms: ${(error as Error).message}`);
      }
      const text = (await res.text().catch(() => '')).slice(0, 200);
      if (!res.ok) throw new DeliveryError(`sms: HTTP ${res.status}${text ? ` ${text}` : ''}`, res.status < 500 && res.status !== 408 && res.status !== 429);
    },
  };
}

/** The wait before attempt n+1 after n failed attempts: base, 2 base, 4 base ... at most an hour. */
export const retryDelaySeconds = (base: number, attempts: number) => Math.min(3600, base * 2 ** Math.max(0, attempts - 1));

export interface DeliveryOutcome {
  channel: Channel;
  outcome: 'sent' | 'retry' | 'failed';
}

/**
 * Drains the outbox. Each pass first gives back messages whose lease ran out (their instance
 * stopped mid-send), then claims due pending messages of the channels it has a provider for,
 * in one statement that locks them with SKIP LOCKED and leases them (status 'sending',
 * attempts + 1): two instances never claim the same message. Each claimed message is sent once,
 * then marked sent, or scheduled for a retry with exponential backoff, or failed after its last
 * attempt. The marks are conditional on the claim (status and attempt), so a worker whose lease
 * was taken over cannot overwrite the newer outcome.
 */
export function createDeliveryWorker(deps: {
  database: Database;
  transports: Partial<Record<Channel, Transport>>;
  options: Pick<DeliveryConfig, 'maxAttempts' | 'retrySeconds' | 'leaseSeconds' | 'batchSize'>;
  log: FastifyBaseLogger;
  observe?: (outcome: DeliveryOutcome) => void;
}) {
  const { db } = deps.database;
  const { maxAttempts, retrySeconds, leaseSeconds, batchSize } = deps.options;
  const channels = (Object.keys(deps.transports) as Channel[]).filter((c) => deps.transports[c]);
  const t = outboxMessages;

  /** Messages left 'sending' past their lease: back to pending, or failed if that was their last attempt. */
  async function reclaimExpired() {
    await db
      .update(t)
      .set({
        status: sql`case when ${t.attempts} >= ${maxAttempts} then 'failed' else 'pending' end`,
        leaseUntil: null,
        nextAttemptAt: sql`now()`,
        lastError: 'the sending instance stopped before it finished (lease expired)',
      })
      .where(and(eq(t.status, 'sending'), lt(t.leaseUntil, sql`now()`)));
  }

  async function claim() {
    const due = db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.status, 'pending'), lte(t.nextAttemptAt, sql`now()`), inArray(t.channel, channels)))
      .orderBy(asc(t.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(t)
      .set({ status: 'sending', attempts: sql`${t.attempts} + 1`, leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(inArray(t.id, due), eq(t.status, 'pending')))
      .returning();
  }

  async function deliver(m: typeof t.$inferSelect) {
    const mine = and(eq(t.id, m.id), eq(t.status, 'sending'), eq(t.attempts, m.attempts));
    try {
      await deps.transports[m.channel]!.send({ destination: m.destination, subject: m.subject, body: m.body });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = m.attempts >= maxAttempts || (error instanceof DeliveryError && error.permanent);
      await db
        .update(t)
        .set(
          final
            ? { status: 'failed', leaseUntil: null, lastError: reason }
            : { status: 'pending', leaseUntil: null, lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(retrySeconds, m.attempts)})` },
        )
        .where(mine);
      deps.log.warn({ channel: m.channel, destination: mask(m.destination), attempt: m.attempts, final, err: reason }, final ? 'message not delivered: gave up' : 'message not delivered: will retry');
      deps.observe?.({ channel: m.channel, outcome: final ? 'failed' : 'retry' });
      return;
    }
    await db.update(t).set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null }).where(mine);
    deps.log.info({ channel: m.channel, destination: mask(m.destination), attempt: m.attempts }, 'message delivered');
    deps.observe?.({ channel: m.channel, outcome: 'sent' });
  }

  let stopping = false;
  return {
    channels,
    /** One pass: claims and sends batch after batch until nothing is due (or the worker is stopping). Answers how many it handled. */
    async drain(): Promise<number> {
      if (channels.length === 0) return 0;
      await reclaimExpired();
      let handled = 0;
      while (!stopping) {
        const batch = await claim();
        if (batch.length === 0) return handled;
        await Promise.all(batch.map(deliver));
        handled += batch.length;
      }
      return handled;
    },
    /** No new batch is claimed after this; the batch being sent finishes. */
    stop() {
      stopping = true;
    },
    close() {
      stopping = true;
      for (const transport of Object.values(deps.transports)) transport?.close?.();
    },
  };
}
export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;

/** The providers the configuration names (none in demo mode without them: the outbox is then only read). */
export function configuredTransports(delivery: DeliveryConfig): Partial<Record<Channel, Transport>> {
  return {
    ...(delivery.smtp ? { email: smtpTransport(delivery.smtp) } : {}),
    ...(delivery.sms ? { sms: smsTransport(delivery.sms) } : {}),
  };
}
