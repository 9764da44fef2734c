import 'server-only';
import { live, ownLive } from '@/lib/providers/db/soft-delete';
import { dateOut } from '@/lib/core/dates';
import { Prisma, type HouseholdProfile } from '@/lib/generated/prisma/client';
import { localLines, stateLines } from '@/lib/records/income-documents/resource';
import type { DatedPayment, YearResult } from '@/lib/tax/engine';
import type { StateCode } from '@/lib/tax/law/types';
import type { SaltPaidInput } from '@/lib/tax/engine/household';
import {
  assemblePayments,
  type AssembledPayments,
  localWithheldByLine,
  type PaymentDocument,
  saltPaidOf,
} from '@/lib/views/payments';
import { withFields } from '@/lib/core/with-fields';

// What a year's payments are assembled from (./payments.ts): the year's W-2s and pay stubs, and its
// estimated payments one by one with their paid dates (IRC 6654(b)(3) credits each on its date: the filing
// year, lib/tax/engine/filing), read as two JSON columns of a view's one statement
// (./load-years.ts). Raw SQL bypasses the soft-delete extension
// (lib/providers/db/soft-delete.ts), so both parts say `deleted_at IS NULL` themselves.

/** One estimated payment of the year: its payee (null: federal), quarter, amount and paid date. */
export interface EstimatedRow {
  state: string | null;
  quarter: number;
  amount: number;
  /** YYYY-MM-DD; null when not entered (credited on its quarter's due date). */
  paid_date: string | null;
}

/** An income document as stored, in the columns payments read (./payments.ts's PaymentDocument once parsed). */
export type PaymentDocumentRow = Omit<PaymentDocument, 'state_lines' | 'local_lines' | 'pay_date'> & {
  state_lines: Prisma.JsonValue;
  local_lines: Prisma.JsonValue;
  pay_date: Date | null;
  box12_tt_overtime: number | null;
};

export interface PaymentRows {
  documents: PaymentDocumentRow[];
  estimated: EstimatedRow[];
}

/** A year without payments. */
export const NO_PAYMENTS: PaymentRows = { documents: [], estimated: [] };

/** Two JSON columns, `documents` and `estimated`, of the user's payments in `year`. */
export function paymentRowsSql(userId: number, year: number): Prisma.Sql {
  return Prisma.sql`
      (SELECT coalesce(json_agg(json_build_object(
          'id', d."id", 'agency', d."agency", 'kind', d."kind", 'box1_wages', d."box1_wages",
          'box2_federal_tax_withheld', d."box2_federal_tax_withheld", 'state_lines', d."state_lines",
          'local_lines', d."local_lines", 'pay_date', to_char(d."pay_date", 'YYYY-MM-DD'),
          'box12_tt_overtime', d."box12_tt_overtime") ORDER BY d."id"), '[]')::text
         FROM "income_documents" d
        WHERE d."user_id" = ${userId} AND d."year" = ${year} AND ${live('d')}
          AND d."kind" IN ('w2', 'paystub')) AS documents,
      (SELECT coalesce(json_agg(json_build_object('state', q."state", 'quarter', q."quarter",
          'amount', q."amount", 'paid_date', to_char(q."paid_date", 'YYYY-MM-DD')) ORDER BY q."id"), '[]')::text
         FROM "quarterly_payments" q
        WHERE ${ownLive(userId, 'q')} AND q."year" = ${year}) AS estimated`;
}

/** paymentRowsSql's two columns as rows (a pay date as the Date Prisma gives). */
export function paymentRowsFrom(row: { documents: string; estimated: string }): PaymentRows {
  const documents = (
    JSON.parse(row.documents) as (Omit<PaymentDocumentRow, 'pay_date'> & { pay_date: string | null })[]
  ).map((d) => withFields(d, { pay_date: d.pay_date === null ? null : new Date(`${d.pay_date}T00:00:00Z`) }));
  const estimated = (JSON.parse(row.estimated) as EstimatedRow[]).map((e) =>
    withFields(e, { amount: Number(e.amount) }),
  );
  return { documents, estimated };
}

/** The federal estimated payments (Form 1040-ES) with their quarters and paid dates, for the estimate's schedule. */
export function federalQuarters(
  rows: PaymentRows,
): { quarter: number; amount: number; paidDate: string | null }[] {
  return rows.estimated
    .filter((e) => e.state === null)
    .map((e) => ({ quarter: e.quarter, amount: e.amount, paidDate: e.paid_date }));
}

/**
 * Every estimated payment, federal (state null) and per state, as the filing year credits them: on its paid
 * date, or, undated, on its quarter's due date (the estimate's schedule reads an undated record so too).
 */
export function datedPayments(
  rows: PaymentRows,
  dueDates: (state: StateCode | null) => readonly string[],
): Array<{ state: StateCode | null; payment: DatedPayment }> {
  return rows.estimated.map((e) => {
    const state = e.state as StateCode | null;
    return {
      state,
      payment: { amount: e.amount, date: e.paid_date ?? dueDates(state)[e.quarter - 1] ?? null },
    };
  });
}

/**
 * W-2 box 12 code TT over the year's W-2s: the qualified overtime the engine uses instead of the FLSA premium
 * (tax method v3 §3a); undefined when no W-2 reports it.
 */
export function reportedOvertimeOf(rows: PaymentRows): number | undefined {
  const reported = rows.documents.filter((d) => d.kind === 'w2' && d.box12_tt_overtime !== null);
  return reported.length > 0 ? reported.reduce((n, d) => n + (d.box12_tt_overtime ?? 0), 0) : undefined;
}

/** The documents' JSON columns parsed (a malformed line list counts as none). */
function parsedDocuments(rows: PaymentRows): PaymentDocument[] {
  return rows.documents.map((d) => {
    const lines = stateLines.safeParse(d.state_lines);
    const locals = localLines.safeParse(d.local_lines);
    return withFields(d, {
      state_lines: lines.success ? lines.data : [],
      local_lines: locals.success ? locals.data : [],
      pay_date: dateOut(d.pay_date),
    });
  });
}

/** The spouse's W-2 box 20 and box 19 as entered in the household; null without a locality. */
const spouseLocalOf = (household: HouseholdProfile | null) =>
  household?.spouse_locality
    ? { locality: household.spouse_locality, withheld: household.spouse_local_withheld ?? 0 }
    : null;

/** The fourth estimated-tax installment falls due in January of the next year (lib/tax/law/filing.ts). */
const LAST_QUARTER = 4;

/**
 * The state and local income tax paid in the year for SALT (./payments.ts saltPaidOf), before the year is
 * computed: W-2s and stubs as they stand (no projection: it needs the year's wages), the spouse's state
 * withholding, the state estimated payments and last year's state balance paid in the year (the household's
 * prior_year_state_balance_paid). Undefined when none of them was entered.
 */
export function saltPaidFrom(
  year: number,
  rows: PaymentRows,
  household: HouseholdProfile | null,
  homeState: StateCode | null,
): SaltPaidInput | undefined {
  const a = assemblePayments({
    year,
    documents: parsedDocuments(rows),
    wages: [],
    homeState,
    spouse: {
      federalWithheld: null,
      stateWithheld: household?.spouse_state_withheld ?? null,
      // Counted by the engine on a joint return only (SaltPaidInput.spouseLocalWithheld).
      local: spouseLocalOf(household),
    },
    // Paid in the year (IRC 164(a)): a payment on its paid date; an undated one on its quarter's due date,
    // so the fourth installment, due in January, counts in the next year.
    estimated: rows.estimated
      .filter((e) => (e.paid_date ? e.paid_date.startsWith(`${year}-`) : e.quarter < LAST_QUARTER))
      .map((e) => ({ state: e.state, amount: e.amount })),
  });
  const entered =
    rows.documents.length > 0 ||
    rows.estimated.some((e) => e.state !== null) ||
    (household?.spouse_state_withheld ?? 0) > 0 ||
    (household?.spouse_local_withheld ?? 0) > 0;
  return saltPaidOf(a, entered, household?.prior_year_state_balance_paid ?? undefined);
}

/** The year's payments from its rows, the computed year (wages per assignment) and the household. */
export function paymentsFrom(
  result: YearResult,
  rows: PaymentRows,
  household: HouseholdProfile | null,
): AssembledPayments {
  const assembled = assemblePayments({
    year: result.year,
    documents: parsedDocuments(rows),
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
      local: result.filingStatus === 'married_joint' ? spouseLocalOf(household) : null,
    },
    estimated: rows.estimated.map((e) => ({ state: e.state, amount: e.amount })),
  });
  // Box 19 pays the local line its box 20 names (v3 §9a).
  const local = localWithheldByLine(
    assembled.localByName,
    result.locals.lines,
    assembled.payments.stateWithheld,
    assembled.spouseLocal,
  );
  return withFields(assembled, {
    payments: withFields(assembled.payments, { localWithheld: local.localWithheld }),
    notes: [...assembled.notes, ...local.notes],
  });
}
