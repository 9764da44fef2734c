// GET /api/v1/imports/:id: one import with its preview; PATCH changes the mapping (a new preview)
import { importExample } from '@/lib/imports/examples';
import { importSchema, updateImportBody } from '@/lib/imports/schemas';
import { updateImport } from '@/lib/imports/create';
import { getImportOrThrow } from '@/lib/imports/read';
import { serializeImport } from '@/lib/imports/serialize';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/imports/{id}',
      operationId: 'getImport',
      summary: 'Get an import and its preview',
      tags: ['Imports'],
      params: idParam,
      response: importSchema,
      errors: ['not_found'],
      cache: true,
      examples: { response: importExample },
    },
    async ({ ctx, params }) => json(serializeImport(await getImportOrThrow(ctx, params.id))),
  ),
  PATCH: endpoint(
    {
      method: 'PATCH',
      path: '/api/v1/imports/{id}',
      operationId: 'updateImport',
      summary: 'Change the mapping (a new preview)',
      description:
        'Any of: `mapping` (field → column name, or null), `date_format`, `expense_sign`, `default_category` / ' +
        '`default_purpose`, `category_map` / `purpose_map` (source word → category, purpose or `skip`; merged ' +
        'into the stored map), `skip_lines`, `include_lines` (duplicates to import anyway). 409 once committed.',
      tags: ['Imports'],
      params: idParam,
      body: updateImportBody,
      response: importSchema,
      errors: ['not_found', 'conflict', 'unprocessable_import'],
      examples: { request: { date_format: 'MM/DD/YYYY' }, response: importExample },
    },
    async ({ ctx, params, body }) => json(await updateImport(ctx, params.id, body)),
  ),
});
