import 'server-only';
import { z } from 'zod';
import { Prisma, type MileageTrip } from '@/lib/generated/prisma/client';
import { dateIn, dateOut, timestamp, yearRange } from '@/lib/core/dates';
import type { ResourceSpec } from '@/lib/records/define';
import { assertOwnAssignment } from '@/lib/records/refs';
import {
  deletedAt,
  isoDate,
  name200,
  notes1000,
  partialBody,
  recordBody,
  recordId,
} from '@/lib/validation/common';

export const MILEAGE_PURPOSES = ['work_travel', 'tax_home_visit', 'licensing', 'personal', 'other'] as const;

const fields = {
  date: isoDate,
  miles: z.int().min(1).max(5000),
  purpose: z.enum(MILEAGE_PURPOSES),
  origin: name200.optional(),
  destination: name200.optional(),
  notes: notes1000.optional(),
  assignment_id: recordId.nullable().optional(),
};
export const createTripBody = recordBody(fields);
export const updateTripBody = partialBody(fields);
type Input = z.infer<typeof updateTripBody>;

export const tripSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    date: isoDate,
    miles: z.int(),
    purpose: z.enum(MILEAGE_PURPOSES),
    origin: z.string(),
    destination: z.string(),
    notes: z.string(),
    assignment_id: z.int().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'MileageTrip' });

export function serializeTrip(row: MileageTrip) {
  return {
    id: row.id,
    user_id: row.user_id,
    date: dateOut(row.date),
    miles: row.miles,
    purpose: row.purpose,
    origin: row.origin,
    destination: row.destination,
    notes: row.notes,
    assignment_id: row.assignment_id,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

async function columns(ctx: Parameters<typeof assertOwnAssignment>[0], input: Input) {
  await assertOwnAssignment(ctx, input.assignment_id);
  const { date, ...rest } = input;
  return { ...rest, ...(date !== undefined && { date: dateIn(date) }) };
}

export const mileageResource: ResourceSpec<MileageTrip, z.infer<typeof createTripBody>, Input> = {
  name: 'Mileage trip',
  path: 'mileage',
  model: 'mileageTrip',
  record: tripSchema,
  createBody: createTripBody,
  updateBody: updateTripBody,
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
    table: 'mileage_trips',
    fields: {
      id: 'value',
      user_id: 'value',
      date: 'date',
      miles: 'value',
      purpose: 'value',
      origin: 'value',
      destination: 'value',
      notes: 'value',
      assignment_id: 'value',
      created_at: 'timestamp',
      updated_at: 'timestamp',
      deleted_at: 'timestamp',
    },
    yearColumn: 'date',
    orderColumn: 'date',
    stored: true,
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
  serialize: serializeTrip,
};
