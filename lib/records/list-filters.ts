import 'server-only';
import type { ExpenseFilters } from '@/lib/records/expenses/filters';
import type { TripFilters } from '@/lib/records/mileage/filters';
import { yearIn } from '@/lib/validation/common';

// What the filters of the Expenses and Mileage lists share (lib/records/expenses/filters.ts, lib/records/mileage/filters.ts):
// the lists and their CSV downloads read the same filters, so a download holds exactly the rows the page
// shows. Read leniently from a query string: a missing or invalid value means "no filter" (year: the current
// one), as the pages' GET forms never send anything else.

export type Params = Record<string, string | string[] | undefined>;

export const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export const yearOf = (value: string | undefined, now: Date) => yearIn(value) ?? now.getUTCFullYear();

export function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function enumOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return values.find((v) => v === value) ?? null;
}

/**
 * The filters as the page applies them: an assignment that is not among the year's (another year's, a
 * deleted one, someone else's) is dropped rather than applied unseen, since the select could not show it.
 */
export function withYearAssignment<F extends ExpenseFilters | TripFilters>(
  f: F,
  yearIds: readonly number[],
): F {
  return f.assignmentId !== null && !yearIds.includes(f.assignmentId) ? { ...f, assignmentId: null } : f;
}

/** The query string of the filters, for links that keep them (the CSV downloads): `year=2026&purpose=…`. */
export function filterQuery(f: ExpenseFilters | TripFilters): string {
  const q = new URLSearchParams({ year: String(f.year) });
  if ('category' in f && f.category) q.set('category', f.category);
  if ('purpose' in f && f.purpose) q.set('purpose', f.purpose);
  if (f.assignmentId) q.set('assignment_id', String(f.assignmentId));
  return q.toString();
}

/** `expenses-2026.csv`, `mileage-2026-tax_home_visit.csv`. */
export function exportFilename(kind: 'expenses' | 'mileage', f: ExpenseFilters | TripFilters): string {
  const narrowing = 'category' in f ? f.category : f.purpose;
  return `${kind}-${f.year}${narrowing ? `-${narrowing}` : ''}.csv`;
}
