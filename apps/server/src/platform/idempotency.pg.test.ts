import { endpoint } from '@wm/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, DEMO, login, PG_ADMIN_URL, testConfig } from '../../test/helpers';
import { buildApp, type App } from '../app';
import { openPostgres, type Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { route } from './http';

// Two app instances on one PostgreSQL database, as behind a load balancer: a key claimed on one
// is seen by the other, so a duplicate runs once whichever instance it reaches.
const probe = endpoint({
  method: 'POST',
  path: '/api/v2/test/idempotent/:id',
  access: 'user',
  tags: ['test'],
  summary: 'test probe',
  idempotent: true,
  params: z.object({ id: z.string() }),
  body: z.object({ amount: z.number() }),
  response: z.object({ run: z.number(), instance: z.string(), amount: z.number() }),
});

const name = `wm_idem_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
let runs = 0;
let release: (() => void) | null = null;
const instances: { app: App; database: Database }[] = [];
let token: string;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function instance(url: string, label: string) {
  const database = openPostgres(url, 10);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  route(app, probe, async ({ params, body }) => {
    runs += 1;
    const run = runs;
    // Held open until the test lets it finish, so that duplicates arrive while it runs.
    if (params.id === 'held') await new Promise<void>((resolve) => (release = resolve));
    return { run, instance: label, amount: body.amount };
  });
  await app.ready();
  instances.push({ app, database });
  return app;
}

let a: App;
let b: App;
beforeAll(async () => {
  await admin(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const setup = openPostgres(url.toString(), 2);
  await setup.migrate();
  await seedDemo(setup);
  await setup.close();
  a = await instance(url.toString(), 'a');
  b = await instance(url.toString(), 'b');
  token = await login(a, DEMO.approvedBuyer);
}, 120_000);

afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
  await admin(`drop database if exists ${name} with (force)`);
});

const send = (app: App, key: string, body: object, id = 'x') => call(app, 'POST', `/api/v2/test/idempotent/${id}`, { token, body, headers: { 'idempotency-key': key } });

describe('Idempotency-Keys across two instances on PostgreSQL', () => {
  it('an answer given by one instance is replayed by the other; another body is a 409 there', async () => {
    const before = runs;
    const first = await send(a, 'across-1', { amount: 4 });
    expect(first.body.data).toMatchObject({ instance: 'a', amount: 4 });
    const replay = await send(b, 'across-1', { amount: 4 });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toEqual(first.body);
    const conflict = await send(b, 'across-1', { amount: 5 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.body.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(runs).toBe(before + 1);
  });

  it('duplicates sent to both instances while the first runs: one run, every answer the same', async () => {
    const before = runs;
    const answers = Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? b : a, 'together', { amount: 9 }, 'held')));
    // Wait until one of them runs the handler, then give the others time to find the claim.
    while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const all = await answers;
    expect(all.map((x) => x.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((x) => JSON.stringify(x.body))).size).toBe(1);
    expect(runs).toBe(before + 1);
  });

  it('many different keys at once each run once', async () => {
    const before = runs;
    const keys = Array.from({ length: 20 }, (_, i) => `many-${i}`);
    const answers = await Promise.all(keys.flatMap((key, i) => [send(a, key, { amount: i }), send(b, key, { amount: i })]));
    expect(answers.every((x) => x.statusCode === 200)).toBe(true);
    expect(runs).toBe(before + 20);
  });
});
