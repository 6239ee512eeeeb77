import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type DeliveryConfig } from '../config';
import { call, createTestApp, newMobile, type TestApp } from '../../test/helpers';
import { eventually, startSmsProvider, startSmtpServer } from '../../test/providers';
import { configuredTransports, createDeliveryWorker, retryDelaySeconds, type DeliveryOutcome } from './delivery';
import { outboxSender, type OutboundMessage } from './messaging';
import { outboxMessages } from './platform.tables';

// Issue 14, "Delivery": the outbox is drained through real providers (a local SMTP server, a
// local HTTP server playing the SMS provider), with retries, backoff and a final failed state.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const delivery = (env: Record<string, string>): DeliveryConfig => loadConfig({ NODE_ENV: 'test', DELIVERY_RETRY_SECONDS: '1', DELIVERY_MAX_ATTEMPTS: '3', ...env }).delivery;

function worker(config: DeliveryConfig) {
  const outcomes: DeliveryOutcome[] = [];
  const w = createDeliveryWorker({ database: t.database, transports: configuredTransports(config), options: config, log: t.app.log, observe: (o) => outcomes.push(o) });
  return Object.assign(w, { outcomes });
}

async function queue(message: OutboundMessage) {
  await outboxSender(t.app.log).send(t.database.db, message);
  const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, message.destination)).orderBy(sql`id desc`).limit(1);
  return row!.id;
}
const row = async (id: number) => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
/** Seconds from the database's now until the message's next attempt. */
const secondsToNext = async (id: number) =>
  Number((await t.database.db.select({ s: sql<number>`extract(epoch from ${outboxMessages.nextAttemptAt} - now())::float8` }).from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!.s);
/** Time passes: the message's next attempt is due now. */
const makeDue = (id: number) => t.database.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` }).where(eq(outboxMessages.id, id));
/** Only this test's messages are due: every other pending one (from other tests or the seed) is put far ahead. */
const parkOthers = () => t.database.db.update(outboxMessages).set({ nextAttemptAt: sql`now() + interval '1 day'` }).where(eq(outboxMessages.status, 'pending'));

describe('email through SMTP', () => {
  it('arrives at the SMTP server with its subject, body and recipient, from SMTP_FROM, signed in with SMTP_USER; the message is marked sent', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret' });
    try {
      await parkOthers();
      const w = worker(delivery({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'mailer', SMTP_PASS: 's3cret', SMTP_FROM: 'Marketplace <no-reply@example.test>' }));
      const id = await queue({ channel: 'email', destination: 'ann@example.test', subject: '您的验证码', body: 'Your verification code is 123456. 有效期 10 分钟。' });
      expect(await w.drain()).toBe(1);
      w.close();
      expect(smtp.received).toEqual([
        {
          envelopeFrom: 'no-reply@example.test',
          envelopeTo: ['ann@example.test'],
          from: '"Marketplace" <no-reply@example.test>',
          to: 'ann@example.test',
          subject: '您的验证码',
          text: 'Your verification code is 123456. 有效期 10 分钟。',
          user: 'mailer',
        },
      ]);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, leaseUntil: null, sentAt: expect.any(Date) });
      expect(w.outcomes).toEqual([{ channel: 'email', outcome: 'sent' }]);
      // Sent once: another pass finds nothing.
      expect(await worker(delivery({ SMTP_URL: smtp.url.replace('smtp://', 'smtp://mailer:s3cret@'), SMTP_FROM: 'x@example.test' })).drain()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('a mailbox the server refuses (550) fails at once, without retrying', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret', unknownMailboxes: ['nobody@example.test'] });
    try {
      await parkOthers();
      const w = worker(delivery({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, SMTP_FROM: 'no-reply@example.test' }));
      const id = await queue({ channel: 'email', destination: 'nobody@example.test', subject: 'Code', body: 'Your code is 222222.' });
      expect(await w.drain()).toBe(1);
      w.close();
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/550/) });
    } finally {
      await smtp.close();
    }
  });

  it('a refused sign-in is an error worth retrying, kept as the last error', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret' });
    try {
      await parkOthers();
      const w = worker(delivery({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`, SMTP_FROM: 'no-reply@example.test' }));
      const id = await queue({ channel: 'email', destination: 'bob@example.test', subject: 'Code', body: 'Your code is 111111.' });
      expect(await w.drain()).toBe(1);
      w.close();
      expect(smtp.received).toHaveLength(0);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/^smtp: .*Invalid/) });
      await t.database.db.update(outboxMessages).set({ status: 'failed' }).where(eq(outboxMessages.id, id));
    } finally {
      await smtp.close();
    }
  });
});

describe('SMS through the HTTP provider', () => {
  it('posts the destination and body as JSON with the key as a bearer token; a 2xx marks it sent', async () => {
    const provider = await startSmsProvider();
    try {
      await parkOthers();
      const w = worker(delivery({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'sms-key-1' }));
      const id = await queue({ channel: 'sms', destination: '+8613900000001', body: 'Your verification code is 654321.' });
      expect(await w.drain()).toBe(1);
      expect(provider.received).toEqual([expect.objectContaining({ to: '+8613900000001', body: 'Your verification code is 654321.' })]);
      expect(provider.received[0]!.headers).toMatchObject({ authorization: 'Bearer sms-key-1', 'content-type': 'application/json' });
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(Date) });
    } finally {
      await provider.close();
    }
  });

  it('a failing provider (500) is retried with a doubling wait, and the message fails for good after the last attempt', async () => {
    const provider = await startSmsProvider(() => 500);
    try {
      await parkOthers();
      const w = worker(delivery({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'k', DELIVERY_RETRY_SECONDS: '30', DELIVERY_MAX_ATTEMPTS: '3' }));
      const id = await queue({ channel: 'sms', destination: '+8613900000002', body: 'code 1' });

      expect(await w.drain()).toBe(1);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/^sms: HTTP 500/), sentAt: null });
      expect(await secondsToNext(id)).toBeGreaterThan(28);
      expect(await secondsToNext(id)).toBeLessThanOrEqual(30);
      // Not due yet: nothing is sent.
      expect(await w.drain()).toBe(0);
      expect(provider.received).toHaveLength(1);

      await makeDue(id);
      expect(await w.drain()).toBe(1);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });
      expect(await secondsToNext(id)).toBeGreaterThan(58);
      expect(await secondsToNext(id)).toBeLessThanOrEqual(60);

      await makeDue(id);
      expect(await w.drain()).toBe(1);
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringMatching(/HTTP 500/), sentAt: null });
      await makeDue(id);
      expect(await w.drain()).toBe(0);
      expect(provider.received).toHaveLength(3);
      expect(w.outcomes.map((o) => o.outcome)).toEqual(['retry', 'retry', 'failed']);
    } finally {
      await provider.close();
    }
  });

  it('a provider that recovers delivers the message once, on the attempt that succeeds', async () => {
    const provider = await startSmsProvider((i) => (i < 2 ? 503 : 200));
    try {
      await parkOthers();
      const w = worker(delivery({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'k', DELIVERY_MAX_ATTEMPTS: '5' }));
      const id = await queue({ channel: 'sms', destination: '+8613900000003', body: 'code 2' });
      for (let i = 0; i < 3; i++) {
        await makeDue(id);
        await w.drain();
      }
      await makeDue(id);
      expect(await w.drain()).toBe(0);
      expect(provider.received).toHaveLength(3);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    } finally {
      await provider.close();
    }
  });

  it('a request the provider refuses (400) is not retried; an unreachable provider is', async () => {
    const provider = await startSmsProvider(() => 400);
    try {
      await parkOthers();
      const refused = await queue({ channel: 'sms', destination: '+8613900000004', body: 'code 3' });
      const w = worker(delivery({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'k' }));
      expect(await w.drain()).toBe(1);
      expect(await row(refused)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/HTTP 400/) });
    } finally {
      await provider.close();
    }
    const down = await queue({ channel: 'sms', destination: '+8613900000005', body: 'code 4' });
    const w = worker(delivery({ SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms', SMS_PROVIDER_KEY: 'k' }));
    expect(await w.drain()).toBe(1);
    expect(await row(down)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/^sms: /) });
    await t.database.db.update(outboxMessages).set({ status: 'failed' }).where(eq(outboxMessages.id, down));
  });

  it('a message left sending past its lease (its instance stopped) is taken over, or failed when that was its last attempt', async () => {
    const provider = await startSmsProvider();
    try {
      await parkOthers();
      const stranded = await queue({ channel: 'sms', destination: '+8613900000006', body: 'code 5' });
      const exhausted = await queue({ channel: 'sms', destination: '+8613900000007', body: 'code 6' });
      const leased = await queue({ channel: 'sms', destination: '+8613900000008', body: 'code 7' });
      const strand = (id: number, attempts: number, lease: string) =>
        t.database.db.update(outboxMessages).set({ status: 'sending', attempts, leaseUntil: sql`now() + ${sql.raw(`interval '${lease}'`)}` }).where(eq(outboxMessages.id, id));
      await strand(stranded, 1, '-1 second');
      await strand(exhausted, 3, '-1 second');
      await strand(leased, 1, '1 minute');
      const w = worker(delivery({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'k', DELIVERY_MAX_ATTEMPTS: '3' }));
      expect(await w.drain()).toBe(1);
      expect(provider.received.map((r) => r.body)).toEqual(['code 5']);
      expect(await row(stranded)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await row(exhausted)).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringMatching(/lease expired/) });
      // Still another instance's: left alone.
      expect(await row(leased)).toMatchObject({ status: 'sending', attempts: 1 });
      await t.database.db.update(outboxMessages).set({ status: 'failed' }).where(eq(outboxMessages.id, leased));
    } finally {
      await provider.close();
    }
  });

  it('only channels with a provider are drained: an email waits while only SMS is configured', async () => {
    const provider = await startSmsProvider();
    try {
      await parkOthers();
      const email = await queue({ channel: 'email', destination: 'carol@example.test', subject: 'Code', body: 'code 8' });
      const sms = await queue({ channel: 'sms', destination: '+8613900000009', body: 'code 9' });
      const w = worker(delivery({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'k' }));
      expect(w.channels).toEqual(['sms']);
      expect(await w.drain()).toBe(1);
      expect(await row(sms)).toMatchObject({ status: 'sent' });
      expect(await row(email)).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await worker(delivery({})).drain()).toBe(0);
    } finally {
      await provider.close();
    }
  });
});

describe('backoff', () => {
  it('doubles from the base and stops at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(15, n))).toEqual([15, 30, 60, 120]);
    expect(retryDelaySeconds(15, 20)).toBe(3600);
  });
});

describe('an app configured with providers', () => {
  it('sends a registration code by SMS and an email code by SMTP: a new buyer registers and verifies an email with what arrived', async () => {
    const smtp = await startSmtpServer();
    const provider = await startSmsProvider();
    const config = delivery({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_KEY: 'key', SMTP_URL: smtp.url, SMTP_FROM: 'no-reply@example.test', DELIVERY_INTERVAL_MS: '50' });
    const own = await createTestApp({ delivery: config });
    try {
      const mobile = newMobile();
      const sent = await call(own.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile, scene: 'register' }, lang: 'en' });
      expect(sent.statusCode).toBe(200);
      const sms = await eventually(() => provider.received.find((r) => r.to.endsWith(mobile)));
      expect(sms.headers.authorization).toBe('Bearer key');
      const code = sms.body.match(/\b(\d{6})\b/)![1]!;
      const registered = await call(own.app, 'POST', '/api/v2/auth/register', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
      expect(registered.statusCode).toBe(200);
      const token = registered.body.data.token.token as string;

      const email = `buyer${mobile}@example.test`;
      expect((await call(own.app, 'PUT', '/api/v2/customer', { token, body: { realName: 'New Buyer', email } })).statusCode).toBe(200);
      expect((await call(own.app, 'GET', '/api/v2/auth/verifycode', { token, query: { scene: 'email' }, lang: 'zh' })).statusCode).toBe(200);
      const mail = await eventually(() => smtp.received.find((m) => m.to === email));
      expect(mail.subject).toBe('您的验证码');
      expect(mail.envelopeFrom).toBe('no-reply@example.test');
      const emailCode = mail.text.match(/\b(\d{6})\b/)![1]!;
      expect((await call(own.app, 'POST', '/api/v2/auth/email/verify', { token, body: { code: emailCode } })).statusCode).toBe(200);
      expect((await call(own.app, 'POST', '/api/v2/auth/login', { body: { account: email, password: 'secret123' } })).statusCode).toBe(200);

      // Each was sent once and is marked so; the metrics count them.
      expect(provider.received.filter((r) => r.to.endsWith(mobile))).toHaveLength(1);
      expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
      const rows = await own.database.db.select().from(outboxMessages).where(sql`${outboxMessages.destination} in (${email}, ${sms.to})`);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      const metrics = await own.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toContain('wm_outbox_deliveries_total{channel="sms",outcome="sent"} 1');
      expect(metrics.body).toContain('wm_outbox_deliveries_total{channel="email",outcome="sent"} 1');
    } finally {
      await own.close();
      await smtp.close();
      await provider.close();
    }
  });

  it('in demo mode without providers nothing is sent: the outbox keeps its messages, readable at /api/dev/outbox, and /metrics shows the backlog', async () => {
    const mobile = newMobile();
    expect((await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile, scene: 'register' } })).statusCode).toBe(200);
    const outbox = await call(t.app, 'GET', '/api/dev/outbox', { query: { to: mobile } });
    expect(outbox.body.data).toHaveLength(1);
    const [queued] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, outbox.body.data[0].destination));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    const [{ n: pending }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(sql`${outboxMessages.status} = 'pending' and ${outboxMessages.channel} = 'sms'`)) as [{ n: number }];
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(`wm_outbox_messages{channel="sms",status="pending"} ${pending}`);
    expect(metrics.body).toMatch(/wm_outbox_oldest_pending_seconds \d/);
  });
});
