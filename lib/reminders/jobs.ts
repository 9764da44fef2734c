import 'server-only';
import { registerDailyPerUser, type PerUserPayload } from '@/lib/providers/jobs/daily';
import { registerJob } from '@/lib/providers/jobs/registry';
import { syncNotifications } from './sync';

// The daily notification sync, one job per user (lib/providers/jobs/daily.ts fans it out): each its own short
// transaction, so one user's failure retries that user alone and nothing holds a transaction open for long.
// Running it twice changes nothing (syncNotifications writes only the difference).

export const NOTIFICATION_SYNC = 'notification-sync';

registerJob<PerUserPayload>(
  NOTIFICATION_SYNC,
  async ({ userId }, ctx) => {
    // An account erased after the fan-out has nothing left to sync (syncNotifications reads it first).
    await syncNotifications(ctx.db, userId, ctx.now);
  },
  // Four users at once per worker: each job is a few short reads, mostly waiting on the database (the
  // daily run for 10,000 users, npm run bench:jobs).
  { parallel: 4 },
);
registerDailyPerUser(NOTIFICATION_SYNC);
