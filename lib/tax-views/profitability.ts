import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { assignmentProfitability, computeYear, type YearResult } from '@/lib/tax/engine';
import { loadYearInput } from './load';

// The profitability of a year, as GET /assignment-profitability answers it (profitabilityView) and as the
// Profitability page shows it: one computeYear run, plus what the API body leaves out (each assignment's
// GSA check and the notes), so the page never computes a view of its own.

/** One assignment's stipends against the federal rate of each of its days (docs/tax-method.md §6), cents. */
export interface GsaCheck {
  assignmentId: number;
  facility: string;
  area: string;
  /** False where the test does not apply (Alaska, Hawaii, outside the 48 states and DC). */
  checked: boolean;
  /** Housing + M&IE stipends per week. */
  weeklyAllowance: number;
  /** Lowest and highest 7 × (lodging + M&IE) over the assignment's days in the year; null when not checked. */
  weeklyRateMin: number | null;
  weeklyRateMax: number | null;
  /** The taxable excess in the year. */
  excess: number;
  compliant: boolean;
}

export function gsaChecks(result: YearResult): GsaCheck[] {
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
