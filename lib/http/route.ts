import 'server-only';
import { z } from 'zod';
import { BUILTIN_ISS } from '@/lib/auth/keys';
import { verifyAccessToken, bearerToken, unauthorized } from '@/lib/auth/verify';
import type { Ctx, Identity, PublicCtx } from '@/lib/core/context';
import { getDb, type Db } from '@/lib/providers/db/client';
import { env } from '@/lib/env';
import type { User } from '@/lib/generated/prisma/client';
import { todayOf } from '@/lib/core/dates';
import { requirePro } from '@/lib/account/users/plan';
import { effectivePlan, findOrCreateUser, findUserByIdentity } from '@/lib/account/users/service';
import {
  deferUser,
  forgetUserId,
  knownUserId,
  rememberUserId,
  userArrived,
  userPending,
  USER_NOT_READ,
} from '@/lib/account/users/first-read';
import { assertStrictBody, withoutServerOwned } from '@/lib/validation/body-rule';
import { findUnstorable, UNSTORABLE_MESSAGE } from '@/lib/validation/text';
import { limitBody, readJsonBody, refuseUnwantedBody } from './body';
import { ApiError, invalidField } from '@/lib/core/errors';
import { toApiError } from './map-error';
import { rateLimitHeaders, rateLimiter } from '@/lib/providers/rate-limit/limiter';
import { requestIdFrom } from './request-id';
import { idempotencyKeyOf, idempotent, requestHash } from './idempotency';
import { fromCached, responseCache, toCached } from './response-cache';
import { errorResponse } from './respond';
import { zodDetails } from './validation';
import { CORS_HEADERS } from './cors';
import { COMMON_HEADERS } from './security-headers';
import { withFields } from '@/lib/core/with-fields';

const API_HEADERS = { ...COMMON_HEADERS, ...CORS_HEADERS };

// The one wrapper every /api/v1 handler goes through (docs/architecture.md §2): request id → auth → rate limit → zod
// parse of params, query, body → plan → handler → error mapping and one log line. Each stage is short.

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (req: Request, context: NextContext) => Promise<Response>;

interface Options<P, Q, B> {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  plan?: 'pro';
  /**
   * A GET whose answer depends only on the user's rows, the calendar date and the request: answered from
   * the response cache while the user's data version is unchanged (lib/http/response-cache.ts).
   */
  cache?: boolean;
  /**
   * The handler's first database read is readRowsWithUser (lib/account/users/first-read.ts): with the response cache
   * off, a known user's row is read with it instead of before it. Only for a GET that changes nothing.
   */
  userWithRead?: boolean;
  /** Largest body the handler may read, in bytes (default 1 MiB; the embedded store's upload: 25 MiB). */
  maxBody?: number;
  /** The operation, for the message when its body breaks the body rule: 'POST /api/v1/expenses'. */
  operation?: string;
}
export interface Input<C, P, Q, B> {
  ctx: C;
  params: P;
  query: Q;
  body: B;
  req: Request;
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, root: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ApiError('validation_error', `Invalid ${root}`, zodDetails(result.error, root));
  return result.data;
}

/** 400 at the first string PostgreSQL could not store (lib/validation/text.ts), whatever the schema. */
function refuseUnstorable(value: unknown, root: string): void {
  const at = findUnstorable(value);
  if (at !== null) throw invalidField(at || root, UNSTORABLE_MESSAGE);
}

async function parseInput<P, Q, B>(
  req: Request,
  context: NextContext,
  opts: Options<P, Q, B> & { auth: boolean },
) {
  const url = new URL(req.url);
  const rawParams = await context.params;
  if (opts.params) refuseUnstorable(rawParams, 'params');
  const params = parsePart(opts.params, rawParams, 'params');
  const rawQuery = Object.fromEntries(url.searchParams);
  // Only a query the route reads: one it ignores stores nothing (and its contract answers no 400).
  if (opts.query) refuseUnstorable(rawQuery, 'query');
  const query = parsePart(opts.query, rawQuery, 'query');
  // The body rule (lib/validation/body-rule.ts): server-owned fields ignored, any other unknown one is 400.
  const raw = opts.body ? withoutServerOwned(await readJsonBody(req)) : undefined;
  // Public operations (the cron trigger) read none; a route that reads its own bytes (maxBody) is left to them.
  if (!opts.body && opts.maxBody === undefined && opts.auth) await refuseUnwantedBody(req);
  refuseUnstorable(raw, 'body');
  const body = parsePart(opts.body, raw, 'body');
  // A signed-in write may carry an Idempotency-Key (lib/http/idempotency.ts); a route reading its own bytes not.
  const key = opts.auth && opts.maxBody === undefined ? idempotencyKeyOf(req) : null;
  return { input: { params, query, body }, key, hash: key === null ? '' : requestHash(req, raw) };
}

/**
 * The identity's user. An external provider's identity gets its account on first sight (docs/api-guide.md §2);
 * a built-in account is made by sign-up only, so a built-in token whose account was deleted (DELETE /me,
 * its token still unexpired) is refused instead of bringing back an empty account.
 */
async function userOf(identity: Identity, db: Db, now: Date): Promise<User> {
  const user =
    identity.iss !== BUILTIN_ISS
      ? await findOrCreateUser(db, identity, now)
      : await findUserByIdentity(db, identity);
  if (!user) throw unauthorized('This account no longer exists. Sign in again, or create a new account.');
  rememberUserId(identity, user.id);
  return user;
}

/** The account the deferred lookup expected is gone (erased, perhaps made again): the request starts over. */
class UserMoved extends Error {}

interface Pending {
  ctx: Ctx;
  identity: Identity;
}

/** The row the handler's first statement read with its own (lib/account/users/first-read.ts). */
async function arrive(ctx: Ctx, identity: Identity, row: User | null): Promise<void> {
  if (!row) {
    forgetUserId(identity);
    throw new UserMoved();
  }
  ctx.user = row;
}

/** The lookup of a deferred user whose handler read no statement with it. */
async function lookUpLate({ ctx, identity }: Pending): Promise<void> {
  const user = await userOf(identity, ctx.db, ctx.now);
  if (user.id !== ctx.userId) throw new UserMoved();
  await userArrived(ctx, user);
}

function finish(res: Response, requestId: string, extra: Record<string, string> | undefined): Response {
  res.headers.set('X-Request-Id', requestId);
  res.headers.set('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(API_HEADERS)) res.headers.set(k, v);
  for (const [k, v] of Object.entries(extra ?? {})) res.headers.set(k, v);
  return res;
}

function log(req: Request, requestId: string, status: number, started: number, userId?: number): void {
  if (env().LOG_REQUESTS === '0') return;
  const route = `${req.method} ${new URL(req.url).pathname}`;
  console.log(JSON.stringify({ requestId, route, status, ms: Date.now() - started, userId }));
}

function fail(err: unknown, requestId: string): Response {
  const { error, unexpected } = toApiError(err);
  if (unexpected) console.error(JSON.stringify({ requestId, error: String((err as Error)?.stack ?? err) }));
  return errorResponse(error, requestId);
}

/** The handler's answer from the cache, or computed and stored when it is a 200. */
async function cached(
  ctx: Ctx,
  req: Request,
  input: { params: unknown; query: unknown },
  run: () => Promise<Response>,
): Promise<Response> {
  const cache = responseCache();
  if (!cache || req.method !== 'GET') return run();
  const { pathname } = new URL(req.url);
  // The parsed params and query (not the raw string), the day and the plan: all a cached answer varies by.
  const key = `${pathname} ${JSON.stringify([input.params, input.query])} ${todayOf(ctx.now)} ${effectivePlan(ctx.user, ctx.now)}`;
  const version = ctx.user.data_version;
  const hit = cache.get(ctx.userId, version, key);
  if (hit) return fromCached(hit);
  const res = await run();
  if (res.status !== 200) return res;
  const entry = await toCached(res);
  cache.set(ctx.userId, version, key, entry);
  return fromCached(entry);
}

async function pipeline<C, P, Q, B>(
  request: Request,
  context: NextContext,
  opts: Options<P, Q, B> & { auth: boolean },
  handler: (input: Input<C, P, Q, B>) => Promise<Response>,
): Promise<Response> {
  const started = Date.now();
  const requestId = requestIdFrom(request.headers);
  const now = new Date();
  let req = request;
  let limitHeaders: Record<string, string> | undefined;
  let userId: number | undefined;
  let res: Response;
  let pending: Pending | undefined;
  try {
    req = limitBody(request, opts.maxBody); // before anything can read (or buffer) the body
    const db = await getDb();
    let ctx: PublicCtx | Ctx = { db, now, requestId };
    if (opts.auth) {
      const identity = await verifyAccessToken(bearerToken(req.headers.get('authorization')));
      // The user's row comes with the handler's first statement (lib/account/users/first-read.ts) when its id is
      // known and no cached answer is looked for (the cache's key needs the row first).
      const known = opts.userWithRead && !(opts.cache && responseCache()) ? knownUserId(identity) : undefined;
      const user = known === undefined ? await userOf(identity, db, now) : USER_NOT_READ;
      userId = known ?? user.id;
      const limit = await rateLimiter().limit(`user:${userId}`, now.getTime());
      limitHeaders = rateLimitHeaders(limit, now.getTime());
      if (!limit.success) throw new ApiError('rate_limited', 'Too many requests: wait and try again');
      const userCtx: Ctx = { db, now, requestId, user, userId };
      if (known !== undefined) {
        pending = { ctx: userCtx, identity };
        deferUser(userCtx, identity, (row) => arrive(userCtx, identity, row));
      }
      ctx = userCtx;
    }
    const { input, key, hash } = await parseInput(req, context, opts);
    // The contract's plan is the services' own rule (lib/account/users/plan.ts), checked before any work.
    if (opts.plan === 'pro' && 'user' in ctx) requirePro(ctx);
    const run = () => handler({ ctx: ctx as C, ...input, req });
    if (key !== null && 'user' in ctx) res = await idempotent(ctx, key, hash, run);
    else res = opts.cache && 'user' in ctx ? await cached(ctx, req, input, run) : await run();
    // A handler that read no statement with the user: the lookup now, before its answer goes out.
    if (pending && userPending(pending.ctx)) await lookUpLate(pending);
  } catch (err) {
    let error = err;
    // The account's checks answer before the handler's own error (a 401 before a 404), as without deferral.
    if (!(error instanceof UserMoved) && pending && userPending(pending.ctx))
      error = await lookUpLate(pending).then(
        () => err,
        (late: unknown) => late,
      );
    if (error instanceof UserMoved)
      return pipeline(request, context, withFields(opts, { userWithRead: false }), handler);
    res = fail(error, requestId);
  }
  log(req, requestId, res.status, started, userId);
  return finish(res, requestId, limitHeaders);
}

/**
 * A route's options, made once per route, not per request (a spread-first literal is slow in Node 20:
 * lib/core/with-fields.ts). A body schema that would drop or pass an unknown field is refused here, when
 * the route module loads: no route can be built that answers a body with fields it ignored.
 */
function routeOptions<P, Q, B>(opts: Options<P, Q, B>, auth: boolean) {
  if (opts.body) assertStrictBody(opts.body, opts.operation ?? 'A route');
  return withFields(opts, { auth });
}

/** An authenticated, rate-limited handler. */
export function route<P = undefined, Q = undefined, B = undefined>(
  opts: Options<P, Q, B>,
  handler: (input: Input<Ctx, P, Q, B>) => Promise<Response>,
): RouteHandler {
  const options = routeOptions(opts, true);
  return (req, context) => pipeline(req, context, options, handler);
}

/** No token, no rate limit: health, the Stripe webhook, the cron trigger (which checks its own secret). */
export function publicRoute<P = undefined, Q = undefined, B = undefined>(
  opts: Options<P, Q, B>,
  handler: (input: Input<PublicCtx, P, Q, B>) => Promise<Response>,
): RouteHandler {
  const options = routeOptions(opts, false);
  return (req, context) => pipeline(req, context, options, handler);
}

/** Any failure outside a handler (unknown path, wrong method) in the same envelope, with a request id. */
export function errorRoute(error: ApiError): RouteHandler {
  return async (req) => {
    const requestId = requestIdFrom(req.headers);
    return finish(errorResponse(error, requestId), requestId, error.headers);
  };
}
