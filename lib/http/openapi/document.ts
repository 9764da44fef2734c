import 'server-only';
import type { Contract } from '@/lib/http/contract';
import { errorSchema } from '@/lib/http/error-envelope';
import { SERVER_OWNED_FIELDS } from '@/lib/validation/body-rule';
import { exampleOf, SchemaStore } from './json-schema';
import { errorResponses, idempotentWrite, successHeaders } from './responses';
import type {
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItem,
  ResponseObject,
} from './types';

// The OpenAPI 3.1 document of /api/v1, built from the contracts the route handlers carry and nothing else.

const SECURITY = { bearer: [{ bearerAuth: [] }], cron: [{ cronSecret: [] }], none: [] };

function successResponse(c: Contract, store: SchemaStore): ResponseObject {
  const status = c.status ?? 200;
  const description = status === 201 ? 'Created' : status === 204 ? 'No content' : 'OK';
  if (c.file) {
    const file = { schema: { type: 'string' as const, format: 'binary' } };
    return {
      description: c.file.description,
      headers: successHeaders(c),
      content: { [c.file.contentType]: file },
    };
  }
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
  const headers = [...(c.headers ?? []), ...(idempotentWrite(c) ? [IDEMPOTENCY_KEY] : [])].map(
    (h): ParameterObject => ({ ...h, in: 'header', schema: { type: 'string' } }),
  );
  return [...path, ...query, ...headers];
}

/** Every signed-in write takes one (docs/api-guide.md §5). */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  description:
    'Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the ' +
    'same request again with the same key within 24 hours answers the first result (same status and body, ' +
    'with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 ' +
    '`idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.',
  required: false,
  example: '5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f',
};

const IGNORED: JsonSchema = {
  readOnly: true,
  description: 'Set by the server: accepted in a request body and ignored',
};

/**
 * A body's schema with the server-owned fields the pipeline ignores at its top level (lib/validation/body-rule.ts)
 * named as read-only properties, so that `additionalProperties: false` says what the server does: any other
 * unknown field is refused.
 */
function withIgnoredFields(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object' || !schema.properties) return schema;
  const ignored = SERVER_OWNED_FIELDS.filter((key) => !(key in (schema.properties ?? {})));
  const properties = { ...schema.properties, ...Object.fromEntries(ignored.map((key) => [key, IGNORED])) };
  return { ...schema, properties };
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
    const converted = store.convert(body, 'input');
    const schema = c.body ? withIgnoredFields(converted) : converted;
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

/** The document of these operations; `about` is what the API says of itself: description, tags, headers, auth. */
export function buildOpenApiDocument(
  contracts: Contract[],
  about: Pick<OpenApiDocument, 'tags'> &
    Pick<OpenApiDocument['info'], 'description'> &
    Pick<OpenApiDocument['components'], 'headers' | 'securitySchemes'>,
): OpenApiDocument {
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
    info: { title: 'Travel Ledger API', version: '1.0.0', description: about.description },
    servers: [{ url: '/' }],
    tags: about.tags,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(store.schemas).sort(([a], [b]) => a.localeCompare(b))),
      headers: about.headers,
      securitySchemes: about.securitySchemes,
    },
  };
}
