import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { yearRange } from '@/lib/core/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { JsonText } from '@/lib/core/json-text';
import { RECEIPT_FLAG_TEXTS, RECEIPT_REQUIRED_FROM_CENTS } from '@/lib/tax/compliance';
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

/**
 * The year's flagged expenses as the answer's items, newest first: JSON text the database builds, so a heavy
 * user's year of hundreds of flags costs the server no mapping (read through Prisma and flagged one by one,
 * 21 ms of CPU a request in issue 19's bench of every read). The CASE is receiptFlag's rule
 * (lib/tax/compliance/receipts.ts), in the same order; each flag's words come from RECEIPT_FLAG_TEXTS.
 * tests/api/receipt-flags.test.ts holds the answer to receiptFlag over every expense. The statement reads
 * the employment type itself, so the user's row can arrive with it (lib/users/first-read.ts).
 */
async function flaggedItems(ctx: Ctx, year: number): Promise<string> {
  const { gte, lte } = yearRange(year);
  const user = ctx.userId;
  const texts = Prisma.join(
    Object.entries(RECEIPT_FLAG_TEXTS).map(
      ([code, t]) => Prisma.sql`(${code}::text, ${t.problem}::text, ${t.action}::text)`,
    ),
  );
  const [row] = await readRowsWithUser<{ items: string }>(
    ctx,
    Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('expenseId', f."id", 'date', to_char(f."date", 'YYYY-MM-DD'),
             'category', f."category", 'amount', f."amount", 'description', f."description", 'code', f.code,
             'problem', t.problem, 'action', t.action) ORDER BY f."date" DESC, f."id" DESC), '[]')::text AS items
      FROM (
        SELECT e."id", e."date", e."category", e."amount", e."description",
               CASE WHEN e."category" = 'meals' AND w.w2 THEN 'w2_meals'
                    WHEN e."receipt_objstore_key" IS NOT NULL THEN NULL
                    WHEN e."category" = 'lodging' THEN 'lodging_without_receipt'
                    WHEN e."amount" >= ${RECEIPT_REQUIRED_FROM_CENTS} THEN 'no_receipt_75' END AS code
          FROM "expenses" e,
               (SELECT EXISTS (SELECT 1 FROM "users" u
                                WHERE u."id" = ${user} AND u."employment_type" = 'w2') AS w2) w
         WHERE e."user_id" = ${user} AND e."deleted_at" IS NULL AND e."date" >= ${gte} AND e."date" <= ${lte}
      ) f
      JOIN (VALUES ${texts}) AS t(code, problem, action) ON t.code = f.code`,
  );
  return row?.items ?? '[]';
}

/** GET /expenses/receipt-flags's body: the items as the database wrote them (lib/http/respond.ts jsonWithText). */
export async function receiptFlagsText(ctx: Ctx, year: number): Promise<{ year: number; items: JsonText }> {
  return { year, items: new JsonText(await flaggedItems(ctx, year)) };
}

/** The flag of each of the year's expenses that has one, newest first (the audit packet's list). */
export async function receiptFlagsView(ctx: Ctx, year: number): Promise<ReceiptFlags> {
  return { year, items: JSON.parse(await flaggedItems(ctx, year)) as ReceiptFlags['items'] };
}
