import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { assignmentProfitability, computeYear, type YearResult } from '@/lib/tax/engine';
import type { GsaCheck } from '@/lib/tax/engine/gsa';
import { loadYearInput } from './load/years';

// The profitability of a year, as GET /assignment-profitability answers it (profitabilityView) and as the
// Profitability page shows it: one computeYear run, plus what the API body leaves out (each assignment's
// GSA check and the notes), so the page never computes a view of its own.

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

/** A year without tax tables is computed with the nearest year's (the notes say which). */
export async function profitabilityReport(ctx: Ctx, year: number) {
  const result = computeYear(await loadYearInput(ctx, year));
  return { view: assignmentProfitability(result), gsa: gsaChecks(result), notes: result.notes };
}
