import { ZodError } from 'zod';
import { EmbeddedDatabaseBusyError } from '@/lib/db/embedded';
import { ApiError } from '@/lib/core/errors';
import { zodDetails } from './validation';

// Whatever a handler throws becomes one ApiError. Unknown errors are 500 with a generic message: the
// real error is logged against the request id only (no stack, SQL or secret reaches a client).

function prismaCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') {
    return /^P\d{4}$/.test(err.code) ? err.code : undefined;
  }
  return undefined;
}

/**
 * A foreign key violation: a write that raced a hard delete, which only account erasure does
 * (lib/account/delete.ts). The constraint tells which: the user (`<table>_user_id_fkey`, the account is
 * gone: 401) or a record the body names (gone with it: 404). Prisma's P2003, or 23503 under a raw query.
 */
function foreignKeyError(err: unknown): ApiError | null {
  const o = err as { code?: unknown; meta?: { driverAdapterError?: { cause?: Record<string, unknown> } } };
  const cause = o?.meta?.driverAdapterError?.cause;
  if (o?.code !== 'P2003' && cause?.originalCode !== '23503') return null;
  const index = (cause?.constraint as { index?: unknown } | undefined)?.index;
  if (typeof index === 'string' && index.endsWith('_user_id_fkey'))
    return new ApiError('unauthorized', 'This account was deleted: sign in again');
  return new ApiError('not_found', 'A record this refers to no longer exists');
}

export function toApiError(err: unknown): { error: ApiError; unexpected: boolean } {
  if (err instanceof ApiError) return { error: err, unexpected: false };
  if (err instanceof ZodError) {
    return { error: new ApiError('validation_error', 'Invalid request', zodDetails(err)), unexpected: false };
  }
  const gone = foreignKeyError(err);
  if (gone) return { error: gone, unexpected: false };
  const code = prismaCode(err);
  if (code === 'P2025') return { error: new ApiError('not_found', 'Record not found'), unexpected: false };
  if (code === 'P2002') {
    return { error: new ApiError('conflict', 'The record collides with an existing one'), unexpected: false };
  }
  if (err instanceof EmbeddedDatabaseBusyError || isDatabaseUnavailable(err)) {
    return { error: unavailable(), unexpected: true };
  }
  return { error: new ApiError('internal_error', 'Something went wrong on our side'), unexpected: true };
}

/** 503 with Retry-After: the client did nothing wrong and the same request may well work shortly. */
const unavailable = () =>
  new ApiError('unavailable', 'The database is unavailable: try again shortly', undefined, {
    'Retry-After': '5',
  });

// Prisma's codes for a database it cannot reach, lost, timed out on, or whose pool is exhausted; P2034 is
// a serialization failure or deadlock that outlived the service's own retries (lib/db/retry.ts).
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2034']);
// The driver adapter's own kinds (Prisma 7 puts them in meta.driverAdapterError.cause.kind).
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionWriteConflict',
]);
// Node's socket errors and PostgreSQL's SQLSTATEs for a server going away or refusing new work
// (admin shutdown, crash, cannot connect now, too many connections, serialization failure, deadlock).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
  '40001',
  '40P01',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const o = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
    const code = typeof o.code === 'string' ? o.code : '';
    if (UNAVAILABLE_PRISMA.has(code) || UNAVAILABLE_CODES.has(code)) return true;
    const kind = o.meta?.driverAdapterError?.cause?.kind;
    if (typeof kind === 'string' && UNAVAILABLE_KINDS.has(kind)) return true;
    if (
      e instanceof Error &&
      /Connection terminated|Client has encountered a connection error/.test(e.message)
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
