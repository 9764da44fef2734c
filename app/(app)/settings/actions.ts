'use server';

import { redirect } from 'next/navigation';
import { orNotFound } from '../_lib/missing';
import { errorState, saveForm } from '../_lib/mutate';
import { refreshAfterWrite } from '../_lib/refresh';
import type { FormState } from '@/components/records/form-types';
import { currentCtx } from '@/lib/auth/current-user';
import { issueAccessToken } from '@/lib/auth/keys';
import { themeSchema, updateMeBody } from '@/lib/users/schemas';
import { updateMe } from '@/lib/users/service';
import { profileFields } from './fields';
import { isTrashKind, TRASH_KINDS } from './trash';

export async function saveProfile(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: profileFields(),
    formData,
    mode: 'update',
    schema: updateMeBody,
    run: (ctx, input) => updateMe(ctx.db, ctx.userId, input),
    successMessage: 'Profile saved',
  });
}

export async function saveTheme(formData: FormData): Promise<void> {
  const ctx = await currentCtx();
  const theme = themeSchema.safeParse(formData.get('theme'));
  if (theme.success) await updateMe(ctx.db, ctx.userId, { theme: theme.data });
  // The root layout reads the stored theme, one more reason the rule refreshes everything.
  refreshAfterWrite();
  redirect('/settings');
}

export interface TokenState extends FormState {
  token?: string;
  expiresAt?: string;
}

export async function mintToken(_prev: TokenState): Promise<TokenState> {
  const { user, now } = await currentCtx();
  try {
    const { token, expiresAt } = await issueAccessToken(
      { sub: user.sub, email: user.email, first_name: user.first_name },
      now,
    );
    return { ok: true, token, expiresAt, nonce: now.getTime() };
  } catch (err) {
    return errorState(err, {});
  }
}

export async function restoreItem(kind: string, id: number): Promise<void> {
  if (!isTrashKind(kind)) return;
  const ctx = await currentCtx();
  await orNotFound(TRASH_KINDS[kind].restore(ctx, id));
  refreshAfterWrite();
  redirect('/settings#trash');
}
