// POST /api/v1/cron/notifications: the daily notification sync over every user (Bearer CRON_SECRET)
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/core/errors';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { publicRoute } from '@/lib/http/route';
import { syncAllUsers } from '@/lib/notifications/sync';

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute({}, async ({ ctx, req }) => {
    const secret = env().CRON_SECRET;
    if (!secret) throw new ApiError('not_configured', 'Set CRON_SECRET to enable the daily run');
    if (!authorized(req.headers.get('authorization'), secret)) {
      throw new ApiError('unauthorized', 'The cron secret is missing or wrong', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    return json(await syncAllUsers(ctx.db, ctx.now));
  }),
});
