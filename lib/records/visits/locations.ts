import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { lockUser } from '@/lib/providers/db/user-lock';

// The worker's own say over the locations "I'm home" kept (issue 40, the privacy note in Settings): every
// visit's location, its accuracy and its distance removed at once, the check-in times kept. One visit's
// location is removed through the visit itself (PATCH with the latitude and longitude null).

/**
 * Visits in the trash too: a `where` naming deleted_at is left as written by the soft-delete filter
 * (lib/providers/db/soft-delete.ts), and Prisma reads an undefined condition as none.
 */
const LIVE_OR_TRASHED = { deleted_at: undefined };

/** How many visits had a location; the user's row first, as every write of their data (lib/providers/db/user-lock.ts). */
export async function removeVisitLocations(ctx: Ctx): Promise<number> {
  return ctx.db.$transaction(async (tx) => {
    await lockUser(tx, ctx.userId);
    const { count } = await tx.taxHomeVisit.updateMany({
      where: { user_id: ctx.userId, check_in_latitude: { not: null }, ...LIVE_OR_TRASHED },
      data: {
        check_in_latitude: null,
        check_in_longitude: null,
        check_in_accuracy_m: null,
        check_in_distance_miles: null,
      },
    });
    return count;
  });
}

/** How many of the worker's visits (in the trash too) keep a location: the privacy note says it. */
export async function countVisitLocations(ctx: Ctx): Promise<number> {
  return ctx.db.taxHomeVisit.count({
    where: { user_id: ctx.userId, check_in_latitude: { not: null }, ...LIVE_OR_TRASHED },
  });
}
