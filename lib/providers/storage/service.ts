import 'server-only';
import { randomUUID } from 'node:crypto';
import { notFound } from '@/lib/core/errors';
import type { Ctx } from '@/lib/core/context';
import { assertOwnKey, ownPrefix, type UploadKind } from './keys';
import { sanitizeFileName, type UploadUrlBody } from './schemas';
import { objectStore } from './store';

// Upload and download addresses (docs/api-guide.md §7): a fresh key per upload, so two uploads of the same name
// never overwrite each other; a key outside the caller's own prefixes, or one never uploaded, is 404.

export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;

type StorageCtx = Pick<Ctx, 'userId' | 'now'>;

export async function createUploadUrl(ctx: StorageCtx, kind: UploadKind, input: UploadUrlBody) {
  const objstoreKey = `${ownPrefix(kind, ctx.userId)}${randomUUID()}-${sanitizeFileName(input.file_name)}`;
  const expiresAt = new Date(ctx.now.getTime() + UPLOAD_URL_SECONDS * 1000);
  const uploadUrl = await objectStore().uploadUrl(
    objstoreKey,
    input.content_type,
    input.file_size,
    expiresAt,
  );
  return { uploadUrl, objstoreKey, expiresAt: expiresAt.toISOString() };
}

export async function createDownloadUrl(ctx: StorageCtx, key: string) {
  assertOwnKey(key, ctx.userId);
  const store = objectStore();
  if (!(await store.exists(key))) throw notFound('File');
  return { downloadUrl: await store.downloadUrl(key, DOWNLOAD_URL_SECONDS) };
}

/** The bytes of the caller's own uploaded file of `kind`; 404 for a key outside that prefix or never uploaded. */
export async function readOwnFile(userId: number, key: string, kind: UploadKind): Promise<Buffer> {
  assertOwnKey(key, userId, kind);
  const store = objectStore();
  if (!(await store.exists(key))) throw notFound('File');
  return store.read(key);
}
