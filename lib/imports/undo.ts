import 'server-only';
import { lockUser, USER_WRITE_WAIT } from '@/lib/providers/db/user-lock';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import type { DataImport } from '@/lib/generated/prisma/client';
import type { Tx } from '@/lib/providers/db/client';
import { getImportOrThrow } from './read';
import { kindOf, serializeImport } from './serialize';

// Undo and restore of a committed import. Undo soft-deletes the import's live rows with one timestamp and
// records it on the import; restore brings back exactly the rows deleted at that instant, so a row the
// worker had deleted by hand before the undo stays deleted. Both are idempotent (a repeat answers 200).

async function setRowsDeleted(tx: Tx, row: DataImport, from: Date | null, to: Date | null): Promise<void> {
  // With `deleted_at` named in the where, the soft-delete extension leaves it as written (lib/providers/db/soft-delete).
  const where = { user_id: row.user_id, import_id: row.id, deleted_at: from };
  if (kindOf(row) === 'expenses') await tx.expense.updateMany({ where, data: { deleted_at: to } });
  else await tx.mileageTrip.updateMany({ where, data: { deleted_at: to } });
}

async function move(
  ctx: Ctx,
  row: DataImport,
  from: 'committed' | 'undone',
  rows: () => [Date | null, Date | null],
) {
  const to = from === 'committed' ? 'undone' : 'committed';
  await ctx.db.$transaction(async (tx) => {
    await lockUser(tx, ctx.userId); // the user's row first (lib/providers/db/user-lock.ts)
    const { count } = await tx.dataImport.updateMany({
      where: { id: row.id, user_id: ctx.userId, status: from },
      data: { status: to, undone_at: to === 'undone' ? ctx.now : null },
    });
    if (count !== 1) throw new ApiError('conflict', 'This import changed meanwhile: reload it');
    const [was, now] = rows();
    await setRowsDeleted(tx, row, was, now);
  }, USER_WRITE_WAIT);
  return serializeImport(await getImportOrThrow(ctx, row.id));
}

/** POST /imports/:id/undo */
export async function undoImport(ctx: Ctx, id: number) {
  const row = await getImportOrThrow(ctx, id);
  if (row.status === 'undone') return serializeImport(row);
  if (row.status !== 'committed')
    throw new ApiError('conflict', 'Nothing to undo: this import was never committed');
  return move(ctx, row, 'committed', () => [null, ctx.now]);
}

/** PATCH /imports/:id/restore */
export async function restoreImport(ctx: Ctx, id: number) {
  const row = await getImportOrThrow(ctx, id);
  if (row.status === 'committed') return serializeImport(row);
  if (row.status !== 'undone' || !row.undone_at) {
    throw new ApiError('conflict', 'Nothing to restore: this import was never committed');
  }
  const undoneAt = row.undone_at;
  return move(ctx, row, 'undone', () => [undoneAt, null]);
}
