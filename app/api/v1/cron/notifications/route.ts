// POST /api/v1/cron/notifications: the daily notification sync over every user (Bearer CRON_SECRET)
import { timingSafeEqual } from 'node:crypto';
import { ApiError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { cronResultResponse } from '@/lib/notifications/schemas';
import { syncAllUsers } from '@/lib/notifications/sync';

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
        'CRON_SECRET is not set.',
      tags: ['System'],
      auth: 'cron',
      response: cronResultResponse,
      errors: ['not_configured'],
      examples: { response: { users: 12, created: 3, updated: 1, resolved: 2 } },
    },
    async ({ ctx, req }) => {
      const secret = env().CRON_SECRET;
      if (!secret) throw new ApiError('not_configured', 'Set CRON_SECRET to enable the daily run');
      if (!authorized(req.headers.get('authorization'), secret)) {
        throw new ApiError('unauthorized', 'The cron secret is missing or wrong', undefined, {
          'WWW-Authenticate': 'Bearer',
        });
      }
      return json(await syncAllUsers(ctx.db, ctx.now));
    },
  ),
});
