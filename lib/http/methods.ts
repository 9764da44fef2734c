import { ApiError } from '@/lib/core/errors';
import { errorRoute, type RouteHandler } from './route';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** Marks the handlers that answer for a method or path that does not exist (no contract, not documented). */
const FALLBACK = Symbol.for('travel-ledger.fallback');
const fallback = (handler: RouteHandler): RouteHandler => Object.assign(handler, { [FALLBACK]: true });

/**
 * Whether a route file's export is a 405 or unknown-path fallback rather than an operation.
 * @internal Tests use it too.
 */
export const isFallback = (handler: unknown): boolean => typeof handler === 'function' && FALLBACK in handler;

/**
 * A route file's exports: the methods it offers, and 405 `method_not_allowed` with an `Allow` header (in
 * the one error envelope, with a request id) for the others.
 */
export function methods(handlers: Partial<Record<Method, RouteHandler>>): Record<Method, RouteHandler> {
  const allow = METHODS.filter((m) => handlers[m]).join(', ');
  const notAllowed = fallback(
    errorRoute(new ApiError('method_not_allowed', `Use ${allow} on this path`, undefined, { Allow: allow })),
  );
  return Object.fromEntries(METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as Record<
    Method,
    RouteHandler
  >;
}

/** Every method of an unknown /api/v1 path: 404 `not_found`, with or without a token. */
export const unknownPath = fallback(errorRoute(new ApiError('not_found', 'No such endpoint')));
