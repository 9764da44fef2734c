import type { z } from 'zod';
import type { ErrorCode } from '@/lib/core/errors';

// The shape of one documented endpoint (the registry's rows) and of the OpenAPI 3.1 objects the document
// and the /docs page share. Schemas are zod: the same ones the handlers parse with.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON Schema 2020-12 object, as z.toJSONSchema produces it. */
export type JsonSchema = z.core.JSONSchema.JSONSchema;

export interface HeaderParam {
  name: string;
  description: string;
  required: boolean;
  example: string;
}

export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI form: /api/v1/assignments/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Needs `Authorization: Bearer <JWT>` (and counts against the per-user rate limit). */
  auth: boolean;
  /** Needs the Pro plan (403 `pro_required` otherwise). */
  pro?: boolean;
  /** Authenticated by `Authorization: Bearer <CRON_SECRET>` instead of a user token. */
  cronSecret?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Descriptions of query parameters, by name, where the schema alone says too little. */
  queryDocs?: Record<string, string>;
  headers?: HeaderParam[];
  body?: z.ZodType;
  requestExample?: unknown;
  /** The success body; for a list, the schema of one item. */
  response?: z.ZodType;
  /** The success body's media type when it is a file, not JSON (application/pdf, application/zip). */
  responseContentType?: string;
  responseExample?: unknown;
  /** What the success response means, in a few words. */
  responseDescription?: string;
  /** Non-error alternatives of the same shape (the health check's 503). */
  otherResponses?: { status: number; description: string; example: unknown }[];
  errors: ErrorCode[];
  status: 200 | 201 | 204;
  /** A JSON array of `response` items with the X-Total-Count header. */
  list?: boolean;
}

// ---- The parts of OpenAPI 3.1 this document uses (typed for the /docs page) ----

export interface RefObject {
  $ref: string;
}

export interface MediaType {
  schema: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, RefObject>;
  content?: Record<string, MediaType>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
  'x-pro'?: boolean;
}

export type PathItem = Partial<Record<Lowercase<HttpMethod>, OperationObject>>;

export interface HeaderObject {
  description: string;
  schema: JsonSchema;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    headers: Record<string, HeaderObject>;
    securitySchemes: Record<
      string,
      { type: 'http'; scheme: 'bearer'; bearerFormat?: string; description: string }
    >;
  };
}
