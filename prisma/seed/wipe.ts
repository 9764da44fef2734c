import type { DbOrTx } from '@/lib/db/client';

// Removes every record a user owns, for real (the soft-delete extension turns Prisma's deletes into
// updates), so that seeding again replaces a user's data instead of piling up trash. Children first.
const OWNED_TABLES = [
  'expenses',
  'mileage_trips',
  'assignments',
  'tax_home_docs',
  'tax_home_costs',
  'tax_homes',
  'credentials',
  'comparisons',
  'notifications',
  'quarterly_payments',
] as const;

export async function wipeUserRecords(db: DbOrTx, userId: number): Promise<void> {
  for (const table of OWNED_TABLES) {
    await db.$executeRawUnsafe(`DELETE FROM "${table}" WHERE user_id = $1`, userId);
  }
}
