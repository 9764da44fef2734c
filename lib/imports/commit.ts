import 'server-only';
import { lockUser } from '@/lib/providers/db/user-lock';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import type { Tx } from '@/lib/providers/db/client';
import { computeImport, type Computed } from './compute';
import type { ExpenseRow } from './rows-expenses';
import type { TripRow } from './rows-mileage';
import { getImportOrThrow, settingsOf } from './read';
import { kindOf, serializeImport, toJson } from './serialize';

// POST /imports/:id/commit: every ready row of the preview in one transaction, tagged with the import, or
// nothing at all (bulk inserts, not createMany: see insertBatch). The preview is computed again first (the worker's records may have changed since), and
// the import is claimed inside the transaction, so two commits at once write the rows once.
//
// Which answer a second commit gets is decided by the claim alone, and the claim comes before "no row is
// ready" (409 before 422, docs/api-guide.md §3). A second commit that read the import before the first
// committed computes its preview before or after the first's rows land, by timing (on PGlite, one connection,
// its reads wait for the first's transaction: after, as a rule), and after, every row is a duplicate of
// those just written. Refusing an empty commit before claiming let that timing pick the answer: 409, or 422.

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters, few round trips for 10,000 rows. */
const CHUNK = 2000;
/** A 20,000-row import on the embedded database takes seconds; Prisma's default (5 s) is too short. */
const TX_TIMEOUT_MS = 120_000;

export type Progress = (written: number, total: number) => void;

/** The ready rows as columns, one array per column (a ready row always has its date, amount or miles). */
type Insert = { kind: 'expenses'; rows: ExpenseRow[] } | { kind: 'mileage'; rows: TripRow[] };

function readyRows(c: Computed): Insert {
  if (c.kind === 'expenses') {
    return {
      kind: 'expenses',
      rows: c.rows.filter((r) => r.status === 'ready' && r.date && r.amount !== null),
    };
  }
  return { kind: 'mileage', rows: c.rows.filter((r) => r.status === 'ready' && r.date && r.miles !== null) };
}

/**
 * One INSERT … SELECT FROM unnest(column arrays) per batch: a handful of parameters however many rows.
 * Measured on 10,000 rows (scripts/bench-import.ts): Prisma's createMany took 7 to 12 s on both databases
 * (its per-row work in the query compiler), this takes about 1 s. Same transaction, same columns.
 */
async function insertBatch(
  tx: Tx,
  batch: Insert,
  userId: number,
  importId: number,
  now: Date,
): Promise<void> {
  if (batch.kind === 'expenses') {
    const r = batch.rows;
    await tx.$executeRaw`
      INSERT INTO "expenses" ("user_id", "import_id", "date", "amount", "category", "description", "updated_at")
      SELECT ${userId}::int, ${importId}::int, u.d, u.a, u.c, u.t, ${now}::timestamptz
      FROM unnest(${r.map((x) => x.date)}::date[], ${r.map((x) => x.amount)}::int[],
        ${r.map((x) => x.category ?? 'other')}::text[], ${r.map((x) => x.description)}::text[]) AS u(d, a, c, t)`;
    return;
  }
  const r = batch.rows;
  await tx.$executeRaw`
    INSERT INTO "mileage_trips" ("user_id", "import_id", "date", "miles", "purpose", "origin", "destination", "notes", "updated_at")
    SELECT ${userId}::int, ${importId}::int, u.d, u.m, u.p, u.o, u.t, u.n, ${now}::timestamptz
    FROM unnest(${r.map((x) => x.date)}::date[], ${r.map((x) => x.miles)}::int[],
      ${r.map((x) => x.purpose ?? 'other')}::text[], ${r.map((x) => x.origin)}::text[],
      ${r.map((x) => x.destination)}::text[], ${r.map((x) => x.notes)}::text[]) AS u(d, m, p, o, t, n)`;
}

async function insertAll(
  tx: Tx,
  all: Insert,
  ctx: Ctx,
  importId: number,
  onProgress?: Progress,
): Promise<void> {
  const total = all.rows.length;
  for (let i = 0; i < total; i += CHUNK) {
    const batch = (
      all.kind === 'expenses'
        ? { kind: 'expenses', rows: all.rows.slice(i, i + CHUNK) }
        : { kind: 'mileage', rows: all.rows.slice(i, i + CHUNK) }
    ) as Insert;
    await insertBatch(tx, batch, ctx.userId, importId, ctx.now);
    onProgress?.(Math.min(i + CHUNK, total), total);
  }
}

/** The one answer for an import that is committed, undone, or being committed by another request. */
const alreadyCommitted = () => new ApiError('conflict', 'This import was already committed');

export async function commitImport(ctx: Ctx, id: number, onProgress?: Progress) {
  const row = await getImportOrThrow(ctx, id);
  // An import committed before this request: answered without reading its file again. A race is not
  // decided here (both requests may read 'preview'), but by the claim in the transaction.
  if (row.status !== 'preview') throw alreadyCommitted();
  const computed = await computeImport(ctx, kindOf(row), row.objstore_key, settingsOf(row));
  const insert = readyRows(computed);
  const total = insert.rows.length;
  await ctx.db.$transaction(
    async (tx) => {
      await lockUser(tx, ctx.userId); // the user's row first (lib/providers/db/user-lock.ts)
      const { count } = await tx.dataImport.updateMany({
        where: { id: row.id, user_id: ctx.userId, status: 'preview' },
        data: {
          status: 'committed',
          committed_at: ctx.now,
          imported_count: total,
          row_count: computed.preview.counts.rows,
          preview: toJson(computed.preview),
        },
      });
      if (count !== 1) throw alreadyCommitted();
      if (total === 0) {
        // Thrown inside the transaction: the claim above rolls back, the import stays a preview.
        throw new ApiError(
          'unprocessable_import',
          'No row is ready to import: fix the mapping or include some rows',
        );
      }
      onProgress?.(0, total);
      await insertAll(tx, insert, ctx, row.id, onProgress);
    },
    { timeout: TX_TIMEOUT_MS, maxWait: 10_000 },
  );
  return serializeImport(await getImportOrThrow(ctx, id));
}
