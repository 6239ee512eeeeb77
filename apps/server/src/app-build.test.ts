import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/helpers';
import { buildApp } from './app';
import { fromPglite, pgliteExtensions } from './db/client';

// Start-up (main.ts) builds the app while the database opens, migrates and seeds: building must not
// send it anything, or a statement could run before the migrations it depends on, or wait for them.
describe('building the app', () => {
  it('sends the database nothing: every statement waits for a request or a timer', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const sent: string[] = [];
    // Every call on the client is recorded: queries, exec, transactions, listen, dumps.
    const watched = new Proxy(client, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          sent.push(`${String(key)} ${typeof args[0] === 'string' ? args[0].slice(0, 80) : ''}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const database = fromPglite(watched);
    sent.length = 0;
    const app = await buildApp({ config: testConfig(), database });
    expect(sent).toEqual([]);
    // The recording works: the first request's statements are seen.
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(sent.length).toBeGreaterThan(0);
    await app.close();
    await client.close();
  });
});
