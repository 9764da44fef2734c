import 'server-only';
import { revalidatePath } from 'next/cache';
import { notFound, unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import type { Ctx, PublicCtx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { toApiError } from '@/lib/http/map-error';
import { rateLimiter } from '@/lib/providers/rate-limit/limiter';
import { requirePro } from '@/lib/account/users/plan';

// The stages of the web side's pipeline (./action.ts), without the session lookup (so tests run them on a
// ctx of their own). The web side's counterpart of lib/http/route.ts: every server action (each export of a 'use server'
// module under app/) is `action(...)`, `publicAction(...)` or `formAction(...)` (./form-action.ts), and
// every download route is `sessionRoute(...)` (./session-route.ts); tests/unit/action-pipeline.test.ts
// reads the modules and fails on an export that is not. The stages, in order: the cached session ctx →
// the bound arguments' zod parse → the per-user rate limit → the plan (the services' own rules:
// lib/providers/rate-limit, lib/account/users/plan.ts) → the handler → ApiError mapped to the caller's answer → one log line.

export interface ActionOptions<A extends unknown[], R> {
  /** Names the action in the log line ('assignments.create'). */
  name: string;
  /** The arguments the action is called with (bound ids, a kind): parsed, since a client can send any. */
  args?: z.ZodType<A>;
  /** The same per-user budget as the API's requests (lib/providers/rate-limit): for actions that cost (AI, uploads). */
  rateLimit?: boolean;
  /** The plan the action needs; checked with the services' own rule (lib/account/users/plan.ts requirePro). */
  plan?: 'pro';
  /**
   * A refused action's answer, in plain words, for actions that answer a state (a form's, a result type).
   * Without it an ApiError propagates: `not_found` as the 404 page, anything else as the error page.
   */
  onError?: (error: ApiError) => R;
  /** The action writes: on success the pages showing the data are refreshed (refreshAfterWrite). */
  writes?: boolean;
}

/**
 * The one rule for what a write refreshes: the whole signed-in app. A record shows on several pages (an
 * expense on Expenses, in the dashboard's counts and audit, in Profitability's linked sums, in the tax
 * estimate, in Settings → Trash once deleted; a credential's expiry moves a notification), and lists of
 * "the pages this write touches" fell behind as pages grew (imports' list missed /tax-estimate,
 * /state-income and /income-documents). Every page renders per request from the database, so dropping
 * the browser's cached copies of all of them costs nothing a visit would not. The pipeline calls it after
 * every successful action declared `writes`, and the import commit stream after its transaction.
 */
export function refreshAfterWrite(): void {
  revalidatePath('/', 'layout');
}

type Outcome = 'ok' | 'redirect' | string;

function logLine(name: string, requestId: string, outcome: Outcome, started: number, userId?: number) {
  if (env().LOG_REQUESTS === '0') return;
  const line = { requestId, action: name, outcome, ms: Date.now() - started, userId };
  console.log(JSON.stringify(line));
}

/** Next's own control flow (redirect(), notFound()) passes through every stage untouched. */
function isControlFlow(err: unknown): boolean {
  try {
    unstable_rethrow(err);
    return false;
  } catch {
    return true;
  }
}

async function guard(ctx: Ctx | PublicCtx, opts: { rateLimit?: boolean; plan?: 'pro' }) {
  if (!('user' in ctx)) return;
  if (opts.rateLimit) {
    const limit = await rateLimiter().limit(`user:${ctx.userId}`, ctx.now.getTime());
    if (!limit.success) throw new ApiError('rate_limited', 'Too many requests: wait a minute and try again.');
  }
  if (opts.plan === 'pro') requirePro(ctx);
}

function parseArgs<A extends unknown[]>(schema: z.ZodType<A> | undefined, args: unknown[]): A {
  if (!schema) return args as A;
  // A form calls a bound action with its FormData after the bound arguments: a tuple of the bound ones
  // parses those and passes what follows through untouched.
  const n = schema instanceof z.ZodTuple && !schema.def.rest ? schema.def.items.length : args.length;
  const parsed = schema.safeParse(args.slice(0, n));
  // A bound argument is ours (an id the page rendered, a key an upload returned): a bad one is a forged or
  // stale call, answered as a record that is not there (the 404 page, or the action's own refusal).
  if (!parsed.success) throw new ApiError('not_found', 'This item no longer exists: reload the page');
  return [...parsed.data, ...args.slice(n)] as unknown as A;
}

export async function runAction<C extends Ctx | PublicCtx, A extends unknown[], R>(
  makeCtx: () => Promise<C>,
  opts: ActionOptions<A, R>,
  handler: (ctx: C, ...args: A) => Promise<R>,
  raw: unknown[],
): Promise<R> {
  const started = Date.now();
  const ctx = await makeCtx();
  const userId = 'userId' in ctx ? ctx.userId : undefined;
  try {
    const args = parseArgs(opts.args, raw);
    await guard(ctx, opts);
    const result = await handler(ctx, ...args);
    if (opts.writes) refreshAfterWrite();
    logLine(opts.name, ctx.requestId, 'ok', started, userId);
    return result;
  } catch (err) {
    if (isControlFlow(err)) {
      // A redirect after a write (to the saved record's list) is a success too.
      if (opts.writes) refreshAfterWrite();
      logLine(opts.name, ctx.requestId, 'redirect', started, userId);
      throw err;
    }
    const { error, unexpected } = toApiError(err);
    logLine(opts.name, ctx.requestId, error.code, started, userId);
    if (unexpected) {
      console.error(
        JSON.stringify({ requestId: ctx.requestId, error: String((err as Error)?.stack ?? err) }),
      );
      // A database outage: a form says so in place (nothing was saved, the same form may work in a few
      // seconds); anything else is the error page.
      if (error.code === 'unavailable' && opts.onError) return opts.onError(error);
      throw err;
    }
    if (opts.onError) return opts.onError(error);
    if (error.code === 'not_found') notFound();
    throw err;
  }
}
