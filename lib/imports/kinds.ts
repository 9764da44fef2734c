import type { EXPENSE_CATEGORIES } from '@/lib/records/expenses/resource';
import type { MILEAGE_PURPOSES } from '@/lib/records/mileage/resource';

// The words of an import: what it brings in, where it stands, and the app's categories and purposes it maps
// the source's words to (type-only imports: the resources stay out of pure modules' graphs).

export const IMPORT_KINDS = ['expenses', 'mileage'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** preview → committed (rows written) → undone (rows soft-deleted) → committed again on restore. */
export const IMPORT_STATUSES = ['preview', 'committed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type TripPurpose = (typeof MILEAGE_PURPOSES)[number];

/** What happens to one row on commit, and the rows a preview lists. */
export const ROW_STATUSES = ['ready', 'duplicate', 'skipped', 'failed'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/** At most this many data rows per file: a year of daily records is a few thousand. */
export const MAX_IMPORT_ROWS = 20_000;
