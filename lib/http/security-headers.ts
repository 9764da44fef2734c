import 'server-only';
import { env } from '@/lib/env';

// Browser security headers. The page policy is a strict CSP: scripts only with this response's nonce
// (Next.js puts it on its own scripts when it finds it in the request's CSP header, proxy.ts), and what
// those scripts load ('strict-dynamic'); no 'unsafe-inline' for scripts. Styles may be inline (React
// style attributes, Next's font CSS). Nothing may frame a page. Uploads PUT straight to the object store,
// so its origin is allowed for fetch.

/** Sent on every page and every API response (next.config.mjs adds them to static files too). */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
};

/** HSTS only where the public origin is https: a plain-http development server must stay reachable. */
export function transportHeaders(): Record<string, string> {
  const e = env();
  return e.NODE_ENV === 'production' && e.appUrl.startsWith('https://')
    ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
    : {};
}

function storeOrigin(): string {
  const e = env();
  if (e.S3_ENDPOINT) return new URL(e.S3_ENDPOINT).origin;
  return e.S3_BUCKET ? 'https://*.amazonaws.com' : '';
}

function oidcOrigin(): string {
  const issuer = env().AUTH_OIDC_ISSUER;
  return issuer ? new URL(issuer).origin : '';
}

export function contentSecurityPolicy(nonce: string): string {
  const dev = env().NODE_ENV === 'development';
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its stack traces; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${storeOrigin()}`.trim(),
    "object-src 'none'",
    // The service worker (app/sw.ts) and the installed app's manifest are the site's own files.
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    // Sign-in through the OIDC provider and Stripe's hosted pages are reached by form posts and redirects.
    `form-action 'self' ${oidcOrigin()} https://checkout.stripe.com https://billing.stripe.com`.replace(
      /\s+/g,
      ' ',
    ),
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

export function pageHeaders(nonce: string): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    ...transportHeaders(),
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Frame-Options': 'DENY',
  };
}
