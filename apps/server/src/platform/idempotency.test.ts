import * as contracts from '@wm/contracts';
import { endpoint, type Access, type Endpoint } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, createTestApp, DEMO, login, type TestApp } from '../../test/helpers';
import { rows } from '../db/client';
import { AppError } from './errors';
import { route } from './http';

/**
 * A test endpoint marked idempotent, bound by the same binder as every other: it counts its
 * runs, answers 201, can be held open (to send duplicates while it runs) and can fail.
 */
const probe = endpoint({
  method: 'POST',
  path: '/api/v2/test/idempotent/:id',
  access: 'user',
  tags: ['test'],
  summary: 'test probe',
  idempotent: true,
  params: z.object({ id: z.string() }),
  body: z.object({ amount: z.number(), fail: z.boolean().optional() }),
  response: z.object({ run: z.number(), id: z.string(), amount: z.number() }),
});

/** A test endpoint whose `refuseEarly` waits (as a checkout waits its turn at its goods' gate) and answers what to call when done. */
const waiting = endpoint({
  method: 'POST',
  path: '/api/v2/test/waits-early',
  access: 'user',
  tags: ['test'],
  summary: 'test probe',
  idempotent: true,
  body: z.object({ n: z.number() }),
  response: z.object({ n: z.number() }),
});
/** The turn of the next request to `waiting`: it waits until `letGo` is called. */
let turn: { started: Promise<void>; letGo: () => void; done: ReturnType<typeof vi.fn> } | null = null;
function nextTurn() {
  let started!: () => void;
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  turn = { started: new Promise((resolve) => (started = resolve)), letGo, done: vi.fn() };
  const mine = turn;
  return { ...mine, wait: async () => (started(), await gate, mine.done as () => void) };
}

let runs = 0;
let hold: Promise<void> | null = null;
let t: TestApp;
let buyer: string;
let seller: string;

beforeAll(async () => {
  let waits: ReturnType<typeof nextTurn> | null = null;
  t = await createTestApp({}, (app) => {
    route(app, probe, async ({ params, body, reply }) => {
      runs += 1;
      const run = runs;
      if (hold) await hold;
      if (body.fail) throw new AppError('STOCK_INSUFFICIENT');
      reply.code(201);
      return { run, id: params.id, amount: body.amount };
    });
    route(app, waiting, async ({ body }) => ({ n: body.n }), { refuseEarly: () => (waits ?? nextTurn()).wait() });
  });
  turns = (next) => (waits = next);
  buyer = await login(t.app, DEMO.approvedBuyer);
  seller = await login(t.app, DEMO.seller);
});
afterAll(() => t.close());

let turns: (next: ReturnType<typeof nextTurn>) => void;

const send = (key: string | undefined, body: object, options: { id?: string; token?: string } = {}) =>
  call(t.app, 'POST', `/api/v2/test/idempotent/${options.id ?? 'a'}`, { token: options.token ?? buyer, body, headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('Idempotency-Key on endpoints marked idempotent', () => {
  it('is required: without it (or with an unusable one) the request is refused in the envelope and nothing runs', async () => {
    const before = runs;
    const missing = await send(undefined, { amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({ status: 400, message: 'This request needs an Idempotency-Key header', data: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect((await send('', { amount: 1 })).body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await send('x'.repeat(101), { amount: 1 })).body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    // In the caller's language, and after access: a visitor is told to sign in first.
    expect((await call(t.app, 'POST', '/api/v2/test/idempotent/a', { token: buyer, lang: 'zh-CN', body: { amount: 1 } })).body.message).not.toBe(missing.body.message);
    expect((await call(t.app, 'POST', '/api/v2/test/idempotent/a', { body: { amount: 1 } })).statusCode).toBe(401);
    expect(runs).toBe(before);
  });

  it('the same key and the same request replay the first answer (status and body) without running again', async () => {
    const before = runs;
    const first = await send('replay-1', { amount: 5 });
    expect(first.statusCode).toBe(201);
    expect(first.body).toMatchObject({ status: 201, data: { run: before + 1, id: 'a', amount: 5 } });
    // Key order in the body and extra query fields (a client's cache-buster) do not make it another request.
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/test/idempotent/a?_t=123', payload: { amount: 5 }, headers: { authorization: `Bearer ${buyer}`, 'idempotency-key': 'replay-1' } });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(before + 1);
  });

  it('the same key with another body or other path parameters is a 409 in the envelope', async () => {
    await send('conflict-1', { amount: 5 });
    const before = runs;
    const otherBody = await send('conflict-1', { amount: 6 });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.body).toMatchObject({ status: 409, message: 'This request key was already used for a different request', data: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect((await send('conflict-1', { amount: 5 }, { id: 'b' })).body.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(runs).toBe(before);
  });

  it('keys belong to their user: another user with the same key is another request', async () => {
    const before = runs;
    const mine = await send('shared-key', { amount: 7 });
    const theirs = await send('shared-key', { amount: 7 }, { token: seller });
    expect(mine.body.data.run).toBe(before + 1);
    expect(theirs.body.data.run).toBe(before + 2);
  });

  it('a failed answer is not kept: the retry with the same key runs again', async () => {
    const failed = await send('fails-once', { amount: 1, fail: true });
    expect(failed.body.data.code).toBe('STOCK_INSUFFICIENT');
    const before = runs;
    const retried = await send('fails-once', { amount: 1 });
    expect(retried.statusCode).toBe(201);
    expect(runs).toBe(before + 1);
  });

  it('duplicates sent while the first runs wait for it and answer its answer: the handler runs once', async () => {
    let open!: () => void;
    hold = new Promise((resolve) => (open = resolve));
    const before = runs;
    const answers = Promise.all(Array.from({ length: 5 }, () => send('together', { amount: 9 })));
    // Let the duplicates find the claim and start waiting, then let the first one finish.
    await new Promise((resolve) => setTimeout(resolve, 200));
    open();
    hold = null;
    const all = await answers;
    expect(all.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(all.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(runs).toBe(before + 1);
  });

  it('keeps the key in the database, and forgets answered keys after their time', async () => {
    await send('stored', { amount: 3 });
    const [row] = await rows<{ route: string; status_code: number; fingerprint: string }>(t.database.db, sql`select route, status_code, fingerprint from idempotency_keys where key = 'stored'`);
    expect(row).toMatchObject({ route: 'POST /api/v2/test/idempotent/:id', status_code: 201 });
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    await t.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '8 days' where key = 'stored'`);
    expect(await t.app.idempotency.forgetOlderThan(7)).toBe(1);
    const before = runs;
    await send('stored', { amount: 3 });
    expect(runs).toBe(before + 1);
  });
});

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'response' in value;

const tokenFor: Record<Exclude<Access, 'public'>, () => string> = {
  user: () => buyer,
  buyer: () => buyer,
  approvedBuyer: () => buyer,
  seller: () => seller,
  operator: () => operatorToken,
};
let operatorToken: string;

describe('a refusal from memory that waits first (a checkout at its goods\' gate)', () => {
  it('is done when its answer is sent', async () => {
    const mine = nextTurn();
    turns(mine);
    const answer = call(t.app, 'POST', '/api/v2/test/waits-early', { token: buyer, body: { n: 1 }, headers: { 'idempotency-key': crypto.randomUUID() } });
    await mine.started;
    expect(mine.done).not.toHaveBeenCalled();
    mine.letGo();
    expect((await answer).body.data).toEqual({ n: 1 });
    await vi.waitFor(() => expect(mine.done).toHaveBeenCalledTimes(1));
  });

  it('is done even when its caller went away while it waited: nothing stays held', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const mine = nextTurn();
    turns(mine);
    const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/v2/test/waits-early', headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer}`, 'idempotency-key': crypto.randomUUID() } });
    request.on('error', () => {});
    request.end(JSON.stringify({ n: 2 }));
    await mine.started;
    // The caller gives up while the request waits its turn; then its turn comes.
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    mine.letGo();
    await vi.waitFor(() => expect(mine.done).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});

describe('every endpoint the contracts mark idempotent', () => {
  const marked = Object.values(contracts as Record<string, unknown>).filter(isEndpoint).filter((ep) => ep.idempotent);

  it('there are some, and none is public', () => {
    expect(marked.length).toBeGreaterThanOrEqual(12);
    expect(marked.filter((ep) => ep.access === 'public')).toEqual([]);
  });

  it.each(marked.map((ep) => [`${ep.method} ${ep.path}`, ep] as const))('%s requires the key', async (_name, ep) => {
    operatorToken ??= await login(t.app, DEMO.operator);
    const url = ep.path.replace(/:[A-Za-z0-9_]+/g, '1');
    const token = tokenFor[ep.access as Exclude<Access, 'public'>]();
    const without = await call(t.app, ep.method, url, { token, body: ep.method === 'GET' ? undefined : {} });
    expect(without.statusCode).toBe(400);
    expect(without.body.data.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    // With a key the request goes on to its own checks (here the empty request is refused for what it holds, or the object is unknown).
    const withKey = await call(t.app, ep.method, url, { token, body: ep.method === 'GET' ? undefined : {}, headers: { 'idempotency-key': `every-${ep.path}` } });
    expect(withKey.body.data?.code).not.toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});
