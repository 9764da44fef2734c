// PATCH /api/v1/imports/:id/restore: Brings back exactly the rows its undo removed and marks it committed again; 200 on a committed import.
import { committedExample } from '@/lib/imports/examples';
import { importSchema } from '@/lib/imports/schemas';
import { restoreImport } from '@/lib/imports/undo';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: endpoint(
    {
      method: 'PATCH',
      path: '/api/v1/imports/{id}/restore',
      operationId: 'restoreImport',
      summary: 'Restore an undone import',
      description:
        'Brings back exactly the rows its undo removed and marks it committed again; 200 on a committed import.',
      tags: ['Imports'],
      params: idParam,
      response: importSchema,
      errors: ['not_found', 'conflict'],
      examples: { response: committedExample },
    },
    async ({ ctx, params }) => json(await restoreImport(ctx, params.id)),
  ),
});
