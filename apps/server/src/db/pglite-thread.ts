/**
 * The embedded database in a worker thread of its own (pglite-worker.ts), seen from the main thread
 * as the part of PGlite that drizzle and the app use: query, exec, transaction, dumpDataDir, close.
 *
 * PGlite's own `@electric-sql/pglite/worker` is built for browser Web Workers (tabs electing a
 * leader through BroadcastChannel and navigator.locks, which Node 20 lacks), so this is a small
 * message bridge instead: each call is one message, answered with its id. The worker runs them on
 * its PGlite in the order they arrive, under PGlite's own mutexes: a query sent while a transaction
 * is open waits for it to end, and a transaction's statements reach it in the order they were
 * sent, as in-process. SQL errors come back as PGlite's DatabaseError with every field (`code`
 * among them), so the app maps them the same.
 */
import { Worker } from 'node:worker_threads';
import { messages, TransactionAbortedError, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { query as queryTemplate } from '@electric-sql/pglite/template';

export interface WorkerData {
  /** The contrib extensions to load (`@electric-sql/pglite/contrib/<name>`). */
  extensions: string[];
  /** Where the database lives; none: in memory. */
  dataDir?: string;
  /** A tar of a data directory (PGlite's dumpDataDir) to start from, read by the worker. */
  loadDataDir?: string;
}

/** What the main thread asks; `tx` is an open transaction's id, null outside one. */
export type Request =
  | { id: number; op: 'query'; tx: number | null; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; rawTypes: number[]; paramTypes?: number[] }
  | { id: number; op: 'exec'; tx: number | null; sql: string; rowMode?: 'array' | 'object'; rawTypes: number[] }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

/** An answer; id 0 is the thread's start. */
export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  /** Own fields of the error: a DatabaseError's code, detail, constraint, table... */
  fields: Record<string, string | number | undefined>;
  database?: boolean;
  stack?: string;
}

type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** The query asked, for the error's query, params and queryOptions (as PGlite sets them). */
  query?: { sql: string; params?: unknown[]; options?: QueryOptions };
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #exited: Promise<void>;
  #next = 1;
  #nextTx = 1;
  /** Why calls are refused: the database closed, or its thread died. */
  #stopped: Error | null = null;
  #closing: Promise<void> | null = null;

  private constructor(data: WorkerData) {
    // Plain JavaScript (see the worker): no loader of this thread's (tsx, Vitest) is passed on.
    this.#worker = new Worker(workerUrl, { workerData: data, execArgv: [] });
    this.#worker.on('message', (response: Response) => this.#answer(response));
    this.#worker.on('error', (error: Error) => this.#stop(new Error(`the embedded database's thread failed: ${error.message}`, { cause: error })));
    this.#exited = new Promise((resolve) => this.#worker.once('exit', () => resolve()));
    this.#exited.then(() => this.#stop(new Error(this.#closing ? 'PGlite is closed' : "the embedded database's thread exited")));
  }

  /** Starts the thread and opens the database in it. */
  static async start(data: WorkerData): Promise<PgliteThread> {
    const { thread, opened } = PgliteThread.spawn(data);
    await opened;
    return thread;
  }

  /**
   * Starts the thread and answers at once, while the database opens in it (~1 s): calls made
   * meanwhile are sent now and answered once it is open (the thread reads its messages only then).
   * `opened` resolves when it is open. If it cannot open, `opened` rejects once the thread has
   * ended, and every call, made before or after, with the same error.
   */
  static spawn(data: WorkerData): { thread: PgliteThread; opened: Promise<void> } {
    const thread = new PgliteThread(data);
    const opened = new Promise<void>((resolve, reject) => thread.#pending.set(0, { resolve: () => resolve(), reject })).then(
      () => thread.#idle(),
      async (error: Error) => {
        thread.#stop(error);
        await thread.#worker.terminate();
        throw error;
      },
    );
    return { thread, opened };
  }

  get closed() {
    return this.#stopped !== null;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(null, sql, params, options);
  }

  async sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    const { query, params } = queryTemplate(strings, ...values);
    return this.#query<T>(null, query, params);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(null, sql, options);
  }

  /**
   * BEGIN in the thread, then `callback` here with a transaction whose statements go to it; COMMIT
   * when the callback resolves, ROLLBACK when it throws (its error is then thrown again), as PGlite's.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextTx++;
    await this.#call({ op: 'begin', tx: id });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => (open(), this.#query<R>(id, sql, params ?? [], options)),
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        open();
        const { query, params } = queryTemplate(strings, ...values);
        return this.#query<R>(id, query, params);
      },
      exec: async (sql: string, options?: QueryOptions) => (open(), this.#exec(id, sql, options)),
      rollback: async () => {
        open();
        await this.#call({ op: 'rollback', tx: id });
        closed = true;
      },
      listen: () => Promise.reject(new Error('LISTEN is not available through the worker thread')),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** A tar of the data directory, as PGlite's dumpDataDir. */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const bytes = (await this.#call({ op: 'dump', compression })) as Uint8Array;
    return new Blob([bytes as Uint8Array<ArrayBuffer>]);
  }

  /** Closes the database (its files are whole afterwards) and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (!this.#stopped) {
        this.#worker.ref();
        await this.#call({ op: 'close' }).finally(() => (this.#stopped ??= new Error('PGlite is closed')));
        // The thread ends on its own once PGlite has let go; it is not waited for past a few seconds.
        const timer = setTimeout(() => void this.#worker.terminate(), 5_000);
        await this.#exited;
        clearTimeout(timer);
      }
    })();
    return this.#closing;
  }

  async #query<T>(tx: number | null, sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    refuseUnsupported(options);
    const result = (await this.#call(
      { op: 'query', tx, sql, params, rowMode: options?.rowMode, rawTypes: rawTypes(options), paramTypes: options?.paramTypes },
      { sql, params, options },
    )) as Results<T>;
    return applyParsers(result, options);
  }

  async #exec(tx: number | null, sql: string, options?: QueryOptions): Promise<Results[]> {
    refuseUnsupported(options);
    const results = (await this.#call({ op: 'exec', tx, sql, rowMode: options?.rowMode, rawTypes: rawTypes(options) }, { sql, options })) as Results[];
    return results.map((result) => applyParsers(result, options));
  }

  #call(request: Call, query?: Pending['query']): Promise<unknown> {
    // While closing, calls still go to the thread: an open transaction's statements and its end must
    // reach it, or its close (which waits for them, as PGlite's does in-process) would never come.
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, query });
      // A call under way keeps the process alive, as a query in this thread would; an idle thread does not.
      if (this.#pending.size === 1) this.#worker.ref();
      try {
        this.#worker.postMessage({ ...request, id } as Request);
      } catch (error) {
        // A parameter that cannot be copied to the thread (a function, a socket): refused here.
        this.#pending.delete(id);
        this.#idle();
        reject(error as Error);
      }
    });
  }

  #answer(response: Response) {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    this.#pending.delete(response.id);
    this.#idle();
    if (response.ok) pending.resolve(response.value);
    else pending.reject(revive(response.error, pending.query));
  }

  #idle() {
    if (this.#pending.size === 0 && !this.#closing) this.#worker.unref();
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}

/** The types whose parser the caller gave: the thread sends their text, parsed here by the caller's functions. */
const rawTypes = (options?: QueryOptions) => (options?.parsers ? Object.keys(options.parsers).map(Number) : []);

/** Functions cannot cross to the thread: options that are functions or files are refused rather than dropped. */
function refuseUnsupported(options?: QueryOptions) {
  if (options?.serializers || options?.blob || options?.onNotice) throw new Error('serializers, blob and onNotice are not available through the worker thread');
}

function applyParsers<T>(result: Results<T>, options?: QueryOptions): Results<T> {
  const parsers = options?.parsers;
  if (!parsers || result.rows.length === 0) return result;
  const arrays = options.rowMode === 'array';
  // In object rows a name given twice holds the last column's value: that column's parser only.
  const last = new Map(result.fields.map((field, index) => [field.name, index]));
  const columns = result.fields
    .map((field, index) => ({ index, name: field.name, type: field.dataTypeID, parse: parsers[field.dataTypeID] as ((text: string, type: number) => unknown) | undefined }))
    .filter((c) => c.parse && (arrays || last.get(c.name) === c.index));
  if (columns.length === 0) return result;
  const rows = result.rows as unknown as (unknown[] | Record<string, unknown>)[];
  for (const row of rows) {
    for (const column of columns) {
      const key = arrays ? column.index : column.name;
      const value = (row as Record<string | number, unknown>)[key];
      if (typeof value === 'string') (row as Record<string | number, unknown>)[key] = column.parse!(value, column.type);
    }
  }
  return result;
}

/** The error as PGlite would have thrown it in this thread: a DatabaseError with its fields and the query. */
function revive(error: SerializedError, query?: Pending['query']): Error {
  let revived: Error;
  if (error.database) {
    revived =
      error.fields.code === '25P02' && error.message === new TransactionAbortedError().message
        ? new TransactionAbortedError()
        : new messages.DatabaseError(error.message, Number(error.fields.length ?? 0), 'error');
    Object.assign(revived, error.fields);
    if (query) Object.assign(revived, { query: query.sql, params: query.params, queryOptions: query.options });
  } else {
    revived = new Error(error.message);
    revived.name = error.name;
  }
  if (error.stack) revived.stack = error.stack;
  return revived;
}

/** What drizzle is given: the thread stands in for the PGlite instance it would otherwise hold. */
export const asPglite = (thread: PgliteThread) => thread as unknown as PGlite;
