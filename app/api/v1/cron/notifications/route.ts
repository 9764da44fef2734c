// POST /api/v1/cron/notifications: the daily notification sync over every user (Bearer CRON_SECRET), and
// the retry of erased accounts' files that storage refused to delete so far
import { timingSafeEqual } from 'node:crypto';
import { drainFileDeletions } from '@/lib/account/file-deletions';
import { fileDeletionsSchema } from '@/lib/account/schemas';
import { ApiError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { cronResultResponse } from '@/lib/notifications/schemas';
import { syncAllUsers } from '@/lib/notifications/sync';
import { objectStore } from '@/lib/storage/store';

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
      summary: 'Re-evaluate every user’s notifications',
      description:
        'For a scheduler: authenticated by `Authorization: Bearer <CRON_SECRET>`, not a user token; 503 when ' +
        'CRON_SECRET is not set. Also removes the stored files of erased accounts that could not be removed ' +
        'before (`file_deletions`), trying each folder again after a growing wait.',
      tags: ['System'],
      auth: 'cron',
      response: cronResultResponse.extend({ file_deletions: fileDeletionsSchema }),
      errors: ['not_configured'],
      examples: {
        response: {
          users: 12,
          created: 3,
          updated: 1,
          resolved: 2,
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
      const totals = await syncAllUsers(ctx.db, ctx.now);
      const file_deletions = await drainFileDeletions(ctx.db, objectStore(), { now: ctx.now });
      return json({ ...totals, file_deletions });
    },
  ),
});
