import 'server-only';
import { cancelSubscriptions } from '@/lib/billing/cancel';
import type { Ctx } from '@/lib/core/context';
import { invalidField } from '@/lib/core/errors';
import { lockUser } from '@/lib/db/user-lock';
import { UPLOAD_KINDS, ownPrefix } from '@/lib/storage/keys';
import { objectStore } from '@/lib/storage/store';
import { OWNED_TABLES } from './owned-tables';
import { BACKUPS_NOTE, type DeleteAccountBody, type DeleteAccountResult } from './schemas';

// DELETE /me: erasure, the one real delete (every other delete is soft, but here the user asked for the
// data to be gone). The order never leaves an account half deleted:
//   1. Stripe: cancel the subscription (a failure stops here, nothing is deleted);
//   2. the file store: every object under the user's prefixes, attached or never attached;
//   3. one database transaction: every user-owned table, children first, then the user.
// Steps 1 and 2 are idempotent and come before the transaction: if anything fails, the account is still
// there, whole in the database, and deleting it again finishes the job. The reverse order could commit
// the rows and then fail on the files, leaving files nobody can reach or delete.

function assertConfirmed(ctx: Ctx, confirm: string): void {
  const email = ctx.user.email?.trim().toLowerCase();
  if (confirm === 'DELETE' || (email && confirm.toLowerCase() === email)) return;
  throw invalidField('confirm', 'Type DELETE (or your account email) to confirm');
}

async function deleteFiles(userId: number): Promise<number> {
  const store = objectStore();
  let deleted = 0;
  for (const kind of UPLOAD_KINDS) deleted += await store.deletePrefix(ownPrefix(kind, userId));
  return deleted;
}

async function deleteRows(ctx: Ctx): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    // The user's row first, and the lock that waits for every writer of the account (lib/db/user-lock.ts).
    await lockUser(tx, ctx.userId, 'UPDATE');
    // Raw statements: the soft-delete extension would turn a Prisma delete into an update.
    for (const { table } of OWNED_TABLES) {
      await tx.$executeRawUnsafe(`DELETE FROM "${table}" WHERE user_id = $1`, ctx.userId);
    }
    await tx.$executeRawUnsafe('DELETE FROM "users" WHERE id = $1', ctx.userId);
  });
}

export async function deleteAccount(ctx: Ctx, body: DeleteAccountBody): Promise<DeleteAccountResult> {
  assertConfirmed(ctx, body.confirm);
  const canceledSubscriptions = await cancelSubscriptions(ctx.user);
  const deletedFiles = await deleteFiles(ctx.userId);
  await deleteRows(ctx);
  return { deleted: true, canceledSubscriptions, deletedFiles, backups: BACKUPS_NOTE };
}
