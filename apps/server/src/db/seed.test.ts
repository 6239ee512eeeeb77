import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_EMBEDDED_DATABASE } from '../../test/helpers';
import { fromPglite, fromPgliteThread, pgliteExtensions, rows, type Database } from './client';
import { seedReference } from './seed';

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
