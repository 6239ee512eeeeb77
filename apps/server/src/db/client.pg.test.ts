import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/server-process';
import { openPostgres, PREPARED, rows } from './client';

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
});
