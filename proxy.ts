import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { offlineKey } from '@/lib/auth/offline-key';
import { auth } from '@/lib/auth/session';
import { OFFLINE_USER_HEADER } from '@/lib/core/offline';
import { pageHeaders } from '@/lib/http/security-headers';

// Runs before every page (never /api, /_next or static files): a fresh CSP nonce per request, put on the
// request's own CSP header so that Next.js adds it to its scripts, and the security headers on the answer;
// a cross-site form post is refused; signed-out visitors of app pages go to /sign-in (pages still check
// the session themselves). API requests are gated at the HTTP server instead (lib/http/server-gate.ts),
// so that their bodies are never copied for the proxy.

const APP_SECTIONS = [
  '/capture',
  '/dashboard',
  '/assignments',
  '/tax-home',
  '/expenses',
  '/mileage',
  '/credentials',
  '/compare',
  '/profitability',
  '/state-income',
  '/settings',
  '/notifications',
  '/income-documents',
  '/tax-preparer',
  '/imports',
  '/files',
];

const isAppPage = (pathname: string) =>
  APP_SECTIONS.some((s) => pathname === s || pathname.startsWith(`${s}/`));

type ProxyHandler = (req: NextRequest, ev: NextFetchEvent) => Promise<Response | undefined>;

/**
 * A signed-in page names its user's offline key (lib/auth/offline-key.ts): the service worker (app/sw.ts)
 * keeps it for offline reading under that user only.
 */
function forUser(res: NextResponse, uid: number | undefined): NextResponse {
  if (Number.isInteger(uid) && (uid ?? 0) > 0) res.headers.set(OFFLINE_USER_HEADER, offlineKey(uid ?? 0));
  return res;
}

/** next-auth's `auth(handler)`: the session is on `req.auth`. */
async function signedInOnly(req: NextRequest, ev: NextFetchEvent, next: () => NextResponse) {
  // lib/auth/session.ts configures next-auth lazily, so `auth(handler)` hands back a promise of the handler
  // (next-auth's types do not say so), called like a middleware with (request, event).
  const guard = auth((r) =>
    r.auth ? forUser(next(), r.auth.uid) : NextResponse.redirect(new URL('/sign-in', r.nextUrl.origin)),
  ) as unknown as Promise<ProxyHandler>;
  return (await guard)(req, ev);
}

/**
 * Where a POST from anywhere is the point: the digest's one-click unsubscribe (RFC 8058), which mail
 * providers and webmail send from their own origins; the signed token in its address is the credential, so
 * a cross-site request cannot forge one (app/unsubscribe/route.ts).
 */
const OPEN_POSTS = new Set(['/unsubscribe']);

/**
 * A form post (server action) from another site: Next.js compares Origin with Host too, but answers with a
 * 500 error page; a cross-site form post is the client's doing, so it is 403 here.
 */
function foreignPost(req: NextRequest): boolean {
  if (req.method !== 'POST' || OPEN_POSTS.has(req.nextUrl.pathname)) return false;
  const origin = req.headers.get('origin');
  if (!origin) return false; // not a browser's cross-site request: browsers always send Origin on POST
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // `null` or garbage
  }
}

export async function proxy(req: NextRequest, ev: NextFetchEvent) {
  if (foreignPost(req)) {
    return new NextResponse('Forbidden: this form may only be sent from this site', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const headers = pageHeaders(nonce);
  const forwarded = new Headers(req.headers);
  forwarded.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '');
  const next = () => NextResponse.next({ request: { headers: forwarded } });
  const res = (isAppPage(req.nextUrl.pathname) ? await signedInOnly(req, ev, next) : next()) ?? next();
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

export const config = {
  matcher: [
    // Pages: everything but Next's assets, files with an extension and the API routes.
    '/((?!_next/|api/|favicon\\.ico|.*\\.[A-Za-z0-9]+$).*)',
  ],
};
