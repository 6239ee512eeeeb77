import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../db/client';
import { startServer, type ServerProcess } from '../../test/server-process';
import { runCrashScenario, type CrashTarget } from './crash.test-support';

// Issue 18, crash safety on the embedded database (PGlite in DATA_DIR): the same scenario as on
// PostgreSQL (crash.test-support.ts). The server is killed with SIGKILL under load, restarted on
// the data directory the crash left, and the data directory is then opened here, in this process,
// once the server has exited: it opens, and every invariant holds on it.
const servers: ServerProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'wm-crash-'));

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed under load on the embedded database', () => {
  it('restarts on the data directory the crash left, takes the retries, and the directory opens whole', { timeout: 900_000 }, async () => {
    const target: CrashTarget = {
      start(port) {
        for (const s of servers) expect(s.child.exitCode !== null || s.child.signalCode !== null).toBe(true);
        // Payment-password checks of one buyer paying many orders at once are counted before they
        // are checked: the lockout (tested on its own) is set out of the way of this load.
        const server = startServer({ port, dataDir, env: { LOGIN_MAX_FAILURES: '100000', IP_MAX_FAILURES: '100000' } });
        servers.push(server);
        return server;
      },
      async offline(work) {
        const client = await PGlite.create({ dataDir, extensions: { ...pgliteExtensions, amcheck } });
        try {
          return await work(async (text, params) => (await client.query(text, params as unknown[])).rows as never[]);
        } finally {
          await client.close();
        }
      },
    };
    const report = await runCrashScenario(target, (line) => console.log(`[crash embedded] ${line}`));
    console.log(`[crash embedded] ${JSON.stringify(report)}`);
    expect(report.acknowledged).toBeGreaterThan(0);
  });
});
