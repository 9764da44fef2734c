import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectStore } from '@/lib/providers/storage/store';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/files';
import { call, newUser } from '../helpers/http';
import { dispatch } from '../helpers/router';
import { startS3, type S3Server } from '../helpers/s3';

// Upload and download addresses (docs/api-guide.md §7), against the embedded store and against s3rver.

type User = Awaited<ReturnType<typeof newUser>>;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const good = { file_name: 'contract.pdf', content_type: 'application/pdf', file_size: 64 };

/** A request to an address the store returned, through the in-process router (the host is ignored). */
async function send(url: string, init: { method: string; body?: Uint8Array<ArrayBuffer>; type?: string }) {
  const headers: Record<string, string> = init.type ? { 'content-type': init.type } : {};
  return dispatch(new Request(url, { method: init.method, body: init.body, headers }));
}

async function uploadUrl(user: User, body: object = good, path = '/api/v1/contracts/upload-url') {
  const res = await user.call('POST', path, { body });
  expect(res.status).toBe(200);
  return res.body as { uploadUrl: string; objstoreKey: string; expiresAt: string };
}

const PDF = 'application/pdf';
const bytes = (n: number) => new Uint8Array(randomBytes(n));
const downloadUrl = (u: User, key: string) =>
  u.call('POST', '/api/v1/files/download-url', { body: { objstore_key: key } });

describe('POST /api/v1/*/upload-url', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('storage');
  });

  const bad: [string, object][] = [
    ['an unsupported type', { ...good, content_type: 'text/plain' }],
    ['size 0', { ...good, file_size: 0 }],
    ['size 25 MiB + 1', { ...good, file_size: MAX_UPLOAD_BYTES + 1 }],
    ['a fractional size', { ...good, file_size: 1.5 }],
    ['a name with a control character', { ...good, file_name: 'a\u0007b.pdf' }],
    ['an empty name', { ...good, file_name: '' }],
    ['a name over 200 characters', { ...good, file_name: `${'a'.repeat(197)}.pdf` }],
    ['an unknown field', { ...good, extra: 1 }],
    ['a missing field', { file_name: 'a.pdf', content_type: 'application/pdf' }],
  ];
  it.each(bad)('rejects %s with 400 validation_error', async (_label, body) => {
    const res = await user.call('POST', '/api/v1/credentials/upload-url', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.uploadUrl).toBeUndefined();
  });

  // A phone or a desktop may hand over a name with a folder in it: it is sanitized into the key, never
  // refused, and no separator or `..` reaches the key (docs/api-guide.md §7).
  it.each([
    ['a/b.pdf', 'a-b.pdf'],
    ['a\\b.pdf', 'a-b.pdf'],
    ['..pdf', 'pdf'],
    ['../../etc/passwd', 'etc-passwd'],
    ['C:\\scans\\..\\lease.pdf', 'C--scans-.-lease.pdf'],
    ['...', 'file'],
  ])('sanitizes the name %s into the key as %s', async (name, safe) => {
    const { objstoreKey } = await uploadUrl(
      user,
      { ...good, file_name: name },
      '/api/v1/credentials/upload-url',
    );
    expect(objstoreKey).toMatch(new RegExp(`^credentials/${user.id}/${UUID}-${safe.replace(/\./g, '\\.')}$`));
    expect(objstoreKey.slice(`credentials/${user.id}/`.length)).not.toMatch(/\/|\\|\.\./);
  });

  it('needs a token', async () => {
    const res = await call('POST', '/api/v1/credentials/upload-url', { body: good });
    expect(res.status).toBe(401);
  });

  it.each([
    ['/api/v1/credentials/upload-url', 'credentials'],
    ['/api/v1/contracts/upload-url', 'contracts'],
    ['/api/v1/tax-home-docs/upload-url', 'tax-home-docs'],
    ['/api/v1/expenses/upload-url', 'receipts'],
  ])('%s answers a %s key, a fresh one each time', async (path, kind) => {
    const body = { ...good, file_name: 'My scan (1).pdf' };
    const a = await uploadUrl(user, body, path);
    const b = await uploadUrl(user, body, path);
    const pattern = new RegExp(`^${kind}/${user.id}/${UUID}-My-scan--1-\\.pdf$`);
    expect(a.objstoreKey).toMatch(pattern);
    expect(b.objstoreKey).toMatch(pattern);
    expect(a.objstoreKey).not.toBe(b.objstoreKey);
    const ttl = Date.parse(a.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });
});

describe('embedded store', () => {
  let user: User;
  let other: User;
  beforeAll(async () => {
    [user, other] = await Promise.all([newUser('files'), newUser('files-other')]);
  });

  it('uploads through the signed address and downloads the same bytes', async () => {
    const data = bytes(64);
    const { uploadUrl: url, objstoreKey } = await uploadUrl(user);
    expect(new URL(url).pathname).toBe('/api/files/upload');
    const put = await send(url, { method: 'PUT', body: data, type: 'application/pdf' });
    expect(put.status).toBe(200);
    const link = await downloadUrl(user, objstoreKey);
    expect(link.status).toBe(200);
    const got = await send(link.body.downloadUrl, { method: 'GET' });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(data);
  });

  async function rejected(url: string, key: string, size: number, status: number, type = PDF) {
    const res = await send(url, { method: 'PUT', body: bytes(size), type });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBeTruthy();
    expect(await objectStore().exists(key)).toBe(false);
    expect((await downloadUrl(user, key)).status).toBe(404);
  }

  it('refuses an expired address and writes nothing', async () => {
    const { objstoreKey } = await uploadUrl(user);
    const url = await objectStore().uploadUrl(objstoreKey, PDF, 64, new Date(Date.now() - 1000));
    await rejected(url, objstoreKey, 64, 403);
  });

  it('refuses a tampered signature, size or type and writes nothing', async () => {
    const { uploadUrl: url, objstoreKey } = await uploadUrl(user);
    const tamper = (name: string, value: string) => {
      const u = new URL(url);
      u.searchParams.set(name, value);
      return u.toString();
    };
    const sig = new URL(url).searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    await rejected(tamper('sig', flipped), objstoreKey, 64, 403);
    await rejected(tamper('size', '65'), objstoreKey, 65, 403);
    await rejected(tamper('type', 'image/png'), objstoreKey, 64, 403, 'image/png');
    await rejected(tamper('key', `contracts/${user.id}/x.pdf`), objstoreKey, 64, 403);
  });

  it('refuses another content type or size and writes nothing', async () => {
    const { uploadUrl: url, objstoreKey } = await uploadUrl(user);
    await rejected(url, objstoreKey, 64, 415, 'image/png');
    await rejected(url, objstoreKey, 65, 413);
    await rejected(url, objstoreKey, 5000, 413);
    await rejected(url, objstoreKey, 63, 400);
    const ok = await send(url, { method: 'PUT', body: bytes(64), type: PDF });
    expect(ok.status).toBe(200);
  });

  it("answers 404 for another user's key and for a missing key", async () => {
    const { uploadUrl: url, objstoreKey } = await uploadUrl(user);
    await send(url, { method: 'PUT', body: bytes(64), type: PDF });
    expect((await downloadUrl(other, objstoreKey)).status).toBe(404);
    expect((await downloadUrl(user, `contracts/${user.id}/nothing.pdf`)).status).toBe(404);
    expect((await downloadUrl(user, `contracts/${user.id}/../${other.id}/x.pdf`)).status).toBe(404);
    expect((await downloadUrl(user, 'nowhere')).body.error.code).toBe('not_found');
  });

  it('refuses a tampered or expired download address', async () => {
    const { uploadUrl: url, objstoreKey } = await uploadUrl(user);
    await send(url, { method: 'PUT', body: bytes(64), type: PDF });
    const link = new URL((await downloadUrl(user, objstoreKey)).body.downloadUrl as string);
    link.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    expect((await send(link.toString(), { method: 'GET' })).status).toBe(403);
  });
});

describe('S3 store (s3rver)', () => {
  let s3: S3Server;
  let user: User;
  beforeAll(async () => {
    s3 = await startS3();
    user = await newUser('s3');
  });
  afterAll(async () => {
    await s3.stop();
  });

  it('uploads with the presigned PUT and downloads the same bytes', async () => {
    const data = bytes(64);
    const { uploadUrl: url, objstoreKey } = await uploadUrl(user);
    expect(url.startsWith(s3.endpoint)).toBe(true);
    const put = await fetch(url, { method: 'PUT', body: data, headers: { 'content-type': PDF } });
    expect(put.status).toBe(200);
    const link = await downloadUrl(user, objstoreKey);
    expect(link.status).toBe(200);
    const got = await fetch(link.body.downloadUrl as string);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(data);
    expect(await objectStore().read(objstoreKey)).toEqual(Buffer.from(data));
  });

  // s3rver does not check V4 signatures ("unimplemented"), so only the signed header list is checked here:
  // real S3, R2 and MinIO refuse a PUT whose Content-Type or Content-Length differs from the signed one.
  it('signs the content type and the content length', async () => {
    const { uploadUrl: url } = await uploadUrl(user);
    const signed = new URL(url).searchParams.get('X-Amz-SignedHeaders') ?? '';
    expect(signed.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
  });

  it('answers 404 for a key never uploaded', async () => {
    const { objstoreKey } = await uploadUrl(user);
    expect((await downloadUrl(user, objstoreKey)).status).toBe(404);
  });
});
