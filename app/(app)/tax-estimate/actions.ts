'use server';

import { z } from 'zod';
import { formAction } from '@/app/_lib/form-action';
import { ApiError } from '@/lib/core/errors';
import { toApiError } from '@/lib/http/map-error';
import { createPaymentBody, quarterlyPaymentResource } from '@/lib/records/quarterly-payments/resource';
import { createRecord } from '@/lib/records/service';
import { quarterPaymentFields } from './fields';

/** Records one quarter's estimated payment; a second for the same quarter is refused in plain words. */
export const recordQuarterlyPayment = formAction(
  {
    name: 'quarterly-payments.create',
    args: z.tuple([z.int().min(2000).max(2100), z.int().min(1).max(4)]),
    fields: () => quarterPaymentFields(),
    mode: 'create',
    schema: createPaymentBody,
    extra: (_fd, year: number, quarter: number) => ({ year, quarter }),
    success: 'Payment recorded',
  },
  async (ctx, input, year: number, quarter: number) => {
    try {
      await createRecord(quarterlyPaymentResource, ctx, input);
    } catch (err) {
      // One payment per quarter is kept (a unique index): the API answers 409 here.
      if (toApiError(err).error.code === 'conflict') {
        throw new ApiError(
          'conflict',
          `A payment for quarter ${quarter} of ${year} is already recorded, and only one is kept per ` +
            'quarter. If you paid more, record the extra under the next quarter.',
        );
      }
      throw err;
    }
  },
);
