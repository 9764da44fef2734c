import 'server-only';
import { EXPENSE_CATEGORIES } from '@/lib/expenses/resource';
import type { Prisma } from '@/lib/generated/prisma/client';
import { MILEAGE_PURPOSES } from '@/lib/mileage/resource';
import { yearRange } from '@/lib/core/dates';
import { yearIn } from '@/lib/validation/common';

// The list filters of the Expenses and Mileage pages, shared with their CSV downloads so a download holds
// exactly the rows the page shows. Read leniently from a query string: a missing or invalid value means
// "no filter" (year: the current one), as the pages' GET forms never send anything else.

export type Params = Record<string, string | string[] | undefined>;

export interface ExpenseFilters {
  year: number;
  category: (typeof EXPENSE_CATEGORIES)[number] | null;
  assignmentId: number | null;
}

export interface TripFilters {
  year: number;
  purpose: (typeof MILEAGE_PURPOSES)[number] | null;
  assignmentId: number | null;
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

const yearOf = (value: string | undefined, now: Date) => yearIn(value) ?? now.getUTCFullYear();

function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function enumOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return values.find((v) => v === value) ?? null;
}

export function expenseFilters(params: Params, now: Date): ExpenseFilters {
  return {
    year: yearOf(one(params.year), now),
    category: enumOf(EXPENSE_CATEGORIES, one(params.category)),
    assignmentId: idOf(one(params.assignment_id)),
  };
}

export function tripFilters(params: Params, now: Date): TripFilters {
  return {
    year: yearOf(one(params.year), now),
    purpose: enumOf(MILEAGE_PURPOSES, one(params.purpose)),
    assignmentId: idOf(one(params.assignment_id)),
  };
}

/** What the category and assignment filters add to the year's expenses (the list service's `narrow`). */
export function expenseNarrowing(f: ExpenseFilters): Prisma.ExpenseWhereInput {
  return {
    ...(f.category && { category: f.category }),
    ...(f.assignmentId && { assignment_id: f.assignmentId }),
  };
}

export function tripNarrowing(f: TripFilters): Prisma.MileageTripWhereInput {
  return {
    ...(f.purpose && { purpose: f.purpose }),
    ...(f.assignmentId && { assignment_id: f.assignmentId }),
  };
}

/** The owner is always inside the where: another user's assignment id simply matches nothing. */
export function expenseWhere(userId: number, f: ExpenseFilters): Prisma.ExpenseWhereInput {
  return { user_id: userId, date: yearRange(f.year), ...expenseNarrowing(f) };
}

export function tripWhere(userId: number, f: TripFilters): Prisma.MileageTripWhereInput {
  return { user_id: userId, date: yearRange(f.year), ...tripNarrowing(f) };
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
