import 'server-only';
import { accountErased } from '@/lib/core/errors';
import type { DbOrTx } from './client';
import { retryConflicts } from './retry';
import { markUnavailable } from './unavailable';

// One lock order for every write of a user's data: the user's row first, then the records.
//
// Every write bumps users.data_version (a trigger, migration 20261121033203), so every write ends up
// locking the user's row; an insert has already taken a weaker lock on it through its foreign key
// (FOR KEY SHARE) and a change or delete has already locked its record. Taken in that order, two writers
// of one user could each hold what the other waits for: an insert upgrading its key share while the
// erasure (DELETE, FOR UPDATE) or a notification sync waits for it, or a change holding a notification
// or expense row that a transaction holding the user's row wants next. PostgreSQL broke each such
// deadlock by failing a writer (40P01), which reached the client as 503. Taking the user's row first, in
// every write transaction, leaves nothing to wait for in a cycle.

export type UserLock = 'NO KEY UPDATE' | 'UPDATE';

/**
 * Locks the user's row for the rest of the transaction and returns its data version as of the lock (every
 * write of the user's data bumps it, migration 20261121033203). FOR NO KEY UPDATE, the lock the
 * data_version bump takes, lets foreign-key checks through; FOR UPDATE (the erasure) waits for them. No
 * row: the account was erased meanwhile (401).
 */
export async function lockUser(
  tx: DbOrTx,
  userId: number,
  mode: UserLock = 'NO KEY UPDATE',
): Promise<number> {
  const rows =
    mode === 'UPDATE'
      ? await tx.$queryRaw<
          { v: number }[]
        >`SELECT "data_version" AS v FROM "users" WHERE "id" = ${userId} FOR UPDATE`
      : await tx.$queryRaw<
          { v: number }[]
        >`SELECT "data_version" AS v FROM "users" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  // The request was signed in as the account the erasure just removed: its credentials name nobody now.
  const row = rows[0];
  if (!row) throw accountErased();
  return Number(row.v);
}

/**
 * Prisma closes an interactive transaction after 5 s by default; a write queued behind a long one of the
 * same user (an import's commit holds the user's row while it inserts) waits for it, as it did when the
 * lock came at the end of its statement. Every transaction that locks the user's row passes these.
 */
export const USER_WRITE_WAIT = { maxWait: 10_000, timeout: 30_000 };

/**
 * Runs a write of the user's data in one transaction that locks the user's row first (inside a caller's
 * transaction, in that one). A serialization failure is retried (lib/providers/db/retry.ts).
 */
export function writeAsUser<T>(
  ctx: { db: DbOrTx; userId: number },
  run: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  const { db, userId } = ctx;
  const locked = async (tx: DbOrTx) => {
    await lockUser(tx, userId);
    return run(tx);
  };
  if (!('$transaction' in db)) return locked(db);
  // An outage at BEGIN passes no model operation: mark it for the pages here (./unavailable.ts).
  return retryConflicts(() => db.$transaction(locked, USER_WRITE_WAIT)).catch((err: unknown) => {
    throw markUnavailable(err);
  });
}
