import 'server-only';
import { NextRequest } from 'next/server';
import { ApiError } from '@/lib/core/errors';
import { readLimited } from '@/lib/http/body';
import { requestIdFrom } from '@/lib/http/request-id';
import { errorResponse } from '@/lib/http/respond';

// next-auth reads request bodies itself (a form post to /api/auth/callback/credentials, signin/*), in
// full: one unauthenticated 300 MB post used to run the server out of heap. Its handlers get the request
// only through this guard, which reads at most 64 KiB (a sign-in form is a few hundred bytes) and answers
// 413 past that, before next-auth sees anything: at once for a declared Content-Length, else as soon as
// the stream passes the limit. What it read is handed on as the body.

export const MAX_AUTH_BODY_BYTES = 64 * 1024;

type Handler = (req: NextRequest) => Promise<Response>;

export function withBodyLimit(handler: Handler, max = MAX_AUTH_BODY_BYTES): Handler {
  return async (req) => {
    if (!req.body) return handler(req);
    let body: Buffer;
    try {
      body = await readLimited(req, max);
    } catch (err) {
      if (err instanceof ApiError) return errorResponse(err, requestIdFrom(req.headers));
      throw err;
    }
    const headers = new Headers(req.headers);
    headers.delete('content-length'); // recomputed from the bytes actually read
    return handler(new NextRequest(req.url, { method: req.method, headers, body: new Uint8Array(body) }));
  };
}
