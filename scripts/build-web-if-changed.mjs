#!/usr/bin/env node
// Builds the web app only when what it is built from changed since the last build: its sources,
// the contracts it imports, the lockfile and the build configuration. `npm start` on an existing
// installation then goes straight to the server. The fingerprint is a hash of those files' paths
// and contents, written beside the build; a build that fails leaves no fingerprint.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFrom, fingerprint, root } from './source-fingerprint.mjs';

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

/** Builds the web app if its inputs changed (or `force`); false if the build failed. */
export function buildWebIfChanged({ force = false } = {}) {
  const wanted = fingerprint(inputs);
  if (builtFrom(stamp, join(dist, 'index.html')) === wanted && !force) {
    console.log('web app: unchanged since its last build (apps/web/dist)');
    return true;
  }
  rmSync(stamp, { force: true });
  const result = spawnSync('npm', ['run', 'build', '-w', '@wm/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) return false;
  writeFileSync(stamp, `${wanted}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildWebIfChanged({ force: process.argv.includes('--force') }) ? 0 : 1);
}
