'use server';

import { publicAction } from '@/app/_lib/action';
import { CHECK_FIELDS, nonce } from '@/app/_lib/form-state';
import { issuesByField } from '@/app/_lib/form-values';
import type { FormState } from '@/app/_lib/form-types';
import { registerUser, signUpInput } from '@/lib/auth/accounts';
import { isTooManyAttempts, signIn } from '@/lib/auth/session';
import { ApiError } from '@/lib/core/errors';

const text = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v : '';
};

const SIGN_IN_LATER: FormState = {
  ok: true,
  message: 'Your account is ready. Too many sign-ins from this network just now: sign in in a minute.',
  next: { href: '/sign-in', label: 'Go to sign-in' },
};

const valuesOf = (fd: FormData) => ({
  first_name: text(fd, 'first_name'),
  email: text(fd, 'email'),
  password: '',
});

export const signUpAction = publicAction(
  { name: 'auth.sign-up' },
  async (ctx, _prev: FormState, fd: FormData): Promise<FormState> => {
    const values = valuesOf(fd);
    const parsed = signUpInput.safeParse({ ...values, password: text(fd, 'password') });
    if (!parsed.success) {
      return { message: CHECK_FIELDS, errors: issuesByField(parsed.error.issues), values, nonce: nonce() };
    }
    try {
      await registerUser(ctx.db, parsed.data, ctx.now);
    } catch (err) {
      // A refusal (the email has an account) keeps what was typed, not the password.
      if (err instanceof ApiError) return { message: err.message, values, nonce: nonce() };
      throw err;
    }
    try {
      // Throws Next's redirect on success, which must propagate.
      await signIn('credentials', {
        email: parsed.data.email,
        password: parsed.data.password,
        redirectTo: '/welcome',
      });
    } catch (err) {
      // The account exists and stays: only the sign-in right after it was refused, by the limit on
      // sign-ins from one network (lib/auth/throttle.ts). The form says so instead of an error page.
      if (isTooManyAttempts(err)) return { ...SIGN_IN_LATER, nonce: nonce() };
      throw err;
    }
    return {};
  },
);
