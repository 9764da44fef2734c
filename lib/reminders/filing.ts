import 'server-only';
import type { Ctx } from '@/lib/core/context';
import type { Db, DbOrTx } from '@/lib/providers/db/client';
import type { User } from '@/lib/generated/prisma/client';
import { isPro } from '@/lib/account/users/plan';
import { refundsToClaim, type RefundToClaim } from '@/lib/tax/compliance/notifications-refunds';
import type { NotificationState } from '@/lib/tax/compliance';
import { loadFilingYear } from '@/lib/views/load/filing';

// What the notifications read of the filing years (docs/tax-method.md §11): last year's and this year's returns
// worth filing only for a refund, and a 1099 worker's 1040-ES installments as the model credits them (IRC
// 6654(b)(3): a payment recorded for one quarter completes an earlier one first). Pro users only: the returns
// and the plan are Pro views, and a free user's reminders keep the dates alone.

export interface FilingFacts {
  refunds: RefundToClaim[];
  /** Last year's fourth installment and this year's four, paid when the model credits them in full; null: free. */
  quarterlyDue: NotificationState['quarterlyDue'] | null;
}

export async function filingFacts(db: DbOrTx, user: User, now: Date): Promise<FilingFacts> {
  // The loaders read with one raw statement each (lib/views/load/years.ts), which a transaction runs as the
  // client does: inside the sync's transaction they see its snapshot.
  const ctx: Ctx = { db: db as Db, user, userId: user.id, now, requestId: 'notification-sync' };
  if (!isPro(ctx)) return { refunds: [], quarterlyDue: null };
  const year = now.getUTCFullYear();
  const [last, current] = await Promise.all([loadFilingYear(ctx, year - 1), loadFilingYear(ctx, year)]);
  const installments = [last, current].flatMap((b) =>
    (b.filing.estimatedPlans.find((p) => p.governmentId === 'federal')?.installments ?? [])
      .filter((q) => b.year === year || q.quarter === 4)
      .map((q) => ({ year: b.year, quarter: q.quarter, dueDate: q.dueDate, paid: q.remaining <= 0 })),
  );
  return {
    refunds: [...refundsToClaim(last.filing), ...refundsToClaim(current.filing)],
    quarterlyDue: user.employment_type === '1099' ? installments : null,
  };
}
