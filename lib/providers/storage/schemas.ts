import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import {
  CSV_CONTENT_TYPES,
  fileSize,
  RECEIPT_CONTENT_TYPES,
  UPLOAD_CONTENT_TYPES,
} from '@/lib/validation/files';
import { line, objstoreKey, recordBody } from '@/lib/validation/common';
import type { UploadKind } from './keys';
import type { createDownloadUrl, createUploadUrl } from './service';

// Bodies and answers of the upload and download address endpoints (docs/api-guide.md §7).

/** Any name a device gives a file: path separators and `..` are sanitized into the key, not refused. */
export const fileName = line(200).min(1, 'Give the file name');

/** What each kind of upload may be: documents are PDF, JPEG or PNG; receipts also WebP; imports CSV. */
export const CONTENT_TYPES_BY_KIND: Record<UploadKind, readonly [string, ...string[]]> = {
  credentials: UPLOAD_CONTENT_TYPES,
  contracts: UPLOAD_CONTENT_TYPES,
  'tax-home-docs': UPLOAD_CONTENT_TYPES,
  receipts: RECEIPT_CONTENT_TYPES,
  'income-documents': UPLOAD_CONTENT_TYPES,
  imports: CSV_CONTENT_TYPES,
};

/** The body of POST /<resource>/upload-url for one kind of file. */
export function uploadUrlBodyFor(kind: UploadKind) {
  return recordBody({
    file_name: fileName,
    content_type: z.enum(CONTENT_TYPES_BY_KIND[kind]),
    file_size: fileSize,
  });
}

export type UploadUrlBody = z.infer<ReturnType<typeof uploadUrlBodyFor>>;

export const downloadUrlBody = recordBody({
  objstore_key: objstoreKey.min(1).meta({ description: 'Key returned by an upload-url call' }),
});

export const uploadUrlResponse = z
  .object({
    uploadUrl: z.string().meta({ description: 'Presigned address to upload the file to (15 minutes)' }),
    objstoreKey: z.string().meta({ description: '<kind>/<user_id>/<uuid>-<sanitized file name>' }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'UploadUrl' });
sameType<z.infer<typeof uploadUrlResponse>, Awaited<ReturnType<typeof createUploadUrl>>>();

export const downloadUrlResponse = z.object({
  downloadUrl: z.string().meta({ description: 'Presigned address, valid 5 minutes' }),
});
sameType<z.infer<typeof downloadUrlResponse>, Awaited<ReturnType<typeof createDownloadUrl>>>();

/**
 * The file name as it appears in a key (docs/api-guide.md §7): letters, digits, dot, dash and underscore, anything
 * else `-`; runs of dots become one (no `..` can reach a key), and no leading dot or dash.
 * `../../etc/passwd` → `etc-passwd`, `C:\scans\lease.pdf` → `C-scans-lease.pdf`.
 */
export function sanitizeFileName(name: string): string {
  const safe = name
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '');
  return safe || 'file';
}
