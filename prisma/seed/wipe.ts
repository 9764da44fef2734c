import { OWNED_TABLES } from '@/lib/account/owned-tables';
import type { DbOrTx } from '@/lib/db/client';

// Removes every record a user owns, for real (the soft-delete extension turns Prisma's deletes into
// updates), so that seeding again replaces a user's data instead of piling up trash. Children first: the
// one list of user-owned tables is in that order.
export async function wipeUserRecords(db: DbOrTx, userId: number): Promise<void> {
  for (const { table } of OWNED_TABLES) {
    await db.$executeRawUnsafe(`DELETE FROM "${table}" WHERE user_id = $1`, userId);
  }
}
