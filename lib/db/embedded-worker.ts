import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results } from '@electric-sql/pglite';

// The main thread's side of the embedded database, whose PGlite runs in a worker thread
// (lib/db/pglite-worker.mjs). It offers the part of PGlite's API that Prisma's adapter, the migration
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

/** Matches lib/db/unavailable.ts, so a request that meets a closed database answers 503. */
const CLOSED = 'PGlite is closed';

function revive(error: SentError): Error {
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

  constructor(private readonly worker: Worker) {
    worker.unref(); // as an in-process PGlite, an idle database keeps no script alive
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', () => this.fail(new Error(CLOSED)));
  }

  send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closedError) return Promise.reject(new Error(CLOSED));
    const id = this.next++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (r: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  transactionId(): number {
    return this.nextTransaction++;
  }

  /** The first message, when the database has opened (or failed to). */
  ready(): Promise<void> {
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(0, { resolve: () => resolve(), reject });
    });
  }

  private settle(reply: Reply): void {
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (reply.error) waiter.reject(revive(reply.error));
    else waiter.resolve(reply.result);
  }

  private fail(err: Error): void {
    this.closedError ??= err;
    for (const waiter of this.waiting.values()) waiter.reject(err);
    this.waiting.clear();
  }

  async terminate(): Promise<void> {
    this.closedError ??= new Error(CLOSED);
    await this.worker.terminate();
  }
}

function queryable(connection: WorkerConnection, tx?: number): EmbeddedQueryable {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const parsers = options?.parsers;
      const result = await connection.send<Results<T>>({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: options?.rowMode,
        rawTypes: parsers && Object.keys(parsers).map(Number),
      });
      return parsers ? parse(result, parsers, options?.rowMode) : result;
    },
    exec(sql: string) {
      return connection.send<Results[]>({ op: 'exec', tx, sql });
    },
  };
}

const WORKER_FILE = 'lib/db/pglite-worker.mjs';

/** Starts PGlite in a worker thread on `dataDir` (in memory when undefined) and waits until it is open. */
export async function startEmbeddedWorker(
  dataDir: string | undefined,
  startParams: string[],
): Promise<EmbeddedClient> {
  // Read from the project's folder, as the migrations are: Next.js bundles the server's code, not this file.
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), WORKER_FILE);
  const connection = new WorkerConnection(new Worker(file, { workerData: { dataDir, startParams } }));
  try {
    await connection.ready();
  } catch (err) {
    await connection.terminate();
    throw err;
  }
  const client: EmbeddedClient = {
    ...queryable(connection),
    async transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>) {
      const id = connection.transactionId();
      await connection.send({ op: 'begin', txId: id });
      return runTransaction(connection, id, fn);
    },
    async close() {
      await connection.send({ op: 'close' }).catch(() => undefined);
      await connection.terminate();
    },
  };
  return client;
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
  const tx: EmbeddedTransaction = {
    ...queryable(connection, id),
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
