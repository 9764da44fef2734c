import 'server-only';
import type { Ctx } from '@/lib/core/context';
import type { User } from '@/lib/generated/prisma/client';
import { syncAfterWrite } from '@/lib/notifications/sync';
import type { UpdateMeBody } from './schemas';

/**
 * The one profile change, for PATCH /api/v1/me, PUT /me/theme and Settings alike: the fields given, then,
 * when the employment type changed, the notifications re-synced (W-2 and 1099 workers get different
 * reminders), so the same change gives the same notifications on the web and through the API.
 */
export async function updateProfile(ctx: Ctx, input: UpdateMeBody): Promise<User> {
  const user = await ctx.db.user.update({ where: { id: ctx.userId }, data: input });
  if (input.employment_type && input.employment_type !== ctx.user.employment_type) {
    await syncAfterWrite(ctx);
  }
  return user;
}
