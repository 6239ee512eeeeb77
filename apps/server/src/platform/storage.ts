import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where uploaded files live. The local adapter (the default) writes under the data
 * folder; an S3-compatible adapter can implement the same three calls. Keys are made
 * by the server (owner/kind/uuid), never from a client's file name.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error('key outside storage root');
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export const newFileKey = (userId: number, kind: string, ext: string) => `u/${userId}/${kind}/${randomUUID()}.${ext}`;
export const thumbnailKey = (key: string) => key.replace(/\.[a-z0-9]+$/, '.thumb.jpg');
export const ownerOf = (key: string) => Number(/^u\/(\d+)\//.exec(key)?.[1] ?? NaN);

/**
 * Links to private files: the page's <img> cannot send the bearer token, so a link
 * carries an expiry and an HMAC of key and expiry instead. Anyone holding the link can
 * read the file until it expires, and nobody can make a link to another key.
 */
export function fileSigner(secret: string, ttlSeconds = 3600) {
  const sign = (key: string, exp: number) => createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
  return {
    url(key: string, now = Date.now()): string {
      const exp = Math.floor(now / 1000) + ttlSeconds;
      return `/api/v2/files/${key}?exp=${exp}&sig=${sign(key, exp)}`;
    },
    verify(key: string, exp: number, sig: string, now = Date.now()): boolean {
      if (!Number.isInteger(exp) || exp < Math.floor(now / 1000)) return false;
      const expected = Buffer.from(sign(key, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type FileSigner = ReturnType<typeof fileSigner>;
