import {
  PAGE_CACHE_PREFIX,
  SAVED_AT_HEADER,
  SERVICE_WORKER_URL,
  type WorkerMessage,
} from '@/lib/core/offline';

// The page's side of the service worker (app/sw.ts): registering it, asking it to keep pages, and
// forgetting every kept page (sign-out). Browser only.

/** Registers the worker once per page load; a browser without service workers simply has no offline use. */
export function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => null);
}

async function tell(message: WorkerMessage): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** Keeps these pages of the signed-in user for offline reading (fetched by the worker unless fresh). */
export function keepPages(urls: string[]): void {
  void tell({ type: 'keep', urls });
}

/** Every kept page of every user, gone: at sign-out and on the signed-out pages. */
export async function forgetPages(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: 'forget' } satisfies WorkerMessage);
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PAGE_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/** When the copy of this page kept for offline reading was saved; null when none is kept. */
export async function savedAt(url: string): Promise<Date | null> {
  if (!('caches' in window)) return null;
  for (const name of (await caches.keys()).filter((n) => n.startsWith(PAGE_CACHE_PREFIX))) {
    const hit = await (await caches.open(name)).match(url);
    const at = hit?.headers.get(SAVED_AT_HEADER);
    if (at) return new Date(at);
  }
  return null;
}
