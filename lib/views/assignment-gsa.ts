import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { assignmentFlags, gsaByMonth, yearFigures, type GsaByMonth } from '@/lib/tax/engine';
import type { EmploymentType, StipendsTaxableReason } from '@/lib/tax/engine';
import { assignmentInput, NO_COSTS, yearInputFrom } from './load/year';
import { loadUserRecords } from './load/years';
import { withFields } from '@/lib/core/with-fields';
import { gsaExcessCause, gsaExcessNote, type GsaExcessCause } from '@/lib/tax/compliance/gsa-excess';

export interface AssignmentGsaView extends GsaByMonth {
  employmentType: EmploymentType;
  /** A W-2 worker's stipends are wages (docs/tax-method.md §2), and why; null when they stay tax-free. */
  stipendsTaxableReason: StipendsTaxableReason | null;
  nearTaxHome: boolean;
  /**
   * Why part of the stipends is taxable when they stay tax-free up to the rate (a W-2 worker with a tax home
   * and a temporary contract, but an excess): the months and rates behind it, and the sentence that says so.
   */
  excessCause: GsaExcessCause | null;
  excessNote: string | null;
}

/**
 * One assignment's GSA test month by month and whether its stipends are tax-free (docs/tax-method.md §2, §6): the
 * engine's own year figures decide the stipend flags (they do not depend on the year or on costs), so
 * this page says what the profitability and dashboard views say.
 */
export async function assignmentGsaView(ctx: Ctx, id: number): Promise<AssignmentGsaView> {
  const records = await loadUserRecords(ctx);
  const row = records.assignments.find((a) => a.id === id);
  if (!row) throw new ApiError('not_found', 'Assignment not found');
  const input = assignmentInput(row);
  const year = Number(input.start_date.slice(0, 4));
  const yearInput = yearInputFrom(ctx, year, records, NO_COSTS);
  const item = yearFigures(yearInput).find((it) => it.assignment.id === id);
  const flags = item ? assignmentFlags(item) : null;
  const w2 = yearInput.employmentType === 'w2';
  const months = gsaByMonth(input);
  const reason = flags?.stipendsTaxableReason ?? null;
  // Stipends taxed as wages whole (reason) have no excess to explain; a 1099 worker's are income anyway.
  const cause = w2 && reason === null ? gsaExcessCause(months) : null;
  return withFields(months, {
    // A 1099 worker's stipends are business income: no excess to speak of (docs/tax-method.md §6).
    excess: w2 ? months.excess : 0,
    months: w2 ? months.months : months.months.map((m) => withFields(m, { excess: 0 })),
    employmentType: yearInput.employmentType,
    stipendsTaxableReason: reason,
    nearTaxHome: flags?.nearTaxHome === true,
    excessCause: cause,
    excessNote: cause && gsaExcessNote(cause, months.weeklyAllowance),
  });
}
