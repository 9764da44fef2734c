import 'server-only';
import { cancelSubscriptions } from '@/lib/providers/billing/cancel';
import type { Ctx } from '@/lib/core/context';
import { invalidField } from '@/lib/core/errors';
import type { Db } from '@/lib/providers/db/client';
import { lockUser, USER_WRITE_WAIT } from '@/lib/providers/db/user-lock';
import { UPLOAD_KINDS, ownPrefix } from '@/lib/providers/storage/keys';
import { objectStore } from '@/lib/providers/storage/store';
import { drainFileDeletions, type DrainSummary } from './file-deletions';
import { deleteOwnedRows } from './owned-tables';
import { BACKUPS_NOTE, type DeleteAccountBody, type DeleteAccountResult } from './schemas';

// DELETE /me: erasure, the one real delete (every other delete is soft, but here the user asked for the
// data to be gone). The order leaves the account either whole or gone, never half:
//   1. Stripe: cancel the subscription (idempotent; a failure stops here, nothing is deleted);
//   2. one database transaction: every table the user owns (read from the schema, children first), then
//      the user row, and a row in pending_file_deletions for each of the user's storage folders. Every
//      secret that opens the account goes with it: the user row holds the calendar feed's hash and the
//      session version, reset links are rows of the user, and a built-in token names a user that no
//      longer exists (lib/http/route.ts refuses it). A failure rolls all of it back;
//   3. after the commit, the files: removed by drainFileDeletions, retried with backoff by the daily cron
//      run when storage fails now. Files never go before the rows, so a live account never loses them.

/** How long the answer waits for the files; the rest is left to the retried drain. */
const FILE_WAIT_MS = 10_000;

function assertConfirmed(ctx: Ctx, confirm: string): void {
  const email = ctx.user.email?.trim().toLowerCase();
  if (confirm === 'DELETE' || (email && confirm.toLowerCase() === email)) return;
  throw invalidField('confirm', 'Type DELETE (or your account email) to confirm');
}

/** Step 2: the rows, in one transaction; answers the pending_file_deletions rows it wrote. */
async function deleteRows(db: Db, userId: number): Promise<number[]> {
  return db.$transaction(async (tx) => {
    // The user's row first: writers of this user wait for the commit, then fail on the missing user,
    // instead of adding a row after its table was emptied.
    await lockUser(tx, userId, 'UPDATE');
    await deleteOwnedRows(tx, userId);
    await tx.$executeRawUnsafe('DELETE FROM "users" WHERE id = $1', userId);
    const pending = await tx.pendingFileDeletion.createManyAndReturn({
      data: UPLOAD_KINDS.map((kind) => ({ prefix: ownPrefix(kind, userId) })),
      select: { id: true },
    });
    return pending.map((p) => p.id);
  }, USER_WRITE_WAIT);
}

/** Step 3: this erasure's folders now, bounded in time; what fails or takes longer is retried later. */
async function deleteFiles(db: Db, ids: number[]): Promise<DrainSummary | null> {
  const drain = drainFileDeletions(db, objectStore(), { ids });
  drain.catch((err: unknown) =>
    console.error(JSON.stringify({ event: 'file_deletion_error', error: String(err) })),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), FILE_WAIT_MS)));
  try {
    return await Promise.race([drain.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function deleteAccount(ctx: Ctx, body: DeleteAccountBody): Promise<DeleteAccountResult> {
  assertConfirmed(ctx, body.confirm);
  const canceledSubscriptions = await cancelSubscriptions(ctx.user);
  const ids = await deleteRows(ctx.db, ctx.userId);
  const files = await deleteFiles(ctx.db, ids);
  return {
    deleted: true,
    canceledSubscriptions,
    deletedFiles: files?.files ?? 0,
    filesPending: !files || files.cleared < ids.length,
    backups: BACKUPS_NOTE,
  };
}
