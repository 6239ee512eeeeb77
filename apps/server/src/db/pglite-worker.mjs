// @ts-check
/**
 * The embedded database's own thread (a `worker_threads` worker started by pglite-thread.ts): it
 * owns the PGlite instance and answers the main thread's query, exec and transaction messages, so
 * that a slow query runs here while the HTTP event loop goes on. Every message is answered with its
 * id; PGlite's own mutexes decide the order statements take the connection in, exactly as
 * in-process: a query that arrives while a transaction is open waits for it to end.
 *
 * Plain JavaScript on purpose: Node 20 cannot hand tsx's loader to a worker (nodejs/node#47747),
 * and loading it in the thread by its API costs 1.5-2 s at every start (measured; 0.2-0.4 s like this).
 * The messages are typed in pglite-thread.ts.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite } from '@electric-sql/pglite';

/** @typedef {import('./pglite-thread').Request} Request */
/** @typedef {import('./pglite-thread').Response} Response */
/** @typedef {import('./pglite-thread').SerializedError} SerializedError */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const data = /** @type {import('./pglite-thread').WorkerData} */ (workerData);

/** Rolls a transaction back when the main thread's callback threw (the error itself stays there). */
const ROLLBACK = Symbol('rollback');
/** @type {Map<number, { tx: Transaction, end: (commit: boolean, replyTo: number) => void }>} Open transactions by id. */
const open = new Map();

/** @param {Response} message */
const reply = (message) => port.postMessage(message);
/** @param {number} id @param {unknown} error */
const fail = (id, error) => reply({ id, ok: false, error: serializeError(error) });

/** @param {unknown} error @returns {SerializedError} */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  // A DatabaseError's SQLSTATE and its other fields are own properties with plain values: sent as they are.
  /** @type {SerializedError['fields']} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    if (typeof value === 'string' || typeof value === 'number' || value === undefined) fields[key] = value;
  }
  // TransactionAbortedError is one too.
  return { name: error.name, message: error.message, fields, database: error instanceof messages.DatabaseError, stack: error.stack };
}

/**
 * PGlite's parsers for the types the caller parses itself (in its own thread): the text as it came.
 * @param {{ rowMode?: 'array' | 'object', rawTypes: number[], paramTypes?: number[] }} request
 */
function options(request) {
  /** @type {Record<number, (text: string) => string>} */
  const parsers = {};
  for (const oid of request.rawTypes) parsers[oid] = (text) => text;
  return { rowMode: request.rowMode, parsers, paramTypes: request.paramTypes };
}

/** @param {number | null} tx */
function target(tx) {
  if (tx === null) return pg;
  const entry = open.get(tx);
  // As PGlite's own transaction object answers once it has ended.
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

/** BEGIN, answered once it ran; the transaction then waits for its 'end' and answers that. @param {number} id @param {number} txId */
function begin(id, txId) {
  let began = false;
  let replyTo = -1;
  pg.transaction(async (tx) => {
    const commit = await new Promise((resolve) => {
      open.set(txId, { tx, end: (c, to) => ((replyTo = to), resolve(c)) });
      began = true;
      reply({ id, ok: true, value: null });
    });
    if (!commit) throw ROLLBACK;
  })
    .then(
      () => reply({ id: replyTo, ok: true, value: 'committed' }),
      (error) => {
        if (!began) return fail(id, error);
        if (error === ROLLBACK) return reply({ id: replyTo, ok: true, value: 'rolled back' });
        // A COMMIT that rolled back an aborted transaction, or a ROLLBACK that failed: the caller gets it, as in-process.
        fail(replyTo, error);
      },
    )
    .finally(() => open.delete(txId));
}

/** @param {Request} request @returns {Promise<unknown>} */
async function handle(request) {
  switch (request.op) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, options(request));
    case 'exec':
      return target(request.tx).exec(request.sql, options(request));
    case 'rollback': {
      const entry = open.get(request.tx);
      if (!entry) throw new Error('Transaction is closed');
      return entry.tx.rollback();
    }
    case 'dump': {
      const file = await pg.dumpDataDir(request.compression);
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

// The contrib extensions named by the main thread (client.ts pgliteExtensions).
const extensions = Object.fromEntries(
  await Promise.all(data.extensions.map(async (name) => [name, (await import(`@electric-sql/pglite/contrib/${name}`))[name]])),
);
const pg = await PGlite.create({
  dataDir: data.dataDir,
  loadDataDir: data.loadDataDir ? new Blob([readFileSync(data.loadDataDir)]) : undefined,
  extensions,
}).catch((error) => {
  // Id 0 is the start: the main thread's open rejects with this and ends the thread.
  reply({ id: 0, ok: false, error: serializeError(error) });
  return /** @type {Promise<never>} */ (new Promise(() => {}));
});

port.on('message', (/** @type {Request} */ request) => {
  if (request.op === 'begin') return begin(request.id, request.tx);
  if (request.op === 'end') {
    const entry = open.get(request.tx);
    if (!entry) return fail(request.id, new Error('Transaction is closed'));
    return entry.end(request.commit, request.id);
  }
  handle(request).then(
    (value) => {
      // A dump's bytes are moved, not copied.
      port.postMessage({ id: request.id, ok: true, value }, value instanceof Uint8Array ? [value.buffer] : []);
      // Closed: nothing more comes; the thread ends once its loop is empty.
      if (request.op === 'close') port.close();
    },
    (error) => fail(request.id, error),
  );
});
reply({ id: 0, ok: true, value: null });
