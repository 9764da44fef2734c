import 'server-only';
import { ApiError } from '@/lib/core/errors';
import { preflightHeaders } from './cors';
import { OPTIONS_PREFIX } from './preflight-path';
import { errorRoute, type RouteHandler } from './route';
import { requestIdFrom } from './request-id';

// OPTIONS on any /api/v1 path (proxy.ts rewrites it to /api/v1/__options/<path>, answered by the catch-all
// route): the path's own methods in `Allow` and in the CORS preflight headers, taken from the contracts of
// the operations served (the same ones the OpenAPI document lists). An unknown path is 404 like any other
// method on it.

// The order `Allow` lists them in (the order of lib/http/methods.ts, HEAD after GET).
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function templateToPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** An operation as its contract names it: '/api/v1/expenses/{id}' and 'PATCH'. */
export interface Operation {
  path: string;
  method: string;
}

function methodTable(operations: readonly Operation[]) {
  const byPath = new Map<string, Set<string>>();
  for (const op of operations) byPath.set(op.path, (byPath.get(op.path) ?? new Set()).add(op.method));
  return [...byPath].map(([template, own]) => {
    const has = (m: string) => own.has(m) || (m === 'HEAD' && own.has('GET'));
    return { pattern: templateToPattern(template), methods: [...ORDER.filter(has), 'OPTIONS'] };
  });
}

/** The methods a path offers, or null when no operation lives there. */
export function methodsOf(pathname: string, operations: readonly Operation[]): string[] | null {
  return methodTable(operations).find((r) => r.pattern.test(pathname))?.methods ?? null;
}

const notFound = errorRoute(new ApiError('not_found', 'No such endpoint'));

/** The OPTIONS handler of the catch-all route, over the operations the route files serve. */
export function preflightFor(operations: () => readonly Operation[]): RouteHandler {
  let table: readonly Operation[] | undefined;
  return async (req, context) => {
    table ??= operations();
    return answer(req, context, table);
  };
}

async function answer(req: Request, context: Parameters<RouteHandler>[1], operations: readonly Operation[]) {
  const url = new URL(req.url);
  const path = url.pathname.startsWith(OPTIONS_PREFIX)
    ? `/api/v1${url.pathname.slice(OPTIONS_PREFIX.length)}`
    : url.pathname;
  const methods = methodsOf(path, operations);
  if (!methods) return notFound(req, context);
  return new Response(null, {
    status: 204,
    headers: {
      Allow: methods.join(', '),
      ...preflightHeaders(methods),
      'X-Request-Id': requestIdFrom(req.headers),
    },
  });
}
