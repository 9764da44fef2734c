import 'server-only';
import type { Pool } from 'pg';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { DbOrTx } from './client';
import { statementName } from './statement-names';
import { markUnavailable } from './unavailable';

// The read statements every request or view sends (the signed-in user's row, a view's one statement, a
// list's page), sent to the PostgreSQL driver itself. These are raw SQL already, so Prisma adds nothing to
// them but its own work: about 0.3-0.5 ms of server CPU per query in issue 19's measurements (its
// request, the adapter's type mapping of every column, a dozen promises each), against 0.15 ms through pg.
// Only the process's own client on a PostgreSQL server gets the direct path (registered by
// lib/db/client.ts); inside a transaction, and on the embedded PGlite, whose one connection Prisma's
// adapter schedules, the statement goes through Prisma as before. The driver's own types apply: the
// statements that use this return numbers, text and timestamps (as Date, as Prisma gives them) only.

type Run = (sql: Prisma.Sql) => Promise<unknown[]>;

// On globalThis, as the process's database is (./client.ts): each route's bundle has its own copy of this
// module, and the registration made where the database opened must reach every copy.
const holder = globalThis as unknown as { __travelLedgerDirect?: WeakMap<object, Run> };
const direct = (holder.__travelLedgerDirect ??= new WeakMap<object, Run>());

/** Sends `db`'s raw reads through `pool` (lib/db/client.ts, PostgreSQL only). */
export function registerDirect(db: object, pool: Pool): void {
  direct.set(db, async (sql) => {
    const text = sql.text;
    const name = statementName({ sql: text });
    const result = await pool.query({ text, values: sql.values, ...(name && { name }) });
    return result.rows;
  });
}

/** The rows of a raw read: through the driver when `db` is the process's client, else through Prisma. */
export async function readRows<T>(db: DbOrTx, sql: Prisma.Sql): Promise<T[]> {
  const run = direct.get(db);
  if (!run) return db.$queryRaw<T[]>(sql);
  try {
    return (await run(sql)) as T[];
  } catch (err) {
    throw markUnavailable(err);
  }
}
