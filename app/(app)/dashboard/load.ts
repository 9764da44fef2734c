import 'server-only';
import { asSeverity } from '@/components/tax/severity';
import { assignmentResource } from '@/lib/assignments/resource';
import { credentialResource } from '@/lib/credentials/resource';
import { expenseResource } from '@/lib/expenses/resource';
import type { Ctx } from '@/lib/core/context';
import { mileageResource } from '@/lib/mileage/resource';
import { notificationResource, type serializeNotification } from '@/lib/notifications/resource';
import { listRecords } from '@/lib/records/service';
import { LawYearError } from '@/lib/tax/law/types';
import { dashboard } from '@/lib/tax-views/dashboard';
import { profitabilityView } from '@/lib/tax-views/views';
import { taxHomeResource } from '@/lib/tax-homes/resource';

type NotificationOut = ReturnType<typeof serializeNotification>;

/** The year's profitability, or null for a year whose tax tables are not in the app yet. */
async function profitabilityOrNull(ctx: Ctx, year: number) {
  try {
    return await profitabilityView(ctx, year);
  } catch (err) {
    if (err instanceof LawYearError) return null;
    throw err;
  }
}

/** Everything the dashboard's widgets show, loaded in parallel. */
export async function loadDashboard(ctx: Ctx) {
  const year = ctx.now.getUTCFullYear();
  const page = { limit: 1, offset: 0, year };
  const [view, profitability, notifications, assignments, expenses, trips, credentials, taxHomes] =
    await Promise.all([
      dashboard(ctx),
      profitabilityOrNull(ctx, year),
      listRecords(notificationResource, ctx, { limit: 50, offset: 0 }),
      listRecords(assignmentResource, ctx, page),
      listRecords(expenseResource, ctx, page),
      listRecords(mileageResource, ctx, page),
      listRecords(credentialResource, ctx, { limit: 1, offset: 0 }),
      listRecords(taxHomeResource, ctx, { limit: 1, offset: 0 }),
    ]);
  // The list puts unresolved first; only those are open.
  const open = (notifications.items as NotificationOut[])
    .filter((n) => n.resolved_at === null)
    .map((n) => ({ ...n, severity: asSeverity(n.severity) }));
  return {
    year,
    view,
    profitability,
    open,
    counts: {
      assignments: assignments.total,
      expenses: expenses.total,
      trips: trips.total,
      credentials: credentials.total,
      taxHomes: taxHomes.total,
    },
  };
}
