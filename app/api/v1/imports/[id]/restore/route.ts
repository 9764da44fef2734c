// PATCH /api/v1/imports/:id/restore: brings back the rows an undo removed; the import reads `committed`
import { restoreImport } from '@/lib/imports/undo';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: route({ params: idParam }, async ({ ctx, params }) => json(await restoreImport(ctx, params.id))),
});
