import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { expenseResource } from '@/lib/records/expenses/resource';
import { expenseTotal } from '@/lib/records/expenses/totals';
import { expenseFilters, expenseNarrowing } from '@/lib/records/expenses/filters';
import { type Params } from '@/lib/records/list-filters';
import { loadFilteredList } from '../_lib/filtered-list';
import { categoryOptions, type ExpenseOut } from './fields';

/** The Expenses page: the year's expenses narrowed by category and assignment, and their total. */
export function loadExpenses(ctx: Ctx, params: Params) {
  return loadFilteredList(ctx, expenseFilters(params, ctx.now), {
    list: { spec: expenseResource, row: (item) => item as ExpenseOut, narrowing: expenseNarrowing },
    totals: (f) => expenseTotal(ctx, f),
    kind: { name: 'category', label: 'Category', options: categoryOptions },
    download: { file: 'expenses', label: 'Download CSV' },
  });
}
