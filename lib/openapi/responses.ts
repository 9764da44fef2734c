import { z } from 'zod';
import { ERRORS, type ErrorCode } from '@/lib/core/errors';
import { errorCodes, type Contract } from '@/lib/http/contract';
import { componentRef } from './json-schema';
import type { HeaderObject, MediaType, ResponseObject } from './types';

// The error responses of an operation (one per status, an example body per code) and the headers every
// response carries.

const MESSAGES: Record<ErrorCode, string> = {
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
  method_not_allowed: 'Use GET, POST on this path',
  conflict: 'The record collides with an existing one',
  payload_too_large: 'The request body is larger than 1 MiB',
  unsupported_media_type: 'Send the body as JSON with Content-Type: application/json',
  unprocessable_contract: 'The contract could not be read',
  rate_limited: 'Too many requests: wait and try again',
  internal_error: 'Something went wrong on our side',
  not_configured: 'This feature is not configured on this server',
  unavailable: 'The database is unavailable',
};

export const EXAMPLE_REQUEST_ID = '0b6f1c2e-4d3a-4b5c-8e9f-a1b2c3d4e5f6';

function validationDetail(c: Contract, requestExample: unknown): { path: string; message: string } {
  const firstKey = (o: unknown) => (o && typeof o === 'object' ? Object.keys(o)[0] : undefined);
  if (c.body) return { path: firstKey(requestExample) ?? 'body', message: 'Invalid input' };
  if (c.query instanceof z.ZodObject) {
    return { path: Object.keys(c.query.shape)[0] ?? 'query', message: 'Must be a whole number' };
  }
  return { path: 'id', message: 'Must be a whole number' };
}

function errorExample(code: ErrorCode, c: Contract, requestExample: unknown) {
  const message = code === 'not_found' && c.path.includes('{id}') ? 'Record not found' : MESSAGES[code];
  const details = code === 'validation_error' ? { details: [validationDetail(c, requestExample)] } : {};
  return { error: { code, message, ...details, requestId: EXAMPLE_REQUEST_ID } };
}

export const HEADERS: Record<string, HeaderObject> = {
  'X-Request-Id': {
    description: 'UUID of this request (an inbound UUID is echoed)',
    schema: { type: 'string', format: 'uuid' },
  },
  'X-Total-Count': {
    description: 'Matching records before pagination',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Limit': { description: 'Requests allowed per minute', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'Unix time (seconds) when the window has room again',
    schema: { type: 'integer' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
  'WWW-Authenticate': { description: 'Bearer', schema: { type: 'string' } },
};

const headerRefs = (names: string[]) =>
  Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
const RATE = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
const limited = (c: Contract) => (c.auth ?? 'bearer') === 'bearer';

/** The error responses of an operation, one per status, with an example body per code. */
export function errorResponses(c: Contract, requestExample: unknown): Record<string, ResponseObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodes(c)) byStatus.set(ERRORS[code], [...(byStatus.get(ERRORS[code]) ?? []), code]);
  const out: Record<string, ResponseObject> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const names = ['X-Request-Id', ...(limited(c) && status !== 401 ? RATE : [])];
    if (status === 401) names.push('WWW-Authenticate');
    if (status === 429) names.push('Retry-After');
    const media: MediaType = {
      schema: componentRef('Error'),
      examples: Object.fromEntries(
        list.map((code) => [code, { summary: code, value: errorExample(code, c, requestExample) }]),
      ),
    };
    out[String(status)] = {
      description: list.map((code) => `\`${code}\``).join(', '),
      headers: headerRefs(names),
      content: { 'application/json': media },
    };
  }
  return out;
}

/** Headers of a success response: the request id, the list total, the rate-limit budget. */
export function successHeaders(c: Contract) {
  return headerRefs(['X-Request-Id', ...(c.list ? ['X-Total-Count'] : []), ...(limited(c) ? RATE : [])]);
}
