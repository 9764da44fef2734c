import 'server-only';
import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/core/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/files';
import { downloadParts, metaPath, objectPath, signatureMatches, uploadParts } from './local';

// The embedded store's own endpoints (PUT /api/files/upload, GET /api/files/download). The signature is
// the authorization: no token. Every check runs before anything is written; the file appears at once
// (temp file + rename) or not at all.

const whole = z
  .string()
  .regex(/^\d{1,15}$/, 'Must be a whole number')
  .transform(Number);
export const uploadQuery = z.object({
  key: z.string().min(1).max(512),
  type: z.string().min(1).max(100),
  size: whole,
  expires: whole,
  sig: z.string().min(1).max(100),
});
export const downloadQuery = uploadQuery.pick({ key: true, expires: true, sig: true });
export type UploadQuery = z.infer<typeof uploadQuery>;
export type DownloadQuery = z.infer<typeof downloadQuery>;

function checkSigned(valid: boolean, expires: number, now: Date): void {
  if (!valid) throw new ApiError('forbidden', 'Invalid signature');
  if (expires * 1000 < now.getTime()) throw new ApiError('forbidden', 'This address has expired');
}

const tooLarge = () => new ApiError('payload_too_large', 'The body is larger than the signed size');
const tooShort = () =>
  new ApiError('validation_error', 'The body is shorter than the signed size', [
    { path: 'body', message: 'Size differs from the signed size' },
  ]);

function checkHeaders(req: Request, q: UploadQuery): void {
  const type = (req.headers.get('content-type') ?? '').trim().toLowerCase();
  if (type !== q.type) throw new ApiError('unsupported_media_type', `Send Content-Type: ${q.type}`);
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > q.size) throw tooLarge();
  if (declared !== null && Number(declared) < q.size) throw tooShort();
}

/** Streams the body into `temp`, never more than `size` bytes; the caller removes `temp` on failure. */
async function streamTo(req: Request, temp: string, size: number): Promise<void> {
  if (!req.body) throw tooShort();
  const reader = req.body.getReader();
  const handle = await open(temp, 'wx', 0o600);
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > size) {
        await reader.cancel();
        throw tooLarge();
      }
      await handle.write(value);
    }
  } finally {
    await handle.close();
  }
  if (received !== size) throw tooShort();
}

export async function receiveUpload(req: Request, q: UploadQuery, now: Date): Promise<void> {
  checkSigned(signatureMatches(uploadParts(q.key, q.type, q.size, q.expires), q.sig), q.expires, now);
  const file = objectPath(env(), q.key);
  if (q.size < 1 || q.size > MAX_UPLOAD_BYTES) throw tooLarge();
  checkHeaders(req, q);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await streamTo(req, temp, q.size);
    const metaTemp = `${temp}.meta`;
    await writeFile(metaTemp, JSON.stringify({ contentType: q.type, size: q.size }), { mode: 0o600 });
    await rename(metaTemp, metaPath(file));
    await rename(temp, file);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    await unlink(`${temp}.meta`).catch(() => undefined);
    throw err;
  }
}

async function contentTypeOf(file: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(metaPath(file), 'utf8')) as { contentType?: unknown };
    if (typeof meta.contentType === 'string') return meta.contentType;
  } catch {
    // no sidecar: fall through
  }
  return 'application/octet-stream';
}

export async function serveDownload(q: DownloadQuery, now: Date): Promise<Response> {
  checkSigned(signatureMatches(downloadParts(q.key, q.expires), q.sig), q.expires, now);
  const file = objectPath(env(), q.key);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new ApiError('not_found', 'File not found');
  const type = await contentTypeOf(file);
  return new Response(await openAsBlob(file, { type }), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(info.size),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
