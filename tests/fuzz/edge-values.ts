import fc from 'fast-check';
import type { OpenApiLike } from './openapi-fuzz';

// Bodies that the OpenAPI document accepts, made of the values at its edges: the smallest and largest
// numbers and dates, the longest strings, every enum value. The hostile fuzz (openapi-fuzz.ts) is almost
// all refused by validation; these pass it, so they reach the services, the engine and the database, the
// way a careless client's real data does. Written from the document alone, like a third-party client.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}

interface BodyOperation {
  method: string;
  template: string;
  schema: JsonSchema;
}

export interface EdgeRequest {
  method: string;
  path: string;
  body?: string;
}

const refOf = (doc: OpenApiLike, s: JsonSchema): JsonSchema =>
  s.$ref ? refOf(doc, (doc.components?.schemas?.[s.$ref.split('/').at(-1) ?? ''] ?? {}) as JsonSchema) : s;

/**
 * Dates at the ends of what `format: date` allows (years 0001 and 9998: issue 36's stall was an assignment
 * ending 9998-12-31), of the range the API states (1900-2100), and a few ordinary ones.
 */
const DATES = [
  '0001-01-01',
  '9998-12-31',
  '1900-01-01',
  '2100-12-31',
  '1999-12-31',
  '2000-02-29',
  '2026-01-01',
  '2026-12-31',
  '2027-06-30',
];
const TEXT = ['Ünïcødé 😀 ', 'x', '<b>bold</b>', "O'Brien; --", '\u202eevil', '  padded  '];

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return fc.constantFrom(...DATES);
  if (s.format === 'date-time') return fc.constantFrom('1900-01-01T00:00:00Z', '2100-12-31T23:59:59Z');
  if (s.format === 'email') return fc.constantFrom('a@b.example', `${'n'.repeat(60)}@example.com`);
  if (s.pattern && !s.pattern.startsWith('^[^')) {
    // A pattern other than "no control characters" (a ZIP, a year, a state): its own examples.
    return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? v.length));
  }
  const max = s.maxLength ?? 300;
  const min = s.minLength ?? 0;
  return fc.oneof(
    fc.constant('é'.repeat(Math.max(min, max))),
    fc.constantFrom(...TEXT).map((t) => t.slice(0, max).padEnd(min, 'x')),
    fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme' }).map((t) => t.trim() || 'x'),
  );
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (integer ? -2_147_483_648 : -1e9);
  const max = s.maximum ?? (integer ? 2_147_483_647 : 1e9);
  const edges = [min, max, Math.min(max, Math.max(min, 0)), Math.min(max, min + 1)];
  return fc.oneof(
    fc.constantFrom(...edges),
    integer
      ? fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) })
      : fc.double({ min, max, noNaN: true }),
  );
}

/** A value that `s` accepts, at its edges. */
export function edgeValue(doc: OpenApiLike, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const s = refOf(doc, schema);
  if (depth > 5) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => edgeValue(doc, o, depth + 1)));
  if (s.allOf?.length) return edgeValue(doc, s.allOf[0] as JsonSchema, depth + 1);
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'object'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      if (type === 'null') return fc.constant(null);
      if (type === 'boolean') return fc.boolean();
      if (type === 'integer') return numberOf(s, true);
      if (type === 'number') return numberOf(s, false);
      if (type === 'string') return stringOf(s);
      if (type === 'array') {
        const item = edgeValue(doc, s.items ?? {}, depth + 1);
        return fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
      }
      return objectOf(doc, s, depth);
    }),
  );
}

function objectOf(doc: OpenApiLike, s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  return fc
    .tuple(
      ...props.map(([key, p]) =>
        fc.tuple(
          fc.constant(key),
          required.has(key) ? fc.constant(true) : fc.boolean(),
          edgeValue(doc, p, depth + 1),
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.filter(([, keep]) => keep).map(([k, , v]) => [k, v])));
}

/** Every operation of the document that takes a JSON body, but the Stripe webhook (signed by Stripe). */
export function bodyOperations(doc: OpenApiLike): BodyOperation[] {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, op]) => {
      const schema = op.requestBody?.content['application/json']?.schema as JsonSchema | undefined;
      if (!schema || template.includes('webhooks')) return [];
      return [{ method: method.toUpperCase(), template, schema }];
    }),
  );
}

/** The signed-in reads of the document without a path parameter (the views and lists). */
export function plainReads(doc: OpenApiLike): string[] {
  return Object.entries(doc.paths)
    .filter(
      ([template, item]) => 'get' in item && !template.includes('{') && !/openapi|health/.test(template),
    )
    .map(([template]) => template);
}

/** A request of `op` with an edge body; a path id is one of `ids` (records the run made) or 1. */
export function edgeRequest(
  doc: OpenApiLike,
  op: BodyOperation,
  ids: readonly number[],
): fc.Arbitrary<EdgeRequest> {
  const id = ids.length ? fc.constantFrom(...ids) : fc.constant(1);
  return fc
    .tuple(edgeValue(doc, op.schema), id, fc.integer({ min: 2000, max: 2100 }))
    .map(([body, n, year]) => ({
      method: op.method,
      path: op.template.replace('{year}', String(year)).replace(/\{[^}]+\}/g, String(n)),
      body: JSON.stringify(body),
    }));
}
