import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { expenseWhere, type ExpenseFilters } from '@/lib/records/expenses/filters';

/**
 * The sum of every expense the filters match, by the database: the Expenses page lists the newest rows
 * (the list service) and states the total of all of them, as the CSV download holds all of them.
 */
export async function expenseTotal(ctx: Ctx, filters: ExpenseFilters): Promise<number> {
  const sum = await ctx.db.expense.aggregate({
    where: expenseWhere(ctx.userId, filters),
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}
