import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, timestamp, yearRange } from '@/lib/core/dates';
import { assignmentProfitability, computeYear } from '@/lib/tax/engine';
import { auditFrom, recordCounts } from './audit';
import { assignmentSummary } from './dashboard';
import { unlessLawYearMissing } from './law-year';
import { linkedTotals, loadUserRecords, yearInputFrom } from './load';

// The dashboard page's one service: what its widgets show and nothing else, in one parallel round of
// queries (about a dozen statements, pinned by tests/api/dashboard-queries.test.ts). GET /dashboard keeps
// its own contract (the year's records, 100 of each); the page shows none of those rows.

/** How many open notifications the page counts by severity (the card lists the first few). */
export const OPEN_NOTIFICATIONS = 50;

export async function dashboardSummary(ctx: Ctx) {
  const year = ctx.now.getUTCFullYear();
  const mine = { user_id: ctx.userId };
  const thisYear = { ...mine, date: yearRange(year) };
  const [records, linked, allTime, expenses, trips, credentials, open] = await Promise.all([
    loadUserRecords(ctx),
    // A year without mileage tables: no profitability, the rest of the page still shows.
    unlessLawYearMissing(() => linkedTotals(ctx, year)),
    recordCounts(ctx),
    ctx.db.expense.count({ where: thisYear }),
    ctx.db.mileageTrip.count({ where: thisYear }),
    ctx.db.credential.count({ where: mine }),
    ctx.db.notification.findMany({
      where: { ...mine, resolved_at: null },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: OPEN_NOTIFICATIONS,
      select: { id: true, severity: true, title: true, link: true, read_at: true },
    }),
  ]);
  const { home } = records;
  const profitability =
    linked &&
    (await unlessLawYearMissing(() =>
      assignmentProfitability(computeYear(yearInputFrom(ctx, year, records, linked))),
    ));
  const { gte, lte } = yearRange(year);
  // Newest first, as the assignments list orders them.
  const assignments = records.assignments
    .filter((a) => a.start_date <= lte && a.end_date >= gte)
    .reverse()
    .map((a) => assignmentSummary(a, ctx.now));
  return {
    year,
    employmentType: ctx.user.employment_type,
    /** Null for a year whose tax tables are not in the app yet. */
    profitability,
    taxHome: home && { city: home.city, state: home.state, last_visit_date: dateOut(home.last_visit_date) },
    auditReadiness: auditFrom(ctx, home, records.assignments, allTime),
    /** The year's assignments, newest first. */
    assignments,
    open: open.map((n) => ({ ...n, read_at: timestamp(n.read_at) })),
    counts: { assignments: assignments.length, expenses, trips, credentials },
  };
}

export type DashboardSummary = Awaited<ReturnType<typeof dashboardSummary>>;
