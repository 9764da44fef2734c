import { z } from 'zod';
import { ERRORS, type ErrorCode } from '@/lib/core/errors';
import { errorCodes, type Contract } from '@/lib/http/contract';
import { ERROR_EXAMPLE_MESSAGES } from '@/lib/http/error-envelope';
import { componentRef } from './json-schema';
import type { MediaType, ResponseObject } from './types';

// The error responses of an operation (one per status, an example body per code) and which headers each
// response carries (described in components.headers by the caller).

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
  const message =
    code === 'not_found' && c.path.includes('{id}') ? 'Record not found' : ERROR_EXAMPLE_MESSAGES[code];
  const details = code === 'validation_error' ? { details: [validationDetail(c, requestExample)] } : {};
  return { error: { code, message, ...details, requestId: EXAMPLE_REQUEST_ID } };
}

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

/** A signed-in write: it takes an Idempotency-Key (lib/http/idempotency.ts). */
export const idempotentWrite = (c: Contract) => limited(c) && c.method !== 'GET';

/** Headers of a success response: the request id, the list total, the rate-limit budget, a replay's mark. */
export function successHeaders(c: Contract) {
  return headerRefs([
    'X-Request-Id',
    ...(c.list ? ['X-Total-Count'] : []),
    ...(limited(c) ? RATE : []),
    ...(idempotentWrite(c) ? ['Idempotent-Replayed'] : []),
  ]);
}
