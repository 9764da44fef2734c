import 'server-only';
import type { FieldOption } from '@/app/_lib/form-types';
import { assignmentResource } from '@/lib/records/assignments/resource';
import type { Ctx } from '@/lib/core/context';
import { findOwnRecord, listRecords } from '@/lib/records/service';
import type { AssignmentOut } from '../assignments/fields';

// The assignments an expense or a trip can be tied to, as select options, for the list pages' create form
// and filter and for the edit pages; read through the assignments' list service, as GET /assignments is.

type AssignmentName = Pick<AssignmentOut, 'id' | 'facility' | 'location' | 'state'>;

const withPlace = (a: AssignmentName): FieldOption => ({
  value: String(a.id),
  label: `${a.facility} (${a.location}, ${a.state})`,
});

async function overlapping(ctx: Ctx, year: number): Promise<AssignmentOut[]> {
  const { items } = await listRecords(assignmentResource, ctx, { limit: 200, offset: 0, year });
  return items as AssignmentOut[];
}

/**
 * The create form offers this year's assignments by facility; the filter, the listed year's with their
 * place. One query when the listed year is this year (the default).
 */
export async function listPageAssignments(ctx: Ctx, year: number) {
  const thisYear = ctx.now.getUTCFullYear();
  const [current, listed] = await Promise.all([
    overlapping(ctx, thisYear),
    year === thisYear ? null : overlapping(ctx, year),
  ]);
  const ofYear = listed ?? current;
  return {
    form: current.map((a) => ({ value: String(a.id), label: a.facility })),
    filter: ofYear.map(withPlace),
    filterIds: ofYear.map((a) => a.id),
  };
}

/**
 * What an expense or trip of `date` can be tied to when edited: the assignments of its year, and always the
 * one it is tied to now (else the form would show none, and saving would untie it unasked).
 */
export async function editAssignmentOptions(
  ctx: Ctx,
  date: string,
  currentId: number | null,
): Promise<FieldOption[]> {
  const options = (await overlapping(ctx, Number(date.slice(0, 4)))).map(withPlace);
  if (currentId === null || options.some((o) => o.value === String(currentId))) return options;
  const current = await findOwnRecord(assignmentResource, ctx, currentId);
  return [
    current
      ? withPlace(current)
      : { value: String(currentId), label: 'A deleted assignment (restore it in Settings)' },
    ...options,
  ];
}
