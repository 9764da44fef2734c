// POST /api/v1/imports/:id/commit: Writes every ready row of the preview in one transaction, each tagged with the import (import_id); 409 when already committed, 422 when no row is ready.
import { committedExample } from '@/lib/imports/examples';
import { importSchema } from '@/lib/imports/schemas';
import { commitImport } from '@/lib/imports/commit';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/imports/{id}/commit',
      operationId: 'commitImport',
      summary: 'Import the ready rows',
      description:
        'Writes every ready row of the preview in one transaction, each tagged with the import (import_id); 409 when already committed, 422 when no row is ready.',
      tags: ['Imports'],
      params: idParam,
      response: importSchema,
      errors: ['not_found', 'conflict', 'unprocessable_import'],
      examples: { response: committedExample },
    },
    async ({ ctx, params }) => json(await commitImport(ctx, params.id)),
  ),
});
