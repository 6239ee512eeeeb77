import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';

// Issue 18, operations: liveness apart from readiness, Prometheus metrics, a draining instance.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('liveness answers while the process runs; readiness needs the database', async () => {
    const live = await call(t.app, 'GET', '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.body).toMatchObject({ status: 200, data: { uptimeSeconds: expect.any(Number) } });
    const ready = await call(t.app, 'GET', '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.body.data).toEqual({ ready: true, database: 'up', draining: false });
  });

  it('an instance whose database is gone is alive but not ready', async () => {
    const own = await createTestApp();
    await own.database.close();
    try {
      expect((await call(own.app, 'GET', '/api/health/live')).statusCode).toBe(200);
      const ready = await call(own.app, 'GET', '/api/health/ready', { lang: 'ja-JP' });
      expect(ready.statusCode).toBe(503);
      expect(ready.body).toMatchObject({ status: 503, message: 'このインスタンスはまだリクエストを受け付けられません', data: { ready: false, database: 'down' } });
    } finally {
      await own.app.close();
    }
  });

  it('closing: requests in flight finish, the sweeper stops, then the app is closed', async () => {
    let release!: () => void;
    const own = await createTestApp({}, (a) =>
      a.get('/api/test/slow', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      }),
    );
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.app.server.address() as { port: number }).port;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await expect.poll(() => typeof release).toBe('function');
    const closing = own.app.close();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closing;
    await own.database.close();
  });
});

describe('GET /metrics', () => {
  it('counts requests per route pattern, the database pool and the process, in the Prometheus format', async () => {
    await call(t.app, 'GET', '/api/v2/goods/123456');
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/wm_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/goods\/:goodsId",status="404"\} \d+/);
    expect(res.body).toContain('wm_db_pool_connections{state="total"}');
    expect(res.body).toContain('wm_process_cpu_user_seconds_total');
    // The embedded database has no other instances to listen to: no broadcast metrics (a 0 would read as a lost connection).
    expect(res.body).not.toContain('wm_broadcast_');
  });

  it('in production, it is absent without METRICS_TOKEN and asks for the token with one', async () => {
    const closed = await createTestApp({ production: true, demo: false, paymentGateway: null, metricsToken: null });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    const token = 'a-long-metrics-token-for-the-scraper';
    const guarded = await createTestApp({ production: true, demo: false, paymentGateway: null, metricsToken: token });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
