import 'server-only';
import type { Db } from '@/lib/providers/db/client';
import type { ObjectStore } from '@/lib/providers/storage/store';

// The files of erased accounts, removed after the erasure has committed (lib/account/delete.ts): the
// erasure's transaction records each storage folder of the user in pending_file_deletions, and this
// drains that table. A folder whose removal fails stays, with its attempt count, and is tried again after
// a growing wait; after MAX_ATTEMPTS it is left for an operator (gave_up_at set, logged). Called right after
// each erasure and by the daily cron run, and shaped `(db, store) => summary` so a job queue can call it.

export const MAX_ATTEMPTS = 8;
/** Wait after the n-th failure: 1 min, 4 min, 16 min … capped at a day. */
export const backoffMs = (attempts: number): number => Math.min(60_000 * 4 ** (attempts - 1), 86_400_000);

export interface DrainSummary {
  /** Folders cleared (their rows removed). */
  cleared: number;
  /** Files removed from storage. */
  files: number;
  /** Folders that failed this time and wait for another try. */
  failed: number;
  /** Folders that failed for the last time. */
  gaveUp: number;
}

export interface DrainOptions {
  now?: Date;
  /** Only these rows (the erasure's own), due or not. */
  ids?: readonly number[];
  /** At most this many rows per call. */
  limit?: number;
}

export async function drainFileDeletions(
  db: Db,
  store: ObjectStore,
  opts: DrainOptions = {},
): Promise<DrainSummary> {
  const now = opts.now ?? new Date();
  const rows = await db.pendingFileDeletion.findMany({
    where: opts.ids
      ? { id: { in: [...opts.ids] }, gave_up_at: null }
      : { gave_up_at: null, next_attempt_at: { lte: now } },
    orderBy: { id: 'asc' },
    take: opts.limit ?? 500,
  });
  const summary: DrainSummary = { cleared: 0, files: 0, failed: 0, gaveUp: 0 };
  for (const row of rows) {
    try {
      summary.files += await store.deletePrefix(row.prefix);
      // deleteMany: a concurrent drain may have cleared it already.
      await db.pendingFileDeletion.deleteMany({ where: { id: row.id } });
      summary.cleared++;
    } catch (err) {
      const attempts = row.attempts + 1;
      const last = attempts >= MAX_ATTEMPTS;
      const message = String((err as Error)?.message ?? err).slice(0, 1000);
      // updateMany: a concurrent drain that succeeded may have removed the row.
      await db.pendingFileDeletion.updateMany({
        where: { id: row.id },
        data: {
          attempts,
          last_error: message,
          next_attempt_at: new Date(now.getTime() + backoffMs(attempts)),
          gave_up_at: last ? now : null,
        },
      });
      if (last) summary.gaveUp++;
      else summary.failed++;
      const event = last ? 'file_deletion_gave_up' : 'file_deletion_failed';
      console.error(JSON.stringify({ event, prefix: row.prefix, attempts, error: message }));
    }
  }
  return summary;
}
