import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { assignmentProfitability, computeYear } from '@/lib/tax/engine';
import { LawYearError } from '@/lib/tax/law/types';
import { loadYearInput } from '@/lib/tax-views/load';

export interface GsaCheck {
  assignmentId: number;
  area: string;
  fiscalYear: number;
  /** The contract's weekly stipends, cents. */
  housingWeekly: number;
  mieWeekly: number;
  /** 7 × the daily rates: the most a weekly stipend can be and stay tax-free, cents. */
  weeklyHousingMax: number;
  weeklyMieMax: number;
  compliant: boolean;
  /** Cents per week above the rates (0 when compliant). */
  weeklyExcess: number;
}

/**
 * profitabilityView's figures (the same computeYear run), plus what the year's computation also knows and
 * the view leaves out: each assignment's GSA check and the notes. Null when the year has no tax tables.
 */
export async function loadProfitability(ctx: Ctx, year: number) {
  let result;
  try {
    result = computeYear(await loadYearInput(ctx, year));
  } catch (err) {
    if (err instanceof LawYearError) return null;
    throw err;
  }
  const gsa: GsaCheck[] = result.items.map((it) => ({
    assignmentId: it.assignment.id,
    area: it.gsa.area,
    fiscalYear: it.gsa.fiscalYear,
    housingWeekly: it.assignment.housing_stipend,
    mieWeekly: it.assignment.mie_stipend,
    weeklyHousingMax: it.gsa.lodging * 7,
    weeklyMieMax: it.gsa.mie * 7,
    compliant: it.gsaCompliant,
    weeklyExcess: it.stipendExcess.weekly,
  }));
  return {
    view: assignmentProfitability(result),
    gsa,
    notes: result.notes,
    hasTaxHome: result.taxHome !== null,
  };
}
