import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { assignmentsOverlapping } from '@/lib/tax-views/load';
import { profitabilityView } from '@/lib/tax-views/views';
import type { EmploymentType } from '@/lib/tax/law/types';
import { checklist } from './checklist';
import { reconcile } from './reconcile';
import type { IncomeDocumentKind } from './resource';

// The two computed views of income documents: each loads with a couple of queries, then runs the pure
// functions. The engine's figures come through the same loader as GET /assignment-profitability.

function documentsOf(ctx: Ctx, year: number) {
  return ctx.db.incomeDocument.findMany({
    where: { user_id: ctx.userId, year },
    orderBy: [{ agency: 'asc' }, { id: 'asc' }],
  });
}

const employmentOf = (ctx: Ctx) => ctx.user.employment_type as EmploymentType;

/** GET /income-documents/checklist?year= */
export async function incomeChecklistView(ctx: Ctx, year: number) {
  const [assignments, documents] = await Promise.all([
    assignmentsOverlapping(ctx, year),
    documentsOf(ctx, year),
  ]);
  return checklist({
    year,
    employmentType: employmentOf(ctx),
    assignments: assignments.map((a) => ({ id: a.id, facility: a.facility, agency: a.agency })),
    documents: documents.map((d) => ({ id: d.id, agency: d.agency, kind: d.kind as IncomeDocumentKind })),
  });
}

/** GET /income-documents/reconciliation?year= */
export async function incomeReconciliationView(ctx: Ctx, year: number) {
  const [profitability, documents] = await Promise.all([
    profitabilityView(ctx, year),
    documentsOf(ctx, year),
  ]);
  return reconcile({
    year,
    employmentType: employmentOf(ctx),
    items: profitability.assignments,
    documents: documents.map((d) => ({ ...d, kind: d.kind as IncomeDocumentKind })),
  });
}
