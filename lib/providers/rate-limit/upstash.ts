import 'server-only';
import { Ratelimit } from '@upstash/ratelimit';
import { Redis } from '@upstash/redis';
import { memoryLimiter, type RateLimiter } from './limiter';

// The shared limiter (docs/api-guide.md §1): with UPSTASH_REDIS_REST_URL/TOKEN set, every app instance spends one
// budget per user in Upstash Redis (Ratelimit's sliding window, weighted over two fixed one-minute buckets).
//
// When Upstash fails (unreachable, wrong token, an error reply, or slower than TIMEOUT_MS) the request is
// limited by an in-process sliding window instead, and one warning line is logged (at most one per
// LOG_EVERY_MS per instance, with the number of failures since the last line). Rationale: a store outage
// must never turn into 500s for clients (our infrastructure, not their fault), and failing open (no limit
// at all, Ratelimit's own behaviour on timeout) would drop the protection exactly when something is wrong.
// During an outage the budget is per instance rather than shared: at worst N instances allow N × max.
//
// rate-limit.ts imports this module and this module imports memoryLimiter back: a safe cycle, as both
// sides only call each other's function declarations at request time, never while loading.
//
// Ratelimit reads the clock itself (`Date.now()` inside Redis's script arguments): the `now` passed to
// limit() only drives the fallback.

const TIMEOUT_MS = 1_000;
const LOG_EVERY_MS = 10_000;
const DEFAULT_PREFIX = 'tl:rl';

export interface UpstashLimiterOptions {
  url: string;
  token: string;
  /** Key prefix in Redis. Default `tl:rl`; change it only to separate deployments sharing one database. */
  prefix?: string;
}

export function upstashLimiter(max: number, opts: UpstashLimiterOptions): RateLimiter {
  const ratelimit = new Ratelimit({
    // One quick retry instead of the client's default five with exponential backoff (~4 s when the store is
    // down): a failing store should cost a request milliseconds before the fallback answers.
    redis: new Redis({ url: opts.url, token: opts.token, retry: { retries: 1, backoff: () => 20 } }),
    limiter: Ratelimit.slidingWindow(max, '1 m'),
    prefix: opts.prefix ?? DEFAULT_PREFIX,
    analytics: false,
    timeout: TIMEOUT_MS,
  });
  const fallback = memoryLimiter(max);
  let lastLog = -Infinity;
  let unlogged = 0;

  function warn(reason: string, now: number): void {
    unlogged++;
    if (now - lastLog < LOG_EVERY_MS) return;
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'rate_limit_store_unavailable',
        fallback: 'memory',
        reason: reason.slice(0, 200), // an UpstashError quotes the command (a Lua script on EVAL)
        failures: unlogged,
      }),
    );
    lastLog = now;
    unlogged = 0;
  }

  return {
    async limit(key, now) {
      try {
        const r = await ratelimit.limit(key);
        // On timeout Ratelimit answers success with limit 0 (fail open): treat it as an outage instead.
        if (r.reason === 'timeout') throw new Error(`no answer within ${TIMEOUT_MS} ms`);
        return { success: r.success, limit: r.limit, remaining: r.remaining, reset: r.reset };
      } catch (err) {
        warn(err instanceof Error ? err.message : String(err), now);
        return fallback.limit(key, now);
      }
    },
    async refund(key, at) {
      try {
        // A negative rate takes one request off the current bucket (Ratelimit skips the limit check for it
        // and drops the key from its in-process block cache).
        const r = await ratelimit.limit(key, { rate: -1 });
        if (r.reason === 'timeout') throw new Error(`no answer within ${TIMEOUT_MS} ms`);
      } catch (err) {
        warn(err instanceof Error ? err.message : String(err), at);
        await fallback.refund(key, at);
      }
    },
  };
}
