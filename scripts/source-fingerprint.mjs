// What `npm start` builds only when it changed (scripts/build-web-if-changed.mjs, scripts/build-server.mjs):
// a hash of the inputs' paths and contents, kept in a stamp file beside the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

function files(path, keep) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return keep(path) ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.name === 'node_modules' ? [] : files(join(path, entry.name), keep)));
}

/** `inputs`: files and folders under the repository's root; `keep`: which files of them count (all by default). */
export function fingerprint(inputs, keep = () => true) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input), keep)) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** The fingerprint a build was made from, or null when there is no complete build. */
export function builtFrom(stamp, ...mustExist) {
  return existsSync(stamp) && mustExist.every((file) => existsSync(file)) ? readFileSync(stamp, 'utf8').trim() : null;
}
