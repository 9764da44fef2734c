import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results } from '@electric-sql/pglite';
import { MAX_NAMED, MAX_TEXT } from './statement-names';

// The main thread's side of the embedded database, whose PGlite runs in a worker thread
// (lib/providers/db/pglite-worker.mjs). It offers the part of PGlite's API that Prisma's adapter, the migration
// runner and the job queue use: query, exec, transaction (with rollback) and close.
//
// Why a thread: PGlite executes each statement synchronously in WebAssembly. In the server's own thread a
// view's statements held up every other request for their whole run (issue 19: the embedded mode's views at
// 2.9-4.6 times /health against 1.6-2.4 on a PostgreSQL server, whose work runs in its own process).
//
// Parsers are functions, which cannot cross to the worker: PGlite there leaves the columns of the types
// they name as the database's text, and they are applied here. Errors come back as PGlite's own
// DatabaseError, fields and all, so Prisma's adapter maps them as before.

export interface EmbeddedQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface EmbeddedTransaction extends EmbeddedQueryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface EmbeddedClient extends EmbeddedQueryable {
  transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: SentError;
}

interface SentError {
  name: string;
  message: string;
  database: boolean;
  length?: number;
  [field: string]: unknown;
}

/** Matches lib/providers/db/unavailable.ts, so a request that meets a closed database answers 503. */
const CLOSED = 'PGlite is closed';

function errorFrom(error: SentError): Error {
  const { name, message, database, length, ...fields } = error;
  const err = database
    ? new messages.DatabaseError(message, length ?? 0, 'error')
    : Object.assign(new Error(message), { name });
  return Object.assign(err, fields);
}

type Parsers = NonNullable<QueryOptions['parsers']>;
type Parser = (value: string, type: number) => unknown;

/** Applies the caller's parsers to the columns the worker left as text. */
function parse<T>(result: Results<T>, parsers: Parsers, rowMode: QueryOptions['rowMode']): Results<T> {
  const columns = result.fields.flatMap((field, i) => {
    const parser = parsers[field.dataTypeID];
    // PGlite calls a parser with the type too (its parseType); the declared type leaves it out.
    return parser ? [{ i, name: field.name, type: field.dataTypeID, parser: parser as Parser }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as unknown as Record<string | number, unknown>[]) {
    for (const { i, name, type, parser } of columns) {
      const key = rowMode === 'array' ? i : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(value as string, type);
    }
  }
  return result;
}

class WorkerConnection {
  private next = 1;
  private nextTransaction = 1;
  private readonly waiting = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  private closedError: Error | undefined;

  constructor(readonly thread: Worker) {
    thread.unref(); // as an in-process PGlite, an idle database keeps no script alive
    thread.on('message', (reply: Reply) => this.settle(reply));
    thread.on('error', (err) => this.fail(err));
    thread.on('exit', () => this.fail(new Error(CLOSED)));
  }

  /** The thread has ended (closed, or crashed): every statement sent to it fails. */
  get ended(): boolean {
    return this.closedError !== undefined;
  }

  send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closedError) return Promise.reject(new Error(CLOSED));
    const id = this.next++;
    if (this.waiting.size === 0) this.thread.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (r: unknown) => void, reject });
      this.thread.postMessage({ ...message, id });
    });
  }

  transactionId(): number {
    return this.nextTransaction++;
  }

  /** The first message, when the database has opened (or failed to). */
  ready(): Promise<void> {
    this.thread.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(0, { resolve: () => resolve(), reject });
    });
  }

  private settle(reply: Reply): void {
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.thread.unref();
    if (reply.error) waiter.reject(errorFrom(reply.error));
    else waiter.resolve(reply.result);
  }

  private fail(err: Error): void {
    this.closedError ??= err;
    for (const waiter of this.waiting.values()) waiter.reject(err);
    this.waiting.clear();
  }

  async terminate(): Promise<void> {
    this.closedError ??= new Error(CLOSED);
    await this.thread.terminate();
  }
}

type Current = () => Promise<WorkerConnection>;

function queryable(current: Current, tx?: number): EmbeddedQueryable {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const parsers = options?.parsers;
      const result = await (
        await current()
      ).send<Results<T>>({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: options?.rowMode,
        rawTypes: parsers && Object.keys(parsers).map(Number),
      });
      return parsers ? parse(result, parsers, options?.rowMode) : result;
    },
    async exec(sql: string) {
      return (await current()).send<Results[]>({ op: 'exec', tx, sql });
    },
  };
}

const WORKER_FILE = 'lib/providers/db/pglite-worker.mjs';

async function connect(dataDir: string | undefined, startParams: string[]): Promise<WorkerConnection> {
  // Read from the project's folder, as the migrations are: Next.js bundles the server's code, not this file.
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), WORKER_FILE);
  const connection = new WorkerConnection(
    new Worker(file, { workerData: { dataDir, startParams, maxNamed: MAX_NAMED, maxText: MAX_TEXT } }),
  );
  try {
    await connection.ready();
  } catch (err) {
    await connection.terminate();
    throw err;
  }
  return connection;
}

/**
 * Starts PGlite in a worker thread on `dataDir` (in memory when undefined) and waits until it is open.
 * Should the thread end unasked (PGlite aborts on some internal errors), what was running fails as an outage
 * (503) and the next statement starts it again on the same folder, as a restarted server would. A database
 * in memory is gone with its thread, so it stays closed.
 */
export async function startEmbeddedWorker(
  dataDir: string | undefined,
  startParams: string[],
): Promise<EmbeddedClient> {
  let connection = await connect(dataDir, startParams);
  let closed = false;
  let restarting: Promise<WorkerConnection> | undefined;
  const current: Current = async () => {
    if (!connection.ended || closed || !dataDir) return connection;
    restarting ??= connect(dataDir, startParams).then(
      (next) => {
        console.error(JSON.stringify({ level: 'error', event: 'embedded_database_restarted' }));
        connection = next;
        restarting = undefined;
        return next;
      },
      (err: unknown) => {
        restarting = undefined;
        throw err;
      },
    );
    return restarting;
  };
  const client: EmbeddedClient = {
    ...queryable(current),
    async transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>) {
      const owner = await current();
      const id = owner.transactionId();
      await owner.send({ op: 'begin', txId: id });
      return runTransaction(owner, id, fn);
    },
    async close() {
      closed = true;
      await connection.send({ op: 'close' }).catch(() => undefined);
      await connection.terminate();
    },
  };
  threads.set(client, () => connection.thread);
  return client;
}

const threads = new WeakMap<EmbeddedClient, () => Worker>();

/**
 * The thread an embedded client's statements go to now (tests end it to see the client recover).
 * @internal Tests use it too.
 */
export function threadOf(client: EmbeddedClient): Worker | undefined {
  return threads.get(client)?.();
}

async function runTransaction<T>(
  connection: WorkerConnection,
  id: number,
  fn: (tx: EmbeddedTransaction) => Promise<T>,
): Promise<T> {
  let closed = false;
  const end = async (commit: boolean) => {
    if (closed) return;
    closed = true;
    await connection.send({ op: 'end', tx: id, commit });
  };
  const owner = () => Promise.resolve(connection); // the transaction's own thread, even if it has ended
  const tx: EmbeddedTransaction = {
    ...queryable(owner, id),
    rollback: () => end(false),
    get closed() {
      return closed;
    },
  };
  let result: T;
  try {
    result = await fn(tx);
  } catch (err) {
    await end(false).catch(() => undefined);
    throw err;
  }
  await end(true);
  return result;
}
