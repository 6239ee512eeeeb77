import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, DEMO, login, type TestApp } from '../../test/helpers';

// Security probe, issue 18, findings 3, 4 and 12 (hostile input): answered 400 in the envelope, never 500.
let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await login(t.app, DEMO.approvedBuyer);
});
afterAll(() => t.close());

const expectRefused = (res: { statusCode: number; body: { status: number; data: { code: string } } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.body.status).toBe(400);
  expect(res.body.data.code).toBe('VALIDATION_FAILED');
};

describe('a NUL character in any string (finding 3)', () => {
  it('is refused without sign-in: login account, password reset, goods keyword', async () => {
    expectRefused(await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: '1380000\u00000001', password: 'demo1234' } }));
    expectRefused(await call(t.app, 'POST', '/api/v2/auth/pwd', { body: { mobile: '13800000001', code: '123456', password: 'abc\u0000123', confirmPassword: 'abc\u0000123' } }));
    expectRefused(await call(t.app, 'POST', '/api/v2/goods/list', { body: { keyword: 'pen\u0000' } }));
  });

  it('is refused in a query string and in nested body fields, with the field named', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/v2/goods/ranking?keyword=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ status: 400, data: { code: 'VALIDATION_FAILED' } });
    const nested = await call(t.app, 'POST', '/api/v2/purchase-order/checkout-preview', { token: buyer, body: { goodsId: 1, quantity: 1, remark: 'x\u0000' } });
    expectRefused(nested);
    expect(nested.body.data).toMatchObject({ errors: [{ field: 'remark' }] });
  });

  it('is refused when the raw JSON text holds it escaped or as a byte', async () => {
    for (const payload of ['{"account":"a\\u0000","password":"x1"}', '{"account":"a\u0000","password":"x1"}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    }
  });
});

describe('ids beyond a database integer (finding 4)', () => {
  for (const [path, body] of [
    ['/api/v2/purchase-order/checkout-preview', { goodsId: 2147483648, quantity: 1 }],
    ['/api/v2/purchase-order/submit', { goodsId: 2147483648, quantity: 1 }],
    ['/api/v2/coupon/usable', { goodsId: 2147483648, quantity: 1 }],
    ['/api/v2/purchase-order/checkout-preview', { cartIds: [2147483648] }],
    ['/api/v2/purchase-order/checkout-preview', { goodsId: 1, quantity: 1, couponId: 2147483648 }],
    ['/api/v2/purchase-order/checkout-preview', { goodsId: 1, quantity: 1, deliveryMode: 'ship', addressId: 99999999999 }],
    ['/api/v2/shop-cart', { goodsId: 2147483648, quantity: 1 }],
  ] as const) {
    it(`${path} ${JSON.stringify(body)} is a 400`, async () => {
      expectRefused(await call(t.app, 'POST', path, { token: buyer, body, headers: { 'idempotency-key': `k-${Math.random()}` } }));
    });
  }

  it('in a path', async () => {
    const res = await call(t.app, 'GET', '/api/v2/goods/2147483648');
    expectRefused(res);
    expect((await call(t.app, 'GET', '/api/v2/goods/2147483647')).statusCode).toBe(404);
  });
});

describe('numbers are parsed strictly (finding 12)', () => {
  for (const quantity of [true, '0x10', '1e1', '', ' 2', [2], '２']) {
    it(`quantity ${JSON.stringify(quantity)} is refused`, async () => {
      expectRefused(await call(t.app, 'POST', '/api/v2/shop-cart', { token: buyer, body: { goodsId: 1, quantity } }));
    });
  }

  it('query numbers accept plain decimals only', async () => {
    for (const pageSize of ['0x10', '1e1', 'true', ' 10']) {
      expectRefused(await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: buyer, query: { pageSize } }));
    }
    const ok = await call(t.app, 'GET', '/api/v2/purchase-order/list', { token: buyer, query: { pageSize: '16' } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('a value the database refuses that a contract let through', () => {
  it('is a 400 in the envelope, not a 500', async () => {
    let database: TestApp['database'] | undefined;
    const other = await createTestApp({}, (a) =>
      a.get('/api/test/out-of-range', async () => {
        await database!.db.execute(sql`select ${'2147483648'}::int`);
        return 'never';
      }),
    );
    database = other.database;
    try {
      const res = await call(other.app, 'GET', '/api/test/out-of-range');
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 400, data: { code: 'BAD_REQUEST' } });
    } finally {
      await other.close();
    }
  });
});

describe('found by the schema fuzzer', () => {
  it('a positive amount below a cent is refused, not stored as zero (500 before)', async () => {
    for (const amount of [3e-323, 0.001, 0.004]) {
      expectRefused(await call(t.app, 'POST', '/api/v2/customer/customer-recharge', { token: buyer, body: { amount, payWay: 1 }, headers: { 'idempotency-key': `k-${Math.random()}` } }));
    }
  });

  it('what the router refuses itself is answered in the envelope: a broken escape, an over-long path parameter', async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/api/v2/purchase-order/%ED%A0%80', headers: { authorization: `Bearer ${buyer}`, 'accept-language': 'ja' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400, data: { code: 'BAD_REQUEST' } });
    expect(broken.json().message).not.toMatch(/[a-z]{4}/);
    const long = await t.app.inject({ method: 'GET', url: `/api/v2/purchase-order/${'x'.repeat(500)}`, headers: { authorization: `Bearer ${buyer}` } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 414, data: { code: 'BAD_REQUEST' } });
  });
});
