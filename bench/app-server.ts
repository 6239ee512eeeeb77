/**
 * The app under a benchmark, in a child process of its own, so that the load generator does not
 * share its event loop: the benchmark script forks itself with `--serve ...`, the child builds
 * the app and listens on a loopback port, tells the parent the port and stops when told.
 *
 * BENCH_CPU_PROF=<dir> writes a CPU profile of the app (node --cpu-prof) into that folder when it stops.
 */
import { fork } from 'node:child_process';
import { tmpdir } from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, type Config } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';

export interface AppServer {
  port: number;
  stop: () => Promise<void>;
}

/** Parent side: forks `script` with `--serve` and `args`, and waits until its app listens. */
export function startAppServer(script: string, args: string[]): Promise<AppServer> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(script, ['--serve', ...args], { execArgv: ['--import', 'tsx', ...profile] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before listening`)));
    child.once('message', (m: { port: number }) =>
      resolve({
        port: m.port,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.send('stop');
          }),
      }),
    );
  });
}

/**
 * The configuration every benchmark's app runs with: production, no demo, nothing delivered, no
 * logs; the per-address API limit off (one loopback address sends all the load: the production
 * limit of 1,200 a minute would answer it 429). `env` adds or overrides variables.
 */
export const benchConfig = (env: Record<string, string | undefined> = {}): Config =>
  loadConfig({
    NODE_ENV: 'production',
    DEMO: 'false',
    PAY_PASSWORD_KEY: 'bench-pay-password-key-0123456789abcdef',
    DELIVERY: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: tmpdir(),
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });

/** Child side: builds the app on `database`, listens, tells the parent its port, and closes both when told to stop. */
export async function serveApp(database: Database, config: Config, listen: { backlog?: number } = {}): Promise<void> {
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0, ...listen });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
}
