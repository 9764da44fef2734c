import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { auth } from '@/lib/auth/session';

// Signed-out visitors of app pages go to /sign-in (pages still check the session themselves).
// Only the app's page paths are matched: never /api, /docs, /_next or static files.

const guard = auth((req) => {
  if (req.auth) return NextResponse.next();
  return NextResponse.redirect(new URL('/sign-in', req.nextUrl.origin));
});

type ProxyHandler = (req: NextRequest, ev: NextFetchEvent) => Promise<Response | undefined>;

export async function proxy(req: NextRequest, ev: NextFetchEvent) {
  // lib/auth/session.ts configures next-auth lazily, so `auth(handler)` hands back a promise of the handler
  // (next-auth's types do not say so), called like a middleware with (request, event).
  const handler = (await guard) as unknown as ProxyHandler;
  return handler(req, ev);
}

export const config = {
  matcher: [
    '/dashboard/:path*',
    '/assignments/:path*',
    '/tax-home/:path*',
    '/expenses/:path*',
    '/mileage/:path*',
    '/credentials/:path*',
    '/income-documents/:path*',
    '/imports/:path*',
    '/compare/:path*',
    '/profitability/:path*',
    '/state-income/:path*',
    '/settings/:path*',
    '/notifications/:path*',
  ],
};
