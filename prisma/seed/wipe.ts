import { deleteOwnedRows } from '@/lib/account/owned-tables';
import type { DbOrTx } from '@/lib/providers/db/client';

// Removes every record a user owns, for real, so that seeding again replaces a user's data instead of
// piling up trash: the same deletion as account erasure, over the tables read from the schema.
export async function wipeUserRecords(db: DbOrTx, userId: number): Promise<void> {
  await deleteOwnedRows(db, userId);
}
