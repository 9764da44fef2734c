import 'server-only';
import type { FieldOption } from '@/app/_lib/form-types';
import { centsToInput } from '@/app/_lib/form-types';
import { assignmentResource } from '@/lib/records/assignments/resource';
import type { Ctx } from '@/lib/core/context';
import { formatDate } from '@/lib/core/dates';
import { listRecords } from '@/lib/records/service';
import type { AssignmentOut } from '../assignments/fields';
import type { ContractDefaults } from './fields';

// Compare can start from an assignment the worker already has (`?from_a=<id>` / `?from_b=<id>`): its place,
// dates and pay fill one side, so an offer is weighed against the contract it would replace or follow.

const DAY_MS = 86_400_000;

/** This year's and last year's assignments, newest first, as the picker's options and by id. */
export async function compareAssignments(ctx: Ctx) {
  const year = ctx.now.getUTCFullYear();
  const [current, prior] = await Promise.all(
    [year, year - 1].map((y) => listRecords(assignmentResource, ctx, { limit: 100, offset: 0, year: y })),
  );
  const byId = new Map<number, AssignmentOut>();
  for (const a of [...(current?.items ?? []), ...(prior?.items ?? [])] as AssignmentOut[]) byId.set(a.id, a);
  const options: FieldOption[] = [...byId.values()].map((a) => ({
    value: String(a.id),
    label: `${a.facility} (${a.location}, ${a.state}) from ${formatDate(a.start_date)}`,
  }));
  return { options, byId };
}

/** An assignment as one side of the comparison form (dollars as the form shows them). */
export function assignmentAsContract(a: AssignmentOut): ContractDefaults {
  const days = Math.round((Date.parse(a.end_date) - Date.parse(a.start_date)) / DAY_MS) + 1;
  const bonuses = a.sign_on_bonus + a.completion_bonus + a.referral_bonus;
  return {
    name: a.facility,
    state: a.state,
    city: a.location,
    zip: a.zip ?? '',
    county: a.county ?? '',
    start_date: a.start_date,
    weeks: String(Math.min(104, Math.max(1, Math.round(days / 7)))),
    hours_per_week: String(a.hours_per_week),
    base_pay: centsToInput(a.base_pay),
    housing_stipend: centsToInput(a.housing_stipend),
    mie_stipend: centsToInput(a.mie_stipend),
    overtime_pay: centsToInput(a.overtime_pay),
    bonuses: centsToInput(bonuses),
  };
}

/** `?from_a=12` → the assignment with id 12 when it is one of the listed ones. */
export function pickedAssignment(value: string | string[] | undefined, byId: Map<number, AssignmentOut>) {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? byId.get(Number(value)) : undefined;
}
