import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut } from '@/lib/core/dates';
import type { HouseholdProfile } from '@/lib/generated/prisma/client';
import { localLines, stateLines } from '@/lib/income-documents/resource';
import type { YearResult } from '@/lib/tax/engine';
import type { StateCode } from '@/lib/tax/law/types';
import { assemblePayments, type AssembledPayments, localWithheldByLine } from './payments';

// The two queries behind a year's payments (./payments.ts assembles them): the year's income documents
// and its estimated payments summed per payee and quarter by the database (raw SQL, so it says
// `deleted_at IS NULL` itself: lib/db/soft-delete.ts covers Prisma's own queries only).

/** The year's estimated payments, summed per payee (null: federal) and quarter. */
export interface EstimatedSum {
  state: string | null;
  quarter: number;
  amount: number;
}

export async function loadPaymentRows(ctx: Ctx, year: number) {
  const [documents, estimatedRows] = await Promise.all([
    ctx.db.incomeDocument.findMany({
      where: { user_id: ctx.userId, year, kind: { in: ['w2', 'paystub'] } },
      select: {
        id: true,
        agency: true,
        kind: true,
        box1_wages: true,
        box2_federal_tax_withheld: true,
        state_lines: true,
        local_lines: true,
        pay_date: true,
        box12_tt_overtime: true,
      },
    }),
    ctx.db.$queryRaw<{ state: string | null; quarter: number; amount: number }[]>`
      SELECT "state", "quarter", sum("amount")::float8 AS amount
        FROM "quarterly_payments"
       WHERE "user_id" = ${ctx.userId} AND "year" = ${year} AND "deleted_at" IS NULL
       GROUP BY "state", "quarter"`,
  ]);
  const estimated: EstimatedSum[] = estimatedRows.map((r) => ({
    state: r.state,
    quarter: r.quarter,
    amount: Number(r.amount),
  }));
  return { documents, estimated };
}

/** The federal estimated payments (Form 1040-ES) per quarter, for the estimate's schedule. */
export function federalQuarters(rows: PaymentRows): { quarter: number; amount: number }[] {
  return rows.estimated
    .filter((e) => e.state === null)
    .map((e) => ({ quarter: e.quarter, amount: e.amount }));
}
export type PaymentRows = Awaited<ReturnType<typeof loadPaymentRows>>;

/**
 * W-2 box 12 code TT over the year's W-2s: the qualified overtime the engine uses instead of the FLSA premium
 * (tax method v3 §3a); undefined when no W-2 reports it.
 */
export function reportedOvertimeOf(rows: PaymentRows): number | undefined {
  const reported = rows.documents.filter((d) => d.kind === 'w2' && d.box12_tt_overtime !== null);
  return reported.length > 0 ? reported.reduce((n, d) => n + (d.box12_tt_overtime ?? 0), 0) : undefined;
}

/** The year's payments from its rows, the computed year (wages per assignment) and the household. */
export function paymentsFrom(
  result: YearResult,
  rows: PaymentRows,
  household: HouseholdProfile | null,
): AssembledPayments {
  const assembled = assemblePayments({
    year: result.year,
    documents: rows.documents.map((d) => {
      const lines = stateLines.safeParse(d.state_lines);
      const locals = localLines.safeParse(d.local_lines);
      return {
        ...d,
        state_lines: lines.success ? lines.data : [],
        local_lines: locals.success ? locals.data : [],
        pay_date: dateOut(d.pay_date),
      };
    }),
    wages: result.items.map((it) => ({
      agency: it.assignment.agency,
      state: it.assignment.state,
      dayRange: it.dayRange,
      wages: it.taxableIncome,
    })),
    homeState: (result.taxHome?.state as StateCode | undefined) ?? null,
    spouse: {
      federalWithheld: household?.spouse_federal_withheld ?? null,
      stateWithheld: household?.spouse_state_withheld ?? null,
    },
    estimated: rows.estimated.map((e) => ({ state: e.state, amount: e.amount })),
  });
  // Box 19 pays the local line its box 20 names (v3 §9a).
  const local = localWithheldByLine(
    assembled.localByName,
    result.locals.lines,
    assembled.payments.stateWithheld,
  );
  return {
    ...assembled,
    payments: { ...assembled.payments, localWithheld: local.localWithheld },
    notes: [...assembled.notes, ...local.notes],
  };
}
