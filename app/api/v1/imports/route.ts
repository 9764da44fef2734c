// GET /api/v1/imports: the caller's imports, newest first (paginated, X-Total-Count); POST starts one (a preview)
import { createImport } from '@/lib/imports/create';
import { listImports } from '@/lib/imports/read';
import { createImportBody, importListQuery } from '@/lib/imports/schemas';
import { methods } from '@/lib/http/methods';
import { created, list } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: importListQuery, cache: true }, async ({ ctx, query }) =>
    list(await listImports(ctx, query)),
  ),
  POST: route({ body: createImportBody }, async ({ ctx, body }) => created(await createImport(ctx, body))),
});
