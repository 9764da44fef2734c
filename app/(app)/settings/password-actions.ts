'use server';

import { ApiError } from '@/lib/core/errors';
import { changePassword } from '@/lib/auth/password-change';
import { currentCtx } from '@/lib/auth/current-user';
import { signIn } from '@/lib/auth/session';
import type { FormState } from '@/components/records/form-types';

const text = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v : '';
};

/** Changes the password, signs every other device out, and keeps this browser signed in (signIn redirects). */
export async function changePasswordAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const ctx = await currentCtx();
  const next = text(fd, 'new_password');
  if (next !== text(fd, 'confirm')) {
    return { errors: { confirm: 'The two new passwords are not the same' }, nonce: Date.now() };
  }
  try {
    const { email } = await changePassword(ctx.db, ctx.userId, text(fd, 'current_password'), next);
    // The change ended every session, this one too: sign this browser in again with the new password.
    // Through a redirect: the page's re-render in this same request would still see the old cookie.
    await signIn('credentials', { email, password: next, redirectTo: '/settings?password=changed' });
  } catch (err) {
    if (err instanceof ApiError) {
      const detail = err.details?.[0];
      return detail
        ? { errors: { [detail.path]: detail.message }, nonce: Date.now() }
        : { message: err.message, nonce: Date.now() };
    }
    throw err;
  }
  return {};
}
