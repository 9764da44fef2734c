import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { newUser } from './http';
import { dispatch } from './router';

// Uploads for the import tests: the sample exports of tests/fixtures/imports, sent through the real
// POST /imports/upload-url and the signed PUT, the way the browser does.

export type User = Awaited<ReturnType<typeof newUser>>;

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/imports');
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

/** Uploads bytes as a CSV (or `type`) for import; returns the key. */
export async function uploadCsv(user: User, bytes: Uint8Array, name = 'export.csv', type = 'text/csv') {
  const file = { file_name: name, content_type: type, file_size: bytes.byteLength };
  const res = await user.call('POST', '/api/v1/imports/upload-url', { body: file });
  expect(res.status).toBe(200);
  const url = res.body.uploadUrl as string;
  const init = { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } };
  // The embedded store's address is one of our routes (called in process); an S3 address is a real server.
  const put = new URL(url).pathname.startsWith('/api/files/')
    ? await dispatch(new Request(url, init))
    : await fetch(url, init);
  expect(put.status).toBe(200);
  return res.body.objstoreKey as string;
}

/** Uploads a fixture and starts its import; returns the response. */
export async function startImport(user: User, name: string, kind: 'expenses' | 'mileage' = 'expenses') {
  const key = await uploadCsv(user, fixture(name), name);
  return user.call('POST', '/api/v1/imports', { body: { objstore_key: key, kind } });
}
