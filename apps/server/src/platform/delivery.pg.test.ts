import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { PG_ADMIN_URL } from '../../test/helpers';
import { startSmsProvider } from '../../test/providers';
import { configuredTransports, createDeliveryWorker } from './delivery';
import { outboxMessages } from './platform.tables';

// Issue 14, "never sends one twice even with two instances running": two workers, each on its own
// connection pool (as two instances are), drain one PostgreSQL outbox at the same time.
const name = `wm_delivery_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;
let instances: Database[] = [];
const log = Fastify({ logger: false }).log;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  instances = [openPostgres(url.toString(), 10), openPostgres(url.toString(), 10)];
  await instances[0]!.migrate();
});
afterAll(async () => {
  await Promise.all(instances.map((d) => d.close()));
  await admin(`drop database if exists ${name} with (force)`);
});

async function queue(count: number, prefix: string) {
  const rows = Array.from({ length: count }, (_, i) => ({ channel: 'sms' as const, destination: `+86139${String(i).padStart(8, '0')}`, body: `${prefix}-${i}` }));
  await instances[0]!.db.insert(outboxMessages).values(rows);
}

/** Both instances drain until nothing is left to send, each pass started at the same moment. */
async function drainTogether(workers: ReturnType<typeof createDeliveryWorker>[], db: Database['db']) {
  for (let round = 0; round < 200; round++) {
    await Promise.all(workers.flatMap((w) => [w.drain(), w.drain()]));
    const [left] = await db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(sql`${outboxMessages.status} in ('pending', 'sending')`);
    if (left!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the outbox did not drain');
}

describe('two instances draining one outbox', () => {
  it('deliver each of 400 messages exactly once', async () => {
    // A provider that takes a moment per message widens the window in which both instances look.
    const provider = await startSmsProvider();
    const delivery = loadConfig({ NODE_ENV: 'test', SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'k' }).delivery;
    const workers = instances.map((database) => createDeliveryWorker({ database, transports: configuredTransports(delivery), options: { ...delivery, batchSize: 7 }, log }));
    try {
      await queue(400, 'once');
      await drainTogether(workers, instances[0]!.db);
      const bodies = provider.received.map((r) => r.body);
      expect(bodies).toHaveLength(400);
      expect(new Set(bodies).size).toBe(400);
      const rows = await instances[1]!.db.select().from(outboxMessages).where(sql`${outboxMessages.body} like 'once-%'`);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt !== null && r.leaseUntil === null)).toBe(true);
    } finally {
      workers.forEach((w) => w.close());
      await provider.close();
    }
  });

  it('with a provider failing every third request, each message is delivered once and retried only after failures', async () => {
    const provider = await startSmsProvider((i) => (i % 3 === 2 ? 500 : 200));
    const delivery = loadConfig({ NODE_ENV: 'test', SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'k', DELIVERY_RETRY_SECONDS: '0.01', DELIVERY_MAX_ATTEMPTS: '20' }).delivery;
    const workers = instances.map((database) => createDeliveryWorker({ database, transports: configuredTransports(delivery), options: { ...delivery, batchSize: 5 }, log }));
    try {
      await queue(150, 'flaky');
      await drainTogether(workers, instances[0]!.db);
      // What the provider accepted: every message exactly once.
      const accepted = provider.received.filter((_, i) => i % 3 !== 2).map((r) => r.body);
      expect(accepted).toHaveLength(150);
      expect(new Set(accepted).size).toBe(150);
      const rows = await instances[0]!.db.select().from(outboxMessages).where(sql`${outboxMessages.body} like 'flaky-%'`);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      // Each attempt is one request: the attempts recorded add up to what the provider saw.
      expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(provider.received.length);
    } finally {
      workers.forEach((w) => w.close());
      await provider.close();
    }
  });
});
