import { beforeAll, describe, expect, it } from 'vitest';
import { apiContracts } from '@/app/api/v1/operations';
import { findUnstorable, hasUnstorable } from '@/lib/validation/text';
import { newUser } from '../helpers/http';
import { uploadCsv, type User } from '../helpers/imports';

// Text PostgreSQL cannot store (a NUL character, half of a surrogate pair) is refused with 400 at the door
// of every operation, whatever its schema says about the field: the list of operations comes from the
// route contracts themselves, so a new operation is covered the day it is added.

const NUL_MESSAGE = /NUL character/;

const pathOf = (template: string) => template.replace('{year}', '2026').replace(/\{[^}]+\}/g, '1');

/** A top-level field of the body schema when it has a shape, else any name: the check runs first. */
function fieldOf(body: unknown): string {
  const shape = (body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Object.keys(shape ?? {})[0] ?? 'text';
}

describe('the shared check', () => {
  it.each([
    ['NUL', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800', true],
    ['a lone low surrogate', '\udc00b', true],
    ['an emoji (a whole pair)', 'ok 😀', false],
    ['plain text with tabs and line breaks', 'a\tb\nc', false],
  ])('%s', (_label, text, bad) => expect(hasUnstorable(text)).toBe(bad));

  it('names the first bad string or key in a parsed body', () => {
    expect(findUnstorable({ a: 'ok', items: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('items.1.c');
    expect(findUnstorable({ map: { 'Gas\u0000': 'travel' } })).toBe('map.Gas?');
    expect(findUnstorable({ a: ['ok', 1, null, true] })).toBeNull();
  });
});

describe('every JSON body and query', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('unstorable');
  });

  it('every operation with a JSON body answers 400 for a NUL in a string field', async () => {
    const withBody = apiContracts().filter((c) => c.body !== undefined);
    expect(withBody.length).toBeGreaterThan(20);
    for (const c of withBody) {
      const field = fieldOf(c.body);
      const res = await user.call(c.method, pathOf(c.path), { body: { [field]: 'x\u0000y' } });
      expect([c.method, c.path, res.status, res.body?.error?.code]).toEqual([
        c.method,
        c.path,
        400,
        'validation_error',
      ]);
      expect(res.body.error.details).toEqual([{ path: field, message: expect.stringMatching(NUL_MESSAGE) }]);
    }
  });

  it('a word map key with a NUL (stored as JSON on the import) is 400, not 500', async () => {
    const key = await uploadCsv(
      user,
      new Uint8Array(Buffer.from('Date,Category,Amount\n2026-01-05,Gas,3.50\n')),
    );
    const created = await user.call('POST', '/api/v1/imports', {
      body: { objstore_key: key, kind: 'expenses' },
    });
    expect(created.status).toBe(201);
    const res = await user.call('PATCH', `/api/v1/imports/${created.body.id}`, {
      body: { category_map: { 'Gas\u0000': 'travel' } },
    });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
    const after = await user.call('GET', `/api/v1/imports/${created.body.id}`);
    expect(after.body.preview.words).toEqual([expect.objectContaining({ source: 'Gas', value: 'travel' })]);
  });

  it('half of a surrogate pair in a description is 400 (it would be stored as a replacement character)', async () => {
    const body = { date: '2026-01-05', category: 'meals', amount: 350, description: 'Coffee \ud83d' };
    const res = await user.call('POST', '/api/v1/expenses', { body });
    expect([res.status, res.body.error.details]).toEqual([
      400,
      [{ path: 'description', message: expect.stringMatching(NUL_MESSAGE) }],
    ]);
    expect((await user.call('GET', '/api/v1/expenses?year=2026')).body).toEqual([]);
  });

  it('a NUL in any query value is 400, even one the operation ignores', async () => {
    expect((await user.call('GET', '/api/v1/expenses?year=2026&note=ok')).status).toBe(200);
    const res = await user.call('GET', '/api/v1/expenses?year=2026&note=a%00b');
    expect([res.status, res.body.error.details[0].path]).toEqual([400, 'note']);
  });
});
