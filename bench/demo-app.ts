/**
 * The app as a browser benchmark uses it: the web app built if its sources changed, the server run
 * from its sources in demo mode on a fresh embedded database, in a child process, awaited until healthy.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface DemoApp {
  base: string;
  stop: () => Promise<void>;
}

export async function startDemoApp(port: number, name: string): Promise<DemoApp> {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build-web-if-changed.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('web build failed');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `wm-${name}-`));
  const app = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) {
      await stop();
      throw new Error(`the app exited with ${app.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the app did not become healthy in 180 s');
}
