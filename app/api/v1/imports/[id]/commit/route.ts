// POST /api/v1/imports/:id/commit: writes every ready row of the preview in one transaction
import { commitImport } from '@/lib/imports/commit';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ params: idParam }, async ({ ctx, params }) => json(await commitImport(ctx, params.id))),
});
