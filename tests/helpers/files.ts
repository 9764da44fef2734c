import { randomBytes } from 'node:crypto';
import { dispatch } from './router';
import type { newUser } from './http';

type User = Awaited<ReturnType<typeof newUser>>;

const UPLOAD_PATHS = {
  credentials: '/api/v1/credentials/upload-url',
  contracts: '/api/v1/contracts/upload-url',
  'tax-home-docs': '/api/v1/tax-home-docs/upload-url',
  receipts: '/api/v1/expenses/upload-url',
} as const;

/** Uploads a small PDF the way a client does (upload address, then PUT) and returns its key. */
export async function uploadedKey(user: User, kind: keyof typeof UPLOAD_PATHS, name = 'file.pdf') {
  const size = 32;
  const res = await user.call('POST', UPLOAD_PATHS[kind], {
    body: { file_name: name, content_type: 'application/pdf', file_size: size },
  });
  if (res.status !== 200) throw new Error(`upload-url answered ${res.status}`);
  const { uploadUrl, objstoreKey } = res.body as { uploadUrl: string; objstoreKey: string };
  // The embedded store's address is served in-process; an S3 one (s3rver) over HTTP.
  const send = uploadUrl.includes('/api/files/upload') ? dispatch : fetch;
  const put = await send(
    new Request(uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(randomBytes(size)),
      headers: { 'content-type': 'application/pdf' },
    }),
  );
  if (put.status !== 200) throw new Error(`upload answered ${put.status}`);
  return objstoreKey;
}
