import 'server-only';
import { getDb } from '@/lib/db/client';
import { verifyUnsubscribeToken } from './token';

/** Turns the digest off for the token's user; false for a token that is not ours (nothing changes). */
export async function turnOffDigest(token: string): Promise<boolean> {
  const userId = verifyUnsubscribeToken(token);
  if (userId === null) return false;
  const db = await getDb();
  await db.user.updateMany({ where: { id: userId }, data: { email_digest: 'off' } });
  return true;
}
