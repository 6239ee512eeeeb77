import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type Logger, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { asPglite, PgliteThread, type WorkerData } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository takes: the database or a transaction inside it. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeding) alone: on PostgreSQL under an advisory lock, so that
   * instances started together (a rolling deploy, a scaled service) take turns instead of racing.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite in this thread only: the raw instance (tests dump it as a template). */
  pglite?: PGlite;
  /**
   * PostgreSQL only (one process owns an embedded database: nobody else to hear): a connection of
   * its own, outside the pool, that LISTENs on `channel` and hands each notification's payload to
   * `notify`. `lost` is called once if the connection breaks (it is then closed; listen again).
   */
  listen?(channel: string, on: { notify(payload: string): void; lost(error: Error): void }): Promise<{ close(): Promise<void> }>;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** The extensions every embedded database is opened with (contrib extensions: the worker thread loads them by name). */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite has one connection: while a transaction holds it, a query sent outside that
 * transaction waits for it to end. Awaited from inside the transaction, that wait never ends
 * and the whole server stops. Such a query is refused at once instead, as the bug it is.
 */
function refuseQueriesAroundTransactions<C extends Pick<PGlite, 'query' | 'exec' | 'transaction'>>(client: C): C {
  const inside = new AsyncLocalStorage<{ open: boolean }>();
  const outside =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      inside.getStore()?.open ? Promise.reject(new Error('query sent outside the open transaction it is awaited in: use the transaction')) : run(...args);
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return outside(target.query.bind(target));
      if (prop === 'exec') return outside(target.exec.bind(target));
      if (prop === 'transaction')
        return <T>(work: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => {
            // Work started in the transaction but left to run after it ends may query freely.
            const state = { open: true };
            return inside.run(state, () => work(tx)).finally(() => (state.open = false));
          });
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What runs once a transaction commits, by its transaction object (a savepoint's is its transaction's list). */
const commitHooks = new WeakMap<object, (() => void)[]>();

/** A transaction object (and the savepoints opened in it) that takes `afterCommit` hooks into `hooks`. */
function sharingHooks(tx: Tx, hooks: (() => void)[]) {
  commitHooks.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = (<T>(work: (inner: Tx) => Promise<T>) => savepoint((inner) => (sharingHooks(inner, hooks), work(inner)))) as Tx['transaction'];
}

/**
 * The database's transactions run their `afterCommit` hooks once they commit, in the order they
 * were added (never after a rollback). A hook added in a savepoint runs when the whole transaction
 * commits, even if the savepoint rolled back: hooks say what may have changed, never what did.
 */
function runningCommitHooks(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const hooks: (() => void)[] = [];
    const result = await begin((tx) => (sharingHooks(tx, hooks), work(tx)), config);
    for (const hook of hooks) {
      try {
        hook();
      } catch (error) {
        // Committed: the caller's operation is done; a hook's failure is its own.
        console.error('a hook after a commit failed', error);
      }
    }
    return result;
  }) as Db['transaction'];
  return db;
}

/**
 * Runs `hook` once `ex`'s transaction commits (not at all if it rolls back); at once when `ex` is the
 * database itself (each statement commits on its own). For what others may read only after the
 * commit: a cache told to read again before it would read the data as it was.
 */
export function afterCommit(ex: Executor, hook: () => void): void {
  const hooks = commitHooks.get(ex);
  if (hooks) hooks.push(hook);
  else hook();
}

/** `logger` sees every query (tests count them). */
export function fromPglite(client: PGlite, options: { logger?: Logger } = {}): Database {
  return { ...embedded(client, options), pglite: client };
}

/**
 * The embedded database in a worker thread of its own (db/pglite-thread.ts): a slow query runs
 * there while this thread's event loop goes on serving requests. Drizzle and every caller see
 * the same database as in-process.
 */
export async function fromPgliteThread(data: Omit<WorkerData, 'extensions'>, options: { logger?: Logger } = {}): Promise<Database> {
  const { database, opened } = spawnPgliteThread(data, options);
  await opened;
  return database;
}

/** The same, answered while the database is still opening in its thread: its statements wait for it, and fail with `opened`'s error if it cannot open. */
export function spawnPgliteThread(data: Omit<WorkerData, 'extensions'>, options: { logger?: Logger } = {}): { database: Database; opened: Promise<void> } {
  const { thread, opened } = PgliteThread.spawn({ ...data, extensions: Object.keys(pgliteExtensions) });
  return { database: embedded(asPglite(thread), options), opened };
}

function embedded(client: PGlite, options: { logger?: Logger }): Database {
  const db = runningCommitHooks(drizzlePglite(refuseQueriesAroundTransactions(client), { schema, logger: options.logger }) as unknown as Db);
  if (client instanceof PgliteThread) settledInOneTrip.add(db);
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns an embedded database: nothing to take turns with.
    exclusive: (work) => work(),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * `thread`: 'worker' runs the database in a worker thread (config.embeddedDatabase), 'in-process' in this one.
 * `whileOpening`: in a worker, answer as soon as the thread has started, while the database opens there
 * (its statements wait for it; one that fails to open fails them all, with its reason).
 */
export async function openPglite(dataDir: string, thread: 'worker' | 'in-process' = 'in-process', { whileOpening = false } = {}): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  if (thread === 'worker') return whileOpening ? spawnPgliteThread({ dataDir }).database : fromPgliteThread({ dataDir });
  return fromPglite(await PGlite.create({ dataDir, extensions: pgliteExtensions }));
}

const PREPARED_MARK = '/* prepared */';

/** Statement names by text, remembered: a hash per query was ~4 µs of every hot read. At most 2,000 texts, then started afresh. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= 2000) statementNames.clear();
    name = `wm_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The most named statements a connection keeps by default: PostgreSQL holds each one's plans in the connection's memory. */
export const NAMED_STATEMENTS_MAX = 200;

interface PgInternals {
  connection: { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> };
  _queryQueue?: { name?: string }[];
  _activeQuery?: { name?: string } | null;
}

/**
 * node-postgres's client, naming the statements marked PREPARED (by a hash of their text, so that
 * one name is always one text): each connection parses and describes such a statement once, then
 * binds and runs it by name, and PostgreSQL's plan cache keeps its plan. Every other statement
 * goes unnamed, as before.
 */
class PreparingClient extends pg.Client {
  /** This connection's named statements, the least recently run first. */
  readonly #named = new Set<string>();
  readonly #max: number;

  constructor(config: pg.ClientConfig & { namedStatementsMax?: number } = {}) {
    super(config);
    this.#max = config.namedStatementsMax ?? NAMED_STATEMENTS_MAX;
  }

  // node-postgres's query has many overloads; only the config object form drizzle sends is named.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && !('name' in config && config.name) && 'text' in config && typeof config.text === 'string' && config.text.startsWith(PREPARED_MARK)) {
      const name = statementName(config.text);
      args[0] = { ...config, name };
      const gone = this.#ran(name);
      // Deallocated first, then run: one query at a time on the connection.
      if (gone.length > 0)
        return (super.query as (text: string) => Promise<unknown>)(gone.map((n) => `deallocate ${n}`).join('; '))
          .catch(() => undefined)
          .then(() => (super.query as (...a: unknown[]) => unknown)(...args)) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  /**
   * Keeps at most `#max` named statements (node-postgres itself keeps every one a connection ever
   * prepared): past it, the least recently run are deallocated, while the connection is idle (not
   * in a transaction, nothing queued), so that nothing can be waiting to run one of them and a
   * DEALLOCATE cannot meet an aborted transaction. A deallocated statement is prepared again when
   * it next runs.
   */
  #ran(name: string): string[] {
    this.#named.delete(name);
    this.#named.add(name);
    const own = this as unknown as PgInternals;
    if (this.#named.size <= this.#max || this.getTransactionStatus() !== 'I' || own._activeQuery || (own._queryQueue?.length ?? 0) > 0) return [];
    // Names are hashes of their text (statementName), never anything else.
    const gone: string[] = [];
    for (const oldest of this.#named) {
      if (this.#named.size <= this.#max) break;
      this.#named.delete(oldest);
      // Only what the server prepared (its parse completed) is deallocated: a DEALLOCATE of a name it never had would fail the others.
      if (own.connection.parsedStatements[oldest] !== undefined) gone.push(oldest);
      delete own.connection.parsedStatements[oldest];
      delete own.connection.submittedNamedStatements[oldest];
    }
    return gone;
  }
}

export function openPostgres(url: string, poolSize = 20, { namedStatementsMax = NAMED_STATEMENTS_MAX } = {}): Database {
  // No JIT compilation: a list or search query the planner costs above jit_above_cost was compiled on
  // every run, 15-20 ms for a query that takes a few (PostgreSQL's default is on). No parallel workers:
  // a list page walked in parallel ran two workers ahead of the page and read what it did not need
  // (page 33 of a category by sales: 19,398 goods in 55 ms, against 11,117 in 34 ms alone), and under
  // load every request shares the same cores anyway. An `options` in the URL replaces these (a
  // deployment that sets its own says all it wants).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: PreparingClient,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    namedStatementsMax,
  } as pg.PoolConfig);
  // An idle connection dropped by the server (restart, admin command) must not crash
  // the process: the pool replaces it on the next checkout.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  const db = runningCommitHooks(drizzlePg(pool, { schema }) as unknown as Db);
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    exclusive: (work) => withAdvisoryLock(pool, work),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: () => ping(db),
    close: () => pool.end(),
    listen: (channel, on) => listenOn(url, channel, on),
  };
}

/** The application name of a listening connection (pg_stat_activity shows it; tests cut it). */
export const LISTENER_NAME = 'wm-listen';

async function listenOn(url: string, channel: string, on: { notify(payload: string): void; lost(error: Error): void }) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
  let open = true;
  const lose = (error: Error) => {
    if (!open) return;
    open = false;
    client.end().catch(() => undefined);
    on.lost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) on.notify(message.payload ?? '');
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error('listening connection ended')));
  try {
    await client.connect();
    await client.query(`listen ${channel}`);
  } catch (error) {
    open = false;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    close: async () => {
      if (!open) return;
      open = false;
      await client.end().catch(() => undefined);
    },
  };
}

/** The advisory lock key of start-up work: any fixed 64-bit number, the same for every instance. */
const STARTUP_LOCK = 7_315_180_018n;

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs (on any
 * connection). Another instance waits in pg_advisory_lock until it is released; a crashed
 * holder's lock goes with its connection.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK.toString()]);
    }
  } finally {
    holder.release();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The start of a statement the embedded database runs as a named, prepared statement
 * (pglite-worker.mjs): parsed and described once, then bound and run by name, its plan kept by
 * PostgreSQL's plan cache. For the hot reads whose plan does not depend on their parameters (a
 * list's page, its kept count). On PostgreSQL node-postgres names it the same way
 * (PreparingClient): prepared once per connection. On PGlite in the event loop's thread it is a
 * comment.
 */
export const PREPARED = sql.raw(`${PREPARED_MARK} `);

/** Rows of a raw query, whichever driver ran it. */
export async function rows<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The mark of a statement run under planner settings of its own (settledRows), as the thread reads it (pglite-worker.mjs). */
const SETTLED_MARK = '/* settled ';
const SETTING = /^[a-z_]+=[A-Za-z0-9_.]+$/;
/** The databases whose driver runs a SETTLED_MARK statement itself: the embedded database in its thread. */
const settledInOneTrip = new WeakSet<Db>();

/**
 * The rows of `query`, planned and run under planner settings of its own (`set_config(..., true)`:
 * SET LOCAL, in a transaction of its own, so nothing else sees them). Not for use inside a
 * transaction: there they would stay set until it ends.
 *
 * On the embedded database in its thread this is one message: the thread runs BEGIN, the settings,
 * the statement and COMMIT itself. A transaction driven from here holds that database (it has one
 * connection) for a trip to the thread and back per statement, and under load each trip waits
 * behind this thread's event loop. Elsewhere it is such a transaction (PostgreSQL: four statements
 * on one of the pool's connections, the others free meanwhile).
 */
export async function settledRows<T>(db: Db, settings: Record<string, string>, query: SQL): Promise<T[]> {
  const pairs = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
  // Names and values are the code's own; checked anyway, as the thread writes them into its SQL.
  if (pairs.length === 0 || !pairs.every((pair) => SETTING.test(pair))) throw new Error(`settings must be name=value of letters, digits, _ and .: ${pairs.join(' ')}`);
  if (settledInOneTrip.has(db)) return rows<T>(db, sql`${sql.raw(`${SETTLED_MARK}${pairs.join(' ')} */ `)}${query}`);
  return db.transaction(async (tx) => {
    await tx.execute(setLocal(settings));
    return rows<T>(tx, query);
  });
}

/** `set_config(name, value, true)` for each setting, as one statement, prepared (one per set of names). */
export const setLocal = (settings: Record<string, string>) =>
  sql`${PREPARED}select ${sql.join(Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`), sql`, `)}`;
