import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { dateOut, yearRange } from '@/lib/core/dates';
import { receiptFlag, receiptFlagWhere, type ReceiptFlag } from '@/lib/tax/compliance';
import type { EmploymentType } from '@/lib/tax/law/types';
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

/** The flag of each of the year's expenses that has one, newest first. */
export async function receiptFlagsView(ctx: Ctx, year: number): Promise<ReceiptFlags> {
  const employmentType = ctx.user.employment_type as EmploymentType;
  const rows = await ctx.db.expense.findMany({
    where: { user_id: ctx.userId, date: yearRange(year), ...receiptFlagWhere(employmentType) },
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
  });
  const items = rows.flatMap((r) => {
    const flag: ReceiptFlag | null = receiptFlag(
      { category: r.category, amount: r.amount, hasReceipt: r.receipt_objstore_key !== null },
      employmentType,
    );
    if (!flag) return [];
    return [
      {
        expenseId: r.id,
        date: dateOut(r.date),
        category: r.category as (typeof EXPENSE_CATEGORIES)[number],
        amount: r.amount,
        description: r.description,
        ...flag,
      },
    ];
  });
  return { year, items };
}
