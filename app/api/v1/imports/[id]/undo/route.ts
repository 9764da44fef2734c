// POST /api/v1/imports/:id/undo: Soft-deletes every row the import wrote (they show in each list trash) and marks it undone; again on an undone import is a 200 no-op; 409 for an import never committed.
import { undoneExample } from '@/lib/imports/examples';
import { importSchema } from '@/lib/imports/schemas';
import { undoImport } from '@/lib/imports/undo';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/imports/{id}/undo',
      operationId: 'undoImport',
      summary: 'Undo an import',
      description:
        'Soft-deletes every row the import wrote (they show in each list trash) and marks it undone; again on an undone import is a 200 no-op; 409 for an import never committed.',
      tags: ['Imports'],
      params: idParam,
      response: importSchema,
      errors: ['not_found', 'conflict'],
      examples: { response: undoneExample },
    },
    async ({ ctx, params }) => json(await undoImport(ctx, params.id)),
  ),
});
