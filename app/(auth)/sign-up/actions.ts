'use server';

import { signIn } from '@/lib/auth/session';
import { registerUser, signUpInput } from '@/lib/auth/accounts';
import { getDb } from '@/lib/db/client';
import { ApiError } from '@/lib/core/errors';
import { issuesByField } from '@/components/records/form-values';
import type { FormState } from '@/components/records/form-types';

const text = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v : '';
};

export async function signUpAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const values = { first_name: text(fd, 'first_name'), email: text(fd, 'email'), password: '' };
  const parsed = signUpInput.safeParse({ ...values, password: text(fd, 'password') });
  if (!parsed.success) {
    return {
      message: 'Check the highlighted fields',
      errors: issuesByField(parsed.error.issues),
      values,
      nonce: Date.now(),
    };
  }
  try {
    await registerUser(await getDb(), parsed.data, new Date());
  } catch (err) {
    if (err instanceof ApiError) return { message: err.message, values, nonce: Date.now() };
    throw err;
  }
  // Throws Next's redirect on success, which must propagate.
  await signIn('credentials', {
    email: parsed.data.email,
    password: parsed.data.password,
    redirectTo: '/welcome',
  });
  return {};
}
