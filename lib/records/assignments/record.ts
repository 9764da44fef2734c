import { z } from 'zod';
import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { ASSIGNMENT_STATUSES, assignmentStatus } from '@/lib/tax/compliance/status';
import { EMPLOYMENT_TYPES } from '@/lib/tax/law/types';
import { name200, stateCode, zip } from '@/lib/validation/common';

// An assignment: its one definition (lib/records/record.ts). Its status is stored and answered as the
// calendar has moved it (lib/tax/compliance/status.ts); the columns the computed views read of every
// assignment are kept as one JSON array by a trigger (`viewColumns`, read by lib/views/load/years.ts).

const cents = (doc: string) => col.cents().default('0').doc(doc);

export const assignmentRecord = defineRecord({
  model: 'Assignment',
  key: 'assignment',
  table: 'assignments',
  schemaId: 'Assignment',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    facility: col.text(name200.min(1)),
    location: col.text(name200.min(1)).doc('City'),
    state: col.text(stateCode),
    agency: col.text(name200).default('""'),
    zip: col.text(zip).nullable().doc('ZIP of the facility, for the GSA per-diem lookup'),
    county: col
      .text(name200.min(1))
      .nullable()
      .doc(
        'County of the facility ("Hamilton County"), for county taxes where its ZIP lies in more than one; ' +
          "null: the ZIP's primary county. Must be one of the counties the ZIP lies in.",
      ),
    employment_type: col
      .enum(EMPLOYMENT_TYPES)
      .nullable()
      .doc(
        'How this contract pays: "w2" (an employee) or "1099" (a contractor), where it differs from the ' +
          "year's employment type (a W-2 and a 1099 in one year); null: the user's employment type.",
      ),
    start_date: col.date(),
    end_date: col.date(),
    base_pay: col.cents().doc('Taxable base pay, cents per week'),
    housing_stipend: cents('Cents per week'),
    mie_stipend: cents('Meals & incidentals, cents per week'),
    status: col
      .enum(ASSIGNMENT_STATUSES)
      .optional()
      .serialized((_value, row, ctx) =>
        assignmentStatus(row as Parameters<typeof assignmentStatus>[0], ctx.now),
      ),
    sign_on_bonus: col.cents().default('0'),
    completion_bonus: col.cents().default('0'),
    referral_bonus: col.cents().default('0'),
    hours_per_week: col.int(z.int().min(1).max(168)).default('36'),
    overtime_pay: cents('Total overtime pay of the contract, cents'),
    contract_objstore_key: col.key().nullable(),
    ...timestamps,
  },
  viewColumns: [
    'id',
    'facility',
    'location',
    'state',
    'agency',
    'zip',
    'county',
    'employment_type',
    'start_date',
    'end_date',
    'base_pay',
    'housing_stipend',
    'mie_stipend',
    'status',
    'sign_on_bonus',
    'completion_bonus',
    'referral_bonus',
    'hours_per_week',
    'overtime_pay',
  ],
  rules: [
    {
      check: (v) => !v.start_date || !v.end_date || String(v.end_date) >= String(v.start_date),
      message: 'The end date must be on or after the start date',
      path: ['end_date'],
    },
  ],
});
