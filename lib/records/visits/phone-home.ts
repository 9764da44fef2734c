import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, timestamp } from '@/lib/core/dates';

// What Capture's "I'm home" needs from the server when its page is made (issue 40): whether there is a tax
// home to check in to, and the visit checked in from a phone and not left yet (offered as "Leaving home").

/** A check-in older than this without a check-out is not offered to end: the worker logs it by hand. */
const OPEN_DAYS = 60;

export interface PhoneHome {
  hasTaxHome: boolean;
  openVisit: { id: number; arrived: string; checkedInAt: string } | null;
}

export async function phoneHome(ctx: Ctx): Promise<PhoneHome> {
  const since = new Date(ctx.now.getTime() - OPEN_DAYS * 24 * 60 * 60 * 1000);
  const [homes, open] = await Promise.all([
    ctx.db.taxHome.count({ where: { user_id: ctx.userId } }),
    ctx.db.taxHomeVisit.findFirst({
      where: { user_id: ctx.userId, checked_out_at: null, checked_in_at: { gte: since } },
      orderBy: [{ checked_in_at: 'desc' }, { id: 'desc' }],
      select: { id: true, arrived: true, checked_in_at: true },
    }),
  ]);
  return {
    hasTaxHome: homes > 0,
    openVisit:
      open?.checked_in_at != null
        ? { id: open.id, arrived: dateOut(open.arrived), checkedInAt: timestamp(open.checked_in_at) }
        : null,
  };
}
