import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestApp } from '../../test/helpers';
import { loggerOptions, redactUrl, requestId } from './logging';

// Security probe, issue 18, findings 9, 11 and 12: logs, API documents, HTTP conventions.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends raw bytes to a listening app and answers what comes back. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('malformed HTTP (finding 12)', () => {
  it('a NUL in a header is answered 400 in the envelope', async () => {
    const own = await createTestApp();
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (own.app.server.address() as { port: number }).port;
      const answer = await raw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Probe: a\u0000b\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({ status: 400, message: 'The request is invalid', data: { code: 'BAD_REQUEST' } });
    } finally {
      await own.close();
    }
  });
});

describe('headers (finding 12)', () => {
  it('X-Frame-Options agrees with the CSP; no HSTS over plain HTTP, HSTS over HTTPS behind a trusted proxy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toContain('max-age=');
      const http = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('signed-in JSON answers are not stored by any cache; a handler\'s own choice stays', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    const me = await call(t.app, 'GET', '/api/v2/auth/user', { token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const visitor = await call(t.app, 'GET', '/api/health');
    expect(visitor.headers['cache-control']).toBeUndefined();
  });

  it('every answer carries its request id: the caller\'s when it is a plain token, else a new one', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234_abc' } });
    expect(given.headers['x-request-id']).toBe('lb-1234_abc');
    const hostile = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\n{"forged":1}' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a general per-address API rate limit (finding 12)', () => {
  it('answers 429 in the envelope with Retry-After once the limit is spent; pages are not counted', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await call(limited.app, 'GET', '/api/health')).statusCode).toBe(200);
      const over = await call(limited.app, 'GET', '/api/health', { lang: 'zh-CN' });
      expect(over.statusCode).toBe(429);
      expect(over.body).toMatchObject({ status: 429, data: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.app.inject({ method: 'GET', url: '/some/page' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is off unless configured outside production, and on by default in production', async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({ NODE_ENV: 'development' }).rateLimitPerMinute).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'false', PAY_PASSWORD_KEY: 'k'.repeat(32), DELIVERY: 'off' }).rateLimitPerMinute).toBe(1200);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'false', PAY_PASSWORD_KEY: 'k'.repeat(32), DELIVERY: 'off', RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
  });
});

describe('the API documents (finding 11)', () => {
  it('in production, the operator endpoints are left out of the OpenAPI document; the public API stays', async () => {
    const production = await createTestApp({ production: true, demo: false, apiDocsAdmin: false, paymentGateway: null });
    try {
      const doc = (await production.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
      const paths = Object.keys(doc.paths);
      expect(paths).toContain('/api/v2/auth/login');
      expect(paths.filter((p) => p.startsWith('/api/v2/admin/'))).toEqual([]);
      // Hidden from the document, still guarded.
      expect((await call(production.app, 'GET', '/api/v2/admin/withdrawals')).statusCode).toBe(401);
    } finally {
      await production.close();
    }
    const development = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(development.paths).some((p) => p.startsWith('/api/v2/admin/'))).toBe(true);
  });
});

describe('logs (finding 9)', () => {
  it('signed file links and sandbox page links are logged without their signatures', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }), genReqId: requestId });
    app.get('/*', async () => 'ok');
    await app.inject({ method: 'GET', url: '/api/v2/files/u/7/avatar/x.png?exp=1999999999&sig=SECRETSIGNATURE', headers: { authorization: 'Bearer SECRETTOKEN' } });
    await app.inject({ method: 'GET', url: '/api/v2/pay/sandbox/P123?sig=SANDBOXSECRET' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/v2/files/u/7/avatar/x.png?exp=1999999999&sig=[redacted]');
    expect(log).toContain('/api/v2/pay/sandbox/P123?sig=[redacted]');
    for (const secret of ['SECRETSIGNATURE', 'SANDBOXSECRET', 'SECRETTOKEN']) expect(log).not.toContain(secret);
    // Every line of a request carries its id.
    const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(parsed.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed').every((l) => typeof l.reqId === 'string')).toBe(true);
  });

  it('redacts secret query values by name, whatever their case or encoding, and keeps the rest', () => {
    expect(redactUrl('/a?x=1&Sig=abc&y=2')).toBe('/a?x=1&Sig=[redacted]&y=2');
    expect(redactUrl('/a?X-Amz-Signature=abc&code=123456')).toBe('/a?X-Amz-Signature=[redacted]&code=[redacted]');
    expect(redactUrl('/a?%73ig=abc')).toBe('/a?%73ig=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
