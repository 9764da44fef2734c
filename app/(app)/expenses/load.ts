import 'server-only';
import { assignmentResource } from '@/lib/assignments/resource';
import { serializeExpense } from '@/lib/expenses/resource';
import { expenseWhere, type ExpenseFilters } from '@/lib/exports/filters';
import type { Ctx } from '@/lib/http/route';
import { listRecords } from '@/lib/records/service';
import type { AssignmentOut } from '../assignments/fields';

/** How many rows the page lists; the total, the sum and the CSV download cover every matching row. */
export const PAGE_ROWS = 200;

/** The filtered list of the Expenses page, its count and its sum (a database aggregate). */
export async function loadExpenses(ctx: Ctx, filters: ExpenseFilters) {
  const where = expenseWhere(ctx.userId, filters);
  const [rows, total, sum] = await Promise.all([
    ctx.db.expense.findMany({ where, orderBy: [{ date: 'desc' }, { id: 'desc' }], take: PAGE_ROWS }),
    ctx.db.expense.count({ where }),
    ctx.db.expense.aggregate({ where, _sum: { amount: true } }),
  ]);
  return { rows: rows.map(serializeExpense), total, totalCents: sum._sum.amount ?? 0 };
}

/** The assignments overlapping the year, as filter options. */
export async function yearAssignmentOptions(ctx: Ctx, year: number) {
  const { items } = await listRecords(assignmentResource, ctx, { limit: 200, offset: 0, year });
  return (items as AssignmentOut[]).map((a) => ({
    value: String(a.id),
    label: `${a.facility} (${a.location}, ${a.state})`,
  }));
}
