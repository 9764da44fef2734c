'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { action } from '@/app/_lib/action';
import { formAction } from '@/app/_lib/form-action';
import { errorState, nonce } from '@/app/_lib/form-state';
import type { FormState } from '@/app/_lib/form-types';
import { issueAccessToken } from '@/lib/auth/keys';
import { removeVisitLocations } from '@/lib/records/visits/locations';
import { recordId } from '@/lib/validation/common';
import { updateProfile } from '@/lib/account/users/profile';
import { themeSchema, updateMeBody } from '@/lib/account/users/schemas';
import { profileFields } from './fields';
import { TRASH_KINDS, type TrashKind } from './trash';

export const saveProfile = formAction(
  {
    name: 'settings.profile',
    fields: () => profileFields(),
    mode: 'update',
    schema: updateMeBody,
    success: 'Profile saved',
  },
  (ctx, input) => updateProfile(ctx, input),
);

export const saveTheme = action({ name: 'settings.theme', writes: true }, async (ctx, formData: FormData) => {
  const theme = themeSchema.safeParse(formData.get('theme'));
  // The root layout reads the stored theme, one more reason the refresh rule covers everything.
  if (theme.success) await updateProfile(ctx, { theme: theme.data });
  redirect('/settings');
});

export interface TokenState extends FormState {
  token?: string;
  expiresAt?: string;
}

export const mintToken = action(
  { name: 'settings.token', rateLimit: true, onError: (err): TokenState => errorState(err, {}) },
  async ({ user, now }, _prev: TokenState): Promise<TokenState> => {
    const { token, expiresAt } = await issueAccessToken(
      { sub: user.sub, email: user.email, first_name: user.first_name },
      now,
    );
    return { ok: true, token, expiresAt, nonce: nonce() };
  },
);

const trashKind = z.enum(Object.keys(TRASH_KINDS) as [TrashKind, ...TrashKind[]]);

export const restoreItem = action(
  { name: 'settings.restore', args: z.tuple([trashKind, recordId]), writes: true },
  async (ctx, kind: TrashKind, id: number) => {
    await TRASH_KINDS[kind].restore(ctx, id);
    redirect('/settings#trash');
  },
);

/** The privacy note's button: every location "I'm home" kept, removed (the check-in times stay). */
export const removeLocations = action({ name: 'settings.remove-locations', writes: true }, async (ctx) => {
  const removed = await removeVisitLocations(ctx);
  redirect(`/settings?locations_removed=${removed}#privacy-title`);
});
