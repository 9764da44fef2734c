import 'server-only';
import { registerDailyPerUser, type PerUserPayload } from '@/lib/jobs/daily';
import { registerJob } from '@/lib/jobs/registry';
import { syncNotifications } from './sync';

// The daily notification sync, one job per user (lib/jobs/daily.ts fans it out): each its own short
// transaction, so one user's failure retries that user alone and nothing holds a transaction open for long.
// Running it twice changes nothing (syncNotifications writes only the difference).

export const NOTIFICATION_SYNC = 'notification-sync';

registerJob<PerUserPayload>(NOTIFICATION_SYNC, async ({ userId }, ctx) => {
  // An account erased after the fan-out has nothing left to sync.
  if (!(await ctx.db.user.findUnique({ where: { id: userId }, select: { id: true } }))) return;
  await syncNotifications(ctx.db, userId, ctx.now);
});
registerDailyPerUser(NOTIFICATION_SYNC);
