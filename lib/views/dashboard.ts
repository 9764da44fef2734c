import 'server-only';
import { assignmentStatus } from '@/lib/tax/compliance/status';
import type { Ctx } from '@/lib/core/context';
import { dateOut, overlapsYear, yearRange } from '@/lib/core/dates';
import { assignmentFlags, yearFigures } from '@/lib/tax/engine';
import { effectivePlan } from '@/lib/account/users/service';
import { auditFrom, recordCounts } from './audit';
import { dashboardRows } from './dashboard-rows';
import { NO_COSTS, yearInputFrom, type ViewAssignment } from './load/year';
import { withFields } from '@/lib/core/with-fields';
import { taxHomeRecord } from '@/lib/records/tax-homes/record';

const MAX_PER_KIND = 100;

/** An assignment as the dashboards show it: where, when, its status today and its weekly pay. */
export function assignmentSummary(a: ViewAssignment, now: Date) {
  return {
    id: a.id,
    facility: a.facility,
    location: a.location,
    state: a.state,
    status: assignmentStatus(a, now),
    start_date: dateOut(a.start_date),
    end_date: dateOut(a.end_date),
    base_pay: a.base_pay,
    housing_stipend: a.housing_stipend,
    mie_stipend: a.mie_stipend,
  };
}

/** GET /dashboard: the current year's records (newest first, at most 100 of each) and audit readiness. */
export async function dashboard(ctx: Ctx) {
  const year = ctx.now.getUTCFullYear();
  const date = yearRange(year);
  const rows = await dashboardRows(ctx, year, MAX_PER_KIND);
  const { home } = rows.records;
  // Newest first (the statement reads them oldest first, as the engine's history).
  const allAssignments = [...rows.records.assignments].reverse();
  const thisYear = allAssignments.filter((a) => overlapsYear(a, date));
  // The GSA test and the stipend flags of the year's assignments (docs/tax-method.md §2, §6): the year's
  // figures before tax, which costs play no part in.
  const figures = yearFigures(yearInputFrom(ctx, year, { home, assignments: allAssignments }, NO_COSTS));
  const flags = new Map(figures.map((it) => [it.assignment.id, assignmentFlags(it)]));
  return {
    user: {
      id: ctx.user.id,
      first_name: ctx.user.first_name,
      plan: effectivePlan(ctx.user, ctx.now),
      employment_type: ctx.user.employment_type,
    },
    assignments: thisYear
      .slice(0, MAX_PER_KIND)
      .map((a) => withFields(assignmentSummary(a, ctx.now), flags.get(a.id) ?? {})),
    taxHome: home ? taxHomeRecord.serialize(home, ctx) : null,
    taxHomeDocs: rows.docs,
    expenses: rows.expenses,
    taxHomeCosts: rows.costs,
    mileageTrips: rows.trips,
    auditReadiness: auditFrom(ctx, home, allAssignments, recordCounts(ctx)),
  };
}
