import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/core/errors';
import { ContractViolation, wasChecked } from '@/lib/http/check-response';
import { contractOf, endpoint } from '@/lib/http/endpoint';
import { isFallback, methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { newUser } from '../helpers/http';

// endpoint() through the real pipeline: an answer that parts from the contract fails the request (outside
// production) with a message naming the operation and the field; one that keeps it passes untouched.

const thing = z.object({ id: z.int(), name: z.string() });
const contract = {
  method: 'GET' as const,
  path: '/api/v1/probe',
  operationId: 'probe',
  summary: 'Probe',
  tags: ['System'] as [string],
  response: thing,
  errors: ['not_found' as const],
};

const get = (token?: string) =>
  new Request('http://localhost:3000/api/v1/probe', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const noParams = { params: Promise.resolve({}) };

describe('endpoint()', () => {
  it('answers through the pipeline when the answer keeps the contract', async () => {
    const { token } = await newUser('endpoint');
    const handler = endpoint(contract, async ({ ctx }) => json({ id: ctx.userId, name: 'ok' }));
    const res = await handler(get(token), noParams);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-ratelimit-limit')).toBeTruthy();
    expect(wasChecked(res)).toBe(true);
    expect(contractOf(handler)).toBe(contract);
  });

  it.each([
    ['a misspelt field', () => json({ id: 1, nmae: 'x' }), '.name: Required'],
    [
      'an extra field',
      () => json({ id: 1, name: 'x', deleted_at: null }),
      '.deleted_at: a field the contract',
    ],
    ['a wrong status', () => json({ id: 1, name: 'x' }, 201), 'status 201 is not in the contract'],
    [
      'an error the contract does not list',
      () => Promise.reject(new ApiError('conflict', 'Taken')),
      'error conflict is not among',
    ],
  ])('fails the request on %s', async (_label, answer, message) => {
    const handler = endpoint({ ...contract, auth: 'none' }, async () => answer());
    const failure = await handler(get(), noParams).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(ContractViolation);
    expect((failure as Error).message).toMatch(/^GET \/api\/v1\/probe answered \d{3}, which its contract/);
    expect((failure as Error).message).toContain(message);
  });

  it('lets the errors its options imply through: 401 without a token', async () => {
    const handler = endpoint(contract, async () => json({ id: 1, name: 'x' }));
    const res = await handler(get(), noParams);
    expect(res.status).toBe(401);
    expect(wasChecked(res)).toBe(true);
  });

  it('leaves the 405 fallbacks of methods() without a contract, and marked', () => {
    const exports = methods({ GET: endpoint(contract, async () => json({ id: 1, name: 'x' })) });
    expect(contractOf(exports.GET)).toBeDefined();
    expect(contractOf(exports.POST)).toBeUndefined();
    expect(isFallback(exports.POST)).toBe(true);
    expect(isFallback(exports.GET)).toBe(false);
  });
});
