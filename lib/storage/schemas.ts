import { z } from 'zod';
import { sameType } from '@/lib/core/same-type';
import { contentType, fileSize } from '@/lib/validation/files';
import { recordBody } from '@/lib/validation/common';
import type { createDownloadUrl, createUploadUrl } from './service';

// Bodies and answers of the upload and download address endpoints (decisions §7). The file name rules are
// patterns, so the OpenAPI document states them too.

export const fileName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\]*$/, 'Must not contain a path separator')
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'Must not contain control characters')
  .regex(/^(?!.*\.\.)/, 'Must not contain ".."');

export const uploadUrlBody = recordBody({
  file_name: fileName,
  content_type: contentType,
  file_size: fileSize,
});
export type UploadUrlBody = z.infer<typeof uploadUrlBody>;

export const downloadUrlBody = recordBody({
  objstore_key: z.string().min(1).max(512).meta({ description: 'Key returned by an upload-url call' }),
});
export type DownloadUrlBody = z.infer<typeof downloadUrlBody>;

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

/** The file name as it appears in a key: letters, digits, dot, dash and underscore; anything else is `-`. */
export function sanitizeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '-');
}
