import 'server-only';
import type { DbOrTx } from '@/lib/providers/db/client';

// Browser sessions are stateless JWTs, so ending one needs state of our own: each user has a
// session_version, every session cookie carries the version it was signed with, and next-auth's jwt
// callback (lib/auth/session.ts) refuses a cookie whose version is no longer the user's. Signing out,
// changing or resetting the password bumps it: every copy of an older cookie stops working at once.

/** The user's current version, or null when the user is gone. */
export async function sessionVersion(db: DbOrTx, userId: number): Promise<number | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { session_version: true } });
  return user?.session_version ?? null;
}

/** Ends every session of the user. */
export async function endSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { session_version: { increment: 1 } } });
}
