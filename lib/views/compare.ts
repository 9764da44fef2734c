import 'server-only';
import { writeAsUser } from '@/lib/providers/db/user-lock';
import type { Ctx } from '@/lib/core/context';
import { compareContracts } from '@/lib/tax/engine';
import type { EmploymentType, FilingStatus } from '@/lib/tax/law/types';
import { requirePro } from '@/lib/account/users/plan';
import { currentTaxHome, taxHomeInput } from './load/year';
import type { TaxCalculateBody } from './schemas';
import { comparisonRecord } from '@/lib/records/comparisons/record';

// POST /tax-calculate and POST /comparisons: two contracts, each alone as the year's income (docs/tax-method.md §8).

/** Pro (saveComparison computes through here, so saving is gated too). */
export async function calculateComparison(ctx: Ctx, body: TaxCalculateBody) {
  requirePro(ctx);
  const home = await currentTaxHome(ctx);
  // The engine's notes: local taxes, stand-in tables of each year spanned, assumed state figures, GSA areas.
  return compareContracts({
    year: body.year,
    employmentType: ctx.user.employment_type as EmploymentType,
    filingStatus: ctx.user.filing_status as FilingStatus,
    taxHome: taxHomeInput(home),
    contractA: body.contract_a,
    contractB: body.contract_b,
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
