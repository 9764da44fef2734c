import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/providers/db/client';
import type { Ctx } from '@/lib/core/context';
import { auth } from './session';

// The one builder of the browser session's `ctx` (the same ctx the API's services take), for layouts,
// pages, server actions and the web app's downloads. React's cache() makes it one session lookup per
// server render: the root layout, the (app) layout and the page share it. Outside a render (a server
// action's own run) cache() calls through, so an action always starts from a fresh user row.

/** The signed-in user's ctx, or null (no session cookie, or its account is gone). */
export const sessionCtx = cache(async (): Promise<Ctx | null> => {
  const session = await auth();
  if (!session?.uid) return null;
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: session.uid } });
  if (!user) return null;
  return { db, user, userId: user.id, now: new Date(), requestId: crypto.randomUUID() };
});

/** The signed-in user for pages and server actions; no session is the sign-in page. */
export async function currentCtx(): Promise<Ctx> {
  const ctx = await sessionCtx();
  if (!ctx) redirect('/sign-in');
  return ctx;
}
