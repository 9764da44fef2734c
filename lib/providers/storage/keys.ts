import { ApiError } from '@/lib/core/errors';

// Object keys are `<kind>/<user_id>/<uuid>-<sanitized name>` (docs/api-guide.md §7); a key outside the caller's
// own prefix is 404 wherever it is used.

export const UPLOAD_KINDS = [
  'credentials',
  'contracts',
  'tax-home-docs',
  'receipts',
  'income-documents',
  'imports',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function ownPrefix(kind: UploadKind, userId: number): string {
  return `${kind}/${userId}/`;
}

export function isOwnKey(key: string, userId: number, kind?: UploadKind): boolean {
  const kinds = kind ? [kind] : UPLOAD_KINDS;
  return kinds.some((k) => key.startsWith(ownPrefix(k, userId))) && !key.includes('..') && key.length <= 512;
}

export function assertOwnKey(key: string, userId: number, kind?: UploadKind): void {
  if (!isOwnKey(key, userId, kind)) throw new ApiError('not_found', 'File not found');
}
