import { ZodError } from 'zod';
import { EmbeddedDatabaseBusyError } from '@/lib/db/embedded';
import { LawYearError } from '@/lib/tax/law/types';
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

export function toApiError(err: unknown): { error: ApiError; unexpected: boolean } {
  if (err instanceof ApiError) return { error: err, unexpected: false };
  if (err instanceof ZodError) {
    return { error: new ApiError('validation_error', 'Invalid request', zodDetails(err)), unexpected: false };
  }
  if (err instanceof LawYearError) {
    return {
      error: new ApiError('validation_error', err.message, [{ path: 'year', message: err.message }]),
      unexpected: false,
    };
  }
  const code = prismaCode(err);
  if (code === 'P2025') return { error: new ApiError('not_found', 'Record not found'), unexpected: false };
  if (code === 'P2002') {
    return { error: new ApiError('conflict', 'The record collides with an existing one'), unexpected: false };
  }
  if (err instanceof EmbeddedDatabaseBusyError || code === 'P1001' || isConnectionError(err)) {
    return { error: new ApiError('unavailable', 'The database is unavailable'), unexpected: true };
  }
  return { error: new ApiError('internal_error', 'Something went wrong on our side'), unexpected: true };
}

function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === '57P01';
}
