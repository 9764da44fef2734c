import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DbOrTx } from '@/lib/providers/db/client';
import type { User } from '@/lib/generated/prisma/client';
import { ApiError } from '@/lib/core/errors';
import { name200 } from '@/lib/validation/common';
import { emailAddress } from '@/lib/validation/email';
import { hasUnstorable } from '@/lib/validation/text';
import { trialEndsAt } from '@/lib/account/users/service';
import { BUILTIN_ISS } from './keys';
import { hashPassword, verifyPassword } from './password';

// Built-in email + password accounts (used when no external identity provider is configured).

export const signUpInput = z.object({
  email: emailAddress.toLowerCase(),
  password: z.string().min(8, 'Use at least 8 characters').max(200),
  first_name: name200.min(1, 'Tell us your first name'),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export async function findBuiltinUserByEmail(db: DbOrTx, email: string): Promise<User | null> {
  // The sign-in form's email reaches here unparsed: text PostgreSQL cannot store is no one's email, and
  // asking would be a database error, which next-auth turns into its "Server error" page (500).
  if (hasUnstorable(email)) return null;
  return db.user.findFirst({ where: { iss: BUILTIN_ISS, email: email.trim().toLowerCase() } });
}

export async function registerUser(db: DbOrTx, input: SignUpInput, now: Date): Promise<User> {
  if (await findBuiltinUserByEmail(db, input.email)) {
    throw new ApiError('conflict', 'An account with this email exists: sign in instead');
  }
  return db.user.create({
    data: {
      iss: BUILTIN_ISS,
      sub: randomUUID(),
      email: input.email,
      first_name: input.first_name,
      password_hash: await hashPassword(input.password),
      trial_ends_at: trialEndsAt(now),
    },
  });
}

/** The user when the password matches; null otherwise (same answer for an unknown email). */
export async function authenticate(db: DbOrTx, email: string, password: string): Promise<User | null> {
  const user = await findBuiltinUserByEmail(db, email);
  if (!user?.password_hash) {
    await hashPassword(password); // same work either way, so timing does not reveal accounts
    return null;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : null;
}
