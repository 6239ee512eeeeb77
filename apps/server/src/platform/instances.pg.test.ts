import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, PG_ADMIN_URL } from '../../test/helpers';
import { freePort } from '../../test/server-process';

// Issue 18, "two instances on one PostgreSQL": instances started at once on a fresh database
// (a rolling deploy, a scaled service) take turns migrating and seeding, and all come up.
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const name = `wm_inst_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
const children: ChildProcess[] = [];
const output: string[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function start(port: number, databaseUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'wm-inst-')),
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      APP_SECRET: 'one-secret-shared-by-all-instances',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(`[${port}] ${d.toString()}`));
  child.stderr!.on('data', (d: Buffer) => output.push(`[${port}] ${d.toString()}`));
  children.push(child);
  return child;
}

/** Resolves once the instance answers its health check; rejects if it exits first. */
async function up(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance on ${port} did not come up:\n${output.join('')}`);
}

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

describe('instances started together on a fresh PostgreSQL database', () => {
  it('three come up (migrations and seeding take turns), and a token from one works on the others', { timeout: 200_000 }, async () => {
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    // Ports the system says are free: a random range once met another service's port (25672, RabbitMQ's).
    const ports: number[] = [];
    while (ports.length < 3) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const started = ports.map((port) => start(port, url.toString()));
    await Promise.all(ports.map((port, i) => up(port, started[i]!)));

    const login = await fetch(`http://127.0.0.1:${ports[0]}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: DEMO.approvedBuyer, password: DEMO.password }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: { token: string } } }).data.token.token;
    for (const port of ports.slice(1)) {
      const me = await fetch(`http://127.0.0.1:${port}/api/v2/auth/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { mobile: string } }).data.mobile).toBe(`+86${DEMO.approvedBuyer}`);
    }
    // Seeded once: one demo buyer, however many instances seeded.
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const count = (await db.query('select count(*)::int as n from users where mobile = $1', [`+86${DEMO.approvedBuyer}`])).rows[0].n as number;
    await db.end();
    expect(count).toBe(1);
  });
});
