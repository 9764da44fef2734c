import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '@/lib/core/errors';
import type { Db } from '@/lib/providers/db/client';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/providers/mail/send';
import { findBuiltinUserByEmail } from './accounts';
import { hashPassword } from './password';
import { allowResetMail } from './throttle';

// Password reset by email: a random token in a link, valid once and for 30 minutes; only its SHA-256 is
// stored. Asking for a link answers the same whether the account exists or not, and the mail is sent in
// the background, so neither the answer nor its timing tells who has an account. Using the link sets the
// password and ends every session of the account (lib/auth/sessions.ts).

export const RESET_TTL_MINUTES = 30;

export const newPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters');

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

function resetMail(to: string, link: string) {
  const text = [
    'Someone (hopefully you) asked to reset the password of your Travel Ledger account.',
    '',
    `Choose a new password here: ${link}`,
    '',
    `The link works once, for ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email:`,
    'your password stays as it is.',
  ].join('\n');
  const html =
    `<p>Someone (hopefully you) asked to reset the password of your Travel Ledger account.</p>` +
    `<p><a href="${link}">Choose a new password</a></p>` +
    `<p>The link works once, for ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this ` +
    `email: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Travel Ledger password', text, html };
}

/** Creates a link for a built-in account with this email and mails it; silently nothing otherwise. */
export async function requestPasswordReset(db: Db, email: string, address: string, now: Date) {
  if (!(await allowResetMail(email, address, now.getTime()))) return;
  const user = await findBuiltinUserByEmail(db, email);
  if (!user?.email) return;
  const token = randomBytes(32).toString('base64url');
  await db.passwordResetToken.create({
    data: {
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
    },
  });
  const link = `${env().appUrl}/reset-password?token=${token}`;
  void sendMail(resetMail(user.email, link)); // in the background: the answer's timing is the same
}

const invalidLink = () =>
  new ApiError('validation_error', 'This link is no longer valid: ask for a new one', [
    { path: 'token', message: 'Expired, already used or unknown' },
  ]);

/** Sets the password of the link's account, once; ends every session of that account. */
export async function resetPassword(db: Db, token: string, password: string, now: Date): Promise<void> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalidLink();
  const hash = await hashPassword(newPasswordSchema.parse(password)); // slow: before the transaction
  await db.$transaction(async (tx) => {
    const row = await tx.passwordResetToken.findUnique({ where: { token_hash: sha256(token) } });
    if (!row || row.used_at || row.expires_at <= now) throw invalidLink();
    // Conditional on still being unused: of two concurrent uses of one link, one wins.
    const used = await tx.passwordResetToken.updateMany({
      where: { id: row.id, used_at: null },
      data: { used_at: now },
    });
    if (used.count !== 1) throw invalidLink();
    await tx.passwordResetToken.updateMany({
      where: { user_id: row.user_id, used_at: null },
      data: { used_at: now },
    });
    await tx.user.update({
      where: { id: row.user_id },
      data: { password_hash: hash, session_version: { increment: 1 } },
    });
  });
}
