import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, onDatabase, startServer, type ServerProcess } from '../../test/server-process';
import { runCrashScenario, type CrashTarget } from './crash.test-support';

// Issue 18, crash safety on PostgreSQL: SIGKILL in the middle of checkouts, balance payments,
// gateway notifications and withdrawals under load; restart; retries with the same keys; then
// the database itself proves that nothing half-done or lost remains (crash.test-support.ts).
const servers: ServerProcess[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await drop?.();
});

describe('a server killed under load on PostgreSQL', () => {
  it('restarts, takes the retries, and leaves every order, payment, stock count and wallet whole', { timeout: 900_000 }, async () => {
    const database = await freshDatabase('wm_crash');
    drop = database.drop;
    const target: CrashTarget = {
      start(port) {
        // Payment-password checks of one buyer paying many orders at once are counted before they
        // are checked: the lockout (tested on its own) is set out of the way of this load.
        const server = startServer({ port, databaseUrl: database.url, env: { LOGIN_MAX_FAILURES: '100000', IP_MAX_FAILURES: '100000' } });
        servers.push(server);
        return server;
      },
      offline: (work) => onDatabase(database.url, (client) => work(async (text, params) => (await client.query(text, params as unknown[])).rows)),
    };
    const report = await runCrashScenario(target, (line) => console.log(`[crash pg] ${line}`));
    console.log(`[crash pg] ${JSON.stringify(report)}`);
    expect(report.acknowledged).toBeGreaterThan(0);
  });
});
