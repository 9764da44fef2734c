import type { z } from 'zod';
import type { HttpMethod } from '@/lib/http/contract';

// The parts of OpenAPI 3.1 the document uses, typed for its builder and the /docs page.

export type { HttpMethod };

/** A JSON Schema 2020-12 object, as z.toJSONSchema produces it (= an OpenAPI 3.1 Schema Object). */
export type JsonSchema = z.core.JSONSchema.JSONSchema;

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
  style?: 'form';
  explode?: boolean;
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
