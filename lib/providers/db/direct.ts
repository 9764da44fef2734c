import 'server-only';
import { types, type Pool } from 'pg';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { DbOrTx } from './client';
import type { EmbeddedClient } from './embedded-worker';
import { statementName } from './statement-names';
import { markUnavailable } from './unavailable';

// The read statements every request or view sends (the signed-in user's row, a view's one statement, a
// list's page), sent to the PostgreSQL driver itself. These are raw SQL already, so Prisma adds nothing to
// them but its own work: about 0.3-0.5 ms of server CPU per query in issue 19's measurements (its
// request, the adapter's type mapping of every column, a dozen promises each), against 0.15 ms through pg.
// A record's one-statement writes and the read a change starts from (lib/records/write.ts) go here too.
// Only the process's own client gets the direct path (registered by lib/providers/db/client.ts): on a PostgreSQL
// server its pool, on the embedded PGlite its worker (./embedded-worker.ts). Inside a transaction the
// statement goes through Prisma as before; tests/api/direct-reads.test.ts holds the two to the same values.

type Run = (sql: Prisma.Sql) => Promise<unknown[]>;

// The driver's types as Prisma gives them: a `date` as UTC midnight (pg's own parser reads it in the
// process's time zone) and an int8 as a BigInt (pg gives text). numeric is not used by these statements.
const DATE_OID = 1082;
const INT8_OID = 20;
const utcMidnight = (value: string) => new Date(`${value}T00:00:00.000Z`);
const bigInt = (value: string) => BigInt(value);
const TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return utcMidnight;
    if (oid === INT8_OID) return bigInt;
    return types.getTypeParser(oid, format);
  },
};

// On globalThis, as the process's database is (./client.ts): each route's bundle has its own copy of this
// module, and the registration made where the database opened must reach every copy.
const holder = globalThis as unknown as { __travelLedgerDirect?: WeakMap<object, Run> };
const direct = (holder.__travelLedgerDirect ??= new WeakMap<object, Run>());

/** Sends `db`'s raw reads through `pool` (lib/providers/db/client.ts, PostgreSQL server). */
export function registerDirect(db: object, pool: Pool): void {
  direct.set(db, async (sql) => {
    const text = sql.text;
    const name = statementName({ sql: text });
    const result = await pool.query({ text, values: sql.values, types: TYPES, ...(name && { name }) });
    return result.rows;
  });
}

// PGlite's own parsers give what Prisma gives but for these two, as pg's do.
const EMBEDDED_PARSERS = { [DATE_OID]: utcMidnight, [INT8_OID]: bigInt };

/**
 * Sends `db`'s raw reads to the embedded database's worker (lib/providers/db/client.ts, embedded mode). PGlite
 * runs one statement at a time for everyone, so a read waits behind an open transaction as through Prisma.
 */
export function registerDirectEmbedded(db: object, client: EmbeddedClient): void {
  direct.set(db, async (sql) => {
    const result = await client.query(sql.text, sql.values, { parsers: EMBEDDED_PARSERS });
    return result.rows;
  });
}

let sent = 0;
/**
 * Statements sent the direct way since the process started: a request's round trips, for the tests.
 * @internal Tests use it too.
 */
export function directStatementsSent(): number {
  return sent;
}

/** The rows of a raw read: through the driver when `db` is the process's client, else through Prisma. */
export async function readRows<T>(db: DbOrTx, sql: Prisma.Sql): Promise<T[]> {
  const run = direct.get(db);
  if (!run) return db.$queryRaw<T[]>(sql);
  sent++;
  try {
    return (await run(sql)) as T[];
  } catch (err) {
    throw markUnavailable(err);
  }
}

/** The fields of model M that are DateTime columns. */
type DateFields<M> = { [K in keyof M]: Date extends M[K] ? K : never }[keyof M];
/**
 * `true` when `Named` lists every DateTime field of M, else the fields it leaves out: a list of dates for
 * revive that misses one fails to compile where it is checked (`const x: EveryDate<M, typeof L> = true`).
 */
export type EveryDate<M, Named extends readonly unknown[]> = [Exclude<DateFields<M>, Named[number]>] extends [
  never,
]
  ? true
  : Exclude<DateFields<M>, Named[number]>;

/**
 * A row of row_to_json with the model's DateTime columns (`dates`) back as Date objects, as Prisma gives
 * them: in place, the row being JSON.parse's own.
 */
export function revive<T>(row: Record<string, unknown>, dates: readonly (keyof T & string)[]): T {
  for (const key of dates) {
    const value = row[key];
    if (typeof value === 'string') row[key] = new Date(value);
  }
  return row as T;
}
