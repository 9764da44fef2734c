import { z } from 'zod';
import {
  deletedAt,
  isoDate,
  money,
  name200,
  objstoreKey,
  partialBody,
  recordBody,
  stateCode,
  zip,
} from '@/lib/validation/common';

export const ASSIGNMENT_STATUSES = ['upcoming', 'active', 'complete'] as const;

const fields = {
  facility: name200.min(1),
  location: name200.min(1).meta({ description: 'City' }),
  state: stateCode,
  agency: name200.optional(),
  zip: zip.nullable().optional().meta({ description: 'ZIP of the facility, for the GSA per-diem lookup' }),
  start_date: isoDate,
  end_date: isoDate,
  base_pay: money.meta({ description: 'Taxable base pay, cents per week' }),
  housing_stipend: money.optional().meta({ description: 'Cents per week' }),
  mie_stipend: money.optional().meta({ description: 'Meals & incidentals, cents per week' }),
  status: z.enum(ASSIGNMENT_STATUSES).optional(),
  sign_on_bonus: money.optional(),
  completion_bonus: money.optional(),
  referral_bonus: money.optional(),
  hours_per_week: z.int().min(1).max(168).optional(),
  overtime_pay: money.optional().meta({ description: 'Total overtime pay of the contract, cents' }),
  contract_objstore_key: objstoreKey.nullable().optional(),
};

const endAfterStart = (v: { start_date?: string; end_date?: string }) =>
  !v.start_date || !v.end_date || v.end_date >= v.start_date;
const endMessage = { message: 'The end date must be on or after the start date', path: ['end_date'] };

export const createAssignmentBody = recordBody(fields).refine(endAfterStart, endMessage);
export const updateAssignmentBody = partialBody(fields).refine(endAfterStart, endMessage);
export type CreateAssignmentBody = z.infer<typeof createAssignmentBody>;
export type UpdateAssignmentBody = z.infer<typeof updateAssignmentBody>;

export const assignmentSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    facility: z.string(),
    location: z.string(),
    state: z.string(),
    agency: z.string(),
    zip: z.string().nullable(),
    start_date: isoDate,
    end_date: isoDate,
    base_pay: z.int(),
    housing_stipend: z.int(),
    mie_stipend: z.int(),
    status: z.enum(ASSIGNMENT_STATUSES),
    sign_on_bonus: z.int(),
    completion_bonus: z.int(),
    referral_bonus: z.int(),
    hours_per_week: z.int(),
    overtime_pay: z.int().meta({ description: 'Total overtime pay of the contract, cents' }),
    contract_objstore_key: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'Assignment' });
