import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { exchangeRates } from './rates.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const latest = (query: Record<string, string>, lang?: string, app = t.app) => call(app, 'GET', '/api/v1/changerate/latest-rate', { query, lang });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('GET /api/v1/changerate/latest-rate', () => {
  it('answers the latest rate from USD with the pair and when it took effect', async () => {
    const res = await latest({ fromCoin: 'USD', toCoin: 'GBP', _t: '1700000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    // The demo's newest rate took effect at the midnight (UTC) of the day the seed ran, which is not
    // today's for a run that crosses midnight: read from its row, not from the clock.
    const [seeded] = await t.database.db
      .select({ effectiveAt: exchangeRates.effectiveAt })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.toCoin, 'GBP'), eq(exchangeRates.rate, 0.7874)));
    const effectiveAt = seeded!.effectiveAt;
    expect(effectiveAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(Date.now() - effectiveAt.getTime()).toBeLessThan(2 * 86_400_000);
    expect(res.body.data).toEqual({ rate: 0.7874, fromCoin: 'USD', toCoin: 'GBP', effectiveAt: effectiveAt.toISOString() });
    for (const [toCoin, rate] of [['EUR', 0.9187], ['JPY', 151.62], ['CNY', 7.2295]] as const)
      expect((await latest({ fromCoin: 'USD', toCoin })).body.data).toMatchObject({ rate, toCoin });
  });

  it('USD to USD is 1', async () => {
    expect((await latest({ fromCoin: 'USD', toCoin: 'USD' })).body.data).toEqual({ rate: 1, fromCoin: 'USD', toCoin: 'USD', effectiveAt: null });
  });

  it('refuses a missing or unknown currency with a field error in the request language', async () => {
    const cases: [Record<string, string>, string, string, string][] = [
      [{ fromCoin: 'USD' }, 'toCoin', 'en-US', 'Please choose a supported currency: USD, GBP, EUR, JPY or CNY'],
      [{ fromCoin: 'USD', toCoin: 'XYZ' }, 'toCoin', 'zh-CN', '请选择支持的币种：USD、GBP、EUR、JPY 或 CNY'],
      [{ fromCoin: 'USD', toCoin: 'gbp' }, 'toCoin', 'ja-JP', '対応通貨を選択してください：USD、GBP、EUR、JPY、CNY'],
      [{ toCoin: 'GBP' }, 'fromCoin', 'en-US', 'Exchange rates are quoted from USD only'],
      [{ fromCoin: 'EUR', toCoin: 'GBP' }, 'fromCoin', 'zh-CN', '汇率仅以美元（USD）为基准'],
      [{ fromCoin: 'GBP', toCoin: 'USD' }, 'fromCoin', 'ja-JP', '為替レートは米ドル（USD）基準のみです'],
    ];
    for (const [query, field, lang, message] of cases) {
      const res = await latest(query, lang);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.body, JSON.stringify(query)).toMatchObject({ status: 400, message, data: { code: 'VALIDATION_FAILED', errors: [{ field, message }] } });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('the latest rate in effect wins: not an older row, not a future one', async () => {
    const rates = t.app.services.rates;
    await rates.setRate({ toCoin: 'EUR', rate: 0.95, effectiveAt: daysAgo(30) });
    expect((await latest({ fromCoin: 'USD', toCoin: 'EUR' })).body.data.rate).toBe(0.9187);

    const now = new Date(Date.now() - 1000).toISOString();
    await rates.setRate({ toCoin: 'EUR', rate: 0.9123, effectiveAt: now });
    expect((await latest({ fromCoin: 'USD', toCoin: 'EUR' })).body.data).toEqual({ rate: 0.9123, fromCoin: 'USD', toCoin: 'EUR', effectiveAt: now });

    await rates.setRate({ toCoin: 'EUR', rate: 0.5, effectiveAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await latest({ fromCoin: 'USD', toCoin: 'EUR' })).body.data.rate).toBe(0.9123);

    // Without a time, a rate takes effect now.
    await rates.setRate({ toCoin: 'EUR', rate: 0.9101 });
    expect((await latest({ fromCoin: 'USD', toCoin: 'EUR' })).body.data.rate).toBe(0.9101);
    // Other currencies are untouched.
    expect((await latest({ fromCoin: 'USD', toCoin: 'GBP' })).body.data.rate).toBe(0.7874);
  });

  it('is cached until the service records a rate; another instance converges within the TTL', async () => {
    const other = await createTestApp({ cacheTtlSeconds: 1 });
    try {
      expect((await latest({ fromCoin: 'USD', toCoin: 'JPY' }, undefined, other.app)).body.data.rate).toBe(151.62);
      await other.database.db.execute(sql`insert into exchange_rates (to_coin, rate, effective_at) values ('JPY', 149.5, now())`);
      expect((await latest({ fromCoin: 'USD', toCoin: 'JPY' }, undefined, other.app)).body.data.rate).toBe(151.62);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await latest({ fromCoin: 'USD', toCoin: 'JPY' }, undefined, other.app)).body.data.rate).toBe(149.5);
    } finally {
      await other.close();
    }
  });

  it('a currency with no rate recorded yet is 404', async () => {
    const other = await createTestApp({ cacheTtlSeconds: 0 });
    try {
      await other.database.db.execute(sql`delete from exchange_rates where to_coin = 'CNY'`);
      const res = await latest({ fromCoin: 'USD', toCoin: 'CNY' }, 'en-US', other.app);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Resource does not exist', data: { code: 'NOT_FOUND' } });
    } finally {
      await other.close();
    }
  });

  it('the database keeps the history honest', async () => {
    for (const bad of [sql`insert into exchange_rates (to_coin, rate, effective_at) values ('GBP', 0, now())`, sql`insert into exchange_rates (from_coin, to_coin, rate, effective_at) values ('EUR', 'GBP', 1, now())`])
      await expect(t.database.db.execute(bad)).rejects.toThrow();
  });
});
