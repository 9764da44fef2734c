import 'server-only';
import { live } from '@/lib/providers/db/soft-delete';
import type { Ctx } from '@/lib/core/context';
import { overlapsYear, yearRange } from '@/lib/core/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { assignmentProfitability, computeYear } from '@/lib/tax/engine';
import { loadedYearInput, loadYears, recordsFrom, recordsSql } from '@/lib/views/load/years';
import { readRowsWithUser } from '@/lib/account/users/first-read';
import type { EmploymentType } from '@/lib/tax/law/types';
import { checklist } from '@/lib/views/income/checklist';
import { reconcile, type ReconcileDocument } from '@/lib/views/income/reconcile';

// The two computed views of income documents: one statement each, then the pure functions. The engine's
// figures come through the same loader as GET /assignment-profitability. Through Prisma they were two or
// three queries each (issue 19's bench of every read: the reconciliation at 1.8x /health).

/** The year's live documents, by agency then id, as one JSON column: what the checklist and the reconciliation read. */
function documentsSql(userId: number, year: number): Prisma.Sql {
  return Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', d."id", 'agency', d."agency",
      'kind', d."kind", 'box1_wages', d."box1_wages", 'box5_medicare_wages', d."box5_medicare_wages",
      'amount', d."amount") ORDER BY d."agency", d."id"), '[]')::text
    FROM "income_documents" d WHERE d."user_id" = ${userId} AND d."year" = ${year} AND ${live('d')})`;
}

const documentsFrom = (text: string | undefined) => JSON.parse(text ?? '[]') as ReconcileDocument[];

const employmentOf = (ctx: Ctx) => ctx.user.employment_type as EmploymentType;

/** GET /income-documents/checklist?year= */
export async function incomeChecklistView(ctx: Ctx, year: number) {
  const [row] = await readRowsWithUser<{ home: string | null; assignments: string; documents: string }>(
    ctx,
    Prisma.sql`SELECT ${recordsSql(ctx.userId)}, ${documentsSql(ctx.userId, year)} AS documents`,
  );
  const range = yearRange(year);
  const assignments = row ? recordsFrom(row).assignments.filter((a) => overlapsYear(a, range)) : [];
  return checklist({
    year,
    employmentType: employmentOf(ctx),
    assignments: assignments.map((a) => ({ id: a.id, facility: a.facility, agency: a.agency })),
    documents: documentsFrom(row?.documents).map((d) => ({ id: d.id, agency: d.agency, kind: d.kind })),
  });
}

/** GET /income-documents/reconciliation?year= */
export async function incomeReconciliationView(ctx: Ctx, year: number) {
  // The year's payments too: an itemizer's SALT counts the state and local tax paid (tax method 3.1).
  const loaded = await loadYears(ctx, [year], { payments: year, extra: documentsSql(ctx.userId, year) });
  return reconcile({
    year,
    employmentType: employmentOf(ctx),
    items: assignmentProfitability(computeYear(loadedYearInput(ctx, year, loaded))).assignments,
    documents: documentsFrom(loaded.extra),
  });
}
