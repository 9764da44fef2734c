// POST /api/v1/cron/notifications: queues the day's run of the daily jobs and answers at once (Bearer
// CRON_SECRET); also retries erased accounts' files that storage refused to delete so far
import { timingSafeEqual } from 'node:crypto';
import { drainFileDeletions } from '@/lib/account/file-deletions';
import { fileDeletionsSchema } from '@/lib/account/schemas';
import { ApiError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { todayOf } from '@/lib/core/dates';
import '@/lib/providers/jobs/all';
import { DAILY_RUN, dailyRunStatus } from '@/lib/providers/jobs/daily';
import { enqueue } from '@/lib/providers/jobs/queue';
import { cronResultResponse } from '@/lib/records/notifications/schemas';
import { objectStore } from '@/lib/providers/storage/store';

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/cron/notifications',
      operationId: 'runNotificationRules',
      summary: 'Queue today’s run of the daily jobs',
      description:
        'For a scheduler: authenticated by `Authorization: Bearer <CRON_SECRET>`, not a user token; 503 when ' +
        'CRON_SECRET is not set. Queues the day’s run (each user’s notifications re-evaluated, digests sent) ' +
        'and answers at once; the job workers do the work. The run happens once per UTC day however often ' +
        'this is called, and the app also starts it by itself at 06:00 UTC. Also removes the stored files of erased ' +
        'accounts that could not be removed before (`file_deletions`), trying each folder again after a growing wait.',
      tags: ['System'],
      auth: 'cron',
      response: cronResultResponse.extend({ file_deletions: fileDeletionsSchema }),
      errors: ['not_configured'],
      examples: {
        response: {
          day: '2026-03-02',
          queued: false,
          run: {
            started_at: '2026-03-02T06:00:00.412Z',
            finished_at: '2026-03-02T06:00:01.930Z',
            users: 1200,
          },
          file_deletions: { cleared: 6, files: 14, failed: 0, gaveUp: 0 },
        },
      },
    },
    async ({ ctx, req }) => {
      const secret = env().CRON_SECRET;
      if (!secret) throw new ApiError('not_configured', 'Set CRON_SECRET to enable the daily run');
      if (!authorized(req.headers.get('authorization'), secret)) {
        throw new ApiError('unauthorized', 'The cron secret is missing or wrong', undefined, {
          'WWW-Authenticate': 'Bearer',
        });
      }
      const day = todayOf(ctx.now);
      const id = await enqueue(DAILY_RUN, { day }, { key: day });
      const file_deletions = await drainFileDeletions(ctx.db, objectStore(), { now: ctx.now });
      return json({ day, queued: id !== null, run: await dailyRunStatus(ctx.db, day), file_deletions });
    },
  ),
});
