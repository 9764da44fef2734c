import { describe, expect, it } from 'vitest';
import { memoryLimiter } from '@/lib/providers/rate-limit/limiter';

// The in-process limiter against the definition of a sliding-window log: a request is admitted when fewer
// than `max` admitted requests of its key fall within the minute before it (exclusive of the minute's
// first instant), and the window has room again a minute after the oldest of them.

const WINDOW = 60_000;

/** The definition, spelled out: every admitted time kept, filtered on each call. */
function reference(max: number) {
  const admitted = new Map<string, number[]>();
  return (key: string, now: number) => {
    const live = (admitted.get(key) ?? []).filter((t) => t > now - WINDOW);
    const success = live.length < max;
    if (success) live.push(now);
    admitted.set(key, live);
    return { success, remaining: Math.max(0, max - live.length), reset: (live[0] ?? now) + WINDOW };
  };
}

/** A small seeded generator, so a failure names its case. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('memoryLimiter', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('matches the sliding-window log, seed %i', async (seed) => {
    const rnd = random(seed);
    const max = [1, 3, 20, 5_000][seed % 4] ?? 3;
    const limiter = memoryLimiter(max);
    const expected = reference(max);
    let now = 1_700_000_000_000;
    for (let i = 0; i < 6_000; i++) {
      // Bursts (many calls in the same millisecond), steady traffic and pauses past the window.
      const r = rnd();
      now += r < 0.3 ? 0 : r < 0.97 ? Math.floor(rnd() * 40) : WINDOW + Math.floor(rnd() * 1_000);
      const key = `user:${Math.floor(rnd() * 3)}`;
      const got = await limiter.limit(key, now);
      const want = expected(key, now);
      expect({ i, ...got }).toEqual({ i, ...want, limit: max });
    }
  });

  it('frees a slot exactly a minute after the oldest request', async () => {
    const limiter = memoryLimiter(1);
    const t = 1_700_000_000_000;
    expect((await limiter.limit('k', t)).success).toBe(true);
    const refused = await limiter.limit('k', t + WINDOW - 1);
    expect(refused).toMatchObject({ success: false, remaining: 0, reset: t + WINDOW });
    expect((await limiter.limit('k', t + WINDOW)).success).toBe(true);
  });

  it('stays exact when one key fills and drains its window many times over', async () => {
    // A call every 10 ms for three minutes at a budget of 2,000: the log fills, refuses, drops thousands
    // of expired times and compacts, with the count at the budget throughout.
    const limiter = memoryLimiter(2_000);
    const expected = reference(2_000);
    const start = 1_700_000_000_000;
    for (let i = 0; i < 18_000; i++) {
      const now = start + i * 10;
      expect({ i, ...(await limiter.limit('k', now)) }).toEqual({ i, ...expected('k', now), limit: 2_000 });
    }
  }, 30_000); // the reference filters the whole log on every call: seconds of CPU on a busy machine

  it('keeps admitting a client with a large budget at a steady cost', async () => {
    // 70,000 requests within two minutes: the log drops what leaves the window as it goes.
    const limiter = memoryLimiter(100_000_000);
    const start = 1_700_000_000_000;
    let last = { success: false, remaining: 0 };
    for (let i = 0; i < 70_000; i++) last = await limiter.limit('user:1', start + Math.floor(i * 1.7));
    expect(last.success).toBe(true);
    const inWindow = Math.ceil(WINDOW / 1.7);
    expect(Math.abs(100_000_000 - last.remaining - inWindow)).toBeLessThanOrEqual(1);
  });

  // Steps on one key with a budget of 2, `take@ms` or `refund@ms` after a start; the answers of the takes.
  // A refund gives back the newest request not after its time, once; the refund of an unknown key is a no-op.
  // (At 60015 the request of 10 has left the window, that of 20 not: refunding 20 would admit the take.)
  it.each([
    ['a refund frees the slot it took', 'take@0 take@0 refund@0 take@5', [true, true, true]],
    ['without a refund, a third is refused', 'take@0 take@1 take@2', [true, true, false]],
    [
      'a refund takes back its own request, not a later one',
      'take@10 take@20 refund@10 take@30 take@60015',
      [true, true, true, false],
    ],
    [
      'a refund of a request that left the window frees nothing',
      'take@0 take@60000 take@60001 refund@0 take@60002',
      [true, true, true, false],
    ],
  ])('%s', async (_label, steps, admitted) => {
    const limiter = memoryLimiter(2);
    const t = 1_700_000_000_000;
    await limiter.refund('other', t);
    const got: boolean[] = [];
    for (const step of steps.split(' ')) {
      const [op, at] = step.split('@');
      if (op === 'refund') await limiter.refund('k', t + Number(at));
      else got.push((await limiter.limit('k', t + Number(at))).success);
    }
    expect(got).toEqual(admitted);
  });
});
