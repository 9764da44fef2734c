import { NextResponse, type NextRequest } from 'next/server';
import { ApiError } from '@/lib/core/errors';
import { CORS_HEADERS } from './cors';
import { OPTIONS_PREFIX } from './preflight-path';
import { requestIdFrom } from './request-id';
import { errorResponse } from './respond';

// What proxy.ts decides for /api/v1 before any route is matched, because Next.js would answer these
// itself, outside the error envelope: a method it does not know (TRACE, PROPFIND...: a bare 400), a path
// with a malformed percent-escape (`%ff`: a text/plain 500). OPTIONS goes to the catch-all route, which
// knows each path's methods (lib/http/preflight.ts).

const KNOWN = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function envelope(req: NextRequest, error: ApiError): NextResponse {
  const requestId = requestIdFrom(req.headers);
  const res = errorResponse(error, requestId);
  const headers = new Headers(res.headers);
  headers.set('X-Request-Id', requestId);
  headers.set('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(CORS_HEADERS)) headers.set(k, v);
  return new NextResponse(res.body, { status: res.status, headers });
}

function decodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** A finished answer for a request the routes cannot take, a rewrite for OPTIONS, else undefined. */
export function apiGate(req: NextRequest): NextResponse | undefined {
  const { pathname } = req.nextUrl;
  if (!KNOWN.has(req.method)) {
    return envelope(
      req,
      new ApiError('method_not_allowed', `${req.method} is not supported: OPTIONS lists this path's methods`),
    );
  }
  if (!decodes(pathname)) {
    return envelope(
      req,
      new ApiError('validation_error', 'The path has a malformed percent-escape', [
        { path: 'path', message: 'Use valid UTF-8 percent-escapes' },
      ]),
    );
  }
  // The catch-all route needs a segment: /api/v1 itself (also what `/api/v1/x/..` normalizes to) would
  // be Next's HTML 404 page.
  if (pathname === '/api/v1' || pathname === '/api/v1/') {
    return envelope(req, new ApiError('not_found', 'No such endpoint: see /api/v1/openapi.json'));
  }
  if (req.method === 'OPTIONS' && !pathname.startsWith(OPTIONS_PREFIX)) {
    const target = req.nextUrl.clone();
    target.pathname = `${OPTIONS_PREFIX}${pathname.slice('/api/v1'.length)}`;
    return NextResponse.rewrite(target);
  }
  return undefined;
}
