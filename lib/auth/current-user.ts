import 'server-only';
import { redirect } from 'next/navigation';
import { getDb, type Db } from '@/lib/db/client';
import type { User } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { auth } from './session';

/** The signed-in user for pages and server actions, with the same `ctx` the API's services take. */
export async function currentCtx(): Promise<Ctx> {
  const session = await auth();
  const db: Db = await getDb();
  const user: User | null = session?.uid ? await db.user.findUnique({ where: { id: session.uid } }) : null;
  if (!user) redirect('/sign-in');
  return { db, user, userId: user.id, now: new Date(), requestId: crypto.randomUUID() };
}
