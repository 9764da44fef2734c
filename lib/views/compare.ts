import 'server-only';
import { writeAsUser } from '@/lib/providers/db/user-lock';
import type { Ctx } from '@/lib/core/context';
import { compareContracts, type AssignmentInput } from '@/lib/tax/engine';
import { contractAssignment } from '@/lib/tax/engine/comparison';
import type { EmploymentType, FilingStatus } from '@/lib/tax/law/types';
import { requirePro } from '@/lib/account/users/plan';
import { householdInput } from '@/lib/records/household/service';
import { assignmentInputs, taxHomeInput } from './load/year';
import { loadYears } from './load/years';
import type { TaxCalculateBody } from './schemas';
import { comparisonRecord } from '@/lib/records/comparisons/record';

// POST /tax-calculate and POST /comparisons: two contracts, each on the household's return of the years it
// spans (docs/tax-method.md §8, §11): its tax is what it adds to that return, beside the spouse's wages, the
// children, the deductions and the worker's other assignments of the year; with none of them, as the year's
// only income.

/**
 * The worker's assignments an offer is added to: all but those whose days overlap either offer (an offer for
 * the same weeks replaces that assignment, it is not worked beside it).
 */
function otherAssignments(all: readonly AssignmentInput[], body: TaxCalculateBody): AssignmentInput[] {
  const offers = [body.contract_a, body.contract_b].map((c) => contractAssignment(c, body.year));
  return all.filter((a) => !offers.some((o) => a.start_date <= o.end_date && o.start_date <= a.end_date));
}

/** Pro (saveComparison computes through here, so saving is gated too). */
export async function calculateComparison(ctx: Ctx, body: TaxCalculateBody) {
  requirePro(ctx);
  // One statement: the tax home, every assignment, the year's household (lib/views/load/years.ts).
  const loaded = await loadYears(ctx, [body.year]);
  const household = householdInput(loaded.households.get(body.year) ?? null);
  // The engine's notes: what the tax includes (the household's return), local taxes, stand-in tables of each
  // year spanned, assumed state figures, GSA areas.
  return compareContracts({
    year: body.year,
    employmentType: ctx.user.employment_type as EmploymentType,
    filingStatus: ctx.user.filing_status as FilingStatus,
    taxHome: taxHomeInput(loaded.records.home),
    contractA: body.contract_a,
    contractB: body.contract_b,
    ...(household ? { household } : {}),
    otherAssignments: otherAssignments(assignmentInputs(loaded.records.assignments), body),
  });
}

/** Saves an immutable snapshot: each contract's inputs and results as a JSON string. */
export async function saveComparison(ctx: Ctx, body: TaxCalculateBody & { name: string }) {
  const result = await calculateComparison(ctx, body);
  const row = await writeAsUser(ctx, (db) =>
    db.comparison.create({
      data: {
        user_id: ctx.userId,
        name: body.name,
        year: body.year,
        winner: result.winner,
        diff: result.diff,
        contract_a: JSON.stringify({ input: body.contract_a, result: result.contractA }),
        contract_b: JSON.stringify({ input: body.contract_b, result: result.contractB }),
      },
    }),
  );
  return comparisonRecord.serialize(row, ctx);
}
