'use server';

import { action } from '@/app/_lib/action';
import { nonce } from '@/app/_lib/form-state';
import type { FormState } from '@/app/_lib/form-types';
import { changePassword } from '@/lib/auth/password-change';
import { signIn } from '@/lib/auth/session';
import type { ApiError } from '@/lib/core/errors';

const text = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v : '';
};

function refused(err: ApiError): FormState {
  const detail = err.details?.[0];
  return detail
    ? { errors: { [detail.path]: detail.message }, nonce: nonce() }
    : { message: err.message, nonce: nonce() };
}

/** Changes the password, signs every other device out, and keeps this browser signed in (signIn redirects). */
export const changePasswordAction = action(
  { name: 'settings.password', rateLimit: true, onError: refused },
  async (ctx, _prev: FormState, fd: FormData): Promise<FormState> => {
    const next = text(fd, 'new_password');
    if (next !== text(fd, 'confirm')) {
      return { errors: { confirm: 'The two new passwords are not the same' }, nonce: nonce() };
    }
    const { email } = await changePassword(ctx.db, ctx.userId, text(fd, 'current_password'), next);
    // The change ended every session, this one too: sign this browser in again with the new password.
    // Through a redirect: the page's re-render in this same request would still see the old cookie.
    await signIn('credentials', { email, password: next, redirectTo: '/settings?password=changed' });
    return {};
  },
);
