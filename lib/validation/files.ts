import { z } from 'zod';
import { name200, objstoreKey } from './common';

// Uploads (docs/api-guide.md §7): PDF, JPEG or PNG, 1 byte to 25 MiB.
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Receipts may also be WebP photos (what many phones share); the AI model reads WebP too. */
export const RECEIPT_CONTENT_TYPES = [...UPLOAD_CONTENT_TYPES, 'image/webp'] as const;
/** A CSV to import, as browsers report it: text/csv, Excel's type for .csv on Windows, or plain text. */
export const CSV_CONTENT_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain'] as const;

export const contentType = z.enum(UPLOAD_CONTENT_TYPES);
export const fileSize = z.int().min(1).max(MAX_UPLOAD_BYTES).meta({ description: 'Bytes, 1 to 26,214,400' });

/** The optional file fields of a record that keeps a document (credential, tax home document). */
export const fileFields = {
  objstore_key: objstoreKey.nullable().optional(),
  file_name: name200.nullable().optional(),
  content_type: contentType.nullable().optional(),
  file_size: fileSize.nullable().optional(),
};

export const fileFieldsOut = {
  objstore_key: z.string().nullable(),
  file_name: z.string().nullable(),
  content_type: z.string().nullable(),
  file_size: z.int().nullable(),
};
