import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { Prisma } from '@/lib/generated/prisma/client';
import { readRows } from '@/lib/providers/db/direct';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { expenseConditions, type ExpenseFilters } from '@/lib/records/expenses/filters';

/**
 * The sum of every expense the filters match, by the database: the Expenses page lists the newest rows
 * (the list service) and states the total of all of them, as the CSV download holds all of them.
 */
export async function expenseTotal(ctx: Ctx, filters: ExpenseFilters): Promise<number> {
  const [row] = await readRows<{ total: number }>(
    ctx.db,
    Prisma.sql`SELECT coalesce(sum(t."amount"), 0)::float8 AS total FROM "expenses" t
      WHERE ${ownLive(ctx.userId, 't')} AND ${expenseConditions(filters)}`,
  );
  return row?.total ?? 0;
}
