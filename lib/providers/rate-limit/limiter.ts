import 'server-only';
import { env } from '@/lib/env';
import { redisLimiter } from './redis';
import { upstashLimiter } from './upstash';

// Per-user request budget over a one-minute window. In-process by default; a shared store takes over when
// configured (same result shape, same headers): Upstash (lib/providers/rate-limit/upstash.ts) for serverless hosts, a
// Redis server (lib/providers/rate-limit/redis.ts) for self-hosted ones. The in-process store is exact for one process
// only: with N instances each keeps its own count, so a user could spend N budgets. The embedded database
// is one process by construction (lib/providers/db/embedded.ts), so there it is all that is needed.

export interface RateLimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix ms when the window has room again. */
  reset: number;
}

export interface RateLimiter {
  limit(key: string, now: number): Promise<RateLimitResult>;
  /**
   * Gives back one request admitted for `key` at `at`: it turned out not to count (a sign-in whose password
   * was right, lib/auth/throttle.ts). Best effort: a store that cannot be reached keeps the request counted.
   */
  refund(key: string, at: number): Promise<void>;
}

const WINDOW_MS = 60_000;

/** One key's requests of the window, oldest first, from `head` on (older ones are dropped lazily). */
interface Log {
  times: number[];
  head: number;
}

/**
 * Sliding-window log: exact, O(requests in the window) memory per user. Each call drops the expired
 * times at the front of the key's log, so its cost does not grow with the budget: filtering the whole log
 * on every call made each request of a heavy client pay for the minute's requests before it (60,000 of
 * them at 1,000 a second, and a new array of them each time).
 */
export function memoryLimiter(max: number): RateLimiter {
  const logs = new Map<string, Log>();
  let lastSweep = 0;
  return {
    async limit(key, now) {
      const since = now - WINDOW_MS;
      if (now - lastSweep > WINDOW_MS) {
        for (const [k, log] of logs) if ((log.times.at(-1) ?? 0) <= since) logs.delete(k);
        lastSweep = now;
      }
      let log = logs.get(key);
      if (!log) {
        log = { times: [], head: 0 };
        logs.set(key, log);
      }
      const { times } = log;
      while (log.head < times.length && (times[log.head] ?? 0) <= since) log.head++;
      if (log.head > 1024 && log.head * 2 > times.length) {
        times.splice(0, log.head);
        log.head = 0;
      }
      const count = times.length - log.head;
      const success = count < max;
      if (success) times.push(now);
      const used = times.length - log.head;
      const reset = (times[log.head] ?? now) + WINDOW_MS;
      return { success, limit: max, remaining: Math.max(0, max - used), reset };
    },
    async refund(key, at) {
      const log = logs.get(key);
      if (!log) return;
      // Takes out the newest admitted time not after `at`: the refunded request's own (later ones are other
      // requests'). One that has already left the window gives nothing back.
      for (let i = log.times.length - 1; i >= log.head; i--) {
        if ((log.times[i] ?? Infinity) > at) continue;
        if ((log.times[i] ?? 0) > at - WINDOW_MS) log.times.splice(i, 1);
        return;
      }
    },
  };
}

type LimiterFactory = (max: number) => RateLimiter;
const holder = globalThis as unknown as {
  __travelLedgerLimiter?: RateLimiter;
  __limiterFactory?: LimiterFactory;
  __namedLimiters?: Map<string, RateLimiter>;
};

/**
 * Overrides the configured limiter (tests register one); `undefined` drops it and the cached instances.
 * @internal Tests use it too.
 */
export function setRateLimiterFactory(factory: LimiterFactory | undefined): void {
  holder.__limiterFactory = factory;
  holder.__travelLedgerLimiter = undefined;
  holder.__namedLimiters = undefined;
}

/**
 * A limiter with a budget of its own (sign-in attempts, reset emails) in the same store as the API's, so
 * it holds across instances when Upstash is configured. Callers prefix their keys (`signin:...`).
 */
export function limiterFor(name: string, max: number): RateLimiter {
  holder.__namedLimiters ??= new Map();
  const key = `${name}:${max}`;
  let limiter = holder.__namedLimiters.get(key);
  if (!limiter) {
    limiter = (holder.__limiterFactory ?? configuredFactory())(max);
    holder.__namedLimiters.set(key, limiter);
  }
  return limiter;
}

/** Upstash when both UPSTASH_REDIS_REST_* are set, else Redis with REDIS_URL, else the in-process window. */
function configuredFactory(): LimiterFactory {
  const { UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: token, REDIS_URL: redis } = env();
  if (url && token) return (max) => upstashLimiter(max, { url, token });
  return redis ? (max) => redisLimiter(max, { url: redis }) : memoryLimiter;
}

/** The process-wide limiter: a registered factory wins, else the configured store. Built on first use. */
export function rateLimiter(): RateLimiter {
  holder.__travelLedgerLimiter ??= (holder.__limiterFactory ?? configuredFactory())(env().rateLimitPerMinute);
  return holder.__travelLedgerLimiter;
}

export function rateLimitHeaders(r: RateLimitResult, now: number): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(r.limit),
    'X-RateLimit-Remaining': String(r.remaining),
    'X-RateLimit-Reset': String(Math.ceil(r.reset / 1000)),
  };
  if (!r.success) headers['Retry-After'] = String(Math.max(1, Math.ceil((r.reset - now) / 1000)));
  return headers;
}
