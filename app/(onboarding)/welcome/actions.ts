'use server';

import { redirect } from 'next/navigation';
import { action } from '@/app/_lib/action';
import { nonce } from '@/app/_lib/form-state';
import { issuesByField } from '@/app/_lib/form-values';
import type { FormState } from '@/app/_lib/form-types';
import { onboardingBody } from '@/lib/account/users/schemas';
import { completeOnboarding } from '@/lib/account/users/service';

export const saveWelcome = action(
  { name: 'onboarding.welcome', writes: true },
  async (ctx, _prev: FormState, fd: FormData): Promise<FormState> => {
    const values = {
      employment_type: String(fd.get('employment_type') ?? ''),
      filing_status: String(fd.get('filing_status') ?? ''),
    };
    const parsed = onboardingBody.safeParse({
      employment_type: values.employment_type || undefined,
      filing_status: values.filing_status || undefined,
    });
    if (!parsed.success) {
      return {
        message: 'Answer both questions: every figure depends on them',
        errors: issuesByField(parsed.error.issues),
        values,
        nonce: nonce(),
      };
    }
    await completeOnboarding(ctx.db, ctx.userId, parsed.data, ctx.now);
    // Then the optional household step (tax method v3), which a worker may skip.
    redirect('/welcome/household');
  },
);
