// GET /api/v1/imports/:id: one import with its preview; PATCH changes the mapping (a new preview)
import { updateImport } from '@/lib/imports/create';
import { getImportOrThrow } from '@/lib/imports/read';
import { updateImportBody } from '@/lib/imports/schemas';
import { serializeImport } from '@/lib/imports/serialize';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ params: idParam, cache: true }, async ({ ctx, params }) =>
    json(serializeImport(await getImportOrThrow(ctx, params.id))),
  ),
  PATCH: route({ params: idParam, body: updateImportBody }, async ({ ctx, params, body }) =>
    json(await updateImport(ctx, params.id, body)),
  ),
});
