'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { publicAction } from '@/app/_lib/action';
import { nonce } from '@/app/_lib/form-state';
import type { FormState } from '@/app/_lib/form-types';
import { requestPasswordReset, RESET_TTL_MINUTES } from '@/lib/auth/password-reset';
import { clientAddress } from '@/lib/auth/throttle';

const emailInput = z.email('Enter a valid email address').trim().toLowerCase().max(200);

export const forgotPasswordAction = publicAction(
  { name: 'auth.forgot-password' },
  async (ctx, _prev: FormState, fd: FormData): Promise<FormState> => {
    const raw = fd.get('email');
    const email = typeof raw === 'string' ? raw : '';
    const parsed = emailInput.safeParse(email);
    if (!parsed.success) {
      return { errors: { email: 'Enter a valid email address' }, values: { email }, nonce: nonce() };
    }
    await requestPasswordReset(ctx.db, parsed.data, clientAddress(await headers()), ctx.now);
    // The same answer whether or not an account uses this email: it must not tell who has one.
    return {
      ok: true,
      message: `If an account uses ${parsed.data}, we have sent it a link to choose a new password. The link works once, for ${RESET_TTL_MINUTES} minutes.`,
      nonce: nonce(),
    };
  },
);
