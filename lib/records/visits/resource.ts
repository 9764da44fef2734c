import 'server-only';
import type { z } from 'zod';
import type { TaxHomeVisit } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut, todayOf } from '@/lib/core/dates';
import { ApiError } from '@/lib/core/errors';
import { syncAfterWrite } from '@/lib/reminders/sync';
import { fromRecord, type ResourceSpec } from '@/lib/records/define';
import { LEFT_BEFORE_ARRIVED, visitRecord } from './record';
import { checkInColumns, checkInIssues } from './check-in';

// A stay at the tax home (issue 18): the days the worker was there and the records that show it. The tax
// home's `last_visit_date` follows from its live visits (database triggers, migration
// 20261126060000_tax_home_visits): the later of the date a client wrote and the latest `left`.

export const createVisitBody = visitRecord.createBody;
type Input = z.infer<typeof visitRecord.updateBody>;
export type VisitOut = ReturnType<typeof visitRecord.serialize>;

/** Every problem of a visit's fields at once, as the form shows them (path → message). */
export function visitIssues(v: { arrived?: string; left?: string }, now: Date): Record<string, string> {
  const today = todayOf(now);
  const out: Record<string, string> = {};
  if (v.arrived && v.arrived > today) out.arrived = 'A visit cannot start in the future';
  if (v.left && v.left > today) out.left = 'Log a visit once it is over: the day you left is after today';
  else if (v.arrived && v.left && v.left < v.arrived) out.left = LEFT_BEFORE_ARRIVED;
  return out;
}

const refused = (issues: Record<string, string>) =>
  new ApiError(
    'validation_error',
    'Invalid request',
    Object.entries(issues).map(([path, message]) => ({ path, message })),
  );

/** Each reference must name one of the caller's own live records (else 400 on that field, like assignment_id). */
async function assertOwnRefs(ctx: Ctx, input: Input): Promise<Record<string, string>> {
  const mine = { user_id: ctx.userId };
  const checks: Array<[string, number | null | undefined, (id: number) => Promise<number>, string]> = [
    ['tax_home_id', input.tax_home_id, (id) => ctx.db.taxHome.count({ where: { ...mine, id } }), 'tax home'],
    [
      'mileage_trip_id',
      input.mileage_trip_id,
      (id) => ctx.db.mileageTrip.count({ where: { ...mine, id } }),
      'trip',
    ],
    ['expense_id', input.expense_id, (id) => ctx.db.expense.count({ where: { ...mine, id } }), 'expense'],
    [
      'tax_home_doc_id',
      input.tax_home_doc_id,
      (id) => ctx.db.taxHomeDoc.count({ where: { ...mine, id } }),
      'tax home document',
    ],
  ];
  const out: Record<string, string> = {};
  await Promise.all(
    checks.map(async ([path, id, count, what]) => {
      if (id !== null && id !== undefined && (await count(id)) === 0) out[path] = `No such ${what} of yours`;
    }),
  );
  return out;
}

async function currentHomeId(ctx: Ctx): Promise<number> {
  const home = await ctx.db.taxHome.findFirst({
    where: { user_id: ctx.userId },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  if (!home) throw refused({ tax_home_id: 'Add your tax home first' });
  return home.id;
}

/** The ZIP code of a tax home of the caller's (null when it has none). */
async function homeZip(ctx: Ctx, id: number): Promise<string | null> {
  const home = await ctx.db.taxHome.findFirst({ where: { id, user_id: ctx.userId }, select: { zip: true } });
  return home?.zip ?? null;
}

async function columns(ctx: Ctx, input: Input, existing?: TaxHomeVisit) {
  const merged = {
    arrived: input.arrived ?? (existing && dateOut(existing.arrived)) ?? undefined,
    left: input.left ?? (existing && dateOut(existing.left)) ?? undefined,
  };
  const issues = {
    ...visitIssues(merged, ctx.now),
    ...checkInIssues(input, existing, ctx.now),
    ...(await assertOwnRefs(ctx, input)),
  };
  if (Object.keys(issues).length) throw refused(issues);
  const {
    arrived,
    left,
    tax_home_id,
    checked_in_at,
    checked_out_at,
    check_in_time_zone,
    check_in_latitude,
    check_in_longitude,
    check_in_accuracy_m,
    ...rest
  } = input;
  const homeId = tax_home_id ?? existing?.tax_home_id ?? (await currentHomeId(ctx));
  const checkIn = await checkInColumns(
    {
      checked_in_at,
      checked_out_at,
      check_in_time_zone,
      check_in_latitude,
      check_in_longitude,
      check_in_accuracy_m,
    },
    () => homeZip(ctx, homeId),
  );
  return {
    ...rest,
    ...checkIn,
    ...(tax_home_id !== undefined && { tax_home_id }),
    ...(!existing && tax_home_id === undefined && { tax_home_id: homeId }),
    ...(arrived !== undefined && { arrived: dateIn(arrived) }),
    ...(left !== undefined && { left: dateIn(left) }),
  };
}

export const taxHomeVisitResource: ResourceSpec<TaxHomeVisit, z.infer<typeof createVisitBody>, Input> = {
  ...fromRecord(visitRecord),
  name: 'Visit',
  path: 'tax-home-visits',
  example: { arrived: '2026-03-19', left: '2026-03-22', notes: 'Home between contracts' },
  // A visit belongs to each year it has a day in (one over New Year is in both).
  yearScope: (year) => ({
    arrived: { lte: dateIn(`${year}-12-31`) },
    left: { gte: dateIn(`${year}-01-01`) },
  }),
  orderBy: [{ arrived: 'desc' }],
  docs: {
    tag: 'Tax home',
    yearNote: 'visits with a day in the year',
    about:
      "Stays at your tax home. The tax home's `last_visit_date` is the later of the date written on it and " +
      'the latest `left` of its live visits. Evidence ids must be your own records (else 400 on that field). ' +
      'A check-in from the phone adds when you arrived and left and, when you allowed it, where the phone was: ' +
      "the server works out `check_in_distance_miles` from the tax home's ZIP; latitude and longitude null " +
      'remove the location (its accuracy and distance with it).',
  },
  toCreateData: (ctx, input) => columns(ctx, input),
  toUpdateData: async (ctx, existing, input) => columns(ctx, input, await existing()),
  afterWrite: syncAfterWrite,
};
