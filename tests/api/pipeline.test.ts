import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLimiter, setRateLimiterFactory } from '@/lib/providers/rate-limit/limiter';
import { call, newUser } from '../helpers/http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('echoes an inbound UUID and replaces anything else', async () => {
    const id = randomUUID();
    expect(
      (await call('GET', '/api/v1/health', { headers: { 'x-request-id': id } })).headers.get('x-request-id'),
    ).toBe(id);
    const replaced = await call('GET', '/api/v1/health', { headers: { 'x-request-id': 'abc; DROP TABLE' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    expect((await call('GET', '/api/v1/health')).headers.get('x-request-id')).toMatch(UUID);
  });

  it('is on unknown paths too, with or without a token', async () => {
    const u = await newUser();
    for (const token of [null, u.token]) {
      const res = await call('GET', '/api/v1/no/such/thing', { token });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(res.headers.get('x-request-id')).toMatch(UUID);
      expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
    }
  });
});

describe('malformed requests', () => {
  it('405 with Allow for a method the path does not offer', async () => {
    const u = await newUser();
    const res = await u.call('PUT', '/api/v1/assignments');
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect((await u.call('PATCH', '/api/v1/comparisons/1', { body: {} })).status).toBe(405);
  });

  it('415 without a JSON content type, 400 invalid_json, 413 over 1 MiB', async () => {
    const u = await newUser();
    const noType = await u.call('POST', '/api/v1/expenses', {
      rawBody: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect([noType.status, noType.body.error.code]).toEqual([415, 'unsupported_media_type']);
    const broken = await u.call('POST', '/api/v1/expenses', {
      rawBody: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect([broken.status, broken.body.error.code]).toEqual([400, 'invalid_json']);
    const big = await u.call('POST', '/api/v1/expenses', {
      rawBody: JSON.stringify({ description: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([big.status, big.body.error.code]).toEqual([413, 'payload_too_large']);
    expect((await u.call('GET', '/api/v1/expenses?deleted=true')).body).toEqual([]);
  });

  it.each([
    ['limit=0'],
    ['limit=201'],
    ['limit=abc'],
    ['limit=1.5'],
    ['offset=-1'],
    ['year=99'],
    ['year=1999'],
    ['year=2101'],
  ])('400 validation_error for %s', async (q) => {
    const u = await newUser();
    const res = await u.call('GET', `/api/v1/expenses?${q}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.details[0].path).toBe(q.split('=')[0]);
  });

  it.each([['abc'], ['0'], ['1.5'], ['-3']])('400 for a path id %s', async (id) => {
    const u = await newUser();
    const res = await u.call('GET', `/api/v1/assignments/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('id');
  });

  it('401 wins over 400', async () => {
    const res = await call('GET', '/api/v1/expenses?limit=0');
    expect(res.status).toBe(401);
  });
});

describe('pagination', () => {
  it('pages with limit/offset, newest first, and reports the total', async () => {
    const u = await newUser();
    for (const day of ['03', '01', '05', '02', '04']) {
      await u.call('POST', '/api/v1/expenses', {
        body: { date: `2026-01-${day}`, category: 'meals', amount: 100 },
      });
    }
    const page1 = await u.call('GET', '/api/v1/expenses?year=2026&limit=2');
    expect(page1.headers.get('x-total-count')).toBe('5');
    expect(page1.body.map((e: { date: string }) => e.date)).toEqual(['2026-01-05', '2026-01-04']);
    const page3 = await u.call('GET', '/api/v1/expenses?year=2026&limit=2&offset=4');
    expect(page3.body.map((e: { date: string }) => e.date)).toEqual(['2026-01-01']);
    const past = await u.call('GET', '/api/v1/expenses?year=2026&offset=50');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('5');
    expect((await u.call('GET', '/api/v1/expenses?year=2025')).body).toEqual([]);
  });
});

describe('rate limit', () => {
  afterEach(() => setRateLimiterFactory(undefined));

  it('answers 429 with Retry-After once the budget is spent, per user', async () => {
    setRateLimiterFactory(() => memoryLimiter(3));
    const u = await newUser(); // its GET /me spends one
    const ok = await u.call('GET', '/api/v1/assignments');
    expect(ok.headers.get('x-ratelimit-limit')).toBe('3');
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('1');
    await u.call('GET', '/api/v1/assignments');
    const limited = await u.call('GET', '/api/v1/assignments');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('GET', '/api/v1/health')).status).toBe(200); // exempt
    const other = await newUser();
    expect((await other.call('GET', '/api/v1/assignments')).status).toBe(200);
  });
});
