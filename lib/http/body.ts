import { ApiError } from '@/lib/core/errors';
import { fieldsOfUnwantedBody } from '@/lib/validation/body-rule';
import { UNKNOWN_FIELD } from '@/lib/validation/messages';

// Request bodies are bounded before anything is buffered (docs/api-guide.md §3: 1 MiB for JSON and signed
// webhook events). A declared Content-Length over the limit is refused at once, without reading a byte;
// a body without one (chunked), or one whose Content-Length lies, is counted while it streams and
// refused as soon as it passes the limit. So a client can never make the server hold more than the limit.

export const MAX_BODY_BYTES = 1024 * 1024;

export const tooLarge = (max = MAX_BODY_BYTES) =>
  new ApiError('payload_too_large', `The request body is larger than ${describeBytes(max)}`);

function describeBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : `${n} bytes`;
}

/** 413 when the declared Content-Length is over `max`; a malformed one is left to the byte count. */
export function checkDeclaredLength(headers: Headers, max: number): void {
  const declared = headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > max) throw tooLarge(max);
}

/** A stream that passes `body` through and fails with 413 once more than `max` bytes went by. */
export function countingStream(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > max) {
        await reader.cancel().catch(() => undefined);
        return controller.error(tooLarge(max));
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * The request with its body bounded to `max` bytes: 413 now for a declared length over it, else a body
 * that fails with 413 when it streams past it. Every handler sees only this request, so even one that
 * reads `req.text()` itself (the Stripe webhook) cannot buffer more.
 */
export function limitBody(req: Request, max = MAX_BODY_BYTES): Request {
  if (!req.body) return req;
  checkDeclaredLength(req.headers, max);
  return new Request(req, { body: countingStream(req.body, max), duplex: 'half' } as RequestInit);
}

/** The body as bytes, at most `max` of them (413 past that). */
export async function readLimited(req: Request, max = MAX_BODY_BYTES): Promise<Buffer> {
  checkDeclaredLength(req.headers, max);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const isJson = (req: Request) => /^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '');

/** Reads a JSON body: 415 without a JSON content type, 413 over 1 MiB, 400 `invalid_json` when unparsable. */
export async function readJsonBody(req: Request): Promise<unknown> {
  if (!isJson(req)) {
    throw new ApiError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
  }
  const text = (await readLimited(req)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('invalid_json', 'The request body is not valid JSON');
  }
}

/**
 * A signed-in operation that takes no body, sent a JSON object with fields: 400 naming each, as for any
 * unknown field (lib/validation/body-rule.ts). Only a JSON body is read (within the 1 MiB bound); one that
 * does not parse, or another type, is ignored as before.
 */
export async function refuseUnwantedBody(req: Request): Promise<void> {
  if (!req.body || !isJson(req)) return;
  const body = await readJsonBody(req).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'payload_too_large') throw err;
    return undefined;
  });
  const fields = fieldsOfUnwantedBody(body);
  if (fields.length > 0)
    throw new ApiError(
      'validation_error',
      'Invalid body',
      fields.map((path) => ({ path, message: UNKNOWN_FIELD })),
    );
}
