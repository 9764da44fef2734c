import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, overlapsYear, timestamp, yearRange } from '@/lib/core/dates';
import { assignmentFlags, assignmentProfitability, computeYear } from '@/lib/tax/engine';
import { auditFrom, recordCounts } from './audit';
import { assignmentSummary } from './dashboard';
import { NO_COSTS, yearInputFrom } from './load/year';
import { loadYears } from './load/years';
import type { StateCode } from '@/lib/tax/law/types';
import { NO_PAYMENTS, paymentsFrom, reportedOvertimeOf, saltPaidFrom } from './load/payments';
import { settle } from './settlement';
import { withFields } from '@/lib/core/with-fields';
import { Prisma, type Notification } from '@/lib/generated/prisma/client';
import { credentialRecord } from '@/lib/records/credentials/record';
import { expenseRecord } from '@/lib/records/expenses/record';
import { tripRecord } from '@/lib/records/mileage/record';
import { notificationRecord } from '@/lib/records/notifications/record';
import { countRecords, readRecords } from '@/lib/records/read';

// The dashboard page's one service: what its widgets show and nothing else, in one parallel round of
// queries (about a dozen statements, pinned by tests/api/dashboard-queries.test.ts). GET /dashboard keeps
// its own contract (the year's records, 100 of each); the page shows none of those rows.

/** How many open notifications the page counts by severity (the card lists the first few). */
export const OPEN_NOTIFICATIONS = 50;

export async function dashboardSummary(ctx: Ctx) {
  const year = ctx.now.getUTCFullYear();
  const thisYear = Prisma.sql`t."date" BETWEEN ${`${year}-01-01`}::date AND ${`${year}-12-31`}::date`;
  const [loaded, expenses, trips, credentials, open] = await Promise.all([
    loadYears(ctx, [year], { payments: year }),
    countRecords(ctx, expenseRecord, thisYear),
    countRecords(ctx, tripRecord, thisYear),
    countRecords(ctx, credentialRecord),
    readRecords<Notification>(ctx, notificationRecord, {
      where: Prisma.sql`t."resolved_at" IS NULL`,
      orderBy: Prisma.sql`t."created_at" DESC, t."id" DESC`,
      limit: OPEN_NOTIFICATIONS,
    }),
  ]);
  const { records } = loaded;
  const paymentRows = loaded.payments ?? NO_PAYMENTS;
  const household = loaded.households.get(year) ?? null;
  const costs = loaded.costs.get(year) ?? NO_COSTS;
  const { home } = records;
  // A year without published tables is computed with the nearest year's (its notes say so).
  const homeState = (home?.state as StateCode | undefined) ?? null;
  const result = computeYear(
    yearInputFrom(
      ctx,
      year,
      records,
      costs,
      household,
      reportedOvertimeOf(paymentRows),
      household ? saltPaidFrom(year, paymentRows, household, homeState) : undefined,
    ),
  );
  const profitability = assignmentProfitability(result);
  // The estimate's own answer (owed or refunded), from the same payments the Tax estimate page counts.
  const { settlement } = settle(result, paymentsFrom(result, paymentRows, household).payments);
  // The same GSA test and stipend flags as GET /dashboard and Profitability: one computation feeds all.
  const flags = new Map(result.items.map((it) => [it.assignment.id, assignmentFlags(it)]));
  const range = yearRange(year);
  // Newest first, as the assignments list orders them.
  const assignments = records.assignments
    .filter((a) => overlapsYear(a, range))
    .reverse()
    .map((a) => withFields(assignmentSummary(a, ctx.now), flags.get(a.id) ?? {}));
  return {
    year,
    employmentType: ctx.user.employment_type,
    profitability,
    settlement,
    taxHome: home && { city: home.city, state: home.state, last_visit_date: dateOut(home.last_visit_date) },
    auditReadiness: auditFrom(ctx, home, records.assignments, recordCounts(ctx)),
    /** The year's assignments, newest first. */
    assignments,
    open: open.map((n) => ({
      id: n.id,
      severity: n.severity,
      title: n.title,
      link: n.link,
      read_at: timestamp(n.read_at),
    })),
    counts: { assignments: assignments.length, expenses, trips, credentials },
  };
}
