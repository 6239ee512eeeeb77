#!/usr/bin/env node
// Builds the web app only when what it is built from changed since the last build: its sources,
// the contracts it imports, the lockfile and the build configuration. `npm start` on an existing
// installation then goes straight to the server. The fingerprint is a hash of those files' paths
// and contents, written beside the build; a build that fails leaves no fingerprint.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const stamp = join(dist, '.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.name === 'node_modules' ? [] : files(join(path, entry.name))));
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const wanted = fingerprint();
const built = existsSync(join(dist, 'index.html')) && existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
if (built === wanted && !process.argv.includes('--force')) {
  console.log('web app: unchanged since its last build (apps/web/dist)');
  process.exit(0);
}
rmSync(stamp, { force: true });
const result = spawnSync('npm', ['run', 'build', '-w', '@wm/web'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, `${wanted}\n`);
