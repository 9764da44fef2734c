import 'server-only';
import { live, ownLive } from '@/lib/providers/db/soft-delete';
import type { DbOrTx } from '@/lib/providers/db/client';
import { readRows } from '@/lib/providers/db/direct';
import { retryConflicts } from '@/lib/providers/db/retry';
import { Prisma } from '@/lib/generated/prisma/client';
import { INT4_MAX } from '@/lib/validation/common';
import { RECORDS } from './all';
import type { ModelKey } from './define';
import { quoted } from './json-rows';

// A record's create, change, delete and restore, each as one statement that locks the user's row first
// (the lock order of lib/providers/db/user-lock.ts): the lock is a subquery the statement evaluates before it
// touches a record, and PostgreSQL runs a lone statement as its own transaction. Through Prisma, the same
// write was BEGIN, the lock, the write and COMMIT, four round trips with the user's row held across all of
// them, so concurrent writes of one user queued behind each other's round trips (issue 19's profile).
// A delete here is the soft delete lib/providers/db/soft-delete.ts defines for the Prisma client: `deleted_at` and
// `updated_at` set, the row kept. Raw SQL bypasses that extension, so every statement names the rows it
// may touch (live ones, or the deleted one a restore brings back). The data_version bump and the record
// counts are triggers, as for any write.

/** Each record model's table, from its one definition (./all.ts). */
export const TABLES = Object.fromEntries(RECORDS.map((r) => [r.key, r.table])) as Record<ModelKey, string>;

const name = (identifier: string): Prisma.Sql => Prisma.raw(quoted(identifier));

/**
 * The model's columns, as Prisma reads them: its scalar fields (Prisma's own list). A table may keep more
 * than its model (an expense's and a trip's API record, kept for the lists by lib/records/json-rows.ts):
 * those are the database's, never part of the record.
 */
function fieldsOf(model: ModelKey): Prisma.Sql {
  const fields = Prisma[`${model[0]!.toUpperCase()}${model.slice(1)}ScalarFieldEnum` as keyof typeof Prisma];
  return Prisma.raw(
    Object.keys(fields as object)
      .map(quoted)
      .join(', '),
  );
}
const FIELDS = Object.fromEntries(
  Object.keys(TABLES).map((model) => [model, fieldsOf(model as ModelKey)]),
) as Record<ModelKey, Prisma.Sql>;

/** A column's new value: JSON columns (an object or array) as jsonb, the rest as the parameter it is. */
function value(v: unknown): Prisma.Sql {
  if (v !== null && typeof v === 'object' && !(v instanceof Date))
    return Prisma.sql`${JSON.stringify(v)}::jsonb`;
  return Prisma.sql`${v}`;
}

/** The columns a write sets (Prisma's rule: an undefined value sets nothing); the owner is never among them. */
function columnsOf(data: Record<string, unknown>): [string, unknown][] {
  return Object.entries(data).filter(([k, v]) => v !== undefined && k !== 'user_id' && k !== 'id');
}

/** The user's id, locked FOR NO KEY UPDATE; no row when the account was erased meanwhile. */
const lockedUser = (userId: number) =>
  Prisma.sql`(SELECT "id" FROM "users" WHERE "id" = ${userId} FOR NO KEY UPDATE)`;

interface Target {
  db: DbOrTx;
  model: ModelKey;
  userId: number;
}

function run<Row>(db: DbOrTx, statement: Prisma.Sql): Promise<Row | null> {
  // A deadlock victim did nothing and may run again (lib/providers/db/retry.ts). Straight to the driver when it can
  // (lib/providers/db/direct.ts): a lone statement needs nothing of Prisma's.
  return retryConflicts(async () => (await readRows<Row>(db, statement))[0] ?? null);
}

/** The user's live record `id`, or null: what a change starts from and what GET of one record answers. */
export async function liveRow<Row>(t: Target, id: number): Promise<Row | null> {
  // An id no row can have (not an int4 above 0) is nobody's record, not a database error.
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) return null;
  return run<Row>(
    t.db,
    Prisma.sql`SELECT ${FIELDS[t.model]} FROM ${name(TABLES[t.model])} WHERE "id" = ${id} AND ${ownLive(t.userId)}`,
  );
}

/** Inserts the user's record; null when the user's row is gone (the account was erased meanwhile). */
export function insertRow<Row>(t: Target, data: Record<string, unknown>): Promise<Row | null> {
  const cols = columnsOf(data);
  const names = Prisma.join([name('user_id'), name('updated_at'), ...cols.map(([k]) => name(k))]);
  const values = Prisma.join([Prisma.sql`u."id"`, Prisma.sql`now()`, ...cols.map(([, v]) => value(v))]);
  return run<Row>(
    t.db,
    Prisma.sql`INSERT INTO ${name(TABLES[t.model])} (${names}) SELECT ${values} FROM ${lockedUser(t.userId)} u RETURNING ${FIELDS[t.model]}`,
  );
}

/**
 * Sets `data` on the user's record `id`, live or (`deleted: true`) in the trash; null when there is no
 * such record of the user's (or the user's row is gone).
 */
export function updateRow<Row>(
  t: Target,
  id: number,
  data: Record<string, unknown>,
  opts: { deleted?: boolean } = {},
): Promise<Row | null> {
  const sets = [
    Prisma.sql`"updated_at" = now()`,
    ...columnsOf(data).map(([k, v]) => Prisma.sql`${name(k)} = ${value(v)}`),
  ];
  return run<Row>(
    t.db,
    Prisma.sql`UPDATE ${name(TABLES[t.model])} SET ${Prisma.join(sets)} WHERE "id" = ${id} AND "user_id" = ${lockedUser(t.userId)} AND ${live(undefined, opts.deleted)} RETURNING ${FIELDS[t.model]}`,
  );
}

/** Moves the user's live record `id` to the trash (the soft delete); false when there is none. */
export async function softDeleteRow(t: Target, id: number): Promise<boolean> {
  return (await updateRow<{ id: number }>(t, id, { deleted_at: new Date() })) !== null;
}
