import 'server-only';
import { notFound } from 'next/navigation';
import { currentCtx } from '@/lib/auth/current-user';
import { ApiError } from '@/lib/core/errors';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import { getRecordOrThrow } from '@/lib/records/service';
import type { UPLOAD_KINDS } from '@/lib/providers/storage/keys';
import { requestUploadUrl } from '../upload-actions';

/**
 * The record an edit page's `[id]` names: the caller's own and live, else the 404 page (another user's
 * record, a deleted one and a malformed id all look the same: not found).
 */
export async function loadOwnRecord<Row extends BaseRow>(
  spec: ResourceSpec<Row, unknown, unknown>,
  params: Promise<{ id: string }>,
) {
  const ctx = await currentCtx();
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const row = await getRecordOrThrow(spec, ctx, id).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'not_found') notFound();
    throw err;
  });
  return { ctx, row };
}

/** The list page showing a dated record's year, where an edit returns to. */
export function listOfYear(path: string, date: string | undefined): string {
  return date ? `${path}?year=${date.slice(0, 4)}` : path;
}

/** What an edit page says about each kind of stored file, and the record field it is stored in. */
const STORED_FILES = {
  receipts: { label: 'Open receipt', noun: 'receipt', keyName: 'receipt_objstore_key' },
  contracts: { label: 'Open contract', noun: 'file', keyName: 'contract_objstore_key' },
  credentials: { label: 'Open document', noun: 'file', keyName: 'objstore_key' },
  'tax-home-docs': { label: 'Open file', noun: 'file', keyName: 'objstore_key' },
  'income-documents': { label: 'Open document', noun: 'file', keyName: 'objstore_key' },
  imports: { label: 'Open file', noun: 'file', keyName: 'objstore_key' },
} as const satisfies Record<(typeof UPLOAD_KINDS)[number], object>;

/** A record's stored file for its edit page (components/records/edit-record-page.tsx): open or replace it. */
export function storedFile(kind: keyof typeof STORED_FILES, key: string | null) {
  return { key, ...STORED_FILES[kind], requestUpload: requestUploadUrl.bind(null, kind) };
}
