import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { assignmentProfitability, computeYear } from '@/lib/tax/engine';
import { LawYearError } from '@/lib/tax/law/types';
import { loadYearInput } from '@/lib/tax-views/load';

export interface GsaCheck {
  assignmentId: number;
  area: string;
  checked: boolean;
  /** Housing + M&IE stipends per week, cents. */
  weeklyAllowance: number;
  /** The lowest and highest weekly rate, 7 × (lodging + M&IE), over the assignment's months in the year. */
  weeklyRateMin: number | null;
  weeklyRateMax: number | null;
  /** The engine's taxable excess in the year (tax-method §6): what the dashboard and notification count. */
  excess: number;
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
  const gsa: GsaCheck[] = result.items.map((it) => ({ assignmentId: it.assignment.id, ...it.gsa }));
  return {
    view: assignmentProfitability(result),
    gsa,
    notes: result.notes,
    hasTaxHome: result.taxHome !== null,
  };
}
