import 'server-only';
import { ApiError } from '@/lib/core/errors';
import { openApiDocument } from '@/lib/openapi/document';
import { preflightHeaders } from './cors';
import { OPTIONS_PREFIX } from './preflight-path';
import { errorRoute, type RouteHandler } from './route';
import { requestIdFrom } from './request-id';

// OPTIONS on any /api/v1 path (proxy.ts rewrites it to /api/v1/__options/<path>, answered by the catch-all
// route): the path's own methods in `Allow` and in the CORS preflight headers, taken from the OpenAPI
// document, which lists every operation. An unknown path is 404 like any other method on it.

// The order `Allow` lists them in (the order of lib/http/methods.ts, HEAD after GET).
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function templateToPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

let table: { pattern: RegExp; methods: string[] }[] | undefined;

function methodTable(origin: string) {
  table ??= Object.entries(openApiDocument(origin).paths).map(([template, item]) => {
    const has = (m: string) => m.toLowerCase() in item || (m === 'HEAD' && 'get' in item);
    return { pattern: templateToPattern(template), methods: [...ORDER.filter(has), 'OPTIONS'] };
  });
  return table;
}

/** The methods a path offers, or null when no operation lives there. */
export function methodsOf(pathname: string, origin: string): string[] | null {
  return methodTable(origin).find((r) => r.pattern.test(pathname))?.methods ?? null;
}

const notFound = errorRoute(new ApiError('not_found', 'No such endpoint'));

export const preflight: RouteHandler = async (req, context) => {
  const url = new URL(req.url);
  const path = url.pathname.startsWith(OPTIONS_PREFIX)
    ? `/api/v1${url.pathname.slice(OPTIONS_PREFIX.length)}`
    : url.pathname;
  const methods = methodsOf(path, url.origin);
  if (!methods) return notFound(req, context);
  return new Response(null, {
    status: 204,
    headers: {
      Allow: methods.join(', '),
      ...preflightHeaders(methods),
      'X-Request-Id': requestIdFrom(req.headers),
    },
  });
};
