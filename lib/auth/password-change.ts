import 'server-only';
import { invalidField } from '@/lib/core/errors';
import type { DbOrTx } from '@/lib/providers/db/client';
import { hashPassword, verifyPassword } from './password';
import { newPasswordSchema } from './password-reset';

/**
 * Changes a built-in account's password after checking the current one, and ends every session of the
 * account (the caller signs the current browser in again with the new password).
 */
export async function changePassword(
  db: DbOrTx,
  userId: number,
  current: string,
  next: string,
): Promise<{ email: string }> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user?.password_hash || !user.email) {
    throw invalidField('current_password', 'This account signs in through your organization');
  }
  if (!(await verifyPassword(current, user.password_hash))) {
    throw invalidField('current_password', 'This is not your current password');
  }
  const parsed = newPasswordSchema.safeParse(next);
  if (!parsed.success) throw invalidField('new_password', parsed.error.issues[0]?.message ?? 'Invalid');
  await db.user.update({
    where: { id: userId },
    data: { password_hash: await hashPassword(parsed.data), session_version: { increment: 1 } },
  });
  return { email: user.email };
}
