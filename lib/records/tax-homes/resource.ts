import 'server-only';
import { z } from 'zod';
import type { TaxHome } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut, timestamp, todayOf } from '@/lib/core/dates';
import { invalidField } from '@/lib/core/errors';
import { syncAfterWrite } from '@/lib/reminders/sync';
import type { ResourceSpec } from '@/lib/records/define';
import {
  address255,
  deletedAt,
  isoDate,
  money,
  name200,
  partialBody,
  recordBody,
  stateCode,
  zip,
} from '@/lib/validation/common';

const fields = {
  address: address255.min(1),
  city: name200.min(1),
  state: stateCode,
  zip: zip.nullable().optional(),
  rent_amount: money.optional().meta({ description: 'Monthly rent or mortgage, cents' }),
  last_visit_date: isoDate.nullable().optional(),
  voter_reg: z.boolean().optional(),
  drivers_license_state: stateCode.nullable().optional(),
  property_rented_out: z.boolean().optional(),
};
export const createTaxHomeBody = recordBody(fields);
export const updateTaxHomeBody = partialBody(fields);
type Input = z.infer<typeof updateTaxHomeBody>;

export const taxHomeSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string().nullable(),
    rent_amount: z.int(),
    last_visit_date: isoDate.nullable(),
    voter_reg: z.boolean(),
    drivers_license_state: z.string().nullable(),
    property_rented_out: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'TaxHome' });

export function serializeTaxHome(row: TaxHome) {
  return {
    id: row.id,
    user_id: row.user_id,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    rent_amount: row.rent_amount,
    last_visit_date: dateOut(row.last_visit_date),
    voter_reg: row.voter_reg,
    drivers_license_state: row.drivers_license_state,
    property_rented_out: row.property_rented_out,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

/** A visit is something that happened: a last visit after today (UTC) is refused wherever it is written. */
export function lastVisitIssue(lastVisit: unknown, now: Date): Record<string, string> {
  return typeof lastVisit === 'string' && lastVisit > todayOf(now)
    ? { last_visit_date: 'The last visit cannot be in the future' }
    : {};
}

function columns(ctx: Ctx, input: Input) {
  const { last_visit_date, ...rest } = input;
  const issue = lastVisitIssue(last_visit_date, ctx.now).last_visit_date;
  if (issue) throw invalidField('last_visit_date', issue);
  return {
    ...rest,
    ...(last_visit_date !== undefined && {
      last_visit_date: last_visit_date ? dateIn(last_visit_date) : null,
    }),
  };
}

// Not year-scoped; the newest live one is the current tax home (docs/api-guide.md §6).
export const taxHomeResource: ResourceSpec<TaxHome, z.infer<typeof createTaxHomeBody>, Input> = {
  name: 'Tax home',
  path: 'tax-home',
  model: 'taxHome',
  record: taxHomeSchema,
  createBody: createTaxHomeBody,
  updateBody: updateTaxHomeBody,
  example: {
    address: '1234 Maple St',
    city: 'Omaha',
    state: 'NE',
    zip: '68102',
    rent_amount: 95000,
    last_visit_date: '2026-03-21',
    voter_reg: true,
    drivers_license_state: 'NE',
    property_rented_out: false,
  },
  orderBy: [{ created_at: 'desc' }],
  docs: { tag: 'Tax home', about: 'The newest live tax home is the current one.' },
  toCreateData: (ctx, input) => columns(ctx, input),
  toUpdateData: (ctx, _existing, input) => columns(ctx, input),
  serialize: serializeTaxHome,
  afterWrite: syncAfterWrite,
};

/**
 * After a "Tax home visit" trip: the day to offer as the tax home's new last visit, or null when the trip
 * would not move it forward (no tax home, a later visit already logged, a trip dated after today).
 */
export function visitToOffer(
  home: { last_visit_date: string | null } | undefined,
  trip: { purpose: string; date: string },
  now: Date,
): string | null {
  if (!home || trip.purpose !== 'tax_home_visit' || trip.date > todayOf(now)) return null;
  return home.last_visit_date !== null && home.last_visit_date >= trip.date ? null : trip.date;
}
