import 'server-only';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { yearRange } from '@/lib/core/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { RECEIPT_REQUIRED_FROM_CENTS, receiptFlag } from '@/lib/tax/compliance';
import type { EmploymentType } from '@/lib/tax/law/types';
import { readRowsWithUser } from '@/lib/account/users/first-read';
import { yearQuery } from '@/lib/views/schemas';
import { isoDate, pageQuery } from '@/lib/validation/common';
import { EXPENSE_CATEGORIES } from './resource';

// The year's expenses that would not survive an audit as recorded (lib/tax/compliance/receipts.ts).

/** The year, and a page of its flags: the same offset pagination as every list (docs/api-guide.md §4). */
export const receiptFlagsQuery = yearQuery.extend({ limit: pageQuery.limit, offset: pageQuery.offset });

export const receiptFlagsResponse = z
  .object({
    year: z.int(),
    total: z.int().meta({ description: "How many of the year's expenses are flagged, on every page" }),
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
        total: 1,
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
 * The flag of each of the year's expenses that has one, newest first: all of them, or one page (the API).
 * One statement selects the flagged expenses by the rule of receiptFlag (lib/tax/compliance/receipts.ts)
 * stated in SQL: no receipt and lodging or $75 or more, and a W-2 worker's meals, the same filter as the
 * record counts' triggers (migration 20261126080000_record_counts). It counts them all and answers the
 * page as one JSON array per column, the dates as JSON's own (ISO whatever the server's DateStyle).
 * receiptFlag then gives each its code and texts; tests/api/receipt-flags.test.ts holds the answer to
 * receiptFlag over every expense, so the two statements of the rule cannot drift apart.
 *
 * Measured (issue 19, the heavy user's 901 flags in a year): read through Prisma the whole list cost 21 ms
 * of CPU a request; as columns, 4.2-4.6 ms of the database's and about 4 ms of the server's, most of it
 * the 250 KB answer itself. A page of 100 is a ninth of that. The user's row can arrive with the
 * statement (lib/account/users/first-read.ts): the employment type is read by the statement itself.
 */
export async function receiptFlagsView(
  ctx: Ctx,
  year: number,
  page?: { limit: number; offset: number },
): Promise<ReceiptFlags> {
  const { gte, lte } = yearRange(year);
  const [result] = await readRowsWithUser<{ total: number; columns: string | null }>(
    ctx,
    Prisma.sql`
    WITH flagged AS MATERIALIZED (
      SELECT e."id", e."date", e."category", e."amount", e."description",
             e."receipt_objstore_key" IS NOT NULL AS "has_receipt"
        FROM "expenses" e
       WHERE ${ownLive(ctx.userId, 'e')} AND e."date" >= ${gte} AND e."date" <= ${lte}
         AND ((e."receipt_objstore_key" IS NULL AND (e."category" = 'lodging' OR e."amount" >= ${RECEIPT_REQUIRED_FROM_CENTS}))
           OR (e."category" = 'meals'
               AND (SELECT u."employment_type" FROM "users" u WHERE u."id" = ${ctx.userId}) = 'w2')))
    SELECT (SELECT count(*) FROM flagged)::int AS total,
           (SELECT json_build_array(json_agg(p."id"), json_agg(p."date"), json_agg(p."category"),
                     json_agg(p."amount"), json_agg(p."description"), json_agg(p."has_receipt"))
              FROM (SELECT * FROM flagged ORDER BY "date" DESC, "id" DESC
                     LIMIT ${page?.limit ?? null} OFFSET ${page?.offset ?? 0}) p)::text AS columns`,
  );
  const total = result?.total ?? 0;
  const items: ReceiptFlags['items'] = [];
  const columns = JSON.parse(result?.columns ?? '[null]') as FlagColumns | [null];
  if (!columns[0]) return { year, total, items };
  const [ids, dates, categories, amounts, descriptions, receipts] = columns;
  const employmentType = ctx.user.employment_type as EmploymentType;
  ids.forEach((expenseId, i) => {
    const category = categories[i]!;
    const amount = amounts[i]!;
    const flag = receiptFlag({ category, amount, hasReceipt: receipts[i]! }, employmentType);
    if (!flag) return; // the statement's filter is receiptFlag's rule: the tests hold it to that
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
  return { year, total, items };
}
