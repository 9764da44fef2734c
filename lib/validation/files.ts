import { z } from 'zod';

// Uploads (docs/api-guide.md §7): PDF, JPEG or PNG, 1 byte to 25 MiB.
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Receipts may also be WebP photos (what many phones share); the AI model reads WebP too. */
export const RECEIPT_CONTENT_TYPES = [...UPLOAD_CONTENT_TYPES, 'image/webp'] as const;
/** A CSV to import, as browsers report it: text/csv, Excel's type for .csv on Windows, or plain text. */
export const CSV_CONTENT_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain'] as const;

export const contentType = z.enum(UPLOAD_CONTENT_TYPES);
export const fileSize = z.int().min(1).max(MAX_UPLOAD_BYTES).meta({ description: 'Bytes, 1 to 26,214,400' });
