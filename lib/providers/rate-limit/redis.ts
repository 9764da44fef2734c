import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiter } from './limiter';

// The shared limiter of a self-hosted deployment (REDIS_URL): every instance spends one budget per user in a
// Redis server, through rate-limiter-flexible (one atomic script per request: increment and read the
// window's expiry). Redis rather than the PostgreSQL server itself: the limiter is on every request's path,
// and in PostgreSQL each request would be a committed write (a WAL flush, a dead row for vacuum) taking a
// connection from the pool the request needs for its own queries; Redis answers from memory in a fraction
// of a millisecond. The window is fixed, one minute from the key's first request (Upstash's is a weighted
// sliding window): within it the budget is exact across instances.
//
// When Redis fails (down, or slower than TIMEOUT_MS), the library's insurance limiter answers instead: the
// in-process window, per instance, until Redis is back. Rationale as for Upstash (lib/providers/rate-limit/upstash.ts):
// a store outage must neither answer 500 nor drop the limit altogether.

const TIMEOUT_MS = 1_000;
const DEFAULT_PREFIX = 'tl:rl';

const clients = new Map<string, Redis>();

function client(url: string): Redis {
  let c = clients.get(url);
  if (!c) {
    // Commands wait for the first connection (the process's first requests are counted in Redis too); while
    // Redis is unreachable, one retry and a 1 s timeout bound the wait before the insurance limiter answers.
    c = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: TIMEOUT_MS,
      commandTimeout: TIMEOUT_MS,
    });
    c.on('error', () => undefined); // each failure is answered by the insurance limiter; ioredis reconnects
    clients.set(url, c);
  }
  return c;
}

export function redisLimiter(max: number, opts: { url: string; prefix?: string }): RateLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: client(opts.url),
    keyPrefix: `${opts.prefix ?? DEFAULT_PREFIX}:${max}`,
    points: max,
    duration: 60,
    insuranceLimiter: new RateLimiterMemory({ points: max, duration: 60 }),
  });
  return {
    async limit(key, now) {
      try {
        const r = await limiter.consume(key);
        return { success: true, limit: max, remaining: r.remainingPoints, reset: now + r.msBeforeNext };
      } catch (rejected) {
        if (!(rejected instanceof RateLimiterRes)) throw rejected;
        return { success: false, limit: max, remaining: 0, reset: now + rejected.msBeforeNext };
      }
    },
    async refund(key) {
      // One point back in the key's window (or in the insurance limiter's, while Redis is down).
      await limiter.reward(key, 1).catch(() => undefined);
    },
  };
}
