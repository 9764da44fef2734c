// POST /api/v1/imports/:id/undo: soft-deletes every row the import wrote; the import reads `undone`
import { undoImport } from '@/lib/imports/undo';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ params: idParam }, async ({ ctx, params }) => json(await undoImport(ctx, params.id))),
});
