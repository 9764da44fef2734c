'use server';

import { AuthError } from 'next-auth';
import { signIn } from '@/lib/auth/session';
import type { FormState } from '@/components/records/form-types';

export async function signInAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const email = typeof fd.get('email') === 'string' ? String(fd.get('email')) : '';
  const password = typeof fd.get('password') === 'string' ? String(fd.get('password')) : '';
  try {
    // Throws Next's redirect on success, which must propagate.
    await signIn('credentials', { email, password, redirectTo: '/dashboard' });
  } catch (err) {
    if (err instanceof AuthError) {
      return { message: 'Email or password is wrong', values: { email, password: '' }, nonce: Date.now() };
    }
    throw err;
  }
  return {};
}
