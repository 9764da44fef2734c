import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { writeAsUser } from '@/lib/providers/db/user-lock';
import type { User } from '@/lib/generated/prisma/client';
import { syncAfterWrite } from '@/lib/reminders/sync';
import type { UpdateMeBody } from './schemas';

/**
 * The one profile change, for PATCH /api/v1/me, PUT /me/theme and Settings alike: the fields given, then,
 * when the employment type changed, the notifications re-synced (W-2 and 1099 workers get different
 * reminders), so the same change gives the same notifications on the web and through the API.
 */
export async function updateProfile(ctx: Ctx, input: UpdateMeBody): Promise<User> {
  const user =
    input.email_digest === 'daily' || input.email_digest === 'weekly'
      ? await turningDigestOn(ctx, input)
      : await ctx.db.user.update({ where: { id: ctx.userId }, data: input });
  if (input.employment_type && input.employment_type !== ctx.user.employment_type) {
    await syncAfterWrite(ctx);
  }
  return user;
}

/**
 * The digest turned on (or kept on): from off, the unsubscribe link's version is bumped in the same
 * transaction, under the user's lock, so a link from an email sent before (a replay, a scanner's
 * late visit) changes nothing any more (lib/reminders/digest/unsubscribe.ts). From daily to weekly it stays.
 */
function turningDigestOn(ctx: Ctx, input: UpdateMeBody): Promise<User> {
  return writeAsUser(ctx, async (db) => {
    await db.user.updateMany({
      where: { id: ctx.userId, email_digest: 'off' },
      data: { digest_link_version: { increment: 1 } },
    });
    return db.user.update({ where: { id: ctx.userId }, data: input });
  });
}
