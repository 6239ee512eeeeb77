import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { paymentHelpers } from '../payments/payments.test-support';

// A local HTTP server plays the rate provider: each test sets what it answers next.
let answer: { status: number; body: string } = { status: 200, body: '{}' };
const seen: IncomingMessage[] = [];
let provider: Server;
let providerUrl: string;

let t: TestApp;
const h = paymentHelpers(() => t);
let operator: string;

beforeAll(async () => {
  provider = createServer((req, res) => {
    seen.push(req);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/latest.json`;
  t = await createTestApp({ rateProvider: { url: providerUrl, key: 'provider-key-123', intervalMinutes: 60, allowHttp: true } });
  operator = await login(t.app, DEMO.operator);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const latest = async (toCoin: string) => (await call(t.app, 'GET', '/api/v1/changerate/latest-rate', { query: { fromCoin: 'USD', toCoin } })).body.data;
const consoleRates = (token = operator, query?: Record<string, string>) => call(t.app, 'GET', '/api/v2/admin/rates', { token, query });
const save = (body: unknown, token = operator, lang?: string) => call(t.app, 'PUT', '/api/v2/admin/rates', { token, body, lang });
const provide = (rates: Record<string, unknown>, base: unknown = 'USD') => {
  answer = { status: 200, body: JSON.stringify({ base, timestamp: 1_790_000_000, rates }) };
};

describe('exchange rates in the operator console', () => {
  it('shows the rate in effect for each currency with its time, source and operator, and the history', async () => {
    const res = await consoleRates();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { current, history, refresh } = res.body.data;
    expect(current.map((r: { toCoin: string }) => r.toCoin)).toEqual(['CNY', 'EUR', 'GBP', 'JPY']);
    expect(current.find((r: { toCoin: string }) => r.toCoin === 'GBP')).toMatchObject({ rate: 0.7874, source: 'seed', operator: null });
    expect(history.total).toBe(12);
    expect(history.list).toHaveLength(10);
    expect(refresh).toEqual({ enabled: true, intervalMinutes: 60, maxJumpPercent: 20 });
    const gbpOnly = await consoleRates(operator, { toCoin: 'GBP', pageSize: '50' });
    expect(gbpOnly.body.data.history.total).toBe(3);
    expect(gbpOnly.body.data.history.list.every((r: { toCoin: string }) => r.toCoin === 'GBP')).toBe(true);
  });

  it('an operator edits GBP and JPY: new rows with source manual and their name; the storefront converts with them at once', async () => {
    expect((await latest('GBP')).rate).toBe(0.7874); // now cached
    const before = (await consoleRates()).body.data.history.total;
    const res = await save({ GBP: 0.8123, JPY: 149.25 });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Exchange rates saved');
    const gbp = res.body.data.find((r: { toCoin: string }) => r.toCoin === 'GBP');
    expect(gbp).toMatchObject({ rate: 0.8123, source: 'manual', operator: 'Operator' });
    expect(Date.now() - Date.parse(gbp.effectiveAt)).toBeLessThan(10_000);
    expect((await latest('GBP')).rate).toBe(0.8123);
    expect((await latest('GBP')).effectiveAt).toBe(gbp.effectiveAt);
    expect((await latest('JPY')).rate).toBe(149.25);
    expect((await latest('EUR')).rate).toBe(0.9187);
    const after = (await consoleRates()).body.data;
    expect(after.history.total).toBe(before + 2);
    expect(after.history.list[0]).toMatchObject({ source: 'manual', operator: 'Operator' });
  });

  it('refuses bad rates with a clear field error in the request language, and records nothing', async () => {
    const before = (await consoleRates()).body.data.history.total;
    const cases: [unknown, string, string, string][] = [
      [{ GBP: 0 }, 'GBP', 'en-US', 'Please enter a GBP rate between 0.3 and 2'],
      [{ GBP: -1 }, 'GBP', 'en-US', 'Please enter a GBP rate between 0.3 and 2'],
      [{ EUR: 9.2 }, 'EUR', 'zh-CN', '请输入 0.3 到 2 之间的欧元汇率'],
      [{ JPY: 1.5162 }, 'JPY', 'ja-JP', 'JPYのレートは50〜500の範囲で入力してください'],
      [{ CNY: '7.2' }, 'CNY', 'en-US', 'Please enter a CNY rate between 3 and 15'],
      [{ GBP: null }, 'GBP', 'en-US', 'Please enter a GBP rate between 0.3 and 2'],
      [{}, '', 'en-US', 'Please enter at least one rate'],
    ];
    for (const [body, field, lang, message] of cases) {
      const res = await save(body, operator, lang);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ status: 400, message, data: { code: 'VALIDATION_FAILED', errors: [{ field, message }] } });
    }
    // One bad currency refuses the whole edit.
    expect((await save({ GBP: 0.8, JPY: 15162 })).statusCode).toBe(400);
    expect((await consoleRates()).body.data.history.total).toBe(before);
    expect((await latest('GBP')).rate).toBe(0.8123);
  });

  it('is for operators only', async () => {
    const buyer = await h.approvedBuyer();
    expect((await consoleRates(buyer.token)).statusCode).toBe(403);
    expect((await save({ GBP: 0.5 }, buyer.token)).statusCode).toBe(403);
    expect((await save({ GBP: 0.5 }, await login(t.app, DEMO.seller))).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/v2/admin/rates', { body: { GBP: 0.5 } })).statusCode).toBe(401);
    expect((await latest('GBP')).rate).toBe(0.8123);
  });
});

describe('the scheduled refresh from the rate provider', () => {
  const refresh = (force = true) => t.app.services.rates.refreshFromProvider({ force });

  it('applies a sane answer: new rows with source provider, the key sent in a header, the storefront converts with them', async () => {
    provide({ GBP: 0.8001, EUR: 0.9302, JPY: 150.1, CNY: 7.25, XYZ: 'ignored' });
    seen.length = 0;
    expect(await refresh()).toEqual({ outcome: 'applied', rates: { GBP: 0.8001, EUR: 0.9302, JPY: 150.1, CNY: 7.25 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBe('Token provider-key-123');
    expect(seen[0]!.url).toBe('/api/latest.json');
    expect((await latest('GBP')).rate).toBe(0.8001);
    expect((await latest('CNY')).rate).toBe(7.25);
    const { current } = (await consoleRates()).body.data;
    expect(current.every((r: { source: string; operator: null }) => r.source === 'provider' && r.operator === null)).toBe(true);
  });

  it('asks again only once its interval has passed (the sweeper calls it on every pass)', async () => {
    seen.length = 0;
    expect(await refresh(false)).toEqual({ outcome: 'skipped' });
    expect(seen).toHaveLength(0);
  });

  it('refuses and logs a failed or absurd answer, and keeps the rates in effect', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const before = (await consoleRates()).body.data.history.total;
    const bad: [() => void, RegExp][] = [
      [() => provide({ GBP: 0.9999, EUR: 0.93, JPY: 150 }), /GBP jumps from 0.8001 to 0.9999/],
      [() => provide({ GBP: 0.8, EUR: 0.93, JPY: 15010 }), /JPY 15010 is outside/],
      [() => provide({ GBP: '0.8', EUR: 0.93, JPY: 150 }), /GBP is not a number/],
      [() => provide({ GBP: null, EUR: 0.93, JPY: 150 }), /GBP is not a number/],
      [() => provide({ EUR: 0.93, JPY: 150 }), /GBP is missing/],
      [() => provide({ GBP: 0.8, EUR: 0.93, JPY: 150 }, 'EUR'), /base is EUR/],
      [() => (answer = { status: 500, body: '{"error":true}' }), /HTTP 500/],
      [() => (answer = { status: 200, body: '<html>rate limited</html>' }), /not JSON/],
      [() => (answer = { status: 200, body: '{"error":"invalid_app_id"}' }), /no rates object/],
    ];
    for (const [setUp, reason] of bad) {
      setUp();
      warn.mockClear();
      const outcome = await refresh();
      expect(outcome).toMatchObject({ outcome: 'refused', reason: expect.stringMatching(reason) });
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason: expect.stringMatching(reason) }), 'exchange-rate refresh refused');
    }
    expect((await consoleRates()).body.data.history.total).toBe(before);
    expect((await latest('GBP')).rate).toBe(0.8001);
    warn.mockRestore();
  });

  it('an unreachable provider is refused too', async () => {
    const other = await createTestApp({ rateProvider: { url: 'http://127.0.0.1:9/latest.json', key: null, intervalMinutes: 60, allowHttp: true } });
    try {
      expect(await other.app.services.rates.refreshFromProvider({ force: true })).toMatchObject({ outcome: 'refused', reason: expect.stringMatching(/^unreachable/) });
    } finally {
      await other.close();
    }
  });

  it('is off by default (and in tests): the console says so and a pass does nothing', async () => {
    const other = await createTestApp();
    try {
      const op = await login(other.app, DEMO.operator);
      expect((await call(other.app, 'GET', '/api/v2/admin/rates', { token: op })).body.data.refresh).toEqual({ enabled: false, intervalMinutes: null, maxJumpPercent: 20 });
      expect(await other.app.services.rates.refreshFromProvider({ force: true })).toEqual({ outcome: 'skipped' });
    } finally {
      await other.close();
    }
  });
});
