// npx tsx --conditions=react-server scripts/bench-ratelimit.ts — the per-request cost of the rate limiter:
// p50/p99 of limit() over CALLS sequential calls, in-process window vs Upstash (through the REST shim over
// the local Redis, which it starts itself; needs redis-server on 127.0.0.1:6379 or REDIS_URL). The budget
// is production's (100/min) spread over 20 users, so every call is admitted and the windows are full.
// The shim row is a floor for real Upstash: loopback instead of a network round trip to the region.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from '@upstash/redis';
import { memoryLimiter, type RateLimiter } from '@/lib/providers/rate-limit/limiter';
import { upstashLimiter } from '@/lib/providers/rate-limit/upstash';
import { startUpstashShim } from '../tests/helpers/upstash-shim';

const CALLS = 2_000;
const WARMUP = 200;
const USERS = 20;
const MAX = 100;

interface Row {
  name: string;
  p50: number;
  p99: number;
  mean: number;
  admitted: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

async function measure(name: string, call: (i: number) => Promise<boolean>): Promise<Row> {
  for (let i = 0; i < WARMUP; i++) await call(-1 - i);
  const times: number[] = [];
  let admitted = 0;
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    if (await call(i)) admitted++;
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return { name, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean, admitted };
}

const limiterCall = (limiter: RateLimiter, run: string) => async (i: number) =>
  (await limiter.limit(i < 0 ? `warmup:${run}:${i}` : `user:${run}:${i % USERS}`, Date.now())).success;

function print(rows: Row[]): void {
  const ms = (v: number) => `${v.toFixed(3)} ms`.padStart(11);
  console.log(
    `\nlimit() cost, ${CALLS} sequential calls (${USERS} users, ${MAX}/min each), after ${WARMUP} warm-up\n`,
  );
  console.log(
    `${'limiter'.padEnd(34)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'mean'.padStart(11)}  admitted`,
  );
  for (const r of rows) {
    console.log(`${r.name.padEnd(34)}${ms(r.p50)}${ms(r.p99)}${ms(r.mean)}  ${r.admitted}/${CALLS}`);
  }
}

async function main(): Promise<void> {
  const run = randomUUID();
  const rows = [await measure('memory (in-process window)', limiterCall(memoryLimiter(MAX), run))];
  const shim = await startUpstashShim({ namespace: `bench:${run}:` });
  try {
    const redis = new Redis({ url: shim.url, token: shim.token, enableTelemetry: false });
    rows.push(await measure('@upstash/redis PING (HTTP floor)', async () => (await redis.ping()) === 'PONG'));
    rows.push(
      await measure('upstash via shim (sliding window)', limiterCall(upstashLimiter(MAX, shim), run)),
    );
  } finally {
    await shim.close();
  }
  print(rows);
}

await main();
