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
import { messages, PGlite, protocol } from '@electric-sql/pglite';

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

/**
 * A statement that starts with this mark (client.ts PREPARED) is prepared once under a name and then
 * bound and run by that name: PGlite's query sends every statement unnamed (parse, describe, bind,
 * describe, execute, sync: six trips into the database, and a plan made at every call), and for a
 * statement whose plan does not depend on its parameters the planning costs more than the run.
 * PostgreSQL's plan cache then keeps a generic plan after five runs, as for any named statement.
 */
const PREPARED_MARK = '/* prepared */';
const SETTLED_MARK = '/* settled ';
/** Named statements by their text, the least recently run first; at most PREPARED_MAX, the least recently run closed to make room. */
/** @type {Map<string, { name: string, paramTypes: number[], fields: { name: string, dataTypeID: number }[] }>} */
const prepared = new Map();
const PREPARED_MAX = 200;
let nextStatement = 1;

/** @param {Uint8Array[]} parts */
const joined = (parts) => {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) all.set(part, (at += part.length) - part.length);
  return all;
};
/** The messages of one trip: what the database answered to `parts`, ending with a sync (an error is thrown, the database ready again). @param {Uint8Array[]} parts */
const trip = async (parts) => (await pg.execProtocol(joined([...parts, protocol.serialize.sync()]), { syncToFs: false })).messages;

/**
 * The bytes the database answered to `parts` (ending with a sync), unread. PGlite's execProtocol
 * reads every answer with its protocol parser, which copies each value into an ArrayBuffer of its
 * own before decoding it: 32% of this thread's time on a page of 20 goods, more than the database
 * itself (9%). An answer is read here instead (runAnswer).
 * @param {Uint8Array[]} parts
 */
async function rawTrip(parts) {
  /** @type {Buffer[]} */
  const chunks = [];
  // A chunk is a view of the database's memory, overwritten by the next one: copied at once.
  await pg.execProtocolRawStream(joined([...parts, protocol.serialize.sync()]), { syncToFs: false, onRawData: (chunk) => void chunks.push(Buffer.from(chunk)) });
  return chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks);
}

/** The messages a statement's run answers with that runAnswer reads (by type byte): anything else, an error first, goes through PGlite's parser. */
const READ_HERE = new Set(['1', '2', '3', 'C', 'D', 'I', 'n', 's', 'Z'].map((c) => c.charCodeAt(0)));

/**
 * The rows of a run's answer (`bytes`, from rawTrip), as resultOf makes them from PGlite's parsed
 * messages. An answer holding anything else (an error, a notice) is parsed by PGlite's parser, and
 * its error thrown, exactly as execProtocol does.
 * @param {Buffer} bytes @param {{ name: string, dataTypeID: number }[]} fields @param {Extract<Request, { op: 'query' }>} request
 */
function runAnswer(bytes, fields, request) {
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    if (!READ_HERE.has(/** @type {number} */ (bytes[at]))) return resultOf(parsed(bytes), fields, request);
  }
  const raw = new Set(request.rawTypes);
  const parsers = fields.map(({ dataTypeID }) => (raw.has(dataTypeID) ? undefined : pg.parsers[dataTypeID]));
  const arrays = request.rowMode === 'array';
  /** @type {unknown[]} */
  const rows = [];
  let affectedRows = 0;
  /** @type {{ command?: string, rowCount?: number }} */
  let done = {};
  for (let at = 0; at < bytes.length; ) {
    const type = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (type === 0x44 /* D: a row */) {
      const count = bytes.readInt16BE(at + 5);
      const values = new Array(count);
      for (let i = 0, p = at + 7; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length === -1) values[i] = null;
        else {
          const text = bytes.toString('utf8', p, (p += length));
          const parse = parsers[i];
          values[i] = parse ? parse(text, /** @type {{ dataTypeID: number }} */ (fields[i]).dataTypeID) : text;
        }
      }
      rows.push(rowOf(values, fields, arrays));
    } else if (type === 0x43 /* C: the command's tag */) {
      const tag = tagOf(bytes.toString('utf8', at + 5, end - 1));
      affectedRows += tag.changed;
      done = tag.done;
    }
    at = end;
  }
  return { rows, fields, affectedRows, ...done };
}

/**
 * A row as the caller asked for it: its values, or an object by column name (a name given twice
 * holds the last column's value, as PGlite makes it).
 * @param {unknown[]} values @param {{ name: string }[]} fields @param {boolean} arrays
 */
function rowOf(values, fields, arrays) {
  if (arrays) return values;
  /** @type {Record<string, unknown>} */
  const row = {};
  for (let i = 0; i < values.length; i++) row[/** @type {{ name: string }} */ (fields[i]).name] = values[i];
  return row;
}

/** A CommandComplete's tag ("UPDATE 3"): the rows it changed, and the command and count the result carries. @param {string} text */
function tagOf(text) {
  const words = text.split(' ');
  const count = parseInt(/** @type {string} */ (words.at(-1)), 10);
  const changed = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(/** @type {string} */ (words[0])) ? count : 0;
  return { changed, done: { command: words[0], ...(Number.isNaN(count) ? {} : { rowCount: count }) } };
}

/** An answer read by PGlite's parser; its error, if any, thrown. @param {Buffer} bytes */
function parsed(bytes) {
  /** @type {any[]} */
  const answer = [];
  new protocol.Parser().parse(bytes, (message) => void answer.push(message));
  const error = answer.find((m) => m instanceof messages.DatabaseError);
  if (error) throw error;
  return answer;
}

/**
 * A marked statement's answer, as PGlite's query gives it: by its name, prepared first if it is new.
 * Under PGlite's own locks, as its query: outside a transaction it waits for an open one to end.
 * @param {Extract<Request, { op: 'query' }>} request
 */
async function preparedQuery(request) {
  const run = async (again = false) => {
    let statement = prepared.get(request.sql);
    if (statement) {
      // Run now: the last to be closed.
      prepared.delete(request.sql);
      prepared.set(request.sql, statement);
    } else {
      if (prepared.size >= PREPARED_MAX) {
        const [leastRecent, { name }] = /** @type {[string, { name: string }]} */ (prepared.entries().next().value);
        prepared.delete(leastRecent);
        await trip([protocol.serialize.close({ type: 'S', name })]);
      }
      const name = `wm_${nextStatement++}`;
      statement = { name, ...(await describe(name, request)) };
      prepared.set(request.sql, statement);
    }
    const { name, paramTypes, fields } = statement;
    const values = boundValues(request.params, paramTypes);
    try {
      return runAnswer(await rawTrip([protocol.serialize.bind({ statement: name, values }), protocol.serialize.execute({})]), fields, request);
    } catch (error) {
      // The table changed under the statement (its columns): prepared again, once.
      if (!again && error instanceof messages.DatabaseError && /** @type {{ code?: string }} */ (error).code === '0A000') {
        prepared.delete(request.sql);
        await trip([protocol.serialize.close({ type: 'S', name })]);
        return run(true);
      }
      throw error;
    }
  };
  return exclusive(request, () => run());
}

/**
 * `run` under PGlite's locks, as its query takes them: in a transaction, after its statements sent
 * before; outside one, after an open transaction ends, and then written to disk.
 * @template T @param {Extract<Request, { op: 'query' }>} request @param {() => Promise<T>} run
 */
async function exclusive(request, run) {
  if (request.tx !== null) {
    target(request.tx);
    return pg._runExclusiveQuery(run);
  }
  const result = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run));
  await pg.syncToFs();
  return result;
}

/**
 * Any other statement, unnamed, as PGlite's query runs it (parsed, its parameters' types described,
 * bound and run), in two trips instead of its six, its answer read by runAnswer.
 * @param {Extract<Request, { op: 'query' }>} request
 */
function unnamedQuery(request) {
  return exclusive(request, async () => {
    const { paramTypes, fields } = await describe(undefined, request);
    return runAnswer(await rawTrip([protocol.serialize.bind({ values: boundValues(request.params, paramTypes) }), protocol.serialize.execute({})]), fields, request);
  });
}

/**
 * A statement marked with planner settings of its own (client.ts settledRows: `/* settled name=value ... *\/`),
 * run outside any transaction: BEGIN, the settings (SET LOCAL), the statement and COMMIT, here, in
 * one message. Driven from the main thread, the same transaction held the database for a trip
 * there and back per statement.
 */
const SETTLED = /^\/\* settled ((?:[a-z_]+=[A-Za-z0-9_.]+ )+)\*\/ /;

/** @param {Extract<Request, { op: 'query' }>} request */
async function settledQuery(request) {
  const marked = SETTLED.exec(request.sql);
  if (!marked || request.tx !== null) throw new Error('a settled statement names its settings and runs outside a transaction');
  const settings = /** @type {string} */ (marked[1])
    .trim()
    .split(' ')
    .map((pair) => pair.split('='))
    .map(([name, value]) => `set_config('${name}', '${value}', true)`);
  const result = await pg.transaction(() =>
    pg._runExclusiveQuery(async () => {
      // The settings first, in the trip that describes the statement (planned only when it runs).
      const { paramTypes, fields } = await describe(undefined, request, [
        protocol.serialize.parse({ text: `select ${settings.join(', ')}` }),
        protocol.serialize.bind({}),
        protocol.serialize.execute({}),
      ]);
      return runAnswer(await rawTrip([protocol.serialize.bind({ values: boundValues(request.params, paramTypes) }), protocol.serialize.execute({})]), fields, request);
    }),
  );
  await pg.syncToFs();
  return result;
}

/**
 * Parses the request's statement (under `name`, or unnamed) and describes it: its parameters' types
 * and its columns. `before`: messages sent ahead of them in the same trip.
 * @param {string | undefined} name @param {Extract<Request, { op: 'query' }>} request @param {Uint8Array[]} [before]
 */
async function describe(name, request, before = []) {
  const answer = await trip([...before, protocol.serialize.parse({ name, text: request.sql, types: request.paramTypes ?? [] }), protocol.serialize.describe({ type: 'S', name })]);
  const params = /** @type {{ dataTypeIDs: number[] } | undefined} */ (answer.find((m) => m.name === 'parameterDescription'));
  const row = /** @type {{ fields: { name: string, dataTypeID: number }[] } | undefined} */ (answer.find((m) => m.name === 'rowDescription'));
  return { paramTypes: params?.dataTypeIDs ?? [], fields: (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
}

/** Parameters as the database reads them: by PGlite's serializer of each one's type, else as text. @param {unknown[]} params @param {number[]} types */
const boundValues = (params, types) =>
  params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serialize = pg.serializers[/** @type {number} */ (types[index])];
    return serialize ? serialize(value) : String(value);
  });

/**
 * The rows of a trip's answer, as PGlite's parseResults makes them: by the statement's fields, each
 * value parsed by PGlite's parser of its type, or left as text for a type the caller parses.
 * @param {any[]} answer @param {{ name: string, dataTypeID: number }[]} fields @param {Extract<Request, { op: 'query' }>} request
 */
function resultOf(answer, fields, request) {
  const raw = new Set(request.rawTypes);
  const parse = fields.map(({ dataTypeID }) => {
    const parser = raw.has(dataTypeID) ? null : pg.parsers[dataTypeID];
    return (/** @type {string | null} */ text) => (text === null || !parser ? text : parser(text, dataTypeID));
  });
  /** @type {unknown[]} */
  const rows = [];
  let affectedRows = 0;
  /** @type {{ command?: string, rowCount?: number }} */
  let done = {};
  for (const message of answer) {
    if (message.name === 'dataRow') {
      const values = /** @type {(string | null)[]} */ (message.fields).map((text, index) => /** @type {(t: string | null) => unknown} */ (parse[index])(text));
      rows.push(rowOf(values, fields, request.rowMode === 'array'));
    } else if (message.name === 'commandComplete') {
      const tag = tagOf(/** @type {string} */ (message.text));
      affectedRows += tag.changed;
      done = tag.done;
    }
  }
  return { rows, fields, affectedRows, ...done };
}

/** @param {Request} request @returns {Promise<unknown>} */
async function handle(request) {
  switch (request.op) {
    case 'query':
      if (request.sql.startsWith(PREPARED_MARK)) return preparedQuery(request);
      return request.sql.startsWith(SETTLED_MARK) ? settledQuery(request) : unnamedQuery(request);
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
