import { ApiError } from '@/lib/core/errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a JSON body: 415 without a JSON content type, 413 over 1 MiB, 400 `invalid_json` when unparsable. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readLimited(req);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('invalid_json', 'The request body is not valid JSON');
  }
}

const tooLarge = () => new ApiError('payload_too_large', 'The request body is larger than 1 MiB');

async function readLimited(req: Request): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
