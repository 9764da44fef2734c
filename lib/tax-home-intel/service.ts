import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, todayOf } from '@/lib/core/dates';
import { stipendEligibility, taxHomeTest, type TaxHomeTest } from '@/lib/tax/compliance';
import { computeYear } from '@/lib/tax/engine';
import { zipDistanceMiles } from '@/lib/tax/law';
import { taxHomeFacts } from '@/lib/tax-views/audit';
import { loadUserRecords } from '@/lib/tax-views/load';
import { loadYearInput } from '@/lib/tax-views/load-years';

// The tax home views (issue 18): a few queries, then the pure rules of lib/tax/compliance.

/** The three factors of Rev. Rul. 73-529 over the caller's tax home, its documents, costs and assignments. */
export async function taxHomeTestView(ctx: Ctx): Promise<TaxHomeTest> {
  const where = { user_id: ctx.userId };
  const [{ home, assignments }, docs, costCount, visits] = await Promise.all([
    loadUserRecords(ctx),
    ctx.db.taxHomeDoc.findMany({ where, select: { doc_type: true }, distinct: ['doc_type'] }),
    ctx.db.taxHomeCost.count({ where }),
    ctx.db.taxHomeVisit.findMany({ where, select: { tax_home_id: true, arrived: true, left: true } }),
  ]);
  return taxHomeTest({
    today: todayOf(ctx.now),
    taxHome: home && { ...taxHomeFacts(home), city: home.city },
    docTypes: docs.map((d) => d.doc_type),
    costCount,
    visits: visits
      .filter((v) => v.tax_home_id === home?.id)
      .map((v) => ({ arrived: dateOut(v.arrived), left: dateOut(v.left) })),
    assignments: assignments.map((a) => ({
      location: a.location,
      state: a.state,
      start_date: dateOut(a.start_date),
      end_date: dateOut(a.end_date),
      milesFromHome: home ? zipDistanceMiles(a.zip, home.zip) : null,
    })),
  });
}

/** Per assignment of the year: whether its stipends can be tax-free, from the engine's own figures. */
export async function stipendEligibilityView(ctx: Ctx, year: number) {
  const result = computeYear(await loadYearInput(ctx, year));
  return { year, items: result.items.map((item) => stipendEligibility(item, result.employmentType)) };
}
