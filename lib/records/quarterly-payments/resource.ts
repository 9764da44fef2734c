import 'server-only';
import type { z } from 'zod';
import type { QuarterlyPayment } from '@/lib/generated/prisma/client';
import { dateIn } from '@/lib/core/dates';
import { syncAfterWrite } from '@/lib/reminders/sync';
import { fromRecord, type ResourceSpec } from '@/lib/records/define';
import { paymentRecord } from './record';

// Estimated-tax payments: one live payment per user, year, quarter and payee (the IRS when `state` is null,
// else that state); a partial unique index in the migration makes a second one a 409 `conflict`.

export const createPaymentBody = paymentRecord.createBody;
type Input = z.infer<typeof paymentRecord.updateBody>;

function columns(input: Input) {
  const { paid_date, ...rest } = input;
  return { ...rest, ...(paid_date !== undefined && { paid_date: paid_date ? dateIn(paid_date) : null }) };
}

export const quarterlyPaymentResource: ResourceSpec<
  QuarterlyPayment,
  z.infer<typeof createPaymentBody>,
  Input
> = {
  ...fromRecord(paymentRecord),
  name: 'Quarterly payment',
  path: 'quarterly-payments',
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
  afterWrite: syncAfterWrite,
};
