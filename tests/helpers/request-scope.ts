import type { WorkStore } from 'next/dist/server/app-render/work-async-storage.external';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';

// A server action run the way Next runs one: inside a request's scope, where headers() reads the request's
// headers and cookies() may set the response's. What the action set and how it ended are returned, so a
// test sees a sign-in's session cookie and its redirect (Next's redirect() throws). Needs the global
// AsyncLocalStorage of tests/helpers/next-runtime.ts.

export interface ActionRun<T> {
  /** What the action returned; undefined when it threw. */
  result?: T;
  /** What it threw: Next's redirect (its `digest` names the target), or an error. */
  thrown?: unknown;
  /** The Set-Cookie values of the response, the session cookie of a sign-in among them. */
  cookies: string[];
}

export async function runInRequest<T>(
  headers: Record<string, string>,
  action: () => Promise<T>,
): Promise<ActionRun<T>> {
  const url = new URL('http://127.0.0.1:3000/');
  const cookies: string[] = [];
  // Only the fields headers() and cookies() read: the route, and that it renders dynamically.
  const work = { route: url.pathname, page: url.pathname, forceStatic: false } as unknown as WorkStore;
  type StoreRequest = Parameters<typeof createRequestStoreForAPI>[0];
  const request = createRequestStoreForAPI(
    { headers: { host: url.host, ...headers } } as unknown as StoreRequest, // the store reads only its headers
    url,
    { tags: [], expirationsByCacheKind: new Map() },
    (set) => cookies.splice(0, cookies.length, ...set),
    undefined,
    undefined,
  );
  return workAsyncStorage.run(work, () =>
    workUnitAsyncStorage.run(request, async () => {
      try {
        return { result: await action(), cookies };
      } catch (thrown) {
        return { thrown, cookies };
      }
    }),
  );
}
