import 'server-only';
import { contractKey, extractionExample, uploadExamples } from './action-examples';
import { downloadUrlBody, uploadUrlBodyFor } from '@/lib/storage/schemas';
import {
  contractExtractionSchema,
  contractsStatusSchema,
  downloadUrlSchema,
  objstoreKeyBody,
  uploadUrlSchema,
} from './action-schemas';
import { BODY_ERRORS } from './record-paths';
import type { Endpoint } from './types';

// Uploads and downloads through presigned object-storage addresses, and contract analysis (decisions §7).

const authed = { auth: true, status: 200 as const };
const UPLOADS = [
  {
    path: 'credentials',
    kind: 'credentials',
    what: 'a credential document',
    file: 'rn-license.pdf',
    type: 'application/pdf',
  },
  {
    path: 'contracts',
    kind: 'contracts',
    what: 'a contract (for POST /contracts/analyze)',
    file: 'aya-denver-contract.pdf',
    type: 'application/pdf',
  },
  {
    path: 'tax-home-docs',
    kind: 'tax-home-docs',
    what: 'a tax home document',
    file: 'lease-2026.pdf',
    type: 'application/pdf',
  },
  { path: 'expenses', kind: 'receipts', what: 'an expense receipt', file: 'receipt.jpg', type: 'image/jpeg' },
  {
    path: 'income-documents',
    kind: 'income-documents',
    what: 'a W-2, 1099 or pay stub',
    file: 'w2-2026.pdf',
    type: 'application/pdf',
  },
  { path: 'imports', kind: 'imports', what: 'a CSV to import', file: 'chase-2026.csv', type: 'text/csv' },
] as const;

const uploadPaths = (): Endpoint[] =>
  UPLOADS.map((u) => {
    const ex = uploadExamples(u.kind, u.file, u.type);
    return {
      ...authed,
      method: 'POST',
      path: `/api/v1/${u.path}/upload-url`,
      operationId: `${u.path.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}UploadUrl`,
      summary: `Upload address for ${u.what}`,
      description:
        'Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to ' +
        '`uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the ' +
        'signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key. ' +
        'Types: PDF, JPEG or PNG; receipts also WebP; imports text/csv (or application/vnd.ms-excel, text/plain).',
      tags: ['Files'],
      body: uploadUrlBodyFor(u.kind),
      requestExample: ex.request,
      response: uploadUrlSchema,
      responseExample: ex.response,
      errors: BODY_ERRORS,
    };
  });

export const filePaths = (): Endpoint[] => [
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/contracts/status',
    operationId: 'getContractsStatus',
    summary: 'Is contract analysis available?',
    tags: ['Contracts'],
    response: contractsStatusSchema,
    responseExample: { available: true },
    errors: [],
  },
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/contracts/analyze',
    operationId: 'analyzeContract',
    summary: 'Extract assignment fields from a contract',
    description:
      'Reads an uploaded contract with an AI model. Pay is converted to weekly cents (hourly × 36, daily × 7, ' +
      'monthly ÷ 4.33); a field that cannot be read is null. 404 for a key that is not yours.',
    tags: ['Contracts'],
    body: objstoreKeyBody,
    requestExample: { objstore_key: contractKey },
    response: contractExtractionSchema,
    responseExample: extractionExample,
    errors: [...BODY_ERRORS, 'not_configured', 'not_found', 'unprocessable_contract'],
  },
  ...uploadPaths(),
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/files/download-url',
    operationId: 'fileDownloadUrl',
    summary: 'Download address of one of your files',
    description:
      'A presigned GET address, valid 5 minutes; 404 for a key that is not yours or was never uploaded.',
    tags: ['Files'],
    body: downloadUrlBody,
    requestExample: { objstore_key: contractKey },
    response: downloadUrlSchema,
    responseExample: {
      downloadUrl: `https://travel-ledger.s3.us-east-1.amazonaws.com/${contractKey}?X-Amz-Signature=…`,
    },
    errors: [...BODY_ERRORS, 'not_found'],
  },
];
