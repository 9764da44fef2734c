import 'server-only';
import { z } from 'zod';
import { Prisma, type Expense } from '@/lib/generated/prisma/client';
import { dateIn, dateOut, timestamp, yearRange } from '@/lib/core/dates';
import type { ResourceSpec } from '@/lib/records/define';
import { assertOwnAssignment } from '@/lib/records/refs';
import { assertStoredKey } from '@/lib/providers/storage/stored-key';
import {
  deletedAt,
  description500,
  isoDate,
  money,
  objstoreKey,
  partialBody,
  recordBody,
  recordId,
} from '@/lib/validation/common';

export const EXPENSE_CATEGORIES = [
  'travel',
  'licensing',
  'supplies',
  'ce_credits',
  'meals',
  'lodging',
  'uniforms',
  'insurance',
  'dues',
  'parking',
  'phone_internet',
  'tax_prep',
  'other',
] as const;

const fields = {
  date: isoDate,
  category: z.enum(EXPENSE_CATEGORIES),
  amount: money,
  description: description500.optional(),
  assignment_id: recordId.nullable().optional(),
  receipt_objstore_key: objstoreKey.nullable().optional(),
};
export const createExpenseBody = recordBody(fields);
export const updateExpenseBody = partialBody(fields);
type Input = z.infer<typeof updateExpenseBody>;

export const expenseSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    date: isoDate,
    category: z.enum(EXPENSE_CATEGORIES),
    amount: z.int(),
    description: z.string(),
    assignment_id: z.int().nullable(),
    receipt_objstore_key: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'Expense' });

export function serializeExpense(row: Expense) {
  return {
    id: row.id,
    user_id: row.user_id,
    date: dateOut(row.date),
    category: row.category,
    amount: row.amount,
    description: row.description,
    assignment_id: row.assignment_id,
    receipt_objstore_key: row.receipt_objstore_key,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

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
  name: 'Expense',
  path: 'expenses',
  model: 'expense',
  record: expenseSchema,
  createBody: createExpenseBody,
  updateBody: updateExpenseBody,
  example: { date: '2026-02-14', category: 'licensing', amount: 12500, description: 'Colorado RN license' },
  yearScope: (year) => ({ date: yearRange(year) }),
  orderBy: [{ date: 'desc' }],
  json: {
    table: 'expenses',
    fields: {
      id: 'value',
      user_id: 'value',
      date: 'date',
      category: 'value',
      amount: 'value',
      description: 'value',
      assignment_id: 'value',
      receipt_objstore_key: 'value',
      created_at: 'timestamp',
      updated_at: 'timestamp',
      deleted_at: 'timestamp',
    },
    yearColumn: 'date',
    orderColumn: 'date',
    stored: true,
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
  serialize: serializeExpense,
};
