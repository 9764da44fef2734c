import { z } from 'zod';
import {
  CSV_CONTENT_TYPES,
  fileSize,
  RECEIPT_CONTENT_TYPES,
  UPLOAD_CONTENT_TYPES,
} from '@/lib/validation/files';
import { recordBody } from '@/lib/validation/common';
import type { UploadKind } from './keys';

// Bodies of the upload and download address endpoints (decisions §7).

const CONTROL = /[\u0000-\u001f\u007f]/;

export const fileName = z
  .string()
  .min(1)
  .max(200)
  .refine((n) => !n.includes('/') && !n.includes('\\'), 'Must not contain a path separator')
  .refine((n) => !CONTROL.test(n), 'Must not contain control characters')
  .refine((n) => !n.includes('..'), 'Must not contain ".."');

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

export const uploadUrlBody = uploadUrlBodyFor('credentials');
export type UploadUrlBody = z.infer<ReturnType<typeof uploadUrlBodyFor>>;

export const downloadUrlBody = recordBody({
  objstore_key: z.string().min(1).max(512),
});
export type DownloadUrlBody = z.infer<typeof downloadUrlBody>;

/** The file name as it appears in a key: letters, digits, dot, dash and underscore; anything else is `-`. */
export function sanitizeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '-');
}
