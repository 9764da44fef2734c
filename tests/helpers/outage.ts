import { expect } from 'vitest';
import { call } from './http';

// What every database outage must look like from outside: 503 `unavailable` with Retry-After on every API
// route (a read, a list, a write, a computed view), health 503 "down"; and, once it ends, 200 again
// without a restart.

export async function expectUnavailable(token: string) {
  for (const [method, path, body] of [
    ['GET', '/api/v1/me', undefined],
    ['GET', '/api/v1/expenses', undefined],
    ['POST', '/api/v1/expenses', { date: '2026-01-02', category: 'meals', amount: 1 }],
    ['GET', '/api/v1/dashboard', undefined],
  ] as const) {
    const res = await call(method, path, { token, body });
    expect([path, res.status, res.body.error.code]).toEqual([path, 503, 'unavailable']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('x-request-id')).toBe(res.body.error.requestId);
  }
  const health = await call('GET', '/api/v1/health');
  expect([health.status, health.body.database]).toEqual([503, 'down']);
}

/** Polls GET /me until it answers 200 (at most 10 s); answers how long that took. */
export async function expectBack(token: string): Promise<number> {
  const started = Date.now();
  let status = 0;
  while (status !== 200 && Date.now() - started < 10_000) {
    status = (await call('GET', '/api/v1/me', { token })).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 50));
  }
  expect(status).toBe(200);
  return Date.now() - started;
}
