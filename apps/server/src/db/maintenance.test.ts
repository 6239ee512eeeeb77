import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { fromPglite, fromPgliteThread, pgliteExtensions, rows, type Database } from './client';
import { maintenanceTasks, tablesDue, vacuumDueTables } from './maintenance';

// The embedded database runs no autovacuum (single-user PostgreSQL): the sweeper's task takes its
// place, by autovacuum's own rule. 10,000 rows: vacuum past 50 + 0.2 x 10,000 = 2,050 dead rows,
// analyze past 50 + 0.1 x 10,000 = 1,050 changed ones.
const modes = ['worker', 'in-process'] as const;
const open = (mode: (typeof modes)[number]) => (mode === 'worker' ? fromPgliteThread({}) : PGlite.create({ extensions: pgliteExtensions }).then((c) => fromPglite(c)));

/** The statistics of this transaction and those before it, as the next reader sees them (flushed at most once a second otherwise). */
async function flushStats(db: Database['db']) {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
}

interface TableState {
  dead: number;
  /** When last vacuumed and analyzed, in ms since the epoch (0: never). */
  vacuumed: number;
  analyzed: number;
}

describe.each(modes)('the embedded database kept as autovacuum would (%s)', (mode) => {
  let database: Database;
  beforeAll(async () => {
    database = await open(mode);
    await database.db.execute(sql`create table churn (id int primary key, v int not null)`);
    await database.db.execute(sql`insert into churn select g, g from generate_series(1, 10000) g`);
    // The insert's statistics first: flushed after the vacuum, they would count as inserted since it.
    await flushStats(database.db);
    await database.db.execute(sql`vacuum (analyze) churn`);
  });
  afterAll(() => database.close());

  async function churn(): Promise<TableState> {
    await flushStats(database.db);
    const [state] = await rows<TableState>(
      database.db,
      sql`select n_dead_tup::int as dead, coalesce(extract(epoch from last_vacuum) * 1000, 0)::float8 as vacuumed,
                 coalesce(extract(epoch from last_analyze) * 1000, 0)::float8 as analyzed
          from pg_stat_user_tables where relname = 'churn'`,
    );
    return state!;
  }
  /** The rows an index-only read of every id has to look up in the table: those on pages not marked all-visible. */
  async function heapFetches(table: string): Promise<number> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const [row] = await rows<Record<string, unknown>>(tx, sql`explain (analyze, format json) select count(id) from ${sql.identifier(table)} where id > 0`);
      const value = Object.values(row!)[0];
      const plan = JSON.stringify(typeof value === 'string' ? JSON.parse(value) : value);
      expect(plan).toContain('Index Only Scan');
      return Number(/"Heap Fetches":\s*(\d+)/.exec(plan)![1]);
    });
  }
  const dueFor = async (table: string) => (await tablesDue(database.db)).find((due) => due.table === table);

  it('leaves a table alone until its changes pass the thresholds', async () => {
    const before = await churn();
    expect(await heapFetches('churn')).toBe(0);
    await database.db.execute(sql`update churn set v = v + 1 where id <= 1000`);
    await flushStats(database.db);
    expect(await dueFor('churn')).toBeUndefined();
    expect(await vacuumDueTables(database.db)).not.toContainEqual(expect.objectContaining({ table: 'churn' }));
    const after = await churn();
    expect(after.dead).toBe(1000);
    expect(after.vacuumed).toEqual(before.vacuumed);
    expect(after.analyzed).toEqual(before.analyzed);
  });

  it('vacuums and analyzes a table with dead rows past the threshold: its pages are all visible again', async () => {
    await database.db.execute(sql`update churn set v = v + 1 where id > 7000`);
    const before = await churn();
    expect(before.dead).toBe(4000);
    expect(await heapFetches('churn')).toBeGreaterThan(4000);
    expect(await dueFor('churn')).toEqual({ table: 'churn', vacuum: true, analyze: true });

    expect(await vacuumDueTables(database.db)).toContainEqual({ table: 'churn', vacuum: true, analyze: true });
    const after = await churn();
    expect(after.dead).toBe(0);
    expect(after.vacuumed).toBeGreaterThan(before.vacuumed);
    expect(after.analyzed).toBeGreaterThan(before.analyzed);
    expect(await heapFetches('churn')).toBe(0);
    // Done: the next pass has nothing to do for it.
    expect(await dueFor('churn')).toBeUndefined();
  });

  it('only analyzes a table changed past the analyze threshold but not the vacuum one', async () => {
    await database.db.execute(sql`update churn set v = v + 1 where id <= 1500`);
    const before = await churn();
    expect(await dueFor('churn')).toEqual({ table: 'churn', vacuum: false, analyze: true });
    await vacuumDueTables(database.db);
    const after = await churn();
    expect(after.dead).toBe(1500);
    expect(after.vacuumed).toEqual(before.vacuumed);
    expect(after.analyzed).toBeGreaterThan(before.analyzed);
  });

  it('vacuums a table after many inserts, so that its new pages are read from the index alone', async () => {
    await database.db.execute(sql`create table appended (id int primary key)`);
    await database.db.execute(sql`insert into appended select generate_series(1, 3000)`);
    await flushStats(database.db);
    expect(await dueFor('appended')).toEqual({ table: 'appended', vacuum: true, analyze: true });
    expect(await heapFetches('appended')).toBe(3000);
    await vacuumDueTables(database.db);
    expect(await heapFetches('appended')).toBe(0);
  });
});

describe.each(modes)("a table's own autovacuum settings (%s)", (mode) => {
  let database: Database;
  beforeAll(async () => {
    database = await open(mode);
    for (const [table, options] of [['tuned', 'autovacuum_vacuum_scale_factor = 0.02'], ['untouched', 'autovacuum_enabled = off']] as const) {
      await database.db.execute(sql.raw(`create table ${table} (id int primary key, v int not null) with (${options})`));
      await database.db.execute(sql.raw(`insert into ${table} select g, g from generate_series(1, 10000) g`));
    }
    await flushStats(database.db);
    await database.db.execute(sql`vacuum (analyze) tuned, untouched`);
  });
  afterAll(() => database.close());

  it("are read before the database's: 500 dead rows of 10,000 are due at a scale factor of 2% (50 + 200), a vacuum without an analyze", async () => {
    await database.db.execute(sql`update tuned set v = v + 1 where id <= 500`);
    await database.db.execute(sql`update untouched set v = v + 1`);
    await flushStats(database.db);
    expect(await tablesDue(database.db)).toEqual([{ table: 'tuned', vacuum: true, analyze: false }]);
    await vacuumDueTables(database.db);
    await flushStats(database.db);
    const dead = await rows<{ table: string; dead: number }>(database.db, sql`select relname as "table", n_dead_tup::int as dead from pg_stat_user_tables order by 1`);
    // A table with autovacuum_enabled off is left alone, all its rows dead.
    expect(dead).toEqual([{ table: 'tuned', dead: 0 }, { table: 'untouched', dead: 10000 }]);
  });
});

describe('the goods', () => {
  it('are vacuumed after 2% of them changed, not 20% (migration 0031): the lists read them from their order indexes alone', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.database;
      const [options] = await rows<{ options: string[] }>(db, sql`select reloptions as options from pg_class where relname = 'goods'`);
      expect(options!.options).toEqual(expect.arrayContaining(['autovacuum_vacuum_scale_factor=0.02', 'autovacuum_vacuum_insert_scale_factor=0.02']));
      await flushStats(db);
      await db.execute(sql`vacuum goods`);
      // 100 of the demo's goods: past 50 + 2% of them, under 50 + 20%.
      await db.execute(sql`update goods set moq = moq where id in (select id from goods order by id limit 100)`);
      await flushStats(db);
      const [{ n }] = (await rows<{ n: number }>(db, sql`select reltuples::int as n from pg_class where relname = 'goods'`)) as [{ n: number }];
      expect(100).toBeGreaterThan(50 + 0.02 * n);
      expect(100).toBeLessThan(50 + 0.2 * n);
      expect(await tablesDue(db)).toContainEqual(expect.objectContaining({ table: 'goods', vacuum: true }));
    } finally {
      await t.close();
    }
  });
});

describe('the maintenance task', () => {
  it('runs on the embedded database only: PostgreSQL runs its own autovacuum', () => {
    const db = {} as Database['db'];
    expect(maintenanceTasks({ kind: 'pglite', db }).map((task) => task.name)).toEqual(['vacuum-embedded-database']);
    expect(maintenanceTasks({ kind: 'postgres', db })).toEqual([]);
  });
});
