// GET /api/v1/imports: the caller's imports, newest first (paginated, X-Total-Count); POST starts one (a preview)
import { importExample, importKey, importSummaryExample } from '@/lib/imports/examples';
import { createImportBody, importListQuery, importSchema, importSummarySchema } from '@/lib/imports/schemas';
import { createImport } from '@/lib/imports/create';
import { listImports } from '@/lib/imports/read';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { created, list } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/imports',
      operationId: 'listImports',
      summary: 'Import history',
      description: 'Your imports, newest first, with their status and counts (no preview).',
      tags: ['Imports'],
      query: importListQuery,
      response: importSummarySchema,
      list: true,
      cache: true,
      examples: { response: [importSummaryExample] },
    },
    async ({ ctx, query }) => list(await listImports(ctx, query)),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/imports',
      operationId: 'createImport',
      summary: 'Preview a CSV import',
      description:
        'Reads a CSV uploaded through POST /imports/upload-url: detects the encoding (UTF-8 with or without BOM, ' +
        'UTF-16 with BOM, Windows-1252), the delimiter, the header line, the date format and the amount style, ' +
        'maps the columns and the source’s category (or purpose) words, and answers the preview: every row’s ' +
        'status (ready, failing with the reason, likely duplicate, skipped). Nothing is written until commit.',
      tags: ['Imports'],
      body: createImportBody,
      response: importSchema,
      status: 201,
      errors: ['not_found', 'unprocessable_import'],
      examples: { request: { objstore_key: importKey, kind: 'expenses' }, response: importExample },
    },
    async ({ ctx, body }) => created(await createImport(ctx, body)),
  ),
});
