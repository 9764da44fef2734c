'use server';

import { formAction } from '@/app/_lib/form-action';
import { updateProfile } from '@/lib/account/users/profile';
import { updateMeBody } from '@/lib/account/users/schemas';
import { fullNameFields } from './fields';

/**
 * The worker's full name, asked once on the audit packet's page when Settings has none (sign-up asks only
 * the first name): the same profile change as Settings and PATCH /me. The page then offers the downloads.
 */
export const saveFullName = formAction(
  {
    name: 'tax-preparer.full-name',
    fields: fullNameFields,
    mode: 'update',
    schema: updateMeBody,
    success: 'Name saved: your packet will carry it',
  },
  (ctx, input) => updateProfile(ctx, input),
);
