import 'server-only';
import { ApiError } from '@/lib/core/errors';
import { assertOwnKey, type UploadKind } from './keys';
import { objectStore } from './store';

/**
 * A record may point only at a file that was really uploaded under the caller's own prefix: like a
 * foreign key, a key that is someone else's or names nothing in the store is 404 `not_found`
 * (docs/api-guide.md §7). The store is asked (a stat on disk, HeadObject on S3) only when the key changes.
 */
export async function assertStoredKey(
  key: string | null | undefined,
  userId: number,
  kind: UploadKind,
  current?: string | null,
): Promise<void> {
  if (!key || key === current) return;
  assertOwnKey(key, userId, kind);
  if (!(await objectStore().exists(key))) throw new ApiError('not_found', 'File not found: upload it first');
}
