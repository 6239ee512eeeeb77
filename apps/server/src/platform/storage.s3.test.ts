import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver is a local S3-compatible server: the adapter is exercised over real HTTP with signed requests.
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, registerBuyer, testConfig, upload, type TestApp } from '../../test/helpers';
import { s3Storage, type Storage } from './storage';

let server: S3rver;
let endpoint: string;
let directory: string;
let storage: Storage;
const credentials = { region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'wm-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'uploads', configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = s3Storage({ endpoint, bucket: 'uploads', ...credentials });
});
afterAll(() => server?.close());

describe('S3-compatible storage', () => {
  it('puts, gets and checks objects; a missing one is null and false', async () => {
    const data = Buffer.from('%PDF-1.7 signed agreement');
    await storage.put('u/7/contract/a.pdf', data);
    expect((await storage.get('u/7/contract/a.pdf'))?.equals(data)).toBe(true);
    expect(await storage.exists('u/7/contract/a.pdf')).toBe(true);
    expect(await storage.get('u/7/contract/missing.pdf')).toBeNull();
    expect(await storage.exists('u/7/contract/missing.pdf')).toBe(false);
  });

  it('refuses keys that could leave their folder', async () => {
    await expect(storage.put('u/7/../../etc/passwd', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.get('u/7//a')).rejects.toThrow('invalid storage key');
    await expect(storage.exists('u/7/a b')).rejects.toThrow('invalid storage key');
  });

  it('reports a bucket that does not exist instead of pretending the file is there', async () => {
    const wrong = s3Storage({ endpoint, bucket: 'no-such-bucket', ...credentials });
    await expect(wrong.put('u/1/a.txt', Buffer.from('x'))).rejects.toThrow(/S3 put u\/1\/a.txt failed: 404/);
  });

  describe('configured for the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ s3: { endpoint, bucket: 'uploads', ...credentials } });
    });
    afterAll(() => t?.close());

    it('uploads land in the bucket, not on local disk, and come back by their signed link', async () => {
      const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#228844' } }).png().toBuffer();
      const { token } = await registerBuyer(t.app);
      const res = await upload(t.app, token, 'avatar', png, 'me.png');
      expect(res.statusCode).toBe(200);
      const key = res.body.data.key as string;
      expect(await storage.exists(key)).toBe(true);
      expect(existsSync(join(t.config.uploadDir, key))).toBe(false);
      expect(readdirSync(t.config.uploadDir)).toHaveLength(0);
      const file = await t.app.inject({ method: 'GET', url: res.body.data.url });
      expect(file.statusCode).toBe(200);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 120, height: 90, format: 'png' });
    });
  });
});

describe('S3 configuration', () => {
  it('needs all four settings, and is off without them', () => {
    expect(testConfig().s3).toBeNull();
    expect(() => loadWith({ S3_BUCKET: 'uploads' })).toThrow('S3 storage needs');
    expect(loadWith({ S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      endpoint: 'http://127.0.0.1:9000', bucket: 'uploads', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's',
    });
  });
});

function loadWith(env: Record<string, string>) {
  return loadConfig({ NODE_ENV: 'test', ...env }).s3;
}
