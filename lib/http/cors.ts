// CORS for /api/v1 (browser-based third-party clients): any origin may call with a Bearer token, never
// with credentials (no cookies are read by the API, so `Access-Control-Allow-Credentials` is never sent).
// The headers a client needs to read are exposed.

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'X-Request-Id, X-Total-Count, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, WWW-Authenticate, Allow, Idempotent-Replayed',
};

/** A preflight's answer for a path offering `methods`. */
export function preflightHeaders(methods: string[]): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'Access-Control-Allow-Methods': methods.join(', '),
    'Access-Control-Allow-Headers':
      'Authorization, Content-Type, X-Request-Id, Idempotency-Key, Stripe-Signature',
    'Access-Control-Max-Age': '600',
  };
}
