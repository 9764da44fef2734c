import 'server-only';
import { currentCtx } from '@/lib/auth/current-user';
import type { Ctx, PublicCtx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { runAction, type ActionOptions } from './pipeline';

// The web side's action pipeline, the counterpart of lib/http/route.ts: the stages live in ./pipeline.ts;
// here they get their ctx, the signed-in user's (cached per request, lib/auth/current-user.ts) or none.

export { refreshAfterWrite } from './pipeline';

/** A signed-in user's action: no session is the sign-in page. */
export function action<A extends unknown[], R>(
  opts: ActionOptions<A, R>,
  handler: (ctx: Ctx, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => runAction(currentCtx, opts, handler, args);
}

const publicCtx = async (): Promise<PublicCtx> => ({
  db: await getDb(),
  now: new Date(),
  requestId: crypto.randomUUID(),
});

/** An action before sign-in (sign-in, sign-up, password reset): no user, no plan, no per-user budget. */
export function publicAction<A extends unknown[], R>(
  opts: Omit<ActionOptions<A, R>, 'plan' | 'rateLimit'>,
  handler: (ctx: PublicCtx, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => runAction(publicCtx, opts, handler, args);
}
