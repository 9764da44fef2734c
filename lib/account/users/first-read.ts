import 'server-only';
import type { Ctx, Identity } from '@/lib/core/context';
import { readRows } from '@/lib/providers/db/direct';
import { Prisma, type User } from '@/lib/generated/prisma/client';
import { userFromJson } from './service';

// The signed-in user's row, read with the request's first statement instead of a statement of its own
// (issue 19). A computed view or a list sends one statement; the lookup before it was a second round
// trip, and on the heavy user it cost a view 0.3-0.5 ms of the server's main thread under load (and the
// embedded database's thread its own share): measured by leaving the lookup out, the dashboard went from
// 20 to 14 ms p50 at 10 connections, and the estimate from 19 to 15.
//
// How it stays exact: the API pipeline (lib/http/route.ts) defers the lookup only for a user id it has
// already seen for the token's identity, and only for an operation that says its handler reads through
// readRowsWithUser. That statement reads the row by id, issuer and subject together, so its answer is the
// row as it is now, read in the same snapshot as the rest; the pipeline then runs its checks on it (the
// account exists, the plan) before anything is answered. A handler that ends without such a statement gets
// the lookup after it, before its answer is sent.

/** The request's user until its row arrives: reading any field is a bug, and throws. */
export const USER_NOT_READ = new Proxy(
  {},
  {
    get(_target, key) {
      // Promise resolution and inspection look for these: a ctx may pass through them unread.
      if (typeof key === 'symbol' || key === 'then') return undefined;
      throw new Error(
        `ctx.user.${String(key)} was read before the user's row arrived (lib/account/users/first-read.ts)`,
      );
    },
  },
) as User;

interface Waiting {
  identity: Pick<Identity, 'iss' | 'sub'>;
  /** Sets ctx.user to the row read (or throws: the account is gone, the plan does not allow). */
  arrive: (user: User | null) => Promise<void>;
  /** Checks that wait for the row (requirePro called before it arrived). */
  checks: ((ctx: Ctx) => void)[];
}

const waiting = new WeakMap<Ctx, Waiting>();

/** The pipeline's ctx whose user is read with the first statement: `arrive` gets the row. */
export function deferUser(ctx: Ctx, identity: Waiting['identity'], arrive: Waiting['arrive']): void {
  waiting.set(ctx, { identity, arrive, checks: [] });
}

/** True while ctx.user is still USER_NOT_READ. */
export function userPending(ctx: Ctx): boolean {
  return waiting.has(ctx);
}

/** Runs `check` on ctx now, or when the user's row arrives. */
export function checkUser(ctx: Ctx, check: (ctx: Ctx) => void): void {
  const w = waiting.get(ctx);
  if (w) w.checks.push(check);
  else check(ctx);
}

/** Hands the row to the pipeline, then runs the checks that waited for it. */
export async function userArrived(ctx: Ctx, user: User | null): Promise<void> {
  const w = waiting.get(ctx);
  if (!w) return;
  waiting.delete(ctx);
  await w.arrive(user);
  for (const check of w.checks) check(ctx);
}

/**
 * readRows for a statement whose rows' order does not matter (the loaders' one-row statements): while
 * the user's row is pending, the same statement reads it too, in a column of every row (PostgreSQL runs
 * the uncorrelated subquery once). A statement that answers no row leaves it pending.
 */
export async function readRowsWithUser<T>(ctx: Ctx, sql: Prisma.Sql): Promise<T[]> {
  const w = waiting.get(ctx);
  if (!w) return readRows<T>(ctx.db, sql);
  const { iss, sub } = w.identity;
  const rows = await readRows<T & { tl_user: string | null }>(
    ctx.db,
    Prisma.sql`SELECT (SELECT row_to_json(u)::text FROM "users" u
        WHERE u."id" = ${ctx.userId} AND u."iss" = ${iss} AND u."sub" = ${sub}) AS "tl_user", q.*
      FROM (${sql}) q`,
  );
  const first = rows[0];
  if (first) await userArrived(ctx, first.tl_user === null ? null : userFromJson(first.tl_user));
  return rows;
}

// The user id of each identity seen, so the next request of the same token can defer its lookup. An id
// never changes; an account that was erased (and perhaps made again) answers no row by the old id, and the
// pipeline forgets it and looks up as before. Bounded: the oldest entry goes first.
const MAX_KNOWN = 10_000;
const known = new Map<string, number>();
const keyOf = (identity: Pick<Identity, 'iss' | 'sub'>) => JSON.stringify([identity.iss, identity.sub]);

export function knownUserId(identity: Pick<Identity, 'iss' | 'sub'>): number | undefined {
  return known.get(keyOf(identity));
}

export function rememberUserId(identity: Pick<Identity, 'iss' | 'sub'>, id: number): void {
  const key = keyOf(identity);
  if (known.get(key) === id) return;
  known.delete(key);
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
  known.set(key, id);
}

export function forgetUserId(identity: Pick<Identity, 'iss' | 'sub'>): void {
  known.delete(keyOf(identity));
}
