import 'server-only';
import { SchemaStore } from './json-schema';
import { endpoints, TAGS } from './registry';
import { errorResponses, errorSchema, HEADERS, successHeaders } from './responses';
import type {
  Endpoint,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItem,
  ResponseObject,
} from './types';

// The OpenAPI 3.1 document of /api/v1, built once from the registry and cached (it is static data).

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

const lower = (m: Endpoint['method']) => m.toLowerCase() as Lowercase<Endpoint['method']>;

function successResponse(e: Endpoint, store: SchemaStore): ResponseObject {
  const description =
    e.responseDescription ?? (e.status === 201 ? 'Created' : e.status === 204 ? 'No content' : 'OK');
  if (e.status === 204 || !e.response) return { description, headers: successHeaders(e) };
  const item = store.convert(e.response, 'output');
  const schema = e.list ? { type: 'array' as const, items: item } : item;
  const example = e.responseExample === undefined ? {} : { example: e.responseExample };
  const media = e.responseContentType ?? 'application/json';
  return { description, headers: successHeaders(e), content: { [media]: { schema, ...example } } };
}

function parameters(e: Endpoint, store: SchemaStore): ParameterObject[] {
  const path = e.params ? store.parameters(e.params, 'path', { id: 'Record id, a positive integer' }) : [];
  const query = e.query ? store.parameters(e.query, 'query', e.queryDocs) : [];
  const headers = (e.headers ?? []).map((h): ParameterObject => ({
    name: h.name,
    in: 'header',
    required: h.required,
    description: h.description,
    schema: { type: 'string' },
    example: h.example,
  }));
  return [...path, ...query, ...headers];
}

function security(e: Endpoint): Record<string, string[]>[] {
  if (e.cronSecret) return [{ cronSecret: [] }];
  return e.auth ? [{ bearerAuth: [] }] : [];
}

function operation(e: Endpoint, store: SchemaStore): OperationObject {
  const params = parameters(e, store);
  const op: OperationObject = {
    operationId: e.operationId,
    summary: e.summary,
    ...(e.description && { description: e.description }),
    tags: e.tags,
    security: security(e),
    ...(params.length > 0 && { parameters: params }),
    responses: { [String(e.status)]: successResponse(e, store) },
    ...(e.pro && { 'x-pro': true }),
  };
  if (e.body) {
    const example = e.requestExample === undefined ? {} : { example: e.requestExample };
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: store.convert(e.body, 'input'), ...example } },
    };
  }
  for (const other of e.otherResponses ?? []) {
    const schema = e.response ? store.convert(e.response, 'output') : {};
    op.responses[String(other.status)] = {
      description: other.description,
      headers: successHeaders(e),
      content: { 'application/json': { schema, example: other.example } },
    };
  }
  Object.assign(op.responses, errorResponses(e));
  return op;
}

function build(): OpenApiDocument {
  const store = new SchemaStore();
  store.convert(errorSchema, 'output');
  const paths: Record<string, PathItem> = {};
  for (const e of endpoints()) {
    const item: PathItem = (paths[e.path] ??= {});
    item[lower(e.method)] = operation(e, store);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: { title: 'Travel Ledger API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
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

let cached: OpenApiDocument | undefined;

/** The document; `serverUrl` (the origin the API is served from) fills `servers`. */
export function openApiDocument(serverUrl?: string): OpenApiDocument {
  cached ??= build();
  return serverUrl ? { ...cached, servers: [{ url: serverUrl, description: 'This server' }] } : cached;
}
