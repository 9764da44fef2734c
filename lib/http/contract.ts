import type { z } from 'zod';
import type { ErrorCode } from '@/lib/core/errors';

// The contract of one /api/v1 operation, written beside its handler (docs/architecture.md §2): what the pipeline parses,
// what the handler answers, and everything the OpenAPI document says about it. endpoint() attaches it to
// the handler and, outside production, holds every response to it (lib/http/check-response.ts).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'bearer': a user's access token and the rate limit; 'none': public; 'cron': Bearer CRON_SECRET. */
export type Auth = 'bearer' | 'none' | 'cron';

export interface HeaderParam {
  name: string;
  description: string;
  required: boolean;
  example: string;
}

export interface Contract<P = unknown, Q = unknown, B = unknown> {
  method: HttpMethod;
  /** As served, in OpenAPI form: '/api/v1/assignments/{id}'. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** The first tag groups the operation in the reference (app/api/v1/document.ts lists them in order). */
  tags: [string, ...string[]];
  /** Default 'bearer'. 'cron' is public to the pipeline: the handler checks the secret. */
  auth?: Auth;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** Descriptions of query parameters, by name, where the schema alone says too little. */
  queryDocs?: Record<string, string>;
  /**
   * Strict at every depth (lib/validation/body-rule.ts): an unknown field is 400 naming it, and the pipeline
   * refuses to build an operation whose body would drop one. Top-level server-owned fields are ignored.
   */
  body?: z.ZodType<B>;
  /** A body the handler reads itself (the Stripe webhook verifies raw bytes): documented, never parsed. */
  rawBody?: z.ZodType;
  headers?: HeaderParam[];
  /** The success body; with `list`, the schema of one item. Absent only for 204 and file answers. */
  response?: z.ZodType;
  /** A file download instead of JSON (the audit packet, the data export): its type and what it holds. */
  file?: { contentType: 'application/pdf' | 'application/zip'; description: string };
  /** The body is a JSON array of `response` items, with the total in X-Total-Count. */
  list?: boolean;
  /** Success status, default 200. */
  status?: 200 | 201 | 204;
  /** Other answers with the `response` shape that are not errors (the health check's 503). */
  alternatives?: { status: number; description: string; example?: unknown }[];
  plan?: 'pro';
  /** The errors this operation adds to those its options imply (see `errorCodes`). */
  errors?: ErrorCode[];
  /** A GET answered from the response cache while the user's data is unchanged (lib/http/route.ts). */
  cache?: boolean;
  /** A GET whose handler's first read brings the user's row with it (lib/account/users/first-read.ts). */
  userWithRead?: boolean;
  /** Examples where the schemas' own (`.meta({ examples })`) do not apply: record resources build theirs. */
  examples?: { request?: unknown; response?: unknown };
}

export const BODY_ERRORS: readonly ErrorCode[] = [
  'validation_error',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
];

/** Every error code an operation can answer: those its options imply, then its own. */
export function errorCodes(c: Contract): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  const auth = c.auth ?? 'bearer';
  if (auth !== 'none') codes.add('unauthorized');
  if (auth === 'bearer') codes.add('rate_limited');
  // A signed-in write without a body still refuses one with fields (lib/http/route.ts refuseUnwantedBody).
  if (c.params || c.query || (auth === 'bearer' && c.method !== 'GET')) codes.add('validation_error');
  if (c.body) BODY_ERRORS.forEach((code) => codes.add(code));
  if (c.plan) codes.add('pro_required');
  // A signed-in write honours Idempotency-Key (lib/http/idempotency.ts).
  if (auth === 'bearer' && c.method !== 'GET') {
    codes.add('idempotency_key_reused');
    codes.add('idempotency_key_in_use');
  }
  (c.errors ?? []).forEach((code) => codes.add(code));
  return [...codes];
}

/** Server failures any operation may answer; the document leaves them out unless listed. */
export const SERVER_ERRORS: readonly ErrorCode[] = ['internal_error', 'unavailable', 'unprocessable_records'];
