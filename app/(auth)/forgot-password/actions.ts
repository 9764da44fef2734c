'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { requestPasswordReset, RESET_TTL_MINUTES } from '@/lib/auth/password-reset';
import { clientAddress } from '@/lib/auth/throttle';
import { getDb } from '@/lib/db/client';
import type { FormState } from '@/components/records/form-types';

const emailInput = z.email('Enter a valid email address').trim().toLowerCase().max(200);

export async function forgotPasswordAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const raw = fd.get('email');
  const email = typeof raw === 'string' ? raw : '';
  const parsed = emailInput.safeParse(email);
  if (!parsed.success) {
    return { errors: { email: 'Enter a valid email address' }, values: { email }, nonce: Date.now() };
  }
  await requestPasswordReset(await getDb(), parsed.data, clientAddress(await headers()), new Date());
  // The same answer whether or not an account uses this email: it must not tell who has one.
  return {
    ok: true,
    message: `If an account uses ${parsed.data}, we have sent it a link to choose a new password. The link works once, for ${RESET_TTL_MINUTES} minutes.`,
    nonce: Date.now(),
  };
}
