import { z } from 'zod';
import { contentType, fileSize } from '@/lib/validation/files';
import { line, objstoreKey, recordBody } from '@/lib/validation/common';

// Bodies of the upload and download address endpoints (decisions §7).

/** Any name a device gives a file: path separators and `..` are sanitized into the key, not refused. */
export const fileName = line(200).min(1, 'Give the file name');

export const uploadUrlBody = recordBody({
  file_name: fileName,
  content_type: contentType,
  file_size: fileSize,
});
export type UploadUrlBody = z.infer<typeof uploadUrlBody>;

export const downloadUrlBody = recordBody({
  objstore_key: objstoreKey.min(1),
});
export type DownloadUrlBody = z.infer<typeof downloadUrlBody>;

/**
 * The file name as it appears in a key (decisions §7): letters, digits, dot, dash and underscore, anything
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
