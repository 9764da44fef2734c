import 'server-only';
import type { FieldOption } from '@/components/records/form-types';
import { assignmentResource } from '@/lib/assignments/resource';
import { serializeExpense } from '@/lib/expenses/resource';
import { expenseWhere, type ExpenseFilters } from '@/lib/exports/filters';
import type { Ctx } from '@/lib/core/context';
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

type AssignmentName = Pick<AssignmentOut, 'id' | 'facility' | 'location' | 'state'>;
const assignmentOption = (a: AssignmentName): FieldOption => ({
  value: String(a.id),
  label: `${a.facility} (${a.location}, ${a.state})`,
});

/** The assignments overlapping the year, as filter options. */
export async function yearAssignmentOptions(ctx: Ctx, year: number): Promise<FieldOption[]> {
  const { items } = await listRecords(assignmentResource, ctx, { limit: 200, offset: 0, year });
  return (items as AssignmentOut[]).map(assignmentOption);
}

/**
 * What an expense or trip of `date` can be tied to when edited: the assignments of its year, and always the
 * one it is tied to now (else the form would show none, and saving would untie it unasked).
 */
export async function editAssignmentOptions(
  ctx: Ctx,
  date: string,
  currentId: number | null,
): Promise<FieldOption[]> {
  const options = await yearAssignmentOptions(ctx, Number(date.slice(0, 4)));
  if (currentId === null || options.some((o) => o.value === String(currentId))) return options;
  const current = await ctx.db.assignment.findFirst({ where: { id: currentId, user_id: ctx.userId } });
  return [
    current
      ? assignmentOption(current)
      : { value: String(currentId), label: 'A deleted assignment (restore it in Settings)' },
    ...options,
  ];
}
