// The embedded PostgreSQL (PGlite) in a worker thread of its own, driven by lib/db/embedded-worker.ts.
// PGlite runs every statement synchronously in WebAssembly: on the server's main thread, each request's
// statements stopped every other request, and /health waited behind them. Here they run beside the main
// thread, on the machine's other core.
//
// Messages in: { id, op: 'query' | 'exec' | 'begin' | 'end' | 'close', tx?, ... }; out: { id, result } or
// { id, error }. A transaction is PGlite's own (`transaction(callback)`), held open between 'begin' and
// 'end': PGlite's lock keeps every other statement out of it, as in one process.
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, parse, protocol } from '@electric-sql/pglite';

const raw = (value) => value;
const pending = new Map(); // transaction id -> { tx, finish(commit), done }

function errorOf(err) {
  const fields = {};
  for (const key of Object.keys(err ?? {})) {
    const value = err[key];
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return {
    ...fields,
    name: err?.name ?? 'Error',
    message: err?.message ?? String(err),
    database: err instanceof messages.DatabaseError,
    length: err?.length,
  };
}

/** The options PGlite gets: the parsers the caller applies itself come back as the database's text. */
function optionsOf(message) {
  if (!message.rowMode && !message.rawTypes) return undefined;
  const options = {};
  if (message.rowMode) options.rowMode = message.rowMode;
  if (message.rawTypes) options.parsers = rawParsers(message.rawTypes);
  return options;
}

const rawByTypes = new Map(); // 'oid,oid' -> { [oid]: raw }
function rawParsers(types) {
  const key = types.join(',');
  let parsers = rawByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((oid) => [oid, raw]));
    rawByTypes.set(key, parsers);
  }
  return parsers;
}

const merged = new WeakMap(); // a raw parsers object -> { base: PGlite's parsers, all: both }
function parsersWith(db, parsers) {
  if (!parsers) return db.parsers;
  let entry = merged.get(parsers);
  if (entry?.base !== db.parsers) {
    entry = { base: db.parsers, all: { ...db.parsers, ...parsers } };
    merged.set(parsers, entry);
  }
  return entry.all;
}

async function begin(db, id) {
  let started;
  const ready = new Promise((resolve) => (started = resolve));
  const done = db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        pending.set(id, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLED_BACK)) });
        started();
      }),
  );
  const entry = { done };
  // A transaction that fails to start (the database closed) rejects `done` before `ready`.
  await Promise.race([ready, done]);
  return entry;
}

const ROLLED_BACK = new Error('rolled back');

// Named statements. PGlite's `query` sends every statement unnamed, so PostgreSQL parsed and planned it
// again each time: for the heavy user's dashboard, 4.8 ms of CPU against 1.1 ms once named and planned
// generically (plan_cache_mode, set at start), as on a PostgreSQL server (lib/db/statement-names.ts,
// whose bounds these are). The steps are PGlite's own `query`'s (parse and describe once; then bind,
// describe, execute and sync), under its own two locks: the transaction lock, unless the statement runs in
// a transaction that holds it, and the lock of one statement at a time.
const MAX_NAMED = 400;
const MAX_TEXT = 8_000;
const named = new Map(); // text -> { name, types }
const { serialize } = protocol;

async function namedQuery(db, inTransaction, sql, params = [], options) {
  let statement = named.get(sql);
  if (!statement && (sql.length > MAX_TEXT || named.size >= MAX_NAMED)) {
    return inTransaction ? inTransaction.query(sql, params, options) : db.query(sql, params, options);
  }
  const run = () =>
    db._runExclusiveQuery(async () => {
      const messages = [];
      const send = async (message) => {
        for (const reply of await db.execProtocolStream(message, { syncToFs: false })) messages.push(reply);
      };
      statement ??= named.get(sql); // a caller ahead in the queue may have named it
      try {
        if (!statement) {
          const name = `tl_${named.size + 1}`;
          await send(serialize.parse({ name, text: sql, types: options?.paramTypes }));
          await send(serialize.describe({ type: 'S', name }));
          statement = { name, types: parse.parseDescribeStatementResults(messages) };
          named.set(sql, statement);
          messages.length = 0;
        }
        const values = params.map((param, i) =>
          param === null || param === undefined ? null : serializeParam(db, param, statement.types[i]),
        );
        await send(serialize.bind({ statement: statement.name, values }));
        await send(serialize.describe({ type: 'P' }));
        await send(serialize.execute({}));
      } finally {
        await send(serialize.sync());
      }
      if (!inTransaction) await db.syncToFs();
      // PGlite's parseResults merges options.parsers into its hundreds of own parsers on every call (a
      // tenth of this thread's time on the dashboard): pass the merged table, made once, instead.
      const { parsers, ...rest } = options ?? {};
      return parse.parseResults(messages, parsersWith(db, parsers), rest)[0];
    });
  return inTransaction ? run() : db._runExclusiveTransaction(run);
}

function serializeParam(db, param, type) {
  const serializer = db.serializers[type];
  return serializer ? serializer(param) : param.toString();
}

async function main() {
  const { dataDir, startParams } = workerData;
  const options = { startParams };
  const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  await db.exec('SET plan_cache_mode = force_generic_plan');
  const started = new Map(); // transaction id -> the promise of its end

  async function handle(message) {
    const target = message.tx ? pending.get(message.tx)?.tx : db;
    if (!target) throw new Error('The transaction has already ended.');
    switch (message.op) {
      case 'query':
        return namedQuery(
          db,
          message.tx ? target : undefined,
          message.sql,
          message.params,
          optionsOf(message),
        );
      case 'exec':
        return target.exec(message.sql);
      case 'begin': {
        const entry = await begin(db, message.txId);
        started.set(message.txId, entry.done);
        return null;
      }
      case 'end': {
        const entry = pending.get(message.tx);
        const done = started.get(message.tx);
        pending.delete(message.tx);
        started.delete(message.tx);
        entry.finish(message.commit);
        try {
          await done;
        } catch (err) {
          if (err !== ROLLED_BACK) throw err;
        }
        return null;
      }
      case 'close':
        await db.close();
        return null;
      default:
        throw new Error(`Unknown operation ${message.op}`);
    }
  }

  parentPort.on('message', (message) => {
    handle(message).then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (err) => parentPort.postMessage({ id: message.id, error: errorOf(err) }),
    );
  });
  parentPort.postMessage({ id: 0, result: 'ready' });
}

main().catch((err) => parentPort.postMessage({ id: 0, error: errorOf(err) }));
