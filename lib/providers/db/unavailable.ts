import { AsyncLocalStorage } from 'node:async_hooks';
import { UNAVAILABLE_DIGEST } from '@/lib/core/errors';
import { EmbeddedDatabaseBusyError } from './embedded';

// Whether an error means "the database cannot serve right now" (503 with Retry-After, on the API and on
// pages) rather than a bug (500). It looks through the whole chain an error arrives in: the pg driver's
// own error, Prisma's driver-adapter error (its cause holds the SQLSTATE, or a kind for socket errors),
// and Prisma's wrapping error (meta.driverAdapterError).

// SQLSTATE classes of a server that cannot take the work now, whatever the exact code:
// 08 connection exception, 53 insufficient resources (53300 too many connections, disk full, out of
// memory), 57 operator intervention (57P01 terminated by an administrator, 57P02/57P03 crash and start-up,
// 57014 a cancelled statement). https://www.postgresql.org/docs/current/errcodes-appendix.html
const UNAVAILABLE_CLASSES = /^(08|53|57)/;
// 55000 is a broad class ("object not in prerequisite state"); only its connection-time form counts: the
// database does not accept connections (ALTER DATABASE ... ALLOW_CONNECTIONS false). It comes as FATAL.
const NOT_ACCEPTING = '55000';
// A serialization failure or deadlock (40001, 40P01) that outlived the services' own retries
// (lib/providers/db/retry.ts): nothing was written and the same request may well work shortly.
const RETRY_LATER = new Set(['40001', '40P01']);
// Prisma's codes for a database it cannot reach, lost, timed out on, or whose pool is exhausted; P2028 a
// transaction that could not start or outlived its time; P2034 the serialization failure above.
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028', 'P2034']);
// The driver adapter's own kinds for socket errors (Prisma 7 puts them in the adapter error's cause).
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionWriteConflict',
]);
// Node's socket errors.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// The pg driver's and pool's own messages for a connection lost, never made, or not had in time.
const DRIVER_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed/;

interface Node {
  code?: unknown;
  originalCode?: unknown;
  severity?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

function nodeIsUnavailable(o: Node): boolean {
  for (const c of [o.code, o.originalCode]) {
    if (typeof c !== 'string') continue;
    if (UNAVAILABLE_PRISMA.has(c) || SOCKET_CODES.has(c) || RETRY_LATER.has(c)) return true;
    if (/^[0-9A-Z]{5}$/.test(c) && UNAVAILABLE_CLASSES.test(c)) return true;
    if (
      c === NOT_ACCEPTING &&
      (o.severity === 'FATAL' || /not currently accepting connections/.test(String(o.message)))
    )
      return true;
  }
  if (typeof o.kind === 'string' && UNAVAILABLE_KINDS.has(o.kind)) return true;
  return typeof o.message === 'string' && DRIVER_MESSAGES.test(o.message);
}

export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof EmbeddedDatabaseBusyError) return true;
  const queue: unknown[] = [err];
  for (let seen = 0; queue.length && seen < 12; seen++) {
    const e = queue.shift();
    if (!e || typeof e !== 'object') continue;
    const o = e as Node;
    if (nodeIsUnavailable(o)) return true;
    queue.push(o.cause, o.meta?.driverAdapterError);
  }
  return false;
}

/** Whether the request being answered met a database outage (see outageScope). */
export interface OutageScope {
  outage: boolean;
}

// The request's scope, set around each request by the HTTP server's gate (lib/http/server-gate.ts), so
// that a page Next.js answers 500 because of an outage goes out as 503. One per process: the gate and the
// pages are bundled apart, so it lives on globalThis.
const holder = globalThis as unknown as { __outageScope?: AsyncLocalStorage<OutageScope> };
export const outageScope = (holder.__outageScope ??= new AsyncLocalStorage<OutageScope>());

/** Marks an outage for the pages' error boundary and the request's status; other errors pass unchanged. */
export function markUnavailable(err: unknown): unknown {
  if (err instanceof Error && isDatabaseUnavailable(err)) {
    Object.assign(err, { digest: UNAVAILABLE_DIGEST });
    const scope = outageScope.getStore();
    if (scope) scope.outage = true;
  }
  return err;
}
