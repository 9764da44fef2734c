import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { assignmentProfitability, computeYear } from '@/lib/tax/engine';
import { gsaRate } from '@/lib/tax/law';
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
  const gsa: GsaCheck[] = result.items.map((it) => {
    const a = it.assignment;
    // The rate of the first month, as this table shows it; the per-day test is in it.gsa.
    const rate = gsaRate({ zip: a.zip, city: a.location, state: a.state }, a.start_date);
    return {
      assignmentId: a.id,
      area: it.gsa.area,
      fiscalYear: rate.fiscalYear,
      housingWeekly: a.housing_stipend,
      mieWeekly: a.mie_stipend,
      weeklyHousingMax: rate.lodging * 7,
      weeklyMieMax: rate.mie * 7,
      compliant: it.gsaCompliant,
      weeklyExcess:
        Math.max(0, a.housing_stipend - 7 * rate.lodging) + Math.max(0, a.mie_stipend - 7 * rate.mie),
    };
  });
  return {
    view: assignmentProfitability(result),
    gsa,
    notes: result.notes,
    hasTaxHome: result.taxHome !== null,
  };
}
