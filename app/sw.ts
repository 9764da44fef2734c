/// <reference lib="webworker" />
// The service worker (issue 40), built by Serwist (app/serwist/[path]/route.ts bundles this file with
// esbuild at `next build`) and served at /serwist/sw.js with scope '/'.
//
// - The app's static files (scripts, styles, fonts, icons) are precached: the shell starts without a signal.
// - Signed-in pages the worker opens are kept for offline reading, in a cache of that user's own
//   (`tl-pages-<key>`, the key from the page's X-Offline-User header, proxy.ts): when a page of another
//   user arrives, or a signed-out page (sign-in), every other cache of pages is dropped first, and a page
//   asks for them all to be dropped at sign-out (components/offline/forget.ts). Offline, a page is
//   answered from that cache, else with a short page saying it was not opened on this device.
// - Nothing else is handled: API calls (with their Authorization), /api/auth, uploads, server actions and
//   form posts go to the network as if there were no worker, and are never stored.
import { Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import {
  OFFLINE_USER_HEADER,
  PAGE_CACHE_PREFIX,
  SAVED_AT_HEADER,
  type WorkerMessage,
} from '@/lib/core/offline';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Pages kept per user: the newest ones, enough for the sections a worker opens in a week. */
const MAX_PAGES = 40;
/** A page kept this recently is not fetched again just to keep it (a page's `keep` after a client navigation). */
const FRESH_MS = 2 * 60 * 1000;
/** Signed-out pages: reaching one means nobody is signed in on this device any more. */
const SIGNED_OUT = ['/sign-in', '/sign-up', '/account-deleted'];

const isPageCache = (name: string) => name.startsWith(PAGE_CACHE_PREFIX);

/** Drops every user's kept pages but `keep`'s. */
async function dropPages(keep?: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => isPageCache(n) && n !== keep).map((n) => caches.delete(n)));
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const saved = await Promise.all(
    keys.map(async (k) => ({ k, at: (await cache.match(k))?.headers.get(SAVED_AT_HEADER) ?? '' })),
  );
  saved.sort((a, b) => (a.at < b.at ? 1 : -1));
  await Promise.all(saved.slice(MAX_PAGES).map(({ k }) => cache.delete(k)));
}

/** Keeps a signed-in page's answer under its user; a signed-out page drops every user's pages. */
async function remember(url: string, res: Response): Promise<void> {
  const key = res.headers.get(OFFLINE_USER_HEADER);
  const path = new URL(res.url || url).pathname;
  if (!key) {
    if (res.ok && SIGNED_OUT.some((p) => path === p || path.startsWith(`${p}/`))) await dropPages();
    return;
  }
  if (res.status !== 200 || res.type !== 'basic' || res.redirected) return;
  const name = `${PAGE_CACHE_PREFIX}${key}`;
  await dropPages(name); // another user's pages never stay beside this user's
  const headers = new Headers(res.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await res.blob();
  const cache = await caches.open(name);
  await cache.put(url, new Response(body, { status: 200, statusText: res.statusText, headers }));
  await trim(cache);
}

async function keptPage(url: string): Promise<Response | undefined> {
  const names = (await caches.keys()).filter(isPageCache);
  for (const name of names) {
    const cache = await caches.open(name);
    const hit = (await cache.match(url)) ?? (await cache.match(url, { ignoreSearch: true }));
    if (hit) return hit;
  }
  return undefined;
}

/** Offline, a page never opened on this device: a plain page in the app's colors, no script. */
function notKept(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Travel Ledger</title>
<style>body{font:16px/1.5 system-ui,-apple-system,sans-serif;margin:0;padding:2rem 1rem;background:#f7f8fa;color:#111827}
main{max-width:28rem;margin:auto}a{color:#0f766e}@media (prefers-color-scheme:dark){body{background:#0b1120;color:#e6eaf2}a{color:#2dd4bf}}</style>
</head><body><main><h1>You are offline</h1>
<p>This page has not been opened on this device yet, so there is no copy to show.</p>
<p><a href="/capture">Capture</a> still works: what you log there waits on this device and is sent when you are back online.</p>
<p><a href="/dashboard">Dashboard</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** A page: from the network (kept when it is a signed-in one), else the copy kept of it, else notKept. */
async function page({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  try {
    const res = await fetch(request);
    event.waitUntil(remember(request.url, res.clone()));
    return res;
  } catch {
    return (await keptPage(request.url)) ?? notKept();
  }
}

/** A page the app asks to keep (opened by a client-side navigation, or Capture for later): fetched once. */
async function keep(url: string): Promise<void> {
  const kept = await keptPage(url);
  const at = kept?.headers.get(SAVED_AT_HEADER);
  if (at && Date.now() - Date.parse(at) < FRESH_MS) return;
  try {
    const res = await fetch(url, { credentials: 'same-origin', redirect: 'manual' });
    await remember(url, res);
  } catch {
    // Offline: the page stays as it was kept.
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Page loads of this site, GET only (a form post is never replayed or kept), never the API.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        request.mode === 'navigate' &&
        request.method === 'GET' &&
        !url.pathname.startsWith('/api/') &&
        !request.headers.has('Authorization'),
      handler: page,
    },
  ],
});
serwist.addEventListeners();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'forget') event.waitUntil(dropPages());
  else if (message?.type === 'keep') {
    const same = message.urls.filter((u) => new URL(u, self.location.origin).origin === self.location.origin);
    event.waitUntil(Promise.all(same.map((u) => keep(new URL(u, self.location.origin).href))));
  }
});
