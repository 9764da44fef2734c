import 'server-only';
import type { z } from 'zod';
import type { Assignment } from '@/lib/generated/prisma/client';
import { ApiError, invalidField } from '@/lib/core/errors';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut, overlapWhere, todayOf, yearRange } from '@/lib/core/dates';
import { fromRecord, type ResourceSpec } from '@/lib/records/define';
import { assertStoredKey } from '@/lib/providers/storage/stored-key';
import { syncAfterWrite } from '@/lib/reminders/sync';
import { assignmentStatus, canTransition, dateStatus, effectiveStatus } from '@/lib/tax/compliance/status';
import { checkCounty } from '@/lib/tax/law/local-places';
import type { StateCode } from '@/lib/tax/law/types';
import { assignmentRecord } from './record';

export const createAssignmentBody = assignmentRecord.createBody;
type CreateAssignmentBody = z.infer<typeof assignmentRecord.createBody>;
type UpdateAssignmentBody = z.infer<typeof assignmentRecord.updateBody>;
export type AssignmentOut = ReturnType<typeof assignmentRecord.serialize>;

/**
 * The county as stored ("Hamilton County"), checked against the counties the place's ZIP lies in (its city's
 * when it has no ZIP; docs/tax-method.md §4b) whenever the county or the place changes; undefined: unchanged.
 */
function checkedCounty(input: UpdateAssignmentBody, existing?: Assignment): string | null | undefined {
  const county = input.county !== undefined ? input.county : (existing?.county ?? null);
  const placeChanged = input.state !== undefined || input.location !== undefined || input.zip !== undefined;
  if (county === null || (input.county === undefined && !placeChanged)) return input.county;
  const state = (input.state ?? existing?.state) as StateCode;
  const zip = input.zip !== undefined ? input.zip : (existing?.zip ?? null);
  const checked = checkCounty(state, input.location ?? existing?.location ?? '', zip, county);
  if ('message' in checked) throw invalidField('county', checked.message);
  return checked.county;
}

async function columns(
  ctx: Ctx,
  input: UpdateAssignmentBody,
  existing?: Assignment,
): Promise<Record<string, unknown>> {
  const { start_date, end_date, contract_objstore_key, county: _county, ...rest } = input;
  await assertStoredKey(contract_objstore_key, ctx.userId, 'contracts', existing?.contract_objstore_key);
  const county = checkedCounty(input, existing);
  return {
    ...rest,
    ...(county !== undefined && { county }),
    ...(start_date !== undefined && { start_date: dateIn(start_date) }),
    ...(end_date !== undefined && { end_date: dateIn(end_date) }),
    ...(contract_objstore_key !== undefined && { contract_objstore_key }),
  };
}

export const assignmentResource: ResourceSpec<Assignment, CreateAssignmentBody, UpdateAssignmentBody> = {
  ...fromRecord(assignmentRecord),
  name: 'Assignment',
  path: 'assignments',
  example: {
    facility: 'Denver Health Medical Center',
    location: 'Denver',
    state: 'CO',
    agency: 'Aya Healthcare',
    zip: '80204',
    start_date: '2026-01-05',
    end_date: '2026-04-05',
    base_pay: 90000,
    housing_stipend: 150000,
    mie_stipend: 50000,
    sign_on_bonus: 100000,
  },
  // Assignments overlapping the year (docs/api-guide.md §4).
  yearScope: (year) => overlapWhere(yearRange(year)),
  orderBy: [{ start_date: 'desc' }],
  // Its status depends on today, so its serializer builds the record (not the database); one statement all
  // the same, the year scope the overlap above.
  modelRows: {
    table: 'assignments',
    dates: assignmentRecord.dates,
    overlap: { start: 'start_date', end: 'end_date' },
    orderColumn: 'start_date',
  },
  docs: {
    tag: 'Assignments',
    yearNote: 'assignments overlapping the year',
    writeErrors: ['not_found'],
    patchErrors: ['invalid_status_transition'],
    about:
      '`status` follows the dates (upcoming → active → complete) and never moves backwards; ' +
      '`contract_objstore_key` must be a key from POST /contracts/upload-url (else 404).',
    exampleRecord: { status: 'active', hours_per_week: 36 },
  },
  toCreateData: async (ctx, input) => ({
    ...(await columns(ctx, input)),
    status: input.status ?? dateStatus(input.start_date, input.end_date, todayOf(ctx.now)),
  }),
  toUpdateData: async (ctx, read, input) => {
    const existing = await read();
    const start = input.start_date ?? dateOut(existing.start_date);
    const end = input.end_date ?? dateOut(existing.end_date);
    if (end < start) throw invalidField('end_date', 'The end date must be on or after the start date');
    const current = assignmentStatus(existing, ctx.now);
    if (input.status && canTransition(current, input.status) === 'backwards') {
      throw new ApiError(
        'invalid_status_transition',
        `An assignment cannot move from ${current} to ${input.status}`,
      );
    }
    // Keep the stored status at least where the calendar has taken it, so it never moves backwards.
    const next = effectiveStatus(input.status ?? current, start, end, todayOf(ctx.now));
    return { ...(await columns(ctx, input, existing)), status: next };
  },
  afterWrite: syncAfterWrite,
};
