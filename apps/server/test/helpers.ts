import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { fromPglite, fromPgliteThread, openPostgres, pgliteExtensions, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { hashSecret } from '../src/platform/passwords';

export const DEMO = { approvedBuyer: '13800000001', pendingBuyer: '13800000002', seller: '13800000003', operator: '13800000009', password: 'demo1234' };

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const uploadDir = mkdtempSync(join(tmpdir(), 'wm-uploads-'));
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', UPLOAD_DIR: uploadDir, SMS_PER_IP_PER_HOUR: '1000', SESSION_CACHE_MS: '0' }), ...overrides };
}

/**
 * Where the API tests' embedded database runs: where the server runs it by default, a worker thread
 * of its own (db/pglite-thread.ts), unless TEST_EMBEDDED_DATABASE=in-process. In-process was not
 * faster for the tests (docs/benchmarks.md, "The embedded database in a worker thread").
 */
export const TEST_EMBEDDED_DATABASE = loadConfig({ EMBEDDED_DATABASE: process.env.TEST_EMBEDDED_DATABASE }).embeddedDatabase;

/**
 * An app on a fresh copy of the migrated, seeded embedded database. `logger` sees every query it
 * runs; `embedded` overrides where the database runs (TEST_EMBEDDED_DATABASE).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: App) => void,
  options: { logger?: Logger; embedded?: Config['embeddedDatabase'] } = {},
): Promise<TestApp> {
  if ((options.embedded ?? TEST_EMBEDDED_DATABASE) === 'worker') {
    return start(await fromPgliteThread({ loadDataDir: inject('pgliteTemplate') }, options), testConfig(overrides), async () => {}, extend);
  }
  const template = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: pgliteExtensions });
  return start(fromPglite(client, options), testConfig(overrides), async () => {}, extend);
}

/** Counts the queries an app runs, for tests of how many a call costs. */
export function queryCounter() {
  const queries: string[] = [];
  const params: unknown[][] = [];
  return {
    logger: {
      logQuery: (query: string, values: unknown[]) => {
        queries.push(query);
        params.push(values);
      },
    } satisfies Logger,
    queries,
    /** Queries run while `fn` runs. */
    async during(fn: () => Promise<unknown>): Promise<string[]> {
      const before = queries.length;
      await fn();
      return queries.slice(before);
    },
    /** Queries run while `fn` runs, with their parameters. */
    async calls(fn: () => Promise<unknown>): Promise<{ query: string; params: unknown[] }[]> {
      const before = queries.length;
      await fn();
      return queries.slice(before).map((query, k) => ({ query, params: params[before + k]! }));
    },
  };
}

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An app on a brand-new PostgreSQL database (created here, dropped on close). */
export async function createPgTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const name = `wm_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 30);
  await database.migrate();
  await seedDemo(database);
  return start(database, testConfig(overrides), async () => {
    const dropper = new pg.Client({ connectionString: PG_ADMIN_URL });
    await dropper.connect();
    // The pool has ended; wait for its backends to go before dropping, so that no
    // connection still closing is terminated under it (an uncaught error in pg).
    for (let i = 0; i < 50; i++) {
      const left = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (left.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
}

async function start(database: Database, config: Config, cleanup: () => Promise<void>, extend?: (app: App) => void): Promise<TestApp> {
  const app = await buildApp({ config, database, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export interface Answer<T = any> {
  statusCode: number;
  headers: Record<string, unknown>;
  body: { status: number; message: string; data: T };
}

export async function call<T = any>(app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    query: options.query,
    payload: options.body as object | undefined,
    headers: {
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() };
}

export async function login(app: App, account: string, password = DEMO.password): Promise<string> {
  const res = await call(app, 'POST', '/api/v2/auth/login', { body: { account, password } });
  if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token.token;
}

/** Asks for a code and reads it back from the outbox, as a person reads their phone. */
export async function requestCode(app: App, query: Record<string, string>, token?: string): Promise<string> {
  const sent = await call(app, 'GET', '/api/v2/auth/verifycode', { query, token });
  if (sent.statusCode !== 200) throw new Error(`verifycode failed: ${JSON.stringify(sent.body)}`);
  return latestCode(app, query.mobile ?? query.email ?? '');
}

export async function latestCode(app: App, destination: string): Promise<string> {
  const outbox = await call<{ body: string }[]>(app, 'GET', '/api/dev/outbox', { query: { to: destination } });
  const code = outbox.body.data[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${destination}`);
  return code;
}

let mobileCounter = 0;
/** A fresh 11-digit mobile number, unique within a run. */
export const newMobile = () => `139${String(process.pid % 10000).padStart(4, '0')}${String(++mobileCounter).padStart(4, '0')}`;

export async function registerBuyer(app: App, mobile = newMobile(), password = 'secret123') {
  const code = await requestCode(app, { mobile });
  const res = await call(app, 'POST', '/api/v2/auth/register', { body: { mobile, code, password, confirmPassword: password, agree: true } });
  if (res.statusCode !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { mobile, password, token: res.body.data.token.token as string, user: res.body.data.user };
}

/** Sends a file as multipart/form-data, `kind` first, as the web does. */
export async function upload(app: App, token: string | undefined, kind: string, data: Buffer, filename = 'file.bin', lang?: string) {
  const boundary = `----wm${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/upload',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: any } };
}

export const TEST_PAY_PASSWORD = '246810';
let payPasswordHash: Promise<string> | undefined;
/** Sets a user's payment password directly (withdrawals and balance payments need one), without the SMS round. */
export async function givePayPassword(database: Database, userId: number): Promise<string> {
  payPasswordHash ??= hashSecret(TEST_PAY_PASSWORD);
  await database.db.execute(sql`update users set pay_password_hash = ${await payPasswordHash} where id = ${userId}`);
  return TEST_PAY_PASSWORD;
}
