// The embedded PostgreSQL (PGlite) in a worker thread of its own, driven by lib/providers/db/embedded-worker.ts.
// PGlite runs every statement synchronously in WebAssembly: on the server's main thread, each request's
// statements stopped every other request, and /health waited behind them. Here they run beside the main
// thread, on the machine's other core.
//
// Messages in: { id, op: 'query' | 'exec' | 'begin' | 'end' | 'close', tx?, ... }; out: { id, result } or
// { id, error }. A transaction is PGlite's own (`transaction(callback)`), held open between 'begin' and
// 'end': PGlite's lock keeps every other statement out of it, as in one process.
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, parse, protocol } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const raw = (value) => value;
const open = new Map(); // transaction id -> { tx, done, finish(commit) }

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

/** Opens PGlite's own transaction, held until end(id): its callback waits on a promise settled there. */
async function begin(db, id) {
  let opened;
  const ready = new Promise((resolve) => (opened = resolve));
  const done = db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        open.set(id, { tx, done, finish: (commit) => (commit ? resolve() : reject(ROLLED_BACK)) });
        opened();
      }),
  );
  await Promise.race([ready, done]); // a transaction that cannot start (the database closed) rejects `done`
}

/** Commits or rolls back transaction `id` and waits until PGlite has. */
async function end(id, commit) {
  const entry = open.get(id);
  open.delete(id);
  entry.finish(commit);
  try {
    await entry.done;
  } catch (err) {
    if (err !== ROLLED_BACK) throw err;
  }
}

const ROLLED_BACK = new Error('rolled back');

// Named statements. PGlite's `query` sends every statement unnamed, so PostgreSQL parsed and planned it
// again each time: for the heavy user's dashboard, 4.8 ms of CPU against 1.1 ms once named and planned
// generically (plan_cache_mode, set at start), as on a PostgreSQL server (lib/providers/db/statement-names.ts,
// whose bounds the main thread sends). The steps are PGlite's own `query`'s (parse and describe once; then bind,
// describe, execute and sync), under its own two locks: the transaction lock, unless the statement runs in
// a transaction that holds it, and the lock of one statement at a time. Those locks (`_runExclusive*`), its
// type tables (`parsers`, `serializers`) and `execProtocolStream` are PGlite 0.5.14's, pinned in
// package.json: an upgrade that changes them fails tests/api/embedded-worker.test.ts and the API suites.
const { maxNamed, maxText } = workerData;
const named = new Map(); // text -> { name, types }
let lastName = 0;
const { serialize } = protocol;

async function namedQuery(db, transaction, sql, params = [], options) {
  let statement = named.get(sql);
  if (!statement && (sql.length > maxText || named.size >= maxNamed)) {
    return (transaction ?? db).query(sql, params, options);
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
          const name = `tl_${++lastName}`;
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
      if (!transaction) await db.syncToFs();
      // PGlite's parseResults merges options.parsers into its hundreds of own parsers on every call (a
      // tenth of this thread's time on the dashboard): pass the merged table, made once, instead.
      const { parsers, ...rest } = options ?? {};
      return parse.parseResults(messages, parsersWith(db, parsers), rest)[0];
    });
  return transaction ? run() : db._runExclusiveTransaction(run);
}

function serializeParam(db, param, type) {
  const serializer = db.serializers[type];
  return serializer ? serializer(param) : param.toString();
}

async function main() {
  const { dataDir, startParams } = workerData;
  // The extensions the migrations create (prisma/migrations/20261129090000_visit_suggestion_indexes).
  const options = { startParams, extensions: { btree_gin, pg_trgm } };
  const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  await db.exec('SET plan_cache_mode = force_generic_plan');

  async function handle(message) {
    const target = message.tx ? open.get(message.tx)?.tx : db;
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
      case 'begin':
        await begin(db, message.txId);
        return null;
      case 'end':
        await end(message.tx, message.commit);
        return null;
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
