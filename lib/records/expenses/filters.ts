import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { yearRange } from '@/lib/core/dates';
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

/** The owner is always inside the where: another user's assignment id simply matches nothing. */
export function expenseWhere(userId: number, f: ExpenseFilters): Prisma.ExpenseWhereInput {
  return { user_id: userId, date: yearRange(f.year), ...expenseNarrowing(f) };
}
