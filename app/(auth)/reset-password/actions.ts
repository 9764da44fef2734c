'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { publicAction } from '@/app/_lib/action';
import { nonce } from '@/app/_lib/form-state';
import type { FormState } from '@/app/_lib/form-types';
import { newPasswordSchema, resetPassword } from '@/lib/auth/password-reset';

const text = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v : '';
};

/** Bound to the link's token on the page. */
export const resetPasswordAction = publicAction(
  {
    name: 'auth.reset-password',
    args: z.tuple([z.string().max(512), z.unknown(), z.instanceof(FormData)]),
    onError: (err): FormState => ({ message: err.message, nonce: nonce() }),
  },
  async (ctx, token: string, _prev: unknown, fd: FormData): Promise<FormState> => {
    const password = text(fd, 'new_password');
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) {
      return { errors: { new_password: checked.error.issues[0]?.message ?? 'Invalid' }, nonce: nonce() };
    }
    if (password !== text(fd, 'confirm')) {
      return { errors: { confirm: 'The two passwords are not the same' }, nonce: nonce() };
    }
    await resetPassword(ctx.db, token, password, ctx.now);
    redirect('/sign-in?reset=done');
  },
);
