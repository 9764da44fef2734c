import 'server-only';
import type { z } from 'zod';
import { Prisma, type MileageTrip } from '@/lib/generated/prisma/client';
import { dateIn, yearRange } from '@/lib/core/dates';
import { fromRecord, jsonOf, type ResourceSpec } from '@/lib/records/define';
import { assertOwnAssignment } from '@/lib/records/refs';
import { MILEAGE_PURPOSES } from '@/lib/tax/compliance/mileage';
import { tripRecord } from './record';

export { MILEAGE_PURPOSES };
export const createTripBody = tripRecord.createBody;
type Input = z.infer<typeof tripRecord.updateBody>;
export type TripOut = ReturnType<typeof tripRecord.serialize>;

async function columns(ctx: Parameters<typeof assertOwnAssignment>[0], input: Input) {
  await assertOwnAssignment(ctx, input.assignment_id);
  const { date, ...rest } = input;
  return { ...rest, ...(date !== undefined && { date: dateIn(date) }) };
}

export const mileageResource: ResourceSpec<MileageTrip, z.infer<typeof createTripBody>, Input> = {
  ...fromRecord(tripRecord),
  name: 'Mileage trip',
  path: 'mileage',
  example: {
    date: '2026-03-20',
    miles: 412,
    purpose: 'tax_home_visit',
    origin: 'Denver, CO',
    destination: 'Omaha, NE',
  },
  yearScope: (year) => ({ date: yearRange(year) }),
  orderBy: [{ date: 'desc' }],
  json: {
    ...jsonOf(tripRecord),
    yearColumn: 'date',
    orderColumn: 'date',
    // The trips per month (migration 20261126100000_month_sums): tests/api/record-counts.test.ts holds them to the rows.
    yearCount: (userId, year) =>
      Prisma.sql`SELECT coalesce(sum("n"), 0)::int FROM "trip_month_sums" WHERE "user_id" = ${userId} AND "month" >= ${`${year}-01-01`}::date AND "month" <= ${`${year}-12-31`}::date`,
  },
  docs: {
    tag: 'Mileage',
    yearNote: 'trips by their `date`',
    about: 'Miles are whole numbers, 1 to 5,000 per trip; every purpose but `personal` is deductible.',
  },
  toCreateData: columns,
  toUpdateData: (ctx, _existing, input) => columns(ctx, input),
};
