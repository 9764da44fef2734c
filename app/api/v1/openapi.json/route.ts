// GET /api/v1/openapi.json: the OpenAPI 3.1 description of this API; public, no token
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { publicRoute } from '@/lib/http/route';
import { openApiDocument } from '@/lib/openapi/document';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute({}, async ({ req }) => json(openApiDocument(new URL(req.url).origin))),
});
