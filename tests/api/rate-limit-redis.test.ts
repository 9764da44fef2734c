import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { allowSignIn, SIGN_IN_PER_ACCOUNT } from '@/lib/auth/throttle';
import { setRateLimiterFactory } from '@/lib/providers/rate-limit/limiter';
import { redisLimiter } from '@/lib/providers/rate-limit/redis';
import { newUser } from '../helpers/http';

// The self-hosted shared limiter (REDIS_URL) against the real Redis on 127.0.0.1:6379 (scripts/ensure-redis.sh).
// Two limiters built separately stand for two instances: they spend one budget. No Redis → these fail: CI has it.

const REDIS = 'redis://127.0.0.1:6379';
const prefix = `test:${randomUUID()}`;

const budget = process.env.RATE_LIMIT_PER_MINUTE;
afterAll(() => {
  process.env.RATE_LIMIT_PER_MINUTE = budget;
  resetEnvCache();
  setRateLimiterFactory(undefined);
});

describe('the Redis limiter', () => {
  it('is exact across instances: a budget of 5 answers 5, then refuses, whichever one is asked', async () => {
    const a = redisLimiter(5, { url: REDIS, prefix });
    const b = redisLimiter(5, { url: REDIS, prefix });
    const now = Date.now();
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await (i % 2 ? b : a).limit('user:1', now));
    expect(results.map((r) => r.success)).toEqual([true, true, true, true, true, false, false, false]);
    expect(results.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0, 0, 0]);
    expect(results[5]?.reset).toBeGreaterThan(now + 50_000);
  });

  it('answers 429 through the API pipeline and holds the sign-in throttle in the same store', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '4';
    resetEnvCache();
    setRateLimiterFactory((max) => redisLimiter(max, { url: REDIS, prefix: `${prefix}:api` }));
    const u = await newUser(); // its first request (GET /me) spends one of the 4
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await u.call('GET', '/api/v1/me')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const email = `${randomUUID()}@example.test`;
    const tries = [];
    for (let i = 0; i <= SIGN_IN_PER_ACCOUNT; i++) tries.push(await allowSignIn(email, '203.0.113.9'));
    expect(tries.filter(Boolean)).toHaveLength(SIGN_IN_PER_ACCOUNT);
    expect(tries.at(-1)).toBe(false);
  });

  it('falls back to a per-process window when Redis is unreachable, never to an error', async () => {
    const down = redisLimiter(2, { url: 'redis://127.0.0.1:1', prefix });
    const now = Date.now();
    const r = [await down.limit('k', now), await down.limit('k', now), await down.limit('k', now)];
    expect(r.map((x) => x.success)).toEqual([true, true, false]);
  });
});
