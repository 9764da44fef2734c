import 'server-only';
import type { Ctx } from '@/lib/core/context';
import {
  assignmentProfitability,
  type AllocationRule,
  type AssignmentProfitability,
  type ProfitabilityItem,
  type YearResult,
} from '@/lib/tax/engine';
import type { GsaCheck } from '@/lib/tax/engine/gsa';
import { loadFilingYear, type FilingBundle } from './load/filing';

// The profitability of a year, as GET /assignment-profitability answers it (profitabilityView) and as the
// Profitability page shows it: each assignment's taxes are its shares of the filing year's lines
// (docs/tax-method.md §11, allocation), each with the rule that split it, so a home state's tax on the whole
// household is charged to an assignment only for its share of the income, and says so. Plus what the API
// body leaves out (each assignment's GSA check and the notes), so the page never computes a view of its own.

/** One assignment's share of one government's tax, and how it was split. */
export interface TaxLineShare {
  governmentId: string;
  name: string;
  amount: number;
  rule: AllocationRule;
  label: string;
}

export type ProfitabilityRow = ProfitabilityItem & { taxLines: TaxLineShare[] };
export type ProfitabilityView = Omit<AssignmentProfitability, 'assignments'> & {
  assignments: ProfitabilityRow[];
};

/** One assignment's GSA check (the engine's GsaCheck, docs/tax-method.md §6) with its name and verdict. */
type AssignmentGsaCheck = GsaCheck & { assignmentId: number; facility: string; compliant: boolean };

function gsaChecks(result: YearResult): AssignmentGsaCheck[] {
  return result.items.map((it) => ({
    assignmentId: it.assignment.id,
    facility: it.assignment.facility,
    ...it.gsa,
    compliant: it.gsaCompliant,
  }));
}

/**
 * The year's items with their taxes from the model: federalTax + seTax + ficaTax = the federal share and the
 * payroll taxes withheld (the engine's own split, unless the household's return caps it), stateTax and
 * localTax the shares of the state and local lines, totalTax the assignment's whole share.
 */
export function profitabilityOf(b: FilingBundle): ProfitabilityView {
  const { result, filing } = b;
  const lines = new Map(filing.governments.map((g) => [g.id, g]));
  const shares = new Map(filing.assignments.map((s) => [s.assignmentId, s]));
  return assignmentProfitability(result, {
    taxesOf: (it) => {
      const share = shares.get(it.assignment.id);
      if (!share) return undefined;
      const of = (kind: string) =>
        share.lines.filter((l) => lines.get(l.governmentId)?.kind === kind).reduce((n, l) => n + l.amount, 0);
      return {
        federalTax: of('federal') + share.payroll - it.ficaTax - it.seTax,
        stateTax: of('state'),
        localTax: of('local'),
        totalTax: share.total,
      };
    },
    extra: (it) => ({
      taxLines: (shares.get(it.assignment.id)?.lines ?? []).flatMap((l): TaxLineShare[] => {
        const g = lines.get(l.governmentId);
        return g && l.amount !== 0
          ? [
              {
                governmentId: g.id,
                name: g.name,
                amount: l.amount,
                rule: g.allocation.rule,
                label: g.allocation.label,
              },
            ]
          : [];
      }),
    }),
  });
}

/** A year without tax tables is computed with the nearest year's (the notes say which). */
export async function profitabilityReport(ctx: Ctx, year: number) {
  const bundle = await loadFilingYear(ctx, year);
  return { view: profitabilityOf(bundle), gsa: gsaChecks(bundle.result), notes: bundle.result.notes };
}
