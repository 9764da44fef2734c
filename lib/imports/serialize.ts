import 'server-only';
import type { DataImport, Prisma } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/core/dates';
import type { ImportKind, ImportStatus } from './kinds';
import type { Preview } from './preview';

// An import as the API answers it (lib/imports/schemas.ts); the preview is the JSON this module stored.

/** A plain JSON copy for a Json column (drops undefined, which Prisma's input type has no place for). */
export function toJson(value: unknown): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

export const kindOf = (row: DataImport): ImportKind => (row.kind === 'mileage' ? 'mileage' : 'expenses');

export const previewOf = (row: DataImport) => row.preview as unknown as Preview;

const EMPTY_COUNTS = { rows: 0, ready: 0, duplicate: 0, skipped: 0, failed: 0 };

export function serializeImportSummary(row: DataImport) {
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind as ImportKind,
    status: row.status as ImportStatus,
    file_name: row.file_name,
    objstore_key: row.objstore_key,
    row_count: row.row_count,
    imported_count: row.imported_count,
    counts: previewOf(row).counts ?? EMPTY_COUNTS,
    committed_at: timestamp(row.committed_at),
    undone_at: timestamp(row.undone_at),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

export function serializeImport(row: DataImport) {
  return { ...serializeImportSummary(row), preview: previewOf(row) };
}

/** `imports/<user>/<uuid>-<name>` → `<name>` (the name as the upload sanitized it). */
export function fileNameOf(key: string): string {
  const last = key.split('/').pop() ?? '';
  return /^[0-9a-f-]{36}-/.test(last) ? last.slice(37) : last;
}
