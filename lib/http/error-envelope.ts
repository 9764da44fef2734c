import { z } from 'zod';
import { ERRORS, type ErrorCode } from '@/lib/core/errors';

// The body of every error response (docs/api-guide.md §3), as lib/http/respond.ts builds it: checked against each
// error answer outside production, and the `Error` schema of the OpenAPI document, whose examples show
// a typical message per code.

const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z
        .array(
          z.object({
            path: z.string().meta({ description: 'Dotted path: contract_a.state' }),
            message: z.string(),
          }),
        )
        .optional()
        .meta({ description: 'Present for validation_error: one entry per invalid field' }),
      requestId: z.uuid().meta({ description: 'Same as the X-Request-Id header' }),
    }),
  })
  .meta({ id: 'Error', description: 'Every error response has this body' });

/** A typical message of each code, for the examples of the reference. */
export const ERROR_EXAMPLE_MESSAGES: Record<ErrorCode, string> = {
  validation_error: 'Invalid request',
  invalid_json: 'The request body is not valid JSON',
  no_customer: 'No subscription yet: subscribe first',
  invalid_status_transition: 'An assignment cannot move from complete to active',
  already_pro: 'You already have a Pro subscription',
  bad_signature: 'The Stripe signature does not match or is too old',
  unauthorized: 'Missing or invalid access token',
  pro_required: 'This needs a Pro plan: upgrade in Settings',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  unprocessable_receipt: 'Nothing could be read from this receipt: try a sharper photo or a PDF',
  unprocessable_import: 'This file could not be read as a CSV table',
  unprocessable_records:
    'One of your records has the date 9998-12-31, which the app cannot work with. Change it to a date from 1900 to 2100 and try again.',
  method_not_allowed: 'Use GET, POST on this path',
  conflict: 'The record collides with an existing one',
  idempotency_key_in_use:
    'The first request with this Idempotency-Key is still running. Try again in a moment.',
  idempotency_key_reused:
    'This Idempotency-Key was already used for a different request. Make a new key for each new action.',
  payload_too_large: 'The request body is larger than 1 MiB',
  unsupported_media_type: 'Send the body as JSON with Content-Type: application/json',
  unprocessable_contract: 'The contract could not be read',
  rate_limited: 'Too many requests: wait and try again',
  internal_error: 'Something went wrong on our side',
  not_configured: 'This feature is not configured on this server',
  unavailable: 'The database is unavailable',
};
