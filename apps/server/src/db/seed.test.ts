import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryCounter, TEST_EMBEDDED_DATABASE } from '../../test/helpers';
import { fromPglite, fromPgliteThread, pgliteExtensions, rows, type Database } from './client';
import { DEMO_SEED_MARK, seedOnStart, seedReference } from './seed';

let database: Database;
beforeAll(async () => {
  database = TEST_EMBEDDED_DATABASE === 'worker' ? await fromPgliteThread({}) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await database.migrate();
});
afterAll(() => database.close());

describe('start outside demo mode', () => {
  it('seeds the reference data only: regions, and no demo account', async () => {
    await seedReference(database);
    const [counts] = await rows<{ users: number; regions: number }>(database.db, sql`select (select count(*)::int from users) as users, (select count(*)::int from regions) as regions`);
    expect(counts).toMatchObject({ users: 0 });
    expect(counts!.regions).toBeGreaterThan(50);
  });
});

describe('start in demo mode', () => {
  it('checks the demo data once per build: a second start of the same build sends one query, another build or the sources check it all again', { timeout: 120_000 }, async () => {
    const counter = queryCounter();
    const t = await createTestApp({}, undefined, { logger: counter.logger });
    const mark = async () => (await rows<{ value: string }>(t.database.db, sql`select value from startup_marks where name = ${DEMO_SEED_MARK}`))[0]?.value ?? null;
    const start = (build: string | null) => counter.during(async () => (await seedOnStart(t.database, { demo: true, build }))(t.app));
    try {
      expect(await mark()).toBeNull();
      // The first start of build A checks (and fills) the demo data, then marks it.
      expect((await start('build-a')).length).toBeGreaterThan(20);
      expect(await mark()).toBe('build-a');
      // Its second start reads the mark and nothing else.
      const again = await start('build-a');
      expect(again).toHaveLength(1);
      expect(again[0]).toContain('startup_marks');
      // Another build checks everything again, and marks it as its own.
      expect((await start('build-b')).length).toBeGreaterThan(20);
      expect(await mark()).toBe('build-b');
      // From the sources (no build): checked at every start, and the mark is left as it was.
      expect((await start(null)).length).toBeGreaterThan(20);
      expect(await mark()).toBe('build-b');
      // The demo accounts are there after all of it, once each.
      const [users] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where mobile like '%1380000000%'`);
      expect(users!.n).toBe(4);
    } finally {
      await t.close();
    }
  });
});
