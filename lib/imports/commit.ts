import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateIn } from '@/lib/core/dates';
import { ApiError } from '@/lib/core/errors';
import type { Tx } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { computeImport, type Computed } from './compute';
import { getImportOrThrow, settingsOf } from './read';
import { kindOf, serializeImport, toJson } from './serialize';

// POST /imports/:id/commit: every ready row of the preview in one transaction, tagged with the import, or
// nothing at all. The preview is computed again first (the worker's records may have changed since), and
// the import is claimed inside the transaction, so two commits at once write the rows once.

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters, few round trips for 10,000 rows. */
const CHUNK = 2000;
/** A 20,000-row import on the embedded database takes seconds; Prisma's default (5 s) is too short. */
const TX_TIMEOUT_MS = 120_000;

export type Progress = (written: number, total: number) => void;

type Insert =
  | { kind: 'expenses'; data: Prisma.ExpenseCreateManyInput[] }
  | { kind: 'mileage'; data: Prisma.MileageTripCreateManyInput[] };

/** The ready rows as table rows (a ready row always has its date, amount or miles and category or purpose). */
function toInsert(c: Computed, userId: number, importId: number): Insert {
  const base = { user_id: userId, import_id: importId };
  if (c.kind === 'expenses') {
    const data = c.rows.flatMap((r) =>
      r.status === 'ready' && r.date && r.amount !== null && r.category
        ? [
            {
              ...base,
              date: dateIn(r.date),
              amount: r.amount,
              category: r.category,
              description: r.description,
            },
          ]
        : [],
    );
    return { kind: 'expenses', data };
  }
  const data = c.rows.flatMap((r) =>
    r.status === 'ready' && r.date && r.miles !== null && r.purpose
      ? [
          {
            ...base,
            date: dateIn(r.date),
            miles: r.miles,
            purpose: r.purpose,
            origin: r.origin,
            destination: r.destination,
            notes: r.notes,
          },
        ]
      : [],
  );
  return { kind: 'mileage', data };
}

async function insertChunks(tx: Tx, insert: Insert, onProgress?: Progress): Promise<void> {
  const total = insert.data.length;
  for (let i = 0; i < total; i += CHUNK) {
    if (insert.kind === 'expenses') await tx.expense.createMany({ data: insert.data.slice(i, i + CHUNK) });
    else await tx.mileageTrip.createMany({ data: insert.data.slice(i, i + CHUNK) });
    onProgress?.(Math.min(i + CHUNK, total), total);
  }
}

export async function commitImport(ctx: Ctx, id: number, onProgress?: Progress) {
  const row = await getImportOrThrow(ctx, id);
  if (row.status !== 'preview') throw new ApiError('conflict', 'This import was already committed');
  const computed = await computeImport(ctx, kindOf(row), row.objstore_key, settingsOf(row));
  const insert = toInsert(computed, ctx.userId, row.id);
  const total = insert.data.length;
  if (total === 0) {
    throw new ApiError(
      'unprocessable_import',
      'No row is ready to import: fix the mapping or include some rows',
    );
  }
  onProgress?.(0, total);
  await ctx.db.$transaction(
    async (tx) => {
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
      if (count !== 1) throw new ApiError('conflict', 'This import was already committed');
      await insertChunks(tx, insert, onProgress);
    },
    { timeout: TX_TIMEOUT_MS, maxWait: 10_000 },
  );
  return serializeImport(await getImportOrThrow(ctx, id));
}
