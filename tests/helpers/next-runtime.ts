import { AsyncLocalStorage } from 'node:async_hooks';

// What `next start` installs before it loads the app (next/dist/server/node-environment-baseline.js): the
// global AsyncLocalStorage that Next's request scope (headers(), cookies()) is built on. Without it Next
// falls back to a storage that is never in scope, and no server action that signs in (next-auth's signIn
// reads both) could run under vitest (tests/helpers/request-scope.ts). Imported first by api-setup.ts,
// before any module of Next loads. Outside a scope, headers() still throws as it did.

const runtime = globalThis as { AsyncLocalStorage?: unknown };
if (typeof runtime.AsyncLocalStorage !== 'function') runtime.AsyncLocalStorage = AsyncLocalStorage;
