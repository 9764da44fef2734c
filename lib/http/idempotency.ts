import 'server-only';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Ctx } from '@/lib/core/context';
import { ApiError, invalidField } from '@/lib/core/errors';
import { readRows } from '@/lib/providers/db/direct';
import { Prisma } from '@/lib/generated/prisma/client';
import { toApiError } from './map-error';
import { errorResponse } from './respond';

// Writes sent with an `Idempotency-Key` header (docs/api-guide.md §5): a phone that lost its signal
// mid-request cannot tell whether its write arrived, so it sends it again with the same key, and the first
// request's answer comes back (same status, same body) instead of a second record. The key is claimed
// with one INSERT ... ON CONFLICT before the handler runs, so of concurrent repeats exactly one runs; the
// others wait for its answer. Keys are per user (another user's same key is another row) and kept 24 hours.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A replayed answer says so, for clients that want to know their repeat changed nothing. */
const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A claim this old with no answer was left by a process that died mid-request: the next repeat runs it. */
const ABANDONED_MS = 2 * 60 * 1000;
/** How long a repeat waits for the first request's answer (a write's statements time out at 15 s each). */
const WAIT_MS = 20_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's key: null without the header (or on a read), 400 for one that is not 1-255 visible ASCII. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || !WRITE_METHODS.has(req.method)) return null;
  if (!KEY_PATTERN.test(key))
    throw invalidField(
      IDEMPOTENCY_HEADER,
      'Send 1 to 255 visible ASCII characters: a UUID made when the action was made',
    );
  return key;
}

/** JSON with every object's keys sorted: the same body written in another key order is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

/** What makes two requests the same one: method, path, query and body (as parsed JSON). */
export function requestHash(req: Request, body: unknown): string {
  const url = new URL(req.url);
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : 1));
  const text = JSON.stringify([req.method, url.pathname, query, canonical(body ?? null)]);
  return createHash('sha256').update(text).digest('hex');
}

interface Stored {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/** The key for this request: inserted, or taken over from an expired or abandoned claim. */
async function claim(ctx: Ctx, key: string, hash: string): Promise<boolean> {
  const now = ctx.now.getTime();
  const rows = await readRows<{ claimed: number }>(
    ctx.db,
    Prisma.sql`
    INSERT INTO "idempotency_keys" ("user_id", "key", "request_hash", "created_at")
    VALUES (${ctx.userId}, ${key}, ${hash}, ${ctx.now})
    ON CONFLICT ("user_id", "key") DO UPDATE
       SET "request_hash" = EXCLUDED."request_hash", "created_at" = EXCLUDED."created_at",
           "status" = NULL, "content_type" = NULL, "body" = NULL
     WHERE "idempotency_keys"."created_at" < ${new Date(now - KEY_LIFETIME_MS)}
        OR ("idempotency_keys"."status" IS NULL
            AND "idempotency_keys"."created_at" < ${new Date(now - ABANDONED_MS)})
    RETURNING 1 AS claimed`,
  );
  return rows.length === 1;
}

async function stored(ctx: Ctx, key: string): Promise<Stored | null> {
  const rows = await readRows<Stored>(
    ctx.db,
    Prisma.sql`SELECT "request_hash", "status", "content_type", "body" FROM "idempotency_keys"
                WHERE "user_id" = ${ctx.userId} AND "key" = ${key}`,
  );
  return rows[0] ?? null;
}

/** The first request failed on our side (5xx) or threw: the key is free again, for a retry to run. */
async function release(ctx: Ctx, key: string, hash: string): Promise<void> {
  await readRows(
    ctx.db,
    Prisma.sql`DELETE FROM "idempotency_keys"
                WHERE "user_id" = ${ctx.userId} AND "key" = ${key} AND "request_hash" = ${hash}
                  AND "status" IS NULL
                RETURNING 1`,
  );
}

async function save(ctx: Ctx, key: string, hash: string, res: Response, body: string): Promise<void> {
  await readRows(
    ctx.db,
    Prisma.sql`UPDATE "idempotency_keys"
                  SET "status" = ${res.status}, "content_type" = ${res.headers.get('content-type')},
                      "body" = ${body}
                WHERE "user_id" = ${ctx.userId} AND "key" = ${key} AND "request_hash" = ${hash}
                RETURNING 1`,
  );
}

const reused = () =>
  new ApiError(
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request. Make a new key for each new action.',
  );

/** 2xx to 4xx answers are the request's result and are kept; a 5xx (or a throttle) may pass if tried again. */
const isResult = (status: number) => status < 500 && status !== 429;

function replay(row: Stored & { status: number }): Response {
  const headers: Record<string, string> = { [REPLAYED_HEADER]: 'true' };
  if (row.content_type) headers['Content-Type'] = row.content_type;
  const empty = row.status === 204 || row.status === 304;
  return new Response(empty ? null : (row.body ?? ''), { status: row.status, headers });
}

/** The handler's answer, kept under the key when it is the request's result; released otherwise. */
async function runAndKeep(ctx: Ctx, key: string, hash: string, run: () => Promise<Response>) {
  let res: Response;
  try {
    res = await run();
  } catch (err) {
    const { error } = toApiError(err);
    if (!isResult(error.status)) {
      await release(ctx, key, hash);
      throw err;
    }
    res = errorResponse(error, ctx.requestId);
  }
  if (!isResult(res.status)) {
    await release(ctx, key, hash);
    return res;
  }
  const body = await res.text();
  await save(ctx, key, hash, res, body);
  const empty = res.status === 204 || res.status === 304;
  return new Response(empty ? null : body, { status: res.status, headers: res.headers });
}

/**
 * `run` once per key: the first request with the key runs it and keeps its answer; a repeat answers that
 * (waiting while the first still runs), a repeat with another request is 422, and a key whose first
 * request ended in a server error is free again.
 */
export async function idempotent(
  ctx: Ctx,
  key: string,
  hash: string,
  run: () => Promise<Response>,
): Promise<Response> {
  const deadline = Date.now() + WAIT_MS;
  let pause = 20;
  for (;;) {
    if (await claim(ctx, key, hash)) return runAndKeep(ctx, key, hash, run);
    const row = await stored(ctx, key);
    if (row && row.request_hash !== hash) throw reused();
    if (row && row.status !== null) return replay({ ...row, status: row.status });
    // Still running (or released between the two statements: the claim is tried again).
    if (Date.now() > deadline)
      throw new ApiError(
        'idempotency_key_in_use',
        'The first request with this Idempotency-Key is still running. Try again in a moment.',
      );
    await sleep(pause);
    pause = Math.min(pause * 2, 250);
  }
}

/** The daily upkeep: keys past their 24 hours are forgotten (a repeat after that is a new request). */
export async function forgetExpiredKeys(db: Ctx['db'], now: Date): Promise<number> {
  const rows = await readRows<{ n: number }>(
    db,
    Prisma.sql`WITH gone AS (DELETE FROM "idempotency_keys"
                              WHERE "created_at" < ${new Date(now.getTime() - KEY_LIFETIME_MS)}
                              RETURNING 1)
               SELECT count(*)::int AS n FROM gone`,
  );
  return rows[0]?.n ?? 0;
}
