import 'server-only';
import { z } from 'zod';
import type { QuarterlyPayment } from '@/lib/generated/prisma/client';
import { dateIn, dateOut, timestamp } from '@/lib/core/dates';
import { syncAfterWrite } from '@/lib/reminders/sync';
import type { ResourceSpec } from '@/lib/records/define';
import {
  deletedAt,
  isoDate,
  money,
  name200,
  notes1000,
  partialBody,
  recordBody,
  stateCode,
} from '@/lib/validation/common';

// Estimated-tax payments: one live payment per user, year, quarter and payee (the IRS when `state` is null,
// else that state); a partial unique index in the migration makes a second one a 409 `conflict`.

const fields = {
  year: z.int().min(2000).max(2100),
  quarter: z.int().min(1).max(4),
  state: stateCode
    .nullable()
    .optional()
    .meta({ description: 'Null (the default) for a federal payment; a state code for that state’s own' }),
  amount: money,
  paid_date: isoDate.nullable().optional(),
  confirmation_number: name200.optional(),
  notes: notes1000.optional(),
};
export const createPaymentBody = recordBody(fields);
export const updatePaymentBody = partialBody(fields);
type Input = z.infer<typeof updatePaymentBody>;

export const paymentSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    year: z.int(),
    quarter: z.int(),
    state: z.string().nullable(),
    amount: z.int(),
    paid_date: isoDate.nullable(),
    confirmation_number: z.string(),
    notes: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'QuarterlyPayment' });

export function serializePayment(row: QuarterlyPayment) {
  return {
    id: row.id,
    user_id: row.user_id,
    year: row.year,
    quarter: row.quarter,
    state: row.state,
    amount: row.amount,
    paid_date: dateOut(row.paid_date),
    confirmation_number: row.confirmation_number,
    notes: row.notes,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

function columns(input: Input) {
  const { paid_date, ...rest } = input;
  return { ...rest, ...(paid_date !== undefined && { paid_date: paid_date ? dateIn(paid_date) : null }) };
}

export const quarterlyPaymentResource: ResourceSpec<
  QuarterlyPayment,
  z.infer<typeof createPaymentBody>,
  Input
> = {
  name: 'Quarterly payment',
  path: 'quarterly-payments',
  model: 'quarterlyPayment',
  record: paymentSchema,
  createBody: createPaymentBody,
  updateBody: updatePaymentBody,
  example: {
    year: 2026,
    quarter: 2,
    amount: 325000,
    paid_date: '2026-06-12',
    confirmation_number: 'EFTPS-88213',
  },
  yearScope: (year) => ({ year }),
  orderBy: [{ year: 'desc' }, { quarter: 'desc' }],
  docs: {
    tag: 'Quarterly payments',
    yearNote: 'payments by their `year` field',
    writeErrors: ['conflict'],
    patchErrors: ['conflict'],
    about:
      'Estimated tax: one payment per year, quarter and payee (the IRS, or a state with `state`); a second ' +
      'is 409 `conflict`.',
  },
  toCreateData: (_ctx, input) => columns(input),
  toUpdateData: (_ctx, _existing, input) => columns(input),
  serialize: serializePayment,
  afterWrite: syncAfterWrite,
};
