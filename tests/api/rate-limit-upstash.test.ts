import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { setRateLimiterFactory } from '@/lib/providers/rate-limit/limiter';
import { upstashLimiter } from '@/lib/providers/rate-limit/upstash';
import { call, newUser } from '../helpers/http';
import { startUpstashShim, type UpstashShim } from '../helpers/upstash-shim';

// The shared limiter against a real Redis behind the Upstash-REST shim. No Redis → beforeAll throws and
// every test here fails: CI has Redis, and a silently skipped limiter test would prove nothing.

const KEYS = ['UPSTASH_REDIS_REST_URL', 'UPSTASH_REDIS_REST_TOKEN', 'RATE_LIMIT_PER_MINUTE'] as const;
type Key = (typeof KEYS)[number];
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]])) as Record<Key, string | undefined>;

function setEnv(values: Record<Key, string | undefined>): void {
  for (const k of KEYS) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  resetEnvCache();
  setRateLimiterFactory(undefined); // drop the cached limiter: the next request builds one from this env
}

/** Ratelimit weighs the previous one-minute bucket: don't let a burst straddle a bucket edge. */
async function clearOfWindowEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 3_000) await new Promise((r) => setTimeout(r, left + 50));
}

async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

let shim: UpstashShim;

beforeAll(async () => {
  // A namespace of its own: user ids restart with each test database, Redis keys outlive the run.
  shim = await startUpstashShim({ namespace: `test:${randomUUID()}:` });
  setEnv({
    UPSTASH_REDIS_REST_URL: shim.url,
    UPSTASH_REDIS_REST_TOKEN: shim.token,
    RATE_LIMIT_PER_MINUTE: '3',
  });
});

afterAll(async () => {
  setEnv(saved); // the other API files need the default limiter and budget back
  await shim?.close();
});

beforeEach(clearOfWindowEdge);

describe('rate limit with Upstash configured', () => {
  it('answers the 4th request of a minute with 429 rate_limited and the budget headers', async () => {
    const before = shim.requests();
    const u = await newUser(); // its GET /me spends the first
    const second = await u.call('GET', '/api/v1/assignments');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-ratelimit-limit')).toBe('3');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(shim.requests()).toBeGreaterThan(before); // the shared store answered, not the memory window
    expect((await u.call('GET', '/api/v1/assignments')).headers.get('x-ratelimit-remaining')).toBe('0');

    const limited = await u.call('GET', '/api/v1/assignments');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);

    const other = await newUser();
    expect((await other.call('GET', '/api/v1/assignments')).status).toBe(200);
    expect((await call('GET', '/api/v1/health')).status).toBe(200); // exempt
    expect((await call('GET', '/api/v1/health')).headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('shares one budget between app instances', async () => {
    const a = upstashLimiter(3, { url: shim.url, token: shim.token });
    const b = upstashLimiter(3, { url: shim.url, token: shim.token });
    const key = `user:shared-${randomUUID()}`;
    const now = Date.now();
    const seen = [];
    for (const limiter of [a, b, a, b, a]) {
      const r = await limiter.limit(key, now);
      seen.push([r.success, r.remaining]);
    }
    expect(seen).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect((await b.limit(`user:other-${randomUUID()}`, now)).success).toBe(true);
  });

  it('falls back to the in-process window, with one log line, when the store fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const down = upstashLimiter(2, { url: `http://127.0.0.1:${await closedPort()}`, token: 't' });
      const wrongToken = upstashLimiter(2, { url: shim.url, token: 'not-the-token' });
      for (const limiter of [down, wrongToken]) {
        const now = Date.now();
        const results = [];
        for (let i = 0; i < 3; i++) results.push(await limiter.limit('user:fallback', now));
        expect(results.map((r) => [r.success, r.limit, r.remaining])).toEqual([
          [true, 2, 1],
          [true, 2, 0],
          [false, 2, 0],
        ]);
      }
      expect(warn).toHaveBeenCalledTimes(2); // one line per failing instance, not one per request
      expect(String(warn.mock.calls[0]?.[0])).toContain('rate_limit_store_unavailable');
    } finally {
      warn.mockRestore();
    }
  });
});
