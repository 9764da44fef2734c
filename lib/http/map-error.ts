import { ZodError } from 'zod';
import { constraintOf, sqlState } from '@/lib/providers/db/sql-state';
import { isDatabaseUnavailable } from '@/lib/providers/db/unavailable';
import { DateOutOfRange } from '@/lib/core/dates';
import { accountErased, ApiError, recordsOutOfRange } from '@/lib/core/errors';
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
 * gone: 401) or a record the body names (gone with it: 404). Prisma's P2003, or 23503 under a raw query
 * (through Prisma or straight from the driver, lib/providers/db/direct.ts).
 */
function foreignKeyError(err: unknown): ApiError | null {
  const o = err as { code?: unknown };
  if (o?.code !== 'P2003' && sqlState(err) !== '23503') return null;
  if (constraintOf(err)?.endsWith('_user_id_fkey')) return accountErased();
  return new ApiError('not_found', 'A record this refers to no longer exists');
}

/** A unique violation: Prisma's P2002, or 23505 under a raw query (a record's one-statement write). */
function isUniqueViolation(err: unknown, code: string | undefined): boolean {
  return code === 'P2002' || sqlState(err) === '23505';
}

function modelOf(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'meta' in err && typeof err.meta === 'object'
    ? (err.meta as { modelName?: unknown } | null)?.modelName
    : undefined;
}

export function toApiError(err: unknown): { error: ApiError; unexpected: boolean } {
  if (err instanceof ApiError) return { error: err, unexpected: false };
  if (err instanceof DateOutOfRange) return { error: recordsOutOfRange(err.date), unexpected: false };
  if (err instanceof ZodError) {
    return { error: new ApiError('validation_error', 'Invalid request', zodDetails(err)), unexpected: false };
  }
  const gone = foreignKeyError(err);
  if (gone) return { error: gone, unexpected: false };
  const code = prismaCode(err);
  if (code === 'P2025' && modelOf(err) === 'User') {
    // The signed-in user's own row is gone: the account was erased while this request ran.
    return {
      error: accountErased(),
      unexpected: false,
    };
  }
  if (code === 'P2025') return { error: new ApiError('not_found', 'Record not found'), unexpected: false };
  if (isUniqueViolation(err, code)) {
    return { error: new ApiError('conflict', 'The record collides with an existing one'), unexpected: false };
  }
  if (isDatabaseUnavailable(err)) {
    return { error: unavailable(), unexpected: true };
  }
  return { error: new ApiError('internal_error', 'Something went wrong on our side'), unexpected: true };
}

/** 503 with Retry-After: the client did nothing wrong and the same request may well work shortly. */
const unavailable = () =>
  new ApiError('unavailable', 'The database is unavailable: try again shortly', undefined, {
    'Retry-After': '5',
  });
