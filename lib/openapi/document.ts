import 'server-only';
import type { Contract } from '@/lib/http/contract';
import { errorSchema } from '@/lib/http/error-envelope';
import { exampleOf, SchemaStore } from './json-schema';
import { errorResponses, HEADERS, successHeaders } from './responses';
import { TAGS } from './tags';
import type { OpenApiDocument, OperationObject, ParameterObject, PathItem, ResponseObject } from './types';

// The OpenAPI 3.1 document of /api/v1, built from the contracts the route handlers carry and nothing else.

const DESCRIPTION = [
  'The API of Travel Ledger: assignments, tax home, expenses, mileage, credentials and the tax views of a ' +
    'traveling healthcare worker. All paths live under /api/v1; request and response bodies are JSON.',
  'Authentication: send `Authorization: Bearer <JWT>` (mint a token in Settings, or use one from the ' +
    'configured identity provider). A missing or invalid token is 401 with `WWW-Authenticate: Bearer`. Data ' +
    "is scoped to the caller: another user's record is 404, never 403. Exempt: /health, /openapi.json and the " +
    'Stripe webhook.',
  'Rate limit: a per-user budget per minute (100 in production), reported in `X-RateLimit-Limit`, ' +
    '`X-RateLimit-Remaining` and `X-RateLimit-Reset`; over it, 429 `rate_limited` with `Retry-After`.',
  'Errors: `{"error": {"code", "message", "details"?, "requestId"}}`; `details` lists `{path, message}` for ' +
    '`validation_error`. Every response carries `X-Request-Id`, the same value as `requestId`.',
  'Lists: a JSON array plus `X-Total-Count` (the total before pagination). `limit` 1 to 200 (default 100) ' +
    'and `offset` 0 and up (default 0); notifications use `page` and `limit` (1 to 50, default 20). Out of ' +
    'range is 400, never clamped. Year-scoped lists take `year` (default the current year); `deleted=true` ' +
    'shows the trash. DELETE is a soft delete; PATCH /{id}/restore undoes it.',
  'Money is integer cents (0 to 1,000,000,000 in a body). Calendar dates are YYYY-MM-DD; timestamps are ' +
    'ISO 8601 with milliseconds and Z. Unknown body fields are 400; id, user_id and timestamps in a body are ignored.',
].join('\n\n');

const SECURITY = { bearer: [{ bearerAuth: [] }], cron: [{ cronSecret: [] }], none: [] };

function successResponse(c: Contract, store: SchemaStore): ResponseObject {
  const status = c.status ?? 200;
  const description = status === 201 ? 'Created' : status === 204 ? 'No content' : 'OK';
  if (status === 204 || !c.response) return { description, headers: successHeaders(c) };
  const item = store.convert(c.response, 'output');
  const schema = c.list ? { type: 'array' as const, items: item } : item;
  const own = exampleOf(c.response);
  const example = c.examples?.response ?? (c.list && own !== undefined ? [own] : own);
  return {
    description,
    headers: successHeaders(c),
    content: { 'application/json': { schema, ...(example !== undefined && { example }) } },
  };
}

function parameters(c: Contract, store: SchemaStore): ParameterObject[] {
  const path = c.params ? store.parameters(c.params, 'path', { id: 'Record id, a positive integer' }) : [];
  const query = c.query ? store.parameters(c.query, 'query', c.queryDocs) : [];
  const headers = (c.headers ?? []).map((h): ParameterObject => ({
    ...h,
    in: 'header',
    schema: { type: 'string' },
  }));
  return [...path, ...query, ...headers];
}

function operation(c: Contract, store: SchemaStore): OperationObject {
  const params = parameters(c, store);
  const body = c.body ?? c.rawBody;
  const requestExample = c.examples?.request ?? exampleOf(body);
  const op: OperationObject = {
    operationId: c.operationId,
    summary: c.summary,
    ...(c.description && { description: c.description }),
    tags: c.tags,
    security: SECURITY[c.auth ?? 'bearer'],
    ...(params.length > 0 && { parameters: params }),
    responses: { [String(c.status ?? 200)]: successResponse(c, store) },
    ...(c.plan && { 'x-pro': true }),
  };
  if (body) {
    const schema = store.convert(body, 'input');
    const media = { schema, ...(requestExample !== undefined && { example: requestExample }) };
    op.requestBody = { required: true, content: { 'application/json': media } };
  }
  for (const other of c.alternatives ?? []) {
    const { content } = successResponse({ ...c, examples: { response: other.example } }, store);
    op.responses[String(other.status)] = {
      description: other.description,
      headers: successHeaders(c),
      content,
    };
  }
  Object.assign(op.responses, errorResponses(c, requestExample));
  return op;
}

/** The document of these operations; `serverUrl` (the origin the API is served from) fills `servers`. */
export function buildOpenApiDocument(contracts: Contract[], serverUrl?: string): OpenApiDocument {
  const store = new SchemaStore();
  store.convert(errorSchema, 'output');
  const paths: Record<string, PathItem> = {};
  for (const c of contracts) {
    const item: PathItem = (paths[c.path] ??= {});
    item[c.method.toLowerCase() as Lowercase<Contract['method']>] = operation(c, store);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: { title: 'Travel Ledger API', version: '1.0.0', description: DESCRIPTION },
    servers: [serverUrl ? { url: serverUrl, description: 'This server' } : { url: '/' }],
    tags: TAGS,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(store.schemas).sort(([a], [b]) => a.localeCompare(b))),
      headers: HEADERS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token (JWT: RS256, ES256 or EdDSA) with this API’s issuer and audience.',
        },
        cronSecret: {
          type: 'http',
          scheme: 'bearer',
          description: 'The server’s CRON_SECRET, for the scheduled notification run only.',
        },
      },
    },
  };
}
