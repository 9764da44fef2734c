import { describe, expect, it } from 'vitest';
import { assignmentResource } from '@/lib/records/assignments/resource';
import { credentialResource } from '@/lib/records/credentials/resource';
import { expenseResource } from '@/lib/records/expenses/resource';
import { mileageResource } from '@/lib/records/mileage/resource';
import { quarterlyPaymentResource } from '@/lib/records/quarterly-payments/resource';
import { taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import { UNKNOWN_FIELD } from '@/lib/validation/messages';
import { newUser } from '../helpers/http';

// Every writable record resource, through its real route handlers: create, get, list, patch, another
// user's 404 on each endpoint, soft delete, trash, restore, and a rejected write that changes nothing.

const cases = [
  { spec: assignmentResource, patch: { facility: 'Renamed Hospital' }, year: 2026 },
  { spec: expenseResource, patch: { amount: 4321 }, year: 2026 },
  { spec: mileageResource, patch: { miles: 99 }, year: 2026 },
  { spec: taxHomeResource, patch: { rent_amount: 120000 }, year: undefined },
  { spec: taxHomeDocResource, patch: { title: 'Renamed lease' }, year: 2026 },
  { spec: taxHomeCostResource, patch: { amount: 7777 }, year: 2026 },
  { spec: credentialResource, patch: { number: 'RN-999' }, year: undefined },
  // One payment per quarter: it cannot be created five times over.
  { spec: quarterlyPaymentResource, patch: { amount: 1000 }, year: 2026, once: true },
];

describe.each(cases)('$spec.path', ({ spec, patch, year, once }) => {
  const base = `/api/v1/${spec.path}`;
  const listUrl = (extra = '') => `${base}?${year ? `year=${year}&` : ''}${extra}`;

  it('creates, reads, lists, updates, deletes to the trash and restores', async () => {
    const u = await newUser();
    const created = await u.call('POST', base, { body: spec.example });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(spec.example);
    expect(created.body.user_id).toBe(u.id);
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(() => spec.record.parse(created.body)).not.toThrow();
    const id = created.body.id as number;

    expect((await u.call('GET', `${base}/${id}`)).body).toEqual(created.body);
    const listed = await u.call('GET', listUrl());
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.body.map((r: { id: number }) => r.id)).toEqual([id]);

    const patched = await u.call('PATCH', `${base}/${id}`, { body: patch });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ ...spec.example, ...patch, id });

    const del = await u.call('DELETE', `${base}/${id}`);
    expect(del.status).toBe(204);
    expect((await u.call('GET', `${base}/${id}`)).status).toBe(404);
    expect((await u.call('PATCH', `${base}/${id}`, { body: patch })).status).toBe(404);
    expect((await u.call('DELETE', `${base}/${id}`)).status).toBe(404);
    expect((await u.call('GET', listUrl())).headers.get('x-total-count')).toBe('0');
    const trash = await u.call('GET', `${base}?deleted=true`);
    expect(trash.body.map((r: { id: number }) => r.id)).toEqual([id]);

    const restored = await u.call('PATCH', `${base}/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.id).toBe(id);
    expect((await u.call('GET', `${base}/${id}`)).status).toBe(200);
    expect((await u.call('PATCH', `${base}/${id}/restore`)).status).toBe(200); // not deleted: still 200
    expect((await u.call('GET', `${base}?deleted=true`)).body).toEqual([]);
  });

  it("answers 404 for another user's record on every endpoint", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { body } = await owner.call('POST', base, { body: spec.example });
    const url = `${base}/${body.id}`;
    expect((await other.call('GET', url)).status).toBe(404);
    expect((await other.call('PATCH', url, { body: patch })).status).toBe(404);
    expect((await other.call('DELETE', url)).status).toBe(404);
    expect((await other.call('PATCH', `${url}/restore`)).status).toBe(404);
    expect((await other.call('GET', listUrl())).body).toEqual([]);
    expect((await owner.call('GET', url)).body).toMatchObject(spec.example); // untouched
  });

  it('rejects an unknown field or a bad value with 400 and writes nothing', async () => {
    const u = await newUser();
    const unknown = await u.call('POST', base, { body: { ...spec.example, surprise: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_error');
    expect(unknown.body.error.details).toContainEqual({ path: 'surprise', message: UNKNOWN_FIELD });
    const firstKey = Object.keys(spec.example)[0] as string;
    const bad = await u.call('POST', base, { body: { ...spec.example, [firstKey]: { nested: true } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe(firstKey);
    expect((await u.call('GET', `${base}?${year ? `year=${year}` : ''}`)).headers.get('x-total-count')).toBe(
      '0',
    );
  });

  it.skipIf(once)(
    'pages: every limit and offset answers its slice of the list and the whole total',
    async () => {
      const u = await newUser();
      for (let i = 0; i < 5; i++)
        expect((await u.call('POST', base, { body: spec.example })).status).toBe(201);
      const all = await u.call('GET', listUrl('limit=100'));
      expect(all.body).toHaveLength(5);
      for (const [limit, offset] of [
        [2, 0],
        [2, 4],
        [2, 6],
        [5, 0],
        [5, 5],
        [10, 0],
        [3, 3],
        [1, 4],
        [10, 10],
      ] as const) {
        const page = await u.call('GET', listUrl(`limit=${limit}&offset=${offset}`));
        expect([limit, offset, page.headers.get('x-total-count')]).toEqual([limit, offset, '5']);
        expect(page.body).toEqual(all.body.slice(offset, offset + limit));
      }
    },
  );

  it('ignores server-owned fields in a body', async () => {
    const u = await newUser();
    const res = await u.call('POST', base, {
      body: { ...spec.example, id: 999999, user_id: 1, created_at: '2000-01-01T00:00:00.000Z' },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(999999);
    expect(res.body.user_id).toBe(u.id);
  });
});
