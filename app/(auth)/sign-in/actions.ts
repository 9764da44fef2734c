'use server';

import { AuthError, CredentialsSignin } from 'next-auth';
import { publicAction } from '@/app/_lib/action';
import { nonce } from '@/app/_lib/form-state';
import type { FormState } from '@/app/_lib/form-types';
import { signIn } from '@/lib/auth/session';

export const signInAction = publicAction(
  { name: 'auth.sign-in' },
  async (_ctx, _prev: FormState, fd: FormData): Promise<FormState> => {
    const email = typeof fd.get('email') === 'string' ? String(fd.get('email')) : '';
    const password = typeof fd.get('password') === 'string' ? String(fd.get('password')) : '';
    try {
      // Throws Next's redirect on success, which must propagate.
      await signIn('credentials', { email, password, redirectTo: '/dashboard' });
    } catch (err) {
      if (err instanceof AuthError) {
        // One message for an unknown email and a wrong password: the form must not tell who has an account.
        const throttled = err instanceof CredentialsSignin && err.code === 'too_many_attempts';
        const message = throttled
          ? 'Too many sign-in attempts: wait a minute, then try again'
          : 'Email or password is wrong';
        return { message, values: { email, password: '' }, nonce: nonce() };
      }
      throw err;
    }
    return {};
  },
);
