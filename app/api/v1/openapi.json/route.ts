// GET /api/v1/openapi.json: the OpenAPI 3.1 description of this API; public, no token
import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { apiDocument } from '../document';

const openApiResponse = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ description: 'This document' });

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/openapi.json',
      operationId: 'getOpenApiDocument',
      summary: 'This API description (OpenAPI 3.1)',
      tags: ['System'],
      auth: 'none',
      response: openApiResponse,
      examples: {
        response: { openapi: '3.1.0', info: { title: 'Travel Ledger API', version: '1.0.0' }, paths: {} },
      },
    },
    async ({ req }) => json(apiDocument(new URL(req.url).origin)),
  ),
});
