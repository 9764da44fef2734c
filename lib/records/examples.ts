import { z } from 'zod';

// Examples of records for the API reference, derived from each resource's create `example`: the server-owned
// fields and any field the example leaves out get a plausible value of the field's type, then `overrides`
// fix what a type alone gets wrong (a computed status). The contract tests parse each with the record schema.

export const EXAMPLE_TIMESTAMP = '2026-03-02T15:04:05.123Z';

const SERVER_FIELDS: Record<string, unknown> = {
  id: 42,
  user_id: 7,
  created_at: EXAMPLE_TIMESTAMP,
  updated_at: EXAMPLE_TIMESTAMP,
  deleted_at: null,
};

type JsonSchema = z.core.JSONSchema.JSONSchema;

function placeholder(s: JsonSchema): unknown {
  const nullable = Array.isArray(s.type)
    ? s.type.includes('null')
    : (s.anyOf ?? []).some((a) => typeof a === 'object' && a.type === 'null');
  if (nullable) return null;
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.type === 'integer' || s.type === 'number') return 0;
  if (s.type === 'boolean') return false;
  if (s.format === 'date-time') return EXAMPLE_TIMESTAMP;
  if (s.format === 'date') return '2026-03-02';
  if (s.type === 'array') return [];
  return '';
}

/** A whole record as GET answers it, from the resource's create example. */
export function recordExample(
  spec: { record: z.ZodObject; example: Record<string, unknown> },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const known = { ...SERVER_FIELDS, ...spec.example, ...overrides };
  return Object.fromEntries(
    Object.entries(spec.record.shape).map(([key, field]) => [
      key,
      key in known
        ? known[key]
        : placeholder(z.toJSONSchema(field as z.ZodType, { io: 'output', unrepresentable: 'any' })),
    ]),
  );
}

/** A PATCH example: the last two fields of the create example (any subset of a valid body is valid). */
export function patchExample(spec: { example: Record<string, unknown>; createBody?: unknown }) {
  const entries = Object.entries(spec.example);
  return Object.fromEntries(spec.createBody ? entries.slice(-2) : entries);
}
