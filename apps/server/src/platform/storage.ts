import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';

/**
 * Where uploaded files live. The local adapter (the default) writes under the data
 * folder; the S3 adapter talks to any S3-compatible service. Keys are made
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

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...), addressed path-style
 * (endpoint/bucket/key), requests signed with AWS Signature V4. The bucket stays private:
 * files still reach browsers through the server's signed links.
 */
export function s3Storage(options: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }): Storage {
  const client = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, service: 's3', region: options.region });
  const urlOf = (key: string) => {
    if (!/^[A-Za-z0-9/_.-]+$/.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new Error('invalid storage key');
    return `${options.endpoint}/${encodeURIComponent(options.bucket)}/${key}`;
  };
  const fail = async (what: string, key: string, response: Response) => {
    throw new Error(`S3 ${what} ${key} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  return {
    async put(key, data) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body: new Uint8Array(data), headers: { 'content-length': String(data.length) } });
      if (!response.ok) await fail('put', key, response);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) await fail('get', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async exists(key) {
      const response = await client.fetch(urlOf(key), { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) await fail('head', key, response);
      return true;
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
