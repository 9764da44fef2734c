// The one error table (docs/api-guide.md §3). Services throw ApiError; only lib/http turns it into a Response.

export const ERRORS = {
  validation_error: 400,
  invalid_json: 400,
  no_customer: 400,
  invalid_status_transition: 400,
  already_pro: 400,
  bad_signature: 400,
  unauthorized: 401,
  pro_required: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_key_in_use: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_contract: 422,
  unprocessable_receipt: 422,
  unprocessable_import: 422,
  unprocessable_records: 422,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  not_configured: 503,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERRORS[code];
  }
}

export const notFound = (what: string) => new ApiError('not_found', `${what} not found`);

/** The signed-in account's row is gone: it was erased while the request ran (lib/account/delete.ts). */
export const accountErased = () => new ApiError('unauthorized', 'This account was deleted: sign in again');

/**
 * The request is fine but one of the user's saved records holds a date the app cannot compute with (old
 * data or a direct write, lib/core/dates.ts DateOutOfRange): that user's answer, never a crash or a stall.
 */
export const recordsOutOfRange = (date: string) =>
  new ApiError(
    'unprocessable_records',
    `One of your records has the date ${date}, which the app cannot work with. Change it to a date from 1900 to 2100 and try again.`,
  );

/** A 400 about one field, shaped like a zod failure so clients handle one format. */
export const invalidField = (path: string, message: string) =>
  new ApiError('validation_error', 'Invalid request', [{ path, message }]);

/**
 * The digest an outage carries to the pages' error boundary (app/error.tsx): Next keeps a thrown error's
 * own digest, and the data layer sets this one when the database cannot serve (lib/providers/db/unavailable.ts).
 */
export const UNAVAILABLE_DIGEST = 'DATABASE_UNAVAILABLE';

/** What a page or a form says during an outage: nothing is wrong with what the worker did. */
export const UNAVAILABLE_MESSAGE =
  'The service is unavailable for a moment. Your data is safe: try again in a few seconds.';
