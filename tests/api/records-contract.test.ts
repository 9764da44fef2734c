import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';
import { uploadedKey } from '../helpers/files';
import { startS3, type S3Server } from '../helpers/s3';

// docs/api-guide.md §6: every record carries `deleted_at`; §7: a record may only point at a file that exists
// under the caller's prefix (404 otherwise, like a foreign key).

describe('deleted_at on every record', () => {
  it('is null while live and the deletion time in the trash, in lists too', async () => {
    const u = await newUser();
    const created = await u.call('POST', '/api/v1/expenses', {
      body: { date: '2026-05-01', category: 'travel', amount: 5000 },
    });
    expect(created.body.deleted_at).toBeNull();
    expect((await u.call('GET', `/api/v1/expenses/${created.body.id}`)).body.deleted_at).toBeNull();
    expect((await u.call('DELETE', `/api/v1/expenses/${created.body.id}`)).status).toBe(204);
    const trash = await u.call('GET', '/api/v1/expenses?deleted=true');
    expect(trash.body[0].deleted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const restored = await u.call('PATCH', `/api/v1/expenses/${created.body.id}/restore`);
    expect(restored.body.deleted_at).toBeNull();
  });
});

type Kind = Parameters<typeof uploadedKey>[1];
const CASES: [Kind, string, (key: string) => object][] = [
  [
    'receipts',
    '/api/v1/expenses',
    (key) => ({ date: '2026-05-01', category: 'travel', amount: 5000, receipt_objstore_key: key }),
  ],
  ['credentials', '/api/v1/credentials', (key) => ({ type: 'bls', name: 'BLS', objstore_key: key })],
  [
    'tax-home-docs',
    '/api/v1/tax-home-docs',
    (key) => ({ doc_type: 'lease', title: 'Lease', date: '2026-01-01', objstore_key: key }),
  ],
  [
    'contracts',
    '/api/v1/assignments',
    (key) => ({
      facility: 'Mercy',
      location: 'Omaha',
      state: 'NE',
      start_date: '2026-01-05',
      end_date: '2026-04-05',
      base_pay: 90000,
      contract_objstore_key: key,
    }),
  ],
];

async function checkFileReferences(): Promise<void> {
  const u = await newUser('keys');
  for (const [kind, path, body] of CASES) {
    const ghost = `${kind}/${u.id}/00000000-0000-4000-8000-000000000000-never.pdf`;
    const missing = await u.call('POST', path, { body: body(ghost) });
    expect([path, missing.status, missing.body.error?.code]).toEqual([path, 404, 'not_found']);
    const key = await uploadedKey(u, kind);
    const ok = await u.call('POST', path, { body: body(key) });
    expect([path, ok.status]).toEqual([path, 201]);
    const patch = await u.call('PATCH', `${path}/${ok.body.id}`, { body: body(ghost) });
    expect([path, patch.status]).toEqual([path, 404]);
  }
}

describe('file keys must name an uploaded file', () => {
  it('embedded store: a never-uploaded key is 404, an uploaded one is accepted', checkFileReferences);

  describe('S3 (s3rver, HeadObject)', () => {
    let s3: S3Server;
    beforeAll(async () => {
      s3 = await startS3('refs');
    });
    afterAll(async () => {
      await s3.stop();
    });
    it('a never-uploaded key is 404, an uploaded one is accepted', checkFileReferences);
  });
});
