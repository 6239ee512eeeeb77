import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, queryCounter, registerBuyer, type TestApp } from '../../../test/helpers';
import { createSessionCache, forgetSession, forgetUser, type LiveSession } from './session-cache';

describe('the session cache', () => {
  const live = (userId: number, sessionId: string) => ({ sessionId, expiresAt: new Date(Date.now() + 3_600_000), user: { id: userId } }) as unknown as LiveSession;

  it('is off at 0', () => expect(createSessionCache(0)).toBeNull());

  it("forgets a user's and a session's entries, and caches neither again while a write may be uncommitted", () => {
    const cache = createSessionCache(2_000)!;
    cache.set('a', live(901, 's-a'));
    cache.set('b', live(902, 's-b'));
    forgetUser(901);
    forgetSession('s-b');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    // A lookup that read the old row before the change committed is not kept.
    cache.set('a', live(901, 's-a'));
    cache.set('b', live(902, 's-b'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    // Others are kept as usual.
    cache.set('c', live(903, 's-c'));
    expect(cache.get('c')?.user.id).toBe(903);
    cache.close();
  });
});

// The session cache as shipped (SESSION_CACHE_MS 2 s): the other API tests run with it off.
describe('signed-in sessions kept for a moment on this instance', () => {
  let t: TestApp;
  let operator: string;
  let keys = 0;
  const key = () => `session-cache-${process.pid}-${++keys}`;
  const counter = queryCounter();
  const me = (token: string) => call(t.app, 'GET', '/api/v2/auth/user', { token });
  beforeAll(async () => {
    t = await createTestApp({ sessionCacheMs: 2_000 }, undefined, { logger: counter.logger });
    operator = await login(t.app, DEMO.operator);
  });
  afterAll(() => t?.close());

  it('a second request in the moment reads no session', async () => {
    const b = await registerBuyer(t.app);
    expect((await me(b.token)).statusCode).toBe(200);
    const queries = await counter.during(async () => expect((await me(b.token)).statusCode).toBe(200));
    expect(queries.filter((q) => /"sessions"/.test(q))).toEqual([]);
  });

  it('sign-out ends the session at once', async () => {
    const b = await registerBuyer(t.app);
    expect((await me(b.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/v2/auth/logout', { token: b.token })).statusCode).toBe(200);
    expect((await me(b.token)).statusCode).toBe(401);
  });

  it('a disable is refused on the next request (423), and an enable works on the next one', async () => {
    const b = await registerBuyer(t.app);
    expect((await me(b.token)).statusCode).toBe(200);
    const post = (url: string, body?: object) => call(t.app, 'POST', url, { token: operator, body, headers: { 'idempotency-key': key() } });
    expect((await post(`/api/v2/admin/users/${b.user.id}/disable`, { reason: 'Chargeback fraud' })).statusCode).toBe(200);
    expect((await me(b.token)).body.data.code).toBe('ACCOUNT_DISABLED');
    expect((await post(`/api/v2/admin/users/${b.user.id}/enable`)).statusCode).toBe(200);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('a new payment password shows at once', async () => {
    const b = await registerBuyer(t.app);
    expect((await call(t.app, 'GET', '/api/v2/customer/exist-balancepay', { token: b.token })).body.data.exist).toBe(false);
    await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { scene: 'pay-password' }, token: b.token });
    const outbox = await call(t.app, 'GET', '/api/dev/outbox', { query: { to: b.mobile } });
    const code = (outbox.body.data[0].body as string).match(/\b(\d{6})\b/)![1];
    const set = await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { token: b.token, body: { code, payPassword: '864209', confirmPayPassword: '864209' } });
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    expect((await call(t.app, 'GET', '/api/v2/customer/exist-balancepay', { token: b.token })).body.data.exist).toBe(true);
  });
});

describe('a change made outside this instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sessionCacheMs: 300 });
  });
  afterAll(() => t?.close());

  it('is seen once the cache time has passed, not before', async () => {
    const b = await registerBuyer(t.app);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: b.token })).statusCode).toBe(200);
    // Another instance revokes the session (here: the database directly, which this instance does not see).
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${b.user.id}`);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: b.token })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 350));
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: b.token })).statusCode).toBe(401);
  });
});
