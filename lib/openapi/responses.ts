import { z } from 'zod';
import { ERRORS, type ErrorCode } from '@/lib/core/errors';
import { componentRef } from './json-schema';
import type { Endpoint, HeaderObject, MediaType, ResponseObject } from './types';

// The error envelope (decisions §3), one example body per code, and the headers every response carries.

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
  unprocessable_receipt: 'Nothing could be read from this receipt',
  unprocessable_import: 'This file cannot be imported: it is not a CSV with a header row',
  rate_limited: 'Too many requests: wait and try again',
  internal_error: 'Something went wrong on our side',
  not_configured: 'This feature is not configured on this server',
  unavailable: 'The database is unavailable',
};

export const EXAMPLE_REQUEST_ID = '0b6f1c2e-4d3a-4b5c-8e9f-a1b2c3d4e5f6';

function validationDetail(e: Endpoint): { path: string; message: string } {
  const firstKey = (o: unknown) => (o && typeof o === 'object' ? Object.keys(o)[0] : undefined);
  if (e.body) return { path: firstKey(e.requestExample) ?? 'body', message: 'Invalid input' };
  if (e.query) return { path: Object.keys(e.query.shape)[0] ?? 'query', message: 'Must be a whole number' };
  return { path: 'id', message: 'Must be a whole number' };
}

export function errorExample(code: ErrorCode, e: Endpoint) {
  const message = code === 'not_found' && e.path.includes('{id}') ? 'Record not found' : MESSAGES[code];
  const details = code === 'validation_error' ? { details: [validationDetail(e)] } : {};
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

/** The error responses of an endpoint, one per status, with an example body per code. */
export function errorResponses(e: Endpoint): Record<string, ResponseObject> {
  const codes = new Set<ErrorCode>(e.errors);
  if (e.auth) ['unauthorized', 'rate_limited'].forEach((c) => codes.add(c as ErrorCode));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERRORS[code], [...(byStatus.get(ERRORS[code]) ?? []), code]);
  const out: Record<string, ResponseObject> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const names = ['X-Request-Id', ...(e.auth && status !== 401 ? RATE : [])];
    if (status === 401) names.push('WWW-Authenticate');
    if (status === 429) names.push('Retry-After');
    const media: MediaType = {
      schema: componentRef('Error'),
      examples: Object.fromEntries(
        list.map((code) => [code, { summary: code, value: errorExample(code, e) }]),
      ),
    };
    out[String(status)] = {
      description: list.map((c) => `\`${c}\``).join(', '),
      headers: headerRefs(names),
      content: { 'application/json': media },
    };
  }
  return out;
}

/** Headers of a success response: the request id, the list total, the rate-limit budget. */
export function successHeaders(e: Endpoint) {
  return headerRefs(['X-Request-Id', ...(e.list ? ['X-Total-Count'] : []), ...(e.auth ? RATE : [])]);
}
