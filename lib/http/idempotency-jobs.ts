import 'server-only';
import { registerDailyOnce } from '@/lib/providers/jobs/daily';
import { registerJob } from '@/lib/providers/jobs/registry';
import { forgetExpiredKeys } from './idempotency';

// Idempotency keys live 24 hours (lib/http/idempotency.ts): a repeat after that is taken as a new request
// anyway, and each day's run deletes the rows past it, so the table holds about one day of writes.

const EXPIRED_KEYS = 'idempotency-keys-expiry';

registerJob(EXPIRED_KEYS, async (_payload, ctx) => {
  await forgetExpiredKeys(ctx.db, ctx.now);
});
registerDailyOnce(EXPIRED_KEYS);
