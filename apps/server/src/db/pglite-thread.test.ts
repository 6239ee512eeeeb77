import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, messages } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { PREPARED, fromPglite, fromPgliteThread, openPglite, pgliteExtensions, rows, settledRows, spawnPgliteThread, type Database } from './client';

// The embedded database in a worker thread of its own (pglite-thread.ts) against the same database
// in this thread: the same answers and errors, and a slow query no longer stops this thread.
const modes = ['in-process', 'worker'] as const;
const open = (mode: (typeof modes)[number]) => (mode === 'worker' ? fromPgliteThread({}) : PGlite.create({ extensions: pgliteExtensions }).then((c) => fromPglite(c)));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wm-pglite-thread-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** What the app reads of a failed query: drizzle's error, and the driver's under it. */
async function failure(run: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = (await run.then(() => null, (e: unknown) => e)) as (Error & { cause?: Error & Record<string, unknown> }) | null;
  expect(error).not.toBeNull();
  const cause = error!.cause!;
  return {
    wrapped: error!.constructor.name,
    databaseError: cause instanceof messages.DatabaseError,
    class: cause.constructor.name,
    ...Object.fromEntries(['message', 'code', 'severity', 'detail', 'constraint', 'table', 'schema', 'query'].map((k) => [k, cause[k]])),
  };
}

describe('the embedded database in a worker thread', () => {
  const databases = {} as Record<(typeof modes)[number], Database>;
  beforeAll(async () => {
    for (const mode of modes) {
      databases[mode] = await open(mode);
      await databases[mode].db.execute(sql`create table t (id int primary key, n int not null check (n >= 0), at timestamptz, doc jsonb, big int8, cents numeric(12,2), tags text[])`);
    }
  });
  afterAll(async () => {
    for (const mode of modes) await databases[mode]?.close();
  });

  it('answers rows with the same values and types as in-process', async () => {
    const seen = [];
    for (const mode of modes) {
      const { db } = databases[mode];
      await db.execute(sql`insert into t values (1, 2, '2026-01-02 03:04:05+00', '{"a":[1,"x"]}', 9007199254740993, 12.30, '{a,b}')`);
      const raw = await rows(db, sql`select id, n, at, doc, big, cents, tags, ${'text'}::text as p, ${new Date('2026-01-01T00:00:00Z')}::timestamptz as d from t`);
      const typed = await db.execute(sql`select now() - at > interval '1 day' as old, array[at] as ats from t`);
      seen.push({ raw, typed: (typed as unknown as { rows: unknown[] }).rows });
    }
    expect(seen[1]).toEqual(seen[0]);
  });

  it('throws SQL errors with the same class and fields (the codes the app maps)', async () => {
    const cases = [
      // unique violation: auth, account and after-sales map 23505
      sql`insert into t (id, n) values (1, 1)`,
      // a data exception (class 22): http.ts answers it 400
      sql`select 'x'::int`,
      // a check violation
      sql`insert into t (id, n) values (9, -1)`,
      // serialization failure and lock not available, as PostgreSQL raises them
      sql`do $$ begin raise exception 'could not serialize access' using errcode = 'serialization_failure'; end $$`,
      sql`do $$ begin raise exception 'could not obtain lock' using errcode = 'lock_not_available'; end $$`,
    ];
    for (const query of cases) {
      const [inProcess, worker] = [await failure(databases['in-process'].db.execute(query)), await failure(databases.worker.db.execute(query))];
      expect(worker).toEqual(inProcess);
      expect(worker.databaseError).toBe(true);
    }
    const codes = [];
    for (const query of cases) codes.push((await failure(databases.worker.db.execute(query))).code);
    expect(codes).toEqual(['23505', '22P02', '23514', '40001', '55P03']);
  });

  it('keeps a transaction whole: rollback on a throw, the COMMIT of an aborted one refused, outside queries waiting for its end', async () => {
    const commits = [];
    for (const mode of modes) {
      const { db } = databases[mode];
      await db.execute(sql`delete from t`);
      const thrown = await db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into t (id, n) values (10, 1)`);
          throw new Error('changed my mind');
        })
        .catch((e: Error) => e.message);
      expect(thrown).toBe('changed my mind');
      // A failed statement caught inside: COMMIT rolls back, and says so (25P02).
      const aborted = (await db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into t (id, n) values (11, 1)`);
          await tx.execute(sql`select 'x'::int`).catch(() => undefined);
        })
        .then(() => null, (e: unknown) => e)) as Error & { code?: string };
      expect(aborted).toBeInstanceOf(messages.DatabaseError);
      commits.push({ class: aborted.constructor.name, code: aborted.code, message: aborted.message });
      // A query from outside, sent while a transaction is open, runs after it and sees it whole.
      let outside: Promise<unknown> | undefined;
      const sendOutside = setTimeout(() => (outside = rows(db, sql`select count(*)::int as n from t`)), 20);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, n) values (12, 1)`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        await tx.execute(sql`insert into t (id, n) values (13, 1)`);
      });
      clearTimeout(sendOutside);
      expect(await outside).toEqual([{ n: 2 }]);
      expect(await rows(db, sql`select id from t order by id`)).toEqual([{ id: 12 }, { id: 13 }]);
    }
    expect(commits[1]).toEqual(commits[0]);
    expect(commits[0]).toMatchObject({ code: '25P02' });
  });

  it('runs a statement marked PREPARED by name, with the same rows, types and errors, in and out of a transaction, and again after its table changed', async () => {
    const seen = [];
    for (const mode of modes) {
      const { db } = databases[mode];
      await db.execute(sql`delete from t`);
      await db.execute(sql`insert into t values (1, 2, '2026-01-02 03:04:05+00', '{"a":[1,"x"]}', 9007199254740993, 12.30, '{a,b}'), (2, 5, null, null, null, null, null)`);
      const read = (executor: typeof db, min: number) =>
        rows(executor, sql`${PREPARED}select id, n, at, doc, big, cents, tags, ${'text'}::text as p, ${new Date('2026-01-01T00:00:00Z')}::timestamptz as d from t where n >= ${min} order by id`);
      // More runs than the plan cache's five custom plans: the generic plan answers the same.
      const runs = [];
      for (let i = 0; i < 8; i++) runs.push(await read(db, i % 2 === 0 ? 0 : 3));
      const inside = await db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, n) values (3, 9)`);
        const seenInside = await read(tx as unknown as typeof db, 3);
        await tx.execute(sql`${PREPARED}select 'x'::int`).catch(() => undefined);
        return seenInside;
      }).then((value) => ({ value }), (error: Error & { code?: string }) => ({ code: error.code }));
      const afterAbort = await read(db, 0);
      const error = await failure(db.execute(sql`${PREPARED}select n / ${0}::int as q from t`));
      // The columns change under the statement: it is prepared again and answers the new shape.
      await db.execute(sql`alter table t add column extra int default 7`);
      const widened = await rows(db, sql`${PREPARED}select * from t where id = ${1}`);
      await db.execute(sql`alter table t drop column extra`);
      const narrowed = await rows(db, sql`${PREPARED}select * from t where id = ${1}`);
      // Text of several bytes a character, a name given twice (the last column's value), an empty string and a null.
      const texts = await rows(db, sql`${PREPARED}select ${'沙发 ソファ 🛋️ é'}::text as a, 1 as n, 'x' as dup, 'y' as dup, '' as empty, null::text as nothing`);
      // An answer with a notice in it is read by PGlite's parser: the same rows.
      await db.execute(sql.raw(`create or replace function noisy() returns int language plpgsql as $$ begin raise notice 'noisy'; return 1; end $$`));
      const noisy = await rows(db, sql`${PREPARED}select noisy() as x, ${'é'}::text as t`);
      seen.push({ runs, inside, afterAbort, error: { ...error, query: undefined }, widened, narrowed, texts, noisy });
    }
    expect(seen[1]).toEqual(seen[0]);
    // In the thread they are named statements of the session, run with a generic plan once the plan cache chose one.
    const named = await rows<{ statement: string; generic_plans: number }>(databases.worker.db, sql`select statement, generic_plans::int from pg_prepared_statements where not from_sql`);
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(named.every((s) => s.statement.startsWith('/* prepared */ select'))).toBe(true);
    expect(named.find((s) => s.statement.includes('where n >='))?.generic_plans).toBeGreaterThan(0);
    expect(await rows(databases['in-process'].db, sql`select 1 from pg_prepared_statements`)).toEqual([]);
    expect(seen[0]!.runs[0]).toHaveLength(2);
    expect(seen[0]!.runs[1]).toEqual([expect.objectContaining({ id: 2, n: 5 })]);
    // The failed statement aborted the transaction: nothing of it stays.
    expect(seen[0]!.inside).toEqual({ code: '25P02' });
    expect(seen[0]!.afterAbort.map((row) => (row as { id: number }).id)).toEqual([1, 2]);
    expect(seen[0]!.error).toMatchObject({ databaseError: true, code: '22012' });
    expect(seen[0]!.widened).toEqual([expect.objectContaining({ id: 1, extra: 7 })]);
    expect(Object.keys(seen[0]!.narrowed[0] as object)).not.toContain('extra');
    expect(seen[0]!.texts).toEqual([{ a: '沙发 ソファ 🛋️ é', n: 1, dup: 'y', empty: '', nothing: null }]);
    expect(seen[0]!.noisy).toEqual([{ x: 1, t: 'é' }]);
  });

  it('keeps at most 200 named statements, closing the least recently run to make room', async () => {
    const { db } = databases.worker;
    const statement = (i: number) => sql`${PREPARED}select ${sql.raw(String(i))} as lru_probe, ${i}::int as v`;
    const named = async () => (await rows<{ statement: string }>(db, sql`select statement from pg_prepared_statements where statement like '%lru_probe%'`)).map((s) => /select (\d+) as lru_probe/.exec(s.statement)![1]);
    // 0 is run first and again after 1..199, then 200 is new: 1, now the least recently run, makes room.
    for (let i = 0; i < 200; i++) expect(await rows(db, statement(i))).toEqual([{ lru_probe: i, v: i }]);
    await rows(db, statement(0));
    await rows(db, statement(200));
    const kept = await named();
    expect(kept).toContain('0');
    expect(kept).toContain('200');
    expect(kept).not.toContain('1');
    const all = await rows<{ n: number }>(db, sql`select count(*)::int as n from pg_prepared_statements where not from_sql`);
    expect(all[0]!.n).toBeLessThanOrEqual(200);
    // A closed one is prepared again when run.
    expect(await rows(db, statement(1))).toEqual([{ lru_probe: 1, v: 1 }]);
  });

  it('runs a statement under settings of its own (settledRows): the same rows and errors, nothing left set or open after it, one message to the thread', async () => {
    const seen = [];
    for (const mode of modes) {
      const { db } = databases[mode];
      const setting = sql`select current_setting('work_mem') as w, current_setting('enable_seqscan') as s`;
      const before = await rows(db, setting);
      const settled = await settledRows(db, { work_mem: '7MB', enable_seqscan: 'off' }, sql`select current_setting('work_mem') as w, current_setting('enable_seqscan') as s, ${'沙发'}::text as p`);
      const after = await rows(db, setting);
      const error = await failure(settledRows(db, { work_mem: '7MB' }, sql`select 1 / ${0}::int as q`));
      // The failed statement's transaction was rolled back: the next one is not in an aborted transaction.
      const next = await rows(db, sql`select 1 as n`);
      seen.push({ before, settled, after, error: { ...error, query: undefined }, next });
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]!.settled).toEqual([{ w: '7MB', s: 'off', p: '沙发' }]);
    expect(seen[0]!.after).toEqual(seen[0]!.before);
    expect(seen[0]!.before).toEqual([{ w: '4MB', s: 'on' }]);
    expect(seen[0]!.error).toMatchObject({ databaseError: true, code: '22012' });
    expect(seen[0]!.next).toEqual([{ n: 1 }]);
    // Settings are names and values of the code's own: anything else is refused before it is sent.
    await expect(settledRows(databases.worker.db, { "work_mem'": '1MB' }, sql`select 1`)).rejects.toThrow(/settings must be/);
    await expect(settledRows(databases.worker.db, { work_mem: "1MB', true); drop table t; --" }, sql`select 1`)).rejects.toThrow(/settings must be/);
    // Inside a transaction the thread refuses a marked statement (its settings would outlive it).
    const inside = await databases.worker.db
      .transaction((tx) => tx.execute(sql.raw(`/* settled work_mem=7MB */ select 1`)))
      .then(() => null, (e: Error & { cause?: Error }) => (e.cause ?? e).message);
    expect(inside).toMatch(/outside a transaction/);
    // In the thread it is one message, where a transaction driven from here is one per statement and two more.
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      await settledRows(databases.worker.db, { work_mem: '7MB' }, sql`select 1`);
      expect(posted).toHaveBeenCalledTimes(1);
      posted.mockClear();
      await databases.worker.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('work_mem', '7MB', true)`);
        await tx.execute(sql`select 1`);
      });
      expect(posted).toHaveBeenCalledTimes(4);
    } finally {
      posted.mockRestore();
    }
  });

  it('refuses a parameter that cannot reach the thread, and goes on working', async () => {
    const { db } = databases.worker;
    const error = (await db.execute(sql`select ${(() => 1) as unknown as number}::int as n`).catch((e: Error) => e)) as Error & { cause?: Error };
    expect(error.cause?.name).toBe('DataCloneError');
    expect(await rows(db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
  });

  it('keeps this thread running while a slow query runs (in-process, it stops)', async () => {
    const longestGap = async (database: Database) => {
      let last = performance.now();
      let longest = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
      }, 10);
      await database.db.execute(sql`select pg_sleep(0.8)`);
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    };
    // The timer fires every 10 ms: with the query in this thread it cannot fire until the query is done.
    expect(await longestGap(databases['in-process'])).toBeGreaterThan(700);
    expect(await longestGap(databases.worker)).toBeLessThan(400);
  });
});

describe('closing the embedded database', () => {
  it('waits for an open transaction to end, which may still send its statements, as in-process', async () => {
    for (const mode of modes) {
      const database = await open(mode);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let begun!: () => void;
      const open_ = new Promise<void>((resolve) => (begun = resolve));
      const work = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun();
        await gate;
        return rows(tx, sql`select 2 as n`);
      });
      await open_;
      const closed = database.close();
      release();
      expect(await work).toEqual([{ n: 2 }]);
      await closed;
    }
  });
});

describe('the app on the embedded database in a worker thread', () => {
  it('answers /api/health/live while a slow query holds the database (in-process, it waits)', { timeout: 120_000 }, async () => {
    const waits: Record<string, { answeredMs: number; queryDoneFirst: boolean }> = {};
    for (const mode of modes) {
      const t = await createTestApp({}, undefined, { embedded: mode });
      try {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
        let queryDone = false;
        const slow = t.database.db.execute(sql`select pg_sleep(1.5)`).then(() => (queryDone = true));
        await new Promise((resolve) => setTimeout(resolve, 50));
        const sent = performance.now();
        const answer = await fetch(`${base}/api/health/live`);
        waits[mode] = { answeredMs: performance.now() - sent, queryDoneFirst: queryDone };
        expect(answer.status).toBe(200);
        await slow;
      } finally {
        await t.close();
      }
    }
    expect(waits['in-process']!.queryDoneFirst).toBe(true);
    expect(waits.worker).toMatchObject({ queryDoneFirst: false });
    expect(waits.worker!.answeredMs).toBeLessThan(1000);
  });
});

describe('the worker thread\'s data directory', () => {
  it('keeps what was written when closed, and its dump opens as the same database', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const database = await openPglite(dataDir, 'worker');
    await database.db.execute(sql`create table kept (id int primary key, name text)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (1, 'one'), (2, '二')`);
    });
    // What drizzle holds: here the thread's client, whose dumpDataDir is PGlite's.
    const dump = await (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
    await database.close();
    // Closed: refused at once, and the thread has let go of the directory.
    expect(((await database.db.execute(sql`select 1`).catch((e: Error) => e)) as Error).cause).toMatchObject({ message: 'PGlite is closed' });
    const reopened = await openPglite(dataDir, 'in-process');
    expect(await rows(reopened.db, sql`select * from kept order by id`)).toEqual([{ id: 1, name: 'one' }, { id: 2, name: '二' }]);
    await reopened.close();
    const restored = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
    expect((await restored.query('select * from kept order by id')).rows).toEqual([{ id: 1, name: 'one' }, { id: 2, name: '二' }]);
    await restored.close();
  });

  it('refuses to start on a data directory it cannot open, instead of hanging', async () => {
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(fromPgliteThread({ dataDir: file })).rejects.toThrow();
  });

  it('answers statements sent while it is still opening, in the order they were sent, once it is open', async () => {
    const { database, opened } = spawnPgliteThread({ dataDir: tempDir() });
    let open = false;
    void opened.then(() => (open = true));
    // Sent before the database is open (start-up migrates this way while the app is being built);
    // then() sends each now (drizzle's statements are sent when awaited).
    const created = database.db.execute(sql`create table early (id int primary key)`).then((r) => r);
    const inserted = database.db.execute(sql`insert into early values (1), (2)`).then((r) => r);
    const read = rows<{ n: number }>(database.db, sql`select count(*)::int as n from early`);
    expect(open).toBe(false);
    await Promise.all([created, inserted]);
    expect(await read).toEqual([{ n: 2 }]);
    expect(open).toBe(true);
    await database.close();
  });

  it('fails the statements sent while opening with the reason it could not open, and ends its thread', async () => {
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, 'x');
    const { database, opened } = spawnPgliteThread({ dataDir: file });
    const early = database.db.execute(sql`select 1`).then(() => null, (e: Error) => e);
    const reason = await opened.then(() => null, (e: Error) => e);
    expect(reason).toBeInstanceOf(Error);
    const error = await early;
    // drizzle wraps the driver's error: under it, the very reason the thread could not open.
    expect(error?.cause ?? error).toBe(reason);
    // Later statements are refused at once with it too; nothing hangs.
    const later = await database.db.execute(sql`select 1`).then(() => null, (e: Error) => e);
    expect(later?.cause ?? later).toBe(reason);
  });
});
