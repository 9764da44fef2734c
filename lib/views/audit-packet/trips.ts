import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, yearRange } from '@/lib/core/dates';
import { after, EXPORT_BATCH, inBatches, order, type Cursor } from '@/lib/views/exports/service';
import type { PacketTrip } from './types';

/** The year's trips, oldest first, read in keyset batches: the log is drawn while it is read. */
export async function* tripsOfYear(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  year: number,
): AsyncGenerator<PacketTrip> {
  const where = { user_id: ctx.userId, date: yearRange(year) };
  const read = (cursor: Cursor) =>
    ctx.db.mileageTrip.findMany({
      where: { AND: [where, after(cursor)] },
      orderBy: order,
      take: EXPORT_BATCH,
    });
  for await (const t of inBatches(read, EXPORT_BATCH)) {
    yield {
      date: dateOut(t.date),
      origin: t.origin,
      destination: t.destination,
      purpose: t.purpose,
      miles: t.miles,
      notes: t.notes,
    };
  }
}
