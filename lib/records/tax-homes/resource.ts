import 'server-only';
import type { z } from 'zod';
import type { TaxHome } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateIn, todayOf } from '@/lib/core/dates';
import { invalidField } from '@/lib/core/errors';
import { syncAfterWrite } from '@/lib/reminders/sync';
import { fromRecord, type ResourceSpec } from '@/lib/records/define';
import { taxHomeRecord } from './record';

export const createTaxHomeBody = taxHomeRecord.createBody;
type Input = z.infer<typeof taxHomeRecord.updateBody>;
export type TaxHomeOut = ReturnType<typeof taxHomeRecord.serialize>;

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
export const taxHomeResource: ResourceSpec<TaxHome, z.infer<typeof taxHomeRecord.createBody>, Input> = {
  ...fromRecord(taxHomeRecord),
  name: 'Tax home',
  path: 'tax-home',
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
