'use server';

import type { FormState } from '@/components/records/form-types';
import { currentCtx } from '@/lib/auth/current-user';
import { householdBody } from '@/lib/household/schemas';
import { saveHousehold } from '@/lib/household/service';
import { saveForm } from '../_lib/mutate';
import { householdFormFields } from './household-fields';

// Thin: the form through the API's own schema into the service (the same PATCH the API answers).

async function fieldsFor(short: boolean) {
  const { user } = await currentCtx();
  return householdFormFields(null, {
    filingStatus: user.filing_status,
    employmentType: user.employment_type,
    short,
  });
}

/**
 * Saves the household of `year`. The bound arguments come back from the browser, so each is checked: the
 * year against the API's range, and the only place to go next is the dashboard (onboarding's step).
 */
export async function saveHouseholdForm(
  year: number,
  step: 'settings' | 'onboarding',
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) {
    return { message: 'Choose a year from 2000 to 2100', nonce: Date.now() };
  }
  const short = step === 'onboarding';
  return saveForm({
    fields: await fieldsFor(short),
    formData,
    mode: 'update',
    schema: householdBody,
    run: (ctx, input) => saveHousehold(ctx, year, input, 'merge'),
    ...(short && { redirectTo: '/dashboard' }),
    successMessage: 'Household saved',
  });
}
