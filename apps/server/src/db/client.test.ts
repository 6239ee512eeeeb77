import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, fromPglite, fromPgliteThread, rows, type Database } from './client';

// In this thread and in a worker thread of its own (pglite-thread.ts): the same behaviour.
describe.each(['in-process', 'worker'] as const)('embedded database (%s)', (mode) => {
  let database: Database;
  beforeAll(async () => {
    database = mode === 'worker' ? await fromPgliteThread({}) : fromPglite(await PGlite.create());
  });
  afterAll(() => database.close());

  it('refuses a query sent outside the transaction it is awaited in, instead of waiting forever', async () => {
    const { db } = database;
    const started = Date.now();
    const error = await db.transaction(async () => db.execute(sql`select 1`)).catch((e: Error) => e);
    expect((error as Error & { cause?: Error }).cause?.message).toMatch(/outside the open transaction/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('runs queries in the transaction, nested ones too, and queries of other callers after it', async () => {
    const { db } = database;
    await db.execute(sql`create table if not exists t (n int)`);
    const other: Promise<unknown>[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      await tx.transaction((savepoint) => savepoint.execute(sql`insert into t values (2)`));
      // Work started here but not awaited by the transaction runs once it has ended.
      other.push(new Promise((resolve) => setTimeout(resolve, 50)).then(() => rows(db, sql`select count(*)::int as n from t`)));
    });
    const [counted] = (await Promise.all(other)) as { n: number }[][];
    expect(counted).toEqual([{ n: 2 }]);
  });

  it('runs what waits for a commit once the transaction has committed, and never after a rollback', async () => {
    const { db } = database;
    await db.execute(sql`create table if not exists hooked (n int)`);
    const seen: string[] = [];
    // What a hook reads is the committed data, from outside the transaction.
    const count = async () => (await rows<{ n: number }>(db, sql`select count(*)::int as n from hooked`))[0]!.n;
    const counted: Promise<number>[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into hooked values (1)`);
      afterCommit(tx, () => {
        seen.push('outer');
        counted.push(count());
      });
      // In a savepoint, even one that rolls back: it runs with the whole transaction's commit.
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, () => seen.push('savepoint'));
          await savepoint.execute(sql`insert into hooked values (2)`);
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['outer', 'savepoint']);
    expect(await Promise.all(counted)).toEqual([1]);

    await db
      .transaction(async (tx) => {
        afterCommit(tx, () => seen.push('rolled back'));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Outside a transaction: at once.
    afterCommit(db, () => seen.push('no transaction'));
    expect(seen).toEqual(['outer', 'savepoint', 'no transaction']);
  });
});
