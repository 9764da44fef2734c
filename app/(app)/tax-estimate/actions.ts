'use server';

import type { FormState } from '@/components/records/form-types';
import { ApiError } from '@/lib/core/errors';
import { toApiError } from '@/lib/http/map-error';
import { createPaymentBody, quarterlyPaymentResource } from '@/lib/quarterly-payments/resource';
import { createRecord } from '@/lib/records/service';
import { saveForm } from '../_lib/mutate';
import { quarterPaymentFields } from './fields';

/** Records one quarter's estimated payment; a second for the same quarter is refused in plain words. */
export async function recordQuarterlyPayment(
  year: number,
  quarter: number,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  return saveForm({
    fields: quarterPaymentFields(),
    formData,
    mode: 'create',
    schema: createPaymentBody,
    extra: { year, quarter },
    run: async (ctx, input) => {
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
    successMessage: 'Payment recorded',
  });
}
