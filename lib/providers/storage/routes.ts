import 'server-only';
import { endpoint, type Endpoint } from '@/lib/http/endpoint';
import { json } from '@/lib/http/respond';
import { publicRoute, type RouteHandler } from '@/lib/http/route';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/files';
import type { UploadKind } from './keys';
import { downloadQuery, receiveUpload, serveDownload, uploadQuery } from './local-files';
import { downloadUrlBody, downloadUrlResponse, uploadUrlBodyFor, uploadUrlResponse } from './schemas';
import { createDownloadUrl, createUploadUrl } from './service';

// The handlers of the storage endpoints; each route file is `methods({ POST: ... })` over one of these,
// and the four upload addresses share one handler and one contract, told apart by the kind of file.

const UPLOADS: Record<UploadKind, { path: string; what: string; file: string; type: string }> = {
  credentials: {
    path: 'credentials',
    what: 'a credential document',
    file: 'rn-license.pdf',
    type: 'application/pdf',
  },
  contracts: {
    path: 'contracts',
    what: 'a contract (for POST /contracts/analyze)',
    file: 'aya-denver-contract.pdf',
    type: 'application/pdf',
  },
  'tax-home-docs': {
    path: 'tax-home-docs',
    what: 'a tax home document',
    file: 'lease-2026.pdf',
    type: 'application/pdf',
  },
  receipts: { path: 'expenses', what: 'an expense receipt', file: 'receipt.jpg', type: 'image/jpeg' },
  'income-documents': {
    path: 'income-documents',
    what: 'an income document (W-2, 1099, pay stub)',
    file: 'w2-2026-aya.pdf',
    type: 'application/pdf',
  },
  imports: {
    path: 'imports',
    what: 'a CSV file to import (expenses or trips)',
    file: 'chase-2026.csv',
    type: 'text/csv',
  },
};

const EXAMPLE_KEY = (kind: string, file: string) => `${kind}/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-${file}`;
const S3 = 'https://travel-ledger.s3.us-east-1.amazonaws.com';

/** POST /api/v1/<resource>/upload-url for one kind of file. */
export function uploadUrlHandler(kind: UploadKind): Endpoint {
  const u = UPLOADS[kind];
  const key = EXAMPLE_KEY(kind, u.file);
  return endpoint(
    {
      method: 'POST',
      path: `/api/v1/${u.path}/upload-url`,
      operationId: `${u.path.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}UploadUrl`,
      summary: `Upload address for ${u.what}`,
      description:
        'Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to ' +
        '`uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the ' +
        'signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key.',
      tags: ['Files'],
      body: uploadUrlBodyFor(kind),
      response: uploadUrlResponse,
      examples: {
        request: { file_name: u.file, content_type: u.type, file_size: 248113 },
        response: {
          uploadUrl: `${S3}/${key}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…`,
          objstoreKey: key,
          expiresAt: '2026-03-02T15:19:05.123Z',
        },
      },
    },
    async ({ ctx, body }) => json(await createUploadUrl(ctx, kind, body)),
  );
}

const contractKey = EXAMPLE_KEY('contracts', UPLOADS.contracts.file);

/** POST /api/v1/files/download-url */
export const downloadUrlHandler = endpoint(
  {
    method: 'POST',
    path: '/api/v1/files/download-url',
    operationId: 'fileDownloadUrl',
    summary: 'Download address of one of your files',
    description:
      'A presigned GET address, valid 5 minutes; 404 for a key that is not yours or was never uploaded.',
    tags: ['Files'],
    body: downloadUrlBody,
    response: downloadUrlResponse,
    errors: ['not_found'],
    examples: {
      request: { objstore_key: contractKey },
      response: { downloadUrl: `${S3}/${contractKey}?X-Amz-Signature=…` },
    },
  },
  async ({ ctx, body }) => json(await createDownloadUrl(ctx, body.objstore_key)),
);

/** PUT /api/files/upload: the embedded store's signed upload (no token; the signature authorizes). */
export const localUploadHandler: RouteHandler = publicRoute(
  { query: uploadQuery, maxBody: MAX_UPLOAD_BYTES },
  async ({ ctx, query, req }) => {
    await receiveUpload(req, query, ctx.now);
    return new Response(null, { status: 200 });
  },
);

/** GET /api/files/download: the embedded store's signed download. */
export const localDownloadHandler: RouteHandler = publicRoute(
  { query: downloadQuery },
  async ({ ctx, query }) => serveDownload(query, ctx.now),
);
