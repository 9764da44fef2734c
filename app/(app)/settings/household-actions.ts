'use server';

import { z } from 'zod';
import { householdBody } from '@/lib/records/household/schemas';
import { saveHousehold } from '@/lib/records/household/service';
import { formAction } from '../../_lib/form-action';
import { householdFormFields } from './household-fields';

// Thin: the form through the API's own schema into the service (the same PATCH the API answers). The
// bound arguments come back from the browser, so each is checked: the year against the API's range, and
// the step is one of two.

const EVERY_FIELD = householdFormFields(null, { filingStatus: '', employmentType: '', every: true });

export const saveHouseholdForm = formAction(
  {
    name: 'household.save',
    args: z.tuple([z.int().min(2000).max(2100), z.enum(['settings', 'onboarding'])]),
    fields: EVERY_FIELD,
    mode: 'update',
    schema: householdBody,
    // Onboarding's step goes on to the dashboard; Settings stays on the form with the confirmation.
    redirectTo: (_input, _year, step) => (step === 'onboarding' ? '/dashboard' : undefined),
    success: 'Household saved',
  },
  async (ctx, input, year: number, step: 'settings' | 'onboarding') => {
    // Only what this worker was asked: a question not shown (a spouse's wages to a single filer) is
    // left as it is, not cleared.
    const shown = new Set(
      householdFormFields(null, {
        filingStatus: ctx.user.filing_status,
        employmentType: ctx.user.employment_type,
        short: step === 'onboarding',
      }).map((f) => f.name),
    );
    const asked = Object.fromEntries(Object.entries(input).filter(([k]) => shown.has(k)));
    await saveHousehold(ctx, year, asked, 'merge');
  },
);
