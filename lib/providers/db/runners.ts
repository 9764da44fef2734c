import type { Client } from 'pg';
import type { EmbeddedClient, EmbeddedTransaction } from './embedded-worker';
import type { SqlRunner } from './migrate';

// The two ways SQL reaches PostgreSQL outside Prisma: PGlite's own API (the Prisma adapter drops errors
// from multi-statement scripts) and a plain `pg` client on a server.

export function pgliteRunner(db: EmbeddedClient | EmbeddedTransaction): SqlRunner {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async transaction(fn) {
      if (!('transaction' in db)) return fn(pgliteRunner(db));
      await db.transaction(async (tx) => fn(pgliteRunner(tx)));
    },
    async lock(fn) {
      await fn();
    },
  };
}

export function pgRunner(client: Client): SqlRunner {
  const runner: SqlRunner = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await client.query(sql);
    },
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        await fn(runner);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    async lock(fn) {
      // One migrator at a time across every instance sharing the server.
      await client.query('SELECT pg_advisory_lock(727274)');
      try {
        await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)');
      }
    },
  };
  return runner;
}
