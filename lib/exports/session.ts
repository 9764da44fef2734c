import 'server-only';
import { auth } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import type { Ctx } from '@/lib/core/context';

/**
 * The signed-in browser user as a service `ctx`, or null: the downloads are plain links, so they carry the
 * next-auth session cookie rather than a Bearer token (pages use currentCtx, which redirects instead).
 */
export async function sessionCtx(): Promise<Ctx | null> {
  const session = await auth();
  if (!session?.uid) return null;
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: session.uid } });
  if (!user) return null;
  return { db, user, userId: user.id, now: new Date(), requestId: crypto.randomUUID() };
}
