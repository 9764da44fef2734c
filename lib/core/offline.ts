// The names the server, the pages and the service worker (app/sw.ts) share for offline use (issue 40).
// Nothing else: this module is bundled into the service worker too.

/** Where the service worker is served (app/serwist/[path]/route.ts), with scope '/'. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

/**
 * On a signed-in page's answer (proxy.ts): an opaque key of the user (lib/auth/offline-key.ts). The worker
 * keeps a page only when it carries one, in that user's cache, and drops every other user's cache then.
 */
export const OFFLINE_USER_HEADER = 'X-Offline-User';

/** Pages kept for offline reading, one cache per user: `tl-pages-<key>`. */
export const PAGE_CACHE_PREFIX = 'tl-pages-';

/** On a kept page: when it was saved, ISO (the offline line says "what you saw at …"). */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** Messages a page sends the worker. */
export type WorkerMessage = { type: 'keep'; urls: string[] } | { type: 'forget' };
