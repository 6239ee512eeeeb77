import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/server-process';
import { afterCommit, openPostgres, PREPARED, rows } from './client';

// On PostgreSQL a statement marked PREPARED is a named statement of each connection (client.ts
// PreparingClient): prepared once, then bound by name; every other statement stays unnamed.
describe('statements marked PREPARED on PostgreSQL', () => {
  const dropped: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of dropped) await drop();
  });

  it('are named statements of the connection, one name per text, with the same answers and errors as unnamed ones', async () => {
    const fresh = await freshDatabase('wm_prepared');
    dropped.push(fresh.drop);
    // One connection: what it prepared is what pg_prepared_statements shows.
    const database = openPostgres(fresh.url, 1);
    try {
      const { db } = database;
      await db.execute(sql`create table t (id int primary key, n int not null, at timestamptz)`);
      await db.execute(sql`insert into t values (1, 2, '2026-01-02 03:04:05+00'), (2, 5, null)`);
      const marked = (min: number) => rows(db, sql`${PREPARED}select id, n, at from t where n >= ${min} order by id`);
      const plain = (min: number) => rows(db, sql`select id, n, at from t where n >= ${min} order by id`);
      for (let i = 0; i < 8; i++) expect(await marked(i % 2 ? 3 : 0)).toEqual(await plain(i % 2 ? 3 : 0));
      // Inside a transaction too, on the transaction's connection.
      const inside = await db.transaction(async (tx) => rows(tx, sql`${PREPARED}select count(*)::int as c from t where n >= ${0}`));
      expect(inside).toEqual([{ c: 2 }]);
      const named = await rows<{ name: string; statement: string }>(db, sql`select name, statement from pg_prepared_statements where not from_sql order by name`);
      expect(named.length).toBe(2);
      for (const statement of named) {
        expect(statement.name).toMatch(/^wm_[0-9a-f]{24}$/);
        expect(statement.statement.startsWith('/* prepared */ select')).toBe(true);
      }
      // A failed one fails as an unnamed one would (node-postgres's pool then drops the connection, its statements with it).
      const failed = (await db.execute(sql`${PREPARED}select n / ${0}::int as q from t`).then(() => null, (e: { cause?: { code?: string } }) => e)) as { cause?: { code?: string } } | null;
      expect(failed?.cause?.code).toBe('22012');
    } finally {
      await database.close();
    }
  });

  it('are at most so many a connection: the least recently run are deallocated while it is idle, and prepared again when they run again', async () => {
    const fresh = await freshDatabase('wm_prepared_max');
    dropped.push(fresh.drop);
    const database = openPostgres(fresh.url, 1, { namedStatementsMax: 3 });
    try {
      const { db } = database;
      await db.execute(sql`create table t (id int primary key, n int not null)`);
      await db.execute(sql`insert into t select i, i * 10 from generate_series(1, 9) i`);
      // Nine texts (the constant is part of each), each run three times, then again from the first.
      const marked = (k: number) => rows<{ id: number }>(db, sql`${PREPARED}select id from t where n >= ${sql.raw(String(k * 10))} and n < ${100} order by id`);
      const named = async () => (await rows<{ statement: string }>(db, sql`select statement from pg_prepared_statements where not from_sql`)).map((s) => s.statement);
      for (let round = 0; round < 2; round++)
        for (let k = 1; k <= 9; k++)
          for (let i = 0; i < 3; i++) expect((await marked(k)).map((r) => r.id)).toEqual(Array.from({ length: 10 - k }, (_, j) => k + j));
      const kept = await named();
      expect(kept).toHaveLength(3);
      expect(kept.every((text) => /n >= (7|8|9)0 /.test(text))).toBe(true);
      // In a transaction nothing is deallocated (a DEALLOCATE must not meet an aborted one); the next idle run catches up.
      await db.transaction(async (tx) => {
        // One whose parse fails is never prepared: it is forgotten without a DEALLOCATE, which would fail the others' with it.
        await tx.transaction(async (savepoint) => savepoint.execute(sql`${PREPARED}select id from no_such_table`)).catch(() => undefined);
        for (let k = 1; k <= 5; k++) await rows(tx, sql`${PREPARED}select id from t where n >= ${sql.raw(String(k * 10))} and n < ${100} order by id`);
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      }).catch(() => undefined);
      expect((await named()).length).toBe(8); // 3 + 5: the failed one is not there
      expect((await marked(1)).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect((await named()).length).toBe(3);
    } finally {
      await database.close();
    }
  });
});

describe("the app's PostgreSQL connections", () => {
  it("compile no query (JIT) and start no parallel workers, unless the URL's options say otherwise (they replace the app's)", async () => {
    const fresh = await freshDatabase('wm_settings');
    const settings = async (url: string) => {
      const database = openPostgres(url, 1);
      try {
        return (await rows<{ jit: string; workers: string }>(database.db, sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`))[0];
      } finally {
        await database.close();
      }
    };
    try {
      expect(await settings(fresh.url)).toEqual({ jit: 'off', workers: '0' });
      const url = new URL(fresh.url);
      url.searchParams.set('options', '-c max_parallel_workers_per_gather=2');
      expect((await settings(url.toString()))?.workers).toBe('2');
    } finally {
      await fresh.drop();
    }
  });
});

describe('work after a commit on PostgreSQL', () => {
  it('runs once the transaction commits, when another connection reads what it wrote; never after a rollback', async () => {
    const fresh = await freshDatabase('wm_after_commit');
    const database = openPostgres(fresh.url, 2);
    try {
      const { db } = database;
      await db.execute(sql`create table hooked (n int)`);
      const read: Promise<{ n: number }[]>[] = [];
      const seen: string[] = [];
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into hooked values (1)`);
        // On the pool's other connection: it sees the row only after the commit.
        afterCommit(tx, () => read.push(rows<{ n: number }>(db, sql`select count(*)::int as n from hooked`)));
      });
      await db
        .transaction(async (tx) => {
          afterCommit(tx, () => seen.push('rolled back'));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await Promise.all(read)).toEqual([[{ n: 1 }]]);
      expect(seen).toEqual([]);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
