import 'server-only';
import { writeAsUser } from '@/lib/providers/db/user-lock';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { computeImport } from './compute';
import { getImportOrThrow, settingsOf } from './read';
import type { CreateImportBody, UpdateImportBody } from './schemas';
import { fileNameOf, kindOf, serializeImport, toJson } from './serialize';
import type { ImportSettings } from './settings';

// Starting an import (a preview of the uploaded file) and changing its mapping (a new preview). Nothing
// but the import itself is written until commit.

/** POST /imports: the first preview, with everything detected. */
export async function createImport(ctx: Ctx, input: CreateImportBody) {
  const { preview } = await computeImport(ctx, input.kind, input.objstore_key, {});
  const row = await writeAsUser(ctx, (db) =>
    db.dataImport.create({
      data: {
        user_id: ctx.userId,
        kind: input.kind,
        objstore_key: input.objstore_key,
        file_name: fileNameOf(input.objstore_key),
        settings: {},
        preview: toJson(preview),
        row_count: preview.counts.rows,
      },
    }),
  );
  return serializeImport(row);
}

/** Maps merge into the stored ones (a word at a time); everything else replaces what was there. */
export function mergeSettings(stored: ImportSettings, change: UpdateImportBody): ImportSettings {
  return {
    ...stored,
    ...change,
    mapping: { ...stored.mapping, ...change.mapping },
    ...(change.category_map && { category_map: { ...stored.category_map, ...change.category_map } }),
    ...(change.purpose_map && { purpose_map: { ...stored.purpose_map, ...change.purpose_map } }),
  };
}

/** PATCH /imports/:id: a new preview with the worker's changes; 409 once the import is committed. */
export async function updateImport(ctx: Ctx, id: number, change: UpdateImportBody) {
  const row = await getImportOrThrow(ctx, id);
  if (row.status !== 'preview') {
    throw new ApiError('conflict', 'This import was already committed: undo it and import the file again');
  }
  const settings = mergeSettings(settingsOf(row), change);
  const { preview } = await computeImport(ctx, kindOf(row), row.objstore_key, settings);
  // Only while still a preview: a commit that slipped in between wins, and this answers 409.
  const { count } = await writeAsUser(ctx, (db) =>
    db.dataImport.updateMany({
      where: { id: row.id, user_id: ctx.userId, status: 'preview' },
      data: { settings: toJson(settings), preview: toJson(preview), row_count: preview.counts.rows },
    }),
  );
  if (count !== 1) throw new ApiError('conflict', 'This import was committed meanwhile: reload it');
  return serializeImport(await getImportOrThrow(ctx, id));
}
