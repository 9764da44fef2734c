import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { assignmentProfitability, computeYear, type YearResult } from '@/lib/tax/engine';
import { loadYearInput } from './load';

// The profitability of a year, as GET /assignment-profitability answers it (profitabilityView) and as the
// Profitability page shows it: one computeYear run, plus what the API body leaves out (each assignment's
// GSA check and the notes), so the page never computes a view of its own.

/** One assignment's weekly stipends against 7 × the GSA daily rates of its area (tax-method §6), cents. */
export interface GsaCheck {
  assignmentId: number;
  facility: string;
  area: string;
  fiscalYear: number;
  housingWeekly: number;
  mieWeekly: number;
  /** 7 × the daily rates: the most a weekly stipend can be and stay tax-free. */
  weeklyHousingMax: number;
  weeklyMieMax: number;
  compliant: boolean;
  /** Cents per week above the rates (0 when compliant). */
  weeklyExcess: number;
}

export function gsaChecks(result: YearResult): GsaCheck[] {
  return result.items.map((it) => ({
    assignmentId: it.assignment.id,
    facility: it.assignment.facility,
    area: it.gsa.area,
    fiscalYear: it.gsa.fiscalYear,
    housingWeekly: it.assignment.housing_stipend,
    mieWeekly: it.assignment.mie_stipend,
    weeklyHousingMax: it.gsa.lodging * 7,
    weeklyMieMax: it.gsa.mie * 7,
    compliant: it.gsaCompliant,
    weeklyExcess: it.stipendExcess.weekly,
  }));
}

/** Throws LawYearError for a year without tax tables (the API's 400). */
export async function profitabilityReport(ctx: Ctx, year: number) {
  const result = computeYear(await loadYearInput(ctx, year));
  return { view: assignmentProfitability(result), gsa: gsaChecks(result), notes: result.notes };
}
