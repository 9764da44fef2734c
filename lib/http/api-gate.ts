import { ApiError } from '@/lib/core/errors';
import { OPTIONS_PREFIX } from './preflight-path';

// What is decided for /api/v1 at the HTTP server, before Next.js routes the request (lib/http/server-gate.ts),
// because Next.js would answer these itself, outside the error envelope: a method it does not know (a bare
// 400; TRACE even a 500), a path with a malformed percent-escape (`%ff`: a text/plain 500), /api/v1 itself
// (an HTML 404). OPTIONS goes to the catch-all route, which knows each path's methods (preflight.ts).
// Deciding here rather than in proxy.ts keeps API bodies away from the proxy's body copy.

const KNOWN = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type GateDecision = { error: ApiError } | { rewrite: string } | undefined;

function decodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** `rawUrl` as the request line has it (path and query, escapes untouched). */
export function apiGateDecision(method: string, rawUrl: string): GateDecision {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://gate'); // resolves `..` like the router will, keeps escapes as they are
  } catch {
    return { error: new ApiError('validation_error', 'The request path is malformed') };
  }
  const { pathname } = url;
  if (pathname !== '/api/v1' && !pathname.startsWith('/api/v1/')) {
    return KNOWN.has(method) ? undefined : unsupported(method); // a bare 500 on any path otherwise
  }
  if (!KNOWN.has(method)) return unsupported(method);
  if (!decodes(pathname)) {
    return {
      error: new ApiError('validation_error', 'The path has a malformed percent-escape', [
        { path: 'path', message: 'Use valid UTF-8 percent-escapes' },
      ]),
    };
  }
  if (pathname === '/api/v1' || pathname === '/api/v1/') {
    return { error: new ApiError('not_found', 'No such endpoint: see /api/v1/openapi.json') };
  }
  if (method === 'OPTIONS' && !pathname.startsWith(OPTIONS_PREFIX)) {
    return { rewrite: `${OPTIONS_PREFIX}${pathname.slice('/api/v1'.length)}${url.search}` };
  }
  return undefined;
}

const unsupported = (method: string): GateDecision => ({
  error: new ApiError('method_not_allowed', `${method} is not supported: OPTIONS lists this path's methods`),
});
