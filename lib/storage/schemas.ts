import { z } from 'zod';
import { contentType, fileSize } from '@/lib/validation/files';
import { recordBody } from '@/lib/validation/common';

// Bodies of the upload and download address endpoints (decisions §7).

const CONTROL = /[\u0000-\u001f\u007f]/;

export const fileName = z
  .string()
  .min(1)
  .max(200)
  .refine((n) => !n.includes('/') && !n.includes('\\'), 'Must not contain a path separator')
  .refine((n) => !CONTROL.test(n), 'Must not contain control characters')
  .refine((n) => !n.includes('..'), 'Must not contain ".."');

export const uploadUrlBody = recordBody({
  file_name: fileName,
  content_type: contentType,
  file_size: fileSize,
});
export type UploadUrlBody = z.infer<typeof uploadUrlBody>;

export const downloadUrlBody = recordBody({
  objstore_key: z.string().min(1).max(512),
});
export type DownloadUrlBody = z.infer<typeof downloadUrlBody>;

/** The file name as it appears in a key: letters, digits, dot, dash and underscore; anything else is `-`. */
export function sanitizeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '-');
}
