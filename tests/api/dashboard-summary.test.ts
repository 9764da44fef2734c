import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { syncNotifications } from '@/lib/reminders/sync';
import { notificationResource } from '@/lib/records/notifications/resource';
import { credentialResource } from '@/lib/records/credentials/resource';
import { expenseResource } from '@/lib/records/expenses/resource';
import { assignmentResource } from '@/lib/records/assignments/resource';
import { mileageResource } from '@/lib/records/mileage/resource';
import { listRecords } from '@/lib/records/service';
import { dashboard } from '@/lib/views/dashboard';
import { dashboardSummary } from '@/lib/views/dashboard-summary';
import { profitabilityView } from '@/lib/views/views';
import { seedDemoUser } from '@/prisma/seed/demo';
import { openCountingDatabase, type CountingDatabase } from '../helpers/query-count';

// The dashboard page's summary service, for the seeded demo user (a year of records): the same figures as
// the API's views, and what it costs the database, counted in SQL statements on a database of its own so
// that a change that adds queries fails here.

let counting: CountingDatabase;
let ctx: Ctx;

beforeAll(async () => {
  counting = await openCountingDatabase();
  const now = new Date();
  const { userId } = await seedDemoUser(counting.db, { now, password: 'demo-password-for-counting' });
  await syncNotifications(counting.db, userId, now);
  const user = await counting.db.user.findUniqueOrThrow({ where: { id: userId } });
  ctx = { db: counting.db, user, userId, now, requestId: 'dashboard-queries' };
});
afterAll(() => counting.close());

describe('dashboard queries', () => {
  // Before the summary service the page loader sent 26 (GET /dashboard's 100-row lists, the profitability
  // view's second read of the tax home and assignments, six list queries for counts). Now: the tax home,
  // the assignments, the linked sums (one statement for expenses and trips, lib/views/load/sums.ts), four
  // count statements (the audit's four counts in one, among them the expenses an auditor would reject; the
  // year's expenses, trips and credentials) and the open notifications; then
  // (tax method v3) the household profile, the W-2s and pay stubs, and the estimated payments summed per
  // payee, for the owed-or-refund answer.
  it('the summary service sends at most 11 statements', async () => {
    counting.reset();
    await dashboardSummary(ctx);
    const sent = counting.statements();
    console.info(`dashboard summary: ${sent.length} SQL statements`);
    expect(sent.length).toBeLessThanOrEqual(11);
  });

  it('loads no record rows beyond the tax home, the assignments, the notifications and the answer’s inputs', async () => {
    counting.reset();
    await dashboardSummary(ctx);
    const statements = counting.statements();
    // The inputs it reads: the tax home, assignments and households with the years' sums in one statement
    // (lib/views/load/years.ts), the income documents, the notifications.
    for (const table of [
      'assignments',
      'household_profiles',
      'income_documents',
      'notifications',
      'tax_homes',
    ]) {
      expect(
        statements.some((q) => q.includes(`"${table}"`)),
        table,
      ).toBe(true);
    }
    // Expenses and trips arrive as counts and sums only, never as rows.
    const costs = statements.filter((q) => /"(expenses|mileage_trips)"/.test(q));
    expect(costs.length).toBeGreaterThan(0);
    for (const q of costs) expect(q).toMatch(/\b(count|sum)\(/i);
    // Nothing else of the user's records but counts and sums.
    const other =
      /"(credentials|tax_home_docs|tax_home_costs|comparisons|quarterly_payments|tax_home_visits)"/;
    expect(statements.filter((q) => other.test(q) && !/\b(count|sum)\(/i.test(q))).toEqual([]);
  });

  it('shows the figures the API views and lists answer', async () => {
    const s = await dashboardSummary(ctx);
    const api = await dashboard(ctx);
    expect(s.auditReadiness).toEqual(api.auditReadiness);
    expect(s.assignments).toEqual(api.assignments);
    expect(s.taxHome).toEqual({
      city: api.taxHome?.city,
      state: api.taxHome?.state,
      last_visit_date: api.taxHome?.last_visit_date,
    });
    expect(s.profitability).toEqual(await profitabilityView(ctx, s.year));
    const total = async (spec: Parameters<typeof listRecords>[0], year?: number) =>
      (await listRecords(spec, ctx, { limit: 1, offset: 0, year })).total;
    expect(s.counts).toEqual({
      assignments: await total(assignmentResource, s.year),
      expenses: await total(expenseResource, s.year),
      trips: await total(mileageResource, s.year),
      credentials: await total(credentialResource),
    });
    const listed = await listRecords(notificationResource, ctx, { limit: 50, offset: 0 });
    const open = (listed.items as Array<{ id: number; resolved_at: string | null }>).filter(
      (n) => n.resolved_at === null,
    );
    expect(s.open.map((n) => n.id)).toEqual(open.map((n) => n.id));
    expect(s.open.length).toBeGreaterThan(0);
  });
});
