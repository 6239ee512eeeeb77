#!/usr/bin/env node
// Bundles the server (apps/server/src/main.ts and what it imports of this repository, contracts
// included) into apps/server/dist with esbuild, when its sources changed since the last bundle.
// `npm start` runs the bundle: loading ~300 TypeScript files through tsx's loader at every start
// cost ~1 s of the time to a healthy answer (issue 15, docs/benchmarks.md). The packages under
// node_modules stay outside the bundle, loaded by Node as usual.
//
// Each source file keeps its own `import.meta.url` (the embedded database's worker, the migrations
// folder and the web build are found relative to their files), so the bundle holds this checkout's
// absolute paths: the checkout's path is part of the fingerprint, and a moved checkout bundles again.
import { readFile } from 'node:fs/promises';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtFrom, fingerprint, root } from './source-fingerprint.mjs';

const dist = join(root, 'apps/server/dist');
const stamp = join(dist, '.source-hash');
/** What `node` runs. */
export const serverEntry = join(dist, 'main.mjs');

const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
const isSource = (file) => !/\.test\.ts$/.test(file);

/** The fingerprint of the server's sources, with this checkout's path. */
const serverFingerprint = () => `${fingerprint(inputs, isSource)}:${Buffer.from(root).toString('hex')}`;

/**
 * Bundles the server into `outdir` (emptied first); `build` is the fingerprint main.ts is told. Answers
 * esbuild's metafile: what each output file holds and imports (lazy-modules.test.ts reads it).
 */
export async function bundleServer({ outdir, build: fingerprintOfBuild = 'unnamed' }) {
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // The database module is a chunk of its own: main.ts opens the database before the rest is loaded.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Class and function names stay as written (errors and logs name them).
    keepNames: true,
    // Not read at run time (start.mjs runs without source maps); `node --enable-source-maps` uses them to debug.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // main.ts: a second start of the same build skips the demo seed it completed (db/seed.ts, seedOnStart).
    define: { SERVER_BUILD: JSON.stringify(fingerprintOfBuild) },
    plugins: [
      {
        name: 'packages-outside',
        setup(b) {
          // Bare imports are packages (node_modules, node:), except this repository's own (@wm/...).
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wm/') ? undefined : { path: args.path, external: true }));
        },
      },
      {
        name: 'own-import-meta-url',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return result.metafile;
}

/** Bundles the server if its sources changed (or `force`); false if the bundle failed. */
export async function buildServerIfChanged({ force = false } = {}) {
  const wanted = serverFingerprint();
  if (builtFrom(stamp, serverEntry) === wanted && !force) {
    console.log('server: unchanged since its last bundle (apps/server/dist)');
    return true;
  }
  const started = performance.now();
  const building = `${dist}.building-${process.pid}`;
  try {
    await bundleServer({ outdir: building, build: wanted });
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    console.error(`server: the bundle failed: ${error instanceof Error ? error.message : error}`);
    return false;
  }
  writeFileSync(join(building, '.source-hash'), `${wanted}\n`);
  rmSync(dist, { recursive: true, force: true });
  renameSync(building, dist);
  console.log(`server: bundled into apps/server/dist in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit((await buildServerIfChanged({ force: process.argv.includes('--force') })) ? 0 : 1);
}
