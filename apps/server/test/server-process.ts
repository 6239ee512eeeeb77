import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PG_ADMIN_URL } from './helpers';

// Real server processes (`node --import tsx apps/server/src/main.ts`), as an operator runs them:
// for tests of what only a process shows (a crash, several instances, a restored backup).

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** One secret for every instance of a test: tokens and sandbox notifications are valid on all. */
export const TEST_APP_SECRET = 'one-secret-shared-by-all-instances-of-a-test';

export interface ServerProcess {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything it printed (shown when a test fails). */
  output: string[];
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nothing listens on now, as the system hands them out (so that tests side by side never meet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function startServer(o: { port: number; databaseUrl?: string; dataDir?: string; env?: Record<string, string> }): ServerProcess {
  const output: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO: 'true',
    HOST: '127.0.0.1',
    PORT: String(o.port),
    DATABASE_URL: o.databaseUrl,
    DATA_DIR: o.dataDir ?? mkdtempSync(join(tmpdir(), 'wm-proc-')),
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
    APP_SECRET: TEST_APP_SECRET,
    // One test client sends everything from 127.0.0.1.
    SMS_PER_IP_PER_HOUR: '10000',
    ...o.env,
  };
  // Without a URL the embedded database in DATA_DIR (an empty DATABASE_URL would be refused).
  if (!o.databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { port: o.port, base: `http://127.0.0.1:${o.port}`, child, output, exited };
}

/** Resolves once the instance is ready (/api/health/ready answers 200); rejects if it exits first or never gets there. */
export async function ready(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server on ${server.port} exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready:\n${server.output.join('')}`);
    }
    try {
      const res = await fetch(`${server.base}/api/health/ready`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${server.port} was not ready in ${timeoutMs} ms:\n${server.output.join('')}`);
}

/** Sends a signal and waits for the process to exit. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export interface Reply<T = any> {
  status: number;
  body: { status: number; message: string; data: T };
}

/** A JSON call to a running server; rejects when the connection fails (refused, or dropped by a crash). */
export async function request<T = any>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  o: { body?: unknown; query?: Record<string, string>; token?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<Reply<T>> {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers };
  let payload: string | undefined = o.rawBody;
  if (o.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(o.body);
  }
  const res = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(120_000) });
  const text = await res.text();
  let body: Reply<T>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body };
}

export async function signIn(base: string, account: string, password: string): Promise<string> {
  const res = await request(base, 'POST', '/api/v2/auth/login', { body: { account, password } });
  if (res.status !== 200) throw new Error(`login ${account} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token.token as string;
}

/** Asks for a code (scene, signed in) and reads it from the demo outbox, as a person reads their phone. */
export async function codeFor(base: string, token: string, scene: string, mobile: string): Promise<string> {
  const before = await request<{ body: string; createdAt: string }[]>(base, 'GET', '/api/dev/outbox', { query: { to: mobile } });
  const sent = await request(base, 'GET', '/api/v2/auth/verifycode', { token, query: { scene } });
  if (sent.status !== 200) throw new Error(`verifycode ${scene} failed: ${JSON.stringify(sent.body)}`);
  const outbox = await request<{ body: string }[]>(base, 'GET', '/api/dev/outbox', { query: { to: mobile } });
  if (outbox.body.data.length <= before.body.data.length && before.body.data.length > 0 && outbox.body.data[0]!.body === before.body.data[0]!.body) {
    throw new Error(`no new message for ${mobile}`);
  }
  const code = outbox.body.data[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/** A brand-new PostgreSQL database (dropped by `drop`, connections and all). */
export async function freshDatabase(prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}

export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A client on a database for the duration of `run`. */
export async function onDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
