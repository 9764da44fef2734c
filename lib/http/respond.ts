import { ApiError, type ErrorCode } from '@/lib/core/errors';
import { JsonText } from '@/lib/core/json-text';

// Response builders. Every response gets the request id and `Cache-Control: no-store` in route.ts.

/**
 * A JSON answer. The text goes to the Response as a string, not through Response.json: undici's
 * Response.json encodes and copies the bytes at once and then streams the copy, which cost about 1.2 ms
 * more of CPU on a 250 KB answer (the heavy user's receipt flags), and the same for every large view.
 */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  const text = JSON.stringify(body);
  if (text === undefined) throw new TypeError('The answer is not JSON');
  return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/**
 * json() of an object whose JsonText fields are spliced in as they are, not parsed and written again (the
 * dashboard's hundreds of records).
 */
export function jsonWithText(body: Record<string, unknown>): Response {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  }
  return new Response(`{${parts.join(',')}}`, {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const created = (body: unknown) => json(body, 201);

export const noContent = () => new Response(null, { status: 204 });

/** A list: a JSON array, and the total before pagination in X-Total-Count (docs/api-guide.md §4 Pagination). */
export function list(page: { items: unknown[]; total: number }): Response {
  return json(page.items, 200, { 'X-Total-Count': String(page.total) });
}

/** list() of a page whose items are already JSON text (lib/records/json-rows.ts). */
export function listText(page: { text: string; total: number }): Response {
  return new Response(page.text, {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(page.total) },
  });
}

export function errorResponse(err: ApiError, requestId: string): Response {
  const body: { code: ErrorCode; message: string; details?: unknown; requestId: string } = {
    code: err.code,
    message: err.message,
    requestId,
  };
  if (err.details) body.details = err.details;
  return json({ error: body }, err.status, err.headers);
}
