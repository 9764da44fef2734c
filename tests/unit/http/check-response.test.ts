import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkResponse, ContractViolation, wasChecked } from '@/lib/http/check-response';
import type { Contract } from '@/lib/http/contract';
// The app's plain messages, as every route has them (the unit tests share one module graph, so whether a file
// loads them must not depend on which files ran before).
import '@/lib/validation/messages';

// The development check of endpoint(): which answers a contract allows, and the message of one it does not.

const item = z.object({ id: z.int(), name: z.string(), note: z.string().nullable() });
const base: Contract = {
  method: 'GET',
  path: '/api/v1/things/{id}',
  operationId: 'getThing',
  summary: 'A thing',
  tags: ['System'],
  params: z.object({ id: z.string() }),
  response: item,
  errors: ['not_found'],
};
const REQUEST_ID = { 'X-Request-Id': '0b6f1c2e-4d3a-4b5c-8e9f-a1b2c3d4e5f6' };

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { ...REQUEST_ID, ...headers },
  });
const failure = (code: string, status: number) =>
  answer({ error: { code, message: 'No', requestId: REQUEST_ID['X-Request-Id'] } }, status);

describe('checkResponse', () => {
  it.each([
    ['the success body', base, answer({ id: 1, name: 'a', note: null })],
    [
      'a list with X-Total-Count',
      { ...base, list: true },
      answer([{ id: 1, name: 'a', note: 'b' }], 200, { 'X-Total-Count': '1' }),
    ],
    ['204 without a body', { ...base, status: 204 as const, response: undefined }, answer(undefined, 204)],
    ['a listed error', base, failure('not_found', 404)],
    ['an error the options imply (a bad path parameter)', base, failure('validation_error', 400)],
    ['an error of the bearer auth', base, failure('rate_limited', 429)],
    ['a server failure', base, failure('internal_error', 500)],
    [
      'an alternative answer',
      { ...base, alternatives: [{ status: 503, description: 'down' }] },
      answer({ id: 1, name: 'a', note: null }, 503),
    ],
  ])('allows %s', async (_label, contract: Contract, res: Response) => {
    await checkResponse(contract, res);
    expect(wasChecked(res)).toBe(true);
    if (res.status !== 204) await expect(res.json()).resolves.toBeDefined(); // the body is still readable
  });

  it.each([
    ['a misspelt field', answer({ id: 1, nmae: 'a', note: null }), '.name: Required'],
    [
      'an extra field',
      answer({ id: 1, name: 'a', note: null, deleted_at: null }),
      '.deleted_at: a field the contract does not name',
    ],
    ['a wrong type', answer({ id: '1', name: 'a', note: null }), '.id: Use a number'],
    [
      'a status the contract does not name',
      answer({ id: 1, name: 'a', note: null }, 201),
      'status 201 is not in the contract',
    ],
    ['an error the contract does not list', failure('conflict', 409), 'error conflict is not among'],
    [
      'an error code under the wrong status',
      failure('not_found', 400),
      'code not_found belongs to status 404',
    ],
    ['an error outside the envelope', answer({ message: 'nope' }, 404), 'must be the error envelope'],
    ['an answer without X-Request-Id', new Response('{"id":1,"name":"a","note":null}'), 'needs X-Request-Id'],
  ])('throws on %s', async (_label, res: Response, message: string) => {
    const check = checkResponse(base, res);
    await expect(check).rejects.toThrow(ContractViolation);
    await expect(checkResponse(base, res.clone())).rejects.toThrow(message);
    expect(wasChecked(res)).toBe(false);
  });

  it('names the operation and the status in its message', async () => {
    await expect(checkResponse(base, answer({ id: 1 }))).rejects.toThrow(
      /^GET \/api\/v1\/things\/\{id\} answered 200, which its contract does not allow:\n {2}\.name: /,
    );
  });

  it('wants X-Total-Count on a list', async () => {
    await expect(checkResponse({ ...base, list: true }, answer([]))).rejects.toThrow('X-Total-Count');
  });
});
