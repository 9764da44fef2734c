import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { enumOf, idOf, one, yearOf, type Params } from '@/lib/records/list-filters';
import { EXPENSE_CATEGORIES } from './resource';

// The Expenses list's filters (category, assignment, year), shared with its CSV download.

export interface ExpenseFilters {
  year: number;
  category: (typeof EXPENSE_CATEGORIES)[number] | null;
  assignmentId: number | null;
}

export function expenseFilters(params: Params, now: Date): ExpenseFilters {
  return {
    year: yearOf(one(params.year), now),
    category: enumOf(EXPENSE_CATEGORIES, one(params.category)),
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

/**
 * The filters as SQL on the expenses aliased t, for what reads every matching row (the CSV, the totals); the
 * owner is always ANDed by the reader (lib/records/read.ts), so another user's assignment id matches nothing.
 */
export function expenseConditions(f: ExpenseFilters): Prisma.Sql {
  const parts = [Prisma.sql`t."date" BETWEEN ${`${f.year}-01-01`}::date AND ${`${f.year}-12-31`}::date`];
  if (f.category) parts.push(Prisma.sql`t."category" = ${f.category}`);
  if (f.assignmentId) parts.push(Prisma.sql`t."assignment_id" = ${f.assignmentId}`);
  return Prisma.join(parts, ' AND ');
}
