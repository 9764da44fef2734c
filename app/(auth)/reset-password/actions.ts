'use server';

import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/core/errors';
import { newPasswordSchema, resetPassword } from '@/lib/auth/password-reset';
import { getDb } from '@/lib/db/client';
import type { FormState } from '@/components/records/form-types';

const text = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v : '';
};

/** Bound to the link's token on the page. */
export async function resetPasswordAction(token: string, _prev: FormState, fd: FormData): Promise<FormState> {
  const password = text(fd, 'new_password');
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) {
    return { errors: { new_password: checked.error.issues[0]?.message ?? 'Invalid' }, nonce: Date.now() };
  }
  if (password !== text(fd, 'confirm')) {
    return { errors: { confirm: 'The two passwords are not the same' }, nonce: Date.now() };
  }
  try {
    await resetPassword(await getDb(), token, password, new Date());
  } catch (err) {
    if (err instanceof ApiError) return { message: err.message, nonce: Date.now() };
    throw err;
  }
  redirect('/sign-in?reset=done');
}
