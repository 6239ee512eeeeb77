import * as contracts from '@wm/contracts';
import { applyAgreement, bulkUpdateGoods, currentUser, type Endpoint, withdraw } from '@wm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callHeaders } from './http';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'response' in value;

describe('the Idempotency-Key of `call`', () => {
  const sent: { headers: Headers; body: RequestInit['body'] }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push({ headers: new Headers(init.headers), body: init.body });
      return new Response(JSON.stringify({ status: 200, message: 'success', data: {} }), { headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes with exactly the endpoints the contracts mark idempotent', () => {
    const endpoints = Object.values(contracts as Record<string, unknown>).filter(isEndpoint);
    const keyed = endpoints.filter((ep) => 'Idempotency-Key' in callHeaders(ep));
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed).toEqual(endpoints.filter((ep) => ep.idempotent));
    // A key passed for an endpoint that takes none is not sent.
    expect(callHeaders(currentUser, 'k')).toEqual({});
  });

  it('sends the key it is given (a retry of the same action), a new one otherwise, and no key elsewhere', async () => {
    const body = { goodsId: 1, skuId: 1, quantity: 100, unitPrice: 1, validDays: 30 } as never;
    await call(applyAgreement, { body, requestKey: 'retry-me' });
    await call(applyAgreement, { body, requestKey: 'retry-me' });
    await call(applyAgreement, { body });
    await call(applyAgreement, { body });
    await call(currentUser);
    const keys = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe('retry-me');
    expect(keys[1]).toBe('retry-me');
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys[4]).toBeNull();
  });

  it('carries extra headers and a multipart body through the same call', async () => {
    await call(withdraw, { query: { cardId: 1, amount: 10 }, requestKey: 'w', headers: { 'X-Pay-Password': '135790' } });
    const form = new FormData();
    form.append('file', new Blob(['itemCode,price,stock\n']), 'prices.csv');
    await call(bulkUpdateGoods, { query: { dryRun: 'true' }, form, requestKey: 'b' });
    expect(sent[0]!.headers.get('X-Pay-Password')).toBe('135790');
    expect(sent[0]!.headers.get('Idempotency-Key')).toBe('w');
    expect(sent[1]!.body).toBe(form);
    expect(sent[1]!.headers.get('Idempotency-Key')).toBe('b');
  });
});
