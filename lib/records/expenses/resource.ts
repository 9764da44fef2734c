import 'server-only';
import type { z } from 'zod';
import { Prisma, type Expense } from '@/lib/generated/prisma/client';
import { dateIn, yearRange } from '@/lib/core/dates';
import { fromRecord, jsonOf, type ResourceSpec } from '@/lib/records/define';
import { assertOwnAssignment } from '@/lib/records/refs';
import { assertStoredKey } from '@/lib/providers/storage/stored-key';
import { EXPENSE_CATEGORIES, expenseRecord } from './record';

export { EXPENSE_CATEGORIES };
export const createExpenseBody = expenseRecord.createBody;
type Input = z.infer<typeof expenseRecord.updateBody>;
export type ExpenseOut = ReturnType<typeof expenseRecord.serialize>;

async function columns(
  ctx: Parameters<typeof assertOwnAssignment>[0],
  input: Input,
  existing?: () => Promise<Expense>,
) {
  await assertOwnAssignment(ctx, input.assignment_id);
  // The stored receipt may be kept as it is: read only when the change names one.
  const stored = input.receipt_objstore_key === undefined ? undefined : await existing?.();
  await assertStoredKey(input.receipt_objstore_key, ctx.userId, 'receipts', stored?.receipt_objstore_key);
  const { date, ...rest } = input;
  return { ...rest, ...(date !== undefined && { date: dateIn(date) }) };
}

export const expenseResource: ResourceSpec<Expense, z.infer<typeof createExpenseBody>, Input> = {
  ...fromRecord(expenseRecord),
  name: 'Expense',
  path: 'expenses',
  example: { date: '2026-02-14', category: 'licensing', amount: 12500, description: 'Colorado RN license' },
  yearScope: (year) => ({ date: yearRange(year) }),
  orderBy: [{ date: 'desc' }],
  json: {
    ...jsonOf(expenseRecord),
    yearColumn: 'date',
    orderColumn: 'date',
    // The expenses per year (migration 20261127090000_expense_year_sums): tests/api/record-counts.test.ts holds them to the rows.
    yearCount: (userId, year) =>
      Prisma.sql`SELECT coalesce(sum("n"), 0)::int FROM "expense_year_sums" WHERE "user_id" = ${userId} AND "year" = ${year}`,
  },
  docs: {
    tag: 'Expenses',
    yearNote: 'expenses by their `date`',
    writeErrors: ['not_found'],
    about:
      '`assignment_id` must name one of your assignments (else 400); `receipt_objstore_key` comes from POST /expenses/upload-url.',
  },
  toCreateData: columns,
  toUpdateData: (ctx, existing, input) => columns(ctx, input, existing),
};
