import 'server-only';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { Client, Pool, type ClientBase } from 'pg';
import { env } from '@/lib/env';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { registerDirect, registerDirectEmbedded } from './direct';
import { openEmbedded } from './embedded';
import type { EmbeddedClient } from './embedded-worker';
import { migrate } from './migrate';
import { pgliteRunner, pgRunner } from './runners';
import { softDelete } from './soft-delete';
import { statementName } from './statement-names';

// One Prisma client per process: PostgreSQL through DATABASE_URL, else the embedded PGlite under DATA_DIR.
// Migrations are applied on open, so a fresh checkout serves without a database step.

/**
 * Prisma's adapter for the embedded database. It is typed for PGlite itself and calls only what
 * EmbeddedClient offers (query with its parsers, exec, transaction and a transaction's rollback).
 */
export function embeddedAdapter(pglite: EmbeddedClient): PrismaPGlite {
  return new PrismaPGlite(pglite as unknown as PGlite);
}

export function extend(base: PrismaClient) {
  return base.$extends(softDelete);
}
export type Db = ReturnType<typeof extend>;
/** A `db` inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The server's connection string (PostgreSQL), for clients of their own such as the job queue. */
  url?: string;
  /** The embedded database itself (PGlite, in a worker thread), which the job queue shares with Prisma. */
  pglite?: EmbeddedClient;
  /**
   * The client the job workers use: on a server, a pool of its own (JOB_CONNECTIONS), so a busy daily run
   * can never take the connections requests wait for; the embedded database's one connection otherwise.
   */
  jobDb(): Db;
  close(): Promise<void>;
}

/** Connections of the job workers' own pool (beside pg-boss's 4 for fetching and completing jobs). */
const JOB_CONNECTIONS = 4;

/**
 * The server's statement timeout (ms) for every connection of ours: no statement of a request or a job
 * runs longer, whatever a user's data holds. The slowest statement here (an import's commit inserting
 * 10,000 rows at once) takes well under a second. A transaction idle for longer than the second bound
 * (its client stalled between statements) is ended by the server, releasing its locks.
 */
const STATEMENT_TIMEOUT_MS = 15_000;
const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * A Prisma client over a pool of `max` connections to the server `url`.
 * A connection (new, or from a pool whose `max` are all busy) not had within 5 s fails, as 503: without a
 * limit a server that accepts and never answers would leave requests without any answer.
 * application_name shows which process holds a connection (pg_stat_activity), with N instances.
 * onConnect: one generic plan per named statement (./statement-names.ts). With the default, PostgreSQL
 * planned a statement again for its parameters at every execution whenever it judged the generic plan no
 * cheaper: 0.6-0.9 ms of the database's CPU for a view's statement, more than running it (issue 19's
 * statement log). Every statement here is keyed by the user and served by an index. Set when a
 * connection opens, before the pool hands it out, with the timeouts; not as startup options, which
 * connection poolers such as PgBouncer refuse. A pooler that drops them, or refuses a SET, costs only the
 * planning again (or the bound).
 */
function pgClient(url: string, opts: { max: number; name: string; connectTimeoutMs?: number }) {
  const pool = new Pool({
    connectionString: url,
    max: opts.max,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    application_name: `${opts.name}:${process.pid}`,
    onConnect: async (connection: ClientBase) => {
      await connection
        .query(
          `SET plan_cache_mode = force_generic_plan; SET statement_timeout = ${STATEMENT_TIMEOUT_MS}; ` +
            `SET idle_in_transaction_session_timeout = ${IDLE_IN_TRANSACTION_MS}`,
        )
        .catch(() => undefined);
    },
  });
  const base = new PrismaClient({
    adapter: new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true }),
  });
  // An idle connection's error (the server restarted): the pool drops that connection and the next query
  // opens another. Prisma listens too, but only once it has connected, and raw reads may come first.
  pool.on('error', () => undefined);
  const db = extend(base);
  registerDirect(db, pool);
  return {
    db,
    async close() {
      await base.$disconnect();
      await pool.end().catch(() => undefined); // already ended when Prisma had connected
    },
  };
}

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  /** How long a query waits for a connection; tests shorten it. */
  connectTimeoutMs?: number;
}): Promise<DbHandle> {
  if (opts.url) {
    const client = new Client({ connectionString: opts.url });
    await client.connect();
    try {
      await migrate(pgRunner(client));
    } finally {
      await client.end();
    }
    const web = pgClient(opts.url, {
      max: 10,
      name: 'travel-ledger',
      connectTimeoutMs: opts.connectTimeoutMs,
    });
    const db = web.db;
    let jobs: ReturnType<typeof pgClient> | undefined;
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      jobDb() {
        jobs ??= pgClient(opts.url as string, { max: JOB_CONNECTIONS, name: 'travel-ledger-jobs-db' });
        return jobs.db;
      },
      async close() {
        await Promise.all([web.close(), jobs?.close()]);
      },
    };
  }
  const { pglite, release } = await openEmbedded(opts.memory ? undefined : opts.dataDir);
  await migrate(pgliteRunner(pglite));
  const base = new PrismaClient({ adapter: embeddedAdapter(pglite) });
  const db = extend(base);
  registerDirectEmbedded(db, pglite);
  return {
    db,
    kind: 'pglite',
    pglite,
    jobDb: () => db, // one connection in the process, whoever asks
    async close() {
      await base.$disconnect();
      await pglite.close();
      release();
    },
  };
}

const holder = globalThis as unknown as { __travelLedgerDb?: Promise<DbHandle> };

/** The process's database, opened on first use (instrumentation.ts opens it at start-up). */
export function getDatabase(): Promise<DbHandle> {
  holder.__travelLedgerDb ??= (async () => {
    const e = env();
    const handle = await openDatabase({
      url: e.DATABASE_URL,
      dataDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), e.DATA_DIR),
    });
    const shutdown = () => void handle.close().finally(() => process.exit(0));
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
    return handle;
  })();
  holder.__travelLedgerDb.catch(() => {
    holder.__travelLedgerDb = undefined; // let the next request try again
  });
  return holder.__travelLedgerDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests open their own database and put it in place of the process's. */
export function setDatabaseForTests(handle: DbHandle | undefined): void {
  holder.__travelLedgerDb = handle ? Promise.resolve(handle) : undefined;
}
