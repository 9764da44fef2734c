import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut } from '@/lib/core/dates';
import { Prisma, type MileageTrip } from '@/lib/generated/prisma/client';
import { tripRecord } from '@/lib/records/mileage/record';
import { readRecords } from '@/lib/records/read';
import { after, byDateAndId, EXPORT_BATCH, inBatches, type Cursor } from '@/lib/views/exports/service';
import type { PacketTrip } from './types';

/** The year's trips, oldest first, read in keyset batches: the log is drawn while it is read. */
export async function* tripsOfYear(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  year: number,
): AsyncGenerator<PacketTrip> {
  const inYear = Prisma.sql`t."date" BETWEEN ${`${year}-01-01`}::date AND ${`${year}-12-31`}::date`;
  const read = (cursor: Cursor) =>
    readRecords<MileageTrip>(ctx, tripRecord, {
      where: Prisma.sql`${inYear} AND ${after(cursor)}`,
      orderBy: byDateAndId,
      limit: EXPORT_BATCH,
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
