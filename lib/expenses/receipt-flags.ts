import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { yearRange } from '@/lib/core/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { RECEIPT_REQUIRED_FROM_CENTS, receiptFlag, type ReceiptFlag } from '@/lib/tax/compliance';
import type { EmploymentType } from '@/lib/tax/law/types';
import { readRowsWithUser } from '@/lib/users/first-read';
import { isoDate } from '@/lib/validation/common';
import { EXPENSE_CATEGORIES } from './resource';

// The year's expenses that would not survive an audit as recorded (lib/tax/compliance/receipts.ts).

export const receiptFlagsResponse = z
  .object({
    year: z.int(),
    items: z.array(
      z.object({
        expenseId: z.int(),
        date: isoDate,
        category: z.enum(EXPENSE_CATEGORIES),
        amount: z.int().meta({ description: 'Integer cents' }),
        description: z.string(),
        code: z.enum(['lodging_without_receipt', 'no_receipt_75', 'w2_meals']),
        problem: z.string(),
        action: z.string().meta({ description: 'What to do about it' }),
      }),
    ),
  })
  .meta({
    id: 'ReceiptFlags',
    examples: [
      {
        year: 2026,
        items: [
          {
            expenseId: 41,
            date: '2026-03-02',
            category: 'lodging',
            amount: 48000,
            description: 'Extended stay, week 1',
            code: 'lodging_without_receipt',
            problem: 'Lodging needs a receipt at any amount',
            action: 'Attach the receipt, bill or lease for this stay',
          },
        ],
      },
    ],
  });
export type ReceiptFlags = z.infer<typeof receiptFlagsResponse>;

/** An expense as the statement reads it: [id, date, category, amount, description, has a receipt]. */
type FlagRow = [number, string, string, number, string, boolean];

/**
 * The year's expenses the rule could flag, newest first, each with its flag: one statement reads them as
 * arrays (no receipt and lodging or $75 or more, and any meals: a superset), and receiptFlag
 * (lib/tax/compliance/receipts.ts) decides each. Read through Prisma this cost 21 ms of CPU a request for
 * a heavy user's year of hundreds of flags (issue 19's bench of every read). JSON built by the database
 * cost it more than the server saved (9.6 ms a request), and so did items written as text by hand:
 * JSON.stringify of the objects is the cheapest. The statement reads no field of the user, so the user's
 * row can arrive with it (lib/users/first-read.ts). tests/api/receipt-flags.test.ts holds the answer to
 * receiptFlag over every expense.
 */
async function flagged(ctx: Ctx, year: number): Promise<{ row: FlagRow; flag: ReceiptFlag }[]> {
  const { gte, lte } = yearRange(year);
  const [result] = await readRowsWithUser<{ rows: string }>(
    ctx,
    Prisma.sql`
    SELECT coalesce(json_agg(json_build_array(e."id", to_char(e."date", 'YYYY-MM-DD'), e."category", e."amount",
             e."description", e."receipt_objstore_key" IS NOT NULL) ORDER BY e."date" DESC, e."id" DESC), '[]')::text AS rows
      FROM "expenses" e
     WHERE e."user_id" = ${ctx.userId} AND e."deleted_at" IS NULL AND e."date" >= ${gte} AND e."date" <= ${lte}
       AND ((e."receipt_objstore_key" IS NULL AND (e."category" = 'lodging' OR e."amount" >= ${RECEIPT_REQUIRED_FROM_CENTS}))
         OR e."category" = 'meals')`,
  );
  const employmentType = ctx.user.employment_type as EmploymentType;
  return (JSON.parse(result?.rows ?? '[]') as FlagRow[]).flatMap((row) => {
    const [, , category, amount, , hasReceipt] = row;
    const flag = receiptFlag({ category, amount, hasReceipt }, employmentType);
    return flag ? [{ row, flag }] : [];
  });
}

/** The flag of each of the year's expenses that has one, newest first. */
export async function receiptFlagsView(ctx: Ctx, year: number): Promise<ReceiptFlags> {
  const items = (await flagged(ctx, year)).map(
    ({ row: [expenseId, date, category, amount, description], flag }) => ({
      expenseId,
      date,
      category: category as (typeof EXPENSE_CATEGORIES)[number],
      amount,
      description,
      code: flag.code,
      problem: flag.problem,
      action: flag.action,
    }),
  );
  return { year, items };
}
