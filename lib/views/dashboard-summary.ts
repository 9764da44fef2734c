import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, overlapsYear, timestamp, yearRange } from '@/lib/core/dates';
import { assignmentFlags } from '@/lib/tax/engine';
import { auditFrom, recordCounts } from './audit';
import { assignmentSummary } from './dashboard';
import { loadFilingYear } from './load/filing';
import { profitabilityOf } from './profitability';
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
  const [bundle, expenses, trips, credentials, open] = await Promise.all([
    loadFilingYear(ctx, year),
    countRecords(ctx, expenseRecord, thisYear),
    countRecords(ctx, tripRecord, thisYear),
    countRecords(ctx, credentialRecord),
    readRecords<Notification>(ctx, notificationRecord, {
      where: Prisma.sql`t."resolved_at" IS NULL`,
      orderBy: Prisma.sql`t."created_at" DESC, t."id" DESC`,
      limit: OPEN_NOTIFICATIONS,
    }),
  ]);
  const { records, result, filing } = bundle;
  const { home } = records;
  // The same shares of every tax as Profitability, and the same answer per government as the Tax estimate:
  // both read the one filing year (a year without published tables uses the nearest year's: its notes say so).
  const profitability = profitabilityOf(bundle);
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
    /** What is owed or comes back per government, never netted (the Tax estimate's headline). */
    headline: filing.headline,
    /** The one take-home figure, and what it includes. */
    takeHome: filing.takeHome,
    /** A W-2 worker's withholding advice in plain words; null for 1099 or when on track. */
    advice: filing.withholding && !filing.withholding.onTrack ? filing.withholding.text : null,
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
