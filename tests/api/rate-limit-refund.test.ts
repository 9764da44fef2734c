import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSignIn, signInSucceeded, SIGN_IN_PER_ADDRESS } from '@/lib/auth/throttle';
import { memoryLimiter, setRateLimiterFactory, type RateLimiter } from '@/lib/providers/rate-limit/limiter';
import { redisLimiter } from '@/lib/providers/rate-limit/redis';
import { upstashLimiter } from '@/lib/providers/rate-limit/upstash';
import { startUpstashShim, type UpstashShim } from '../helpers/upstash-shim';

// A request given back (RateLimiter.refund) frees its slot in every limiter store: the in-process window,
// Redis (REDIS_URL) and Upstash (through the REST shim over the real Redis on 127.0.0.1:6379). The sign-in
// limit per address counts failures only by giving right passwords back, so it holds in each store alike.
// No Redis → the Redis and Upstash cases fail: CI has it.

const REDIS = 'redis://127.0.0.1:6379';
const prefix = `test:${randomUUID()}`;
let shim: UpstashShim;

beforeAll(async () => {
  shim = await startUpstashShim({ namespace: `${prefix}:` });
});

afterAll(async () => {
  setRateLimiterFactory(undefined);
  await shim?.close();
});

/** Ratelimit's window in Upstash is two fixed one-minute buckets: keep a case inside one. */
async function clearOfWindowEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((r) => setTimeout(r, left + 50));
}

const stores: [string, (max: number) => RateLimiter][] = [
  ['in-process', (max) => memoryLimiter(max)],
  ['Redis', (max) => redisLimiter(max, { url: REDIS, prefix })],
  ['Upstash', (max) => upstashLimiter(max, { url: shim.url, token: shim.token, prefix })],
];

describe.each(stores)('the %s limiter', (_name, make) => {
  it('gives a refunded request its slot back, and only one', async () => {
    await clearOfWindowEdge();
    const limiter = make(2);
    const key = `refund:${randomUUID()}`;
    const now = Date.now();
    const take = async () => (await limiter.limit(key, now)).success;
    expect([await take(), await take()]).toEqual([true, true]);
    await limiter.refund(key, now);
    expect([await take(), await take()]).toEqual([true, false]);
  });

  it('holds the sign-in limit per address: right passwords given back, wrong ones lock it', async () => {
    await clearOfWindowEdge();
    setRateLimiterFactory(make);
    try {
      const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      const now = Date.now();
      const email = (i: number) => `${randomUUID()}-${i}@example.test`;
      const honest: boolean[] = [];
      for (let i = 0; i < 40; i++) {
        honest.push(await allowSignIn(email(i), address, now));
        await signInSucceeded(address, now);
      }
      expect(honest.every(Boolean)).toBe(true);
      const wrong: boolean[] = [];
      for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i++) wrong.push(await allowSignIn(email(i), address, now));
      expect(wrong.filter(Boolean)).toHaveLength(SIGN_IN_PER_ADDRESS);
      expect(wrong.at(-1)).toBe(false);
    } finally {
      setRateLimiterFactory(undefined);
    }
  });
});
