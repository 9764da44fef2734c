import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { yearRange } from '@/lib/core/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { RECEIPT_REQUIRED_FROM_CENTS, receiptFlag } from '@/lib/tax/compliance';
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

/** The statement's answer: one array per column (id, date, category, amount, description, has a receipt). */
type FlagColumns = [number[], string[], Category[], number[], string[], boolean[]];
type Category = (typeof EXPENSE_CATEGORIES)[number];

/**
 * The flag of each of the year's expenses that has one, newest first. One statement reads the expenses the
 * rule could flag (no receipt and lodging or $75 or more, and any meals: a superset), and receiptFlag
 * (lib/tax/compliance/receipts.ts) decides each. Read through Prisma this cost 21 ms of CPU a request for
 * a heavy user's year of hundreds of flags (issue 19's bench of every read). The rows come as one JSON
 * array per column, the dates as JSON's own (ISO whatever the server's DateStyle): for the heavy user's 901
 * rows the database spent 6.2 ms building an array per row (json_build_array) and 4.2-4.6 ms building six
 * arrays of plain values, less again without to_char. JSON built by the database as the answer's items cost
 * it more (9.6 ms a request), and items written as text by hand cost the server more than JSON.stringify
 * of the objects. The statement reads no field of the user, so the user's row can arrive with it
 * (lib/users/first-read.ts). tests/api/receipt-flags.test.ts holds the answer to receiptFlag over every
 * expense.
 */
export async function receiptFlagsView(ctx: Ctx, year: number): Promise<ReceiptFlags> {
  const { gte, lte } = yearRange(year);
  const [result] = await readRowsWithUser<{ columns: string | null }>(
    ctx,
    Prisma.sql`
    SELECT json_build_array(json_agg(e."id"), json_agg(e."date"), json_agg(e."category"), json_agg(e."amount"),
             json_agg(e."description"), json_agg(e."has_receipt"))::text AS columns
      FROM (SELECT e."id", e."date", e."category", e."amount", e."description",
                   e."receipt_objstore_key" IS NOT NULL AS "has_receipt"
              FROM "expenses" e
             WHERE e."user_id" = ${ctx.userId} AND e."deleted_at" IS NULL AND e."date" >= ${gte} AND e."date" <= ${lte}
               AND ((e."receipt_objstore_key" IS NULL AND (e."category" = 'lodging' OR e."amount" >= ${RECEIPT_REQUIRED_FROM_CENTS}))
                 OR e."category" = 'meals')
             ORDER BY e."date" DESC, e."id" DESC) e`,
  );
  const items: ReceiptFlags['items'] = [];
  const columns = JSON.parse(result?.columns ?? '[null]') as FlagColumns | [null];
  if (!columns[0]) return { year, items };
  const [ids, dates, categories, amounts, descriptions, receipts] = columns;
  const employmentType = ctx.user.employment_type as EmploymentType;
  ids.forEach((expenseId, i) => {
    const category = categories[i]!;
    const amount = amounts[i]!;
    const flag = receiptFlag({ category, amount, hasReceipt: receipts[i]! }, employmentType);
    if (!flag) return;
    const { code, problem, action } = flag;
    items.push({
      expenseId,
      date: dates[i]!,
      category,
      amount,
      description: descriptions[i]!,
      code,
      problem,
      action,
    });
  });
  return { year, items };
}
