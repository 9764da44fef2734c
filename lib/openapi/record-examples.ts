import type { z } from 'zod';
import { resolveRef, SchemaStore } from './json-schema';
import type { JsonSchema } from './types';

// Response examples of the record resources, built from each spec's create `example`: the server-owned
// fields and any field the example leaves out are filled with a plausible value of the field's type, then
// `overrides` fix what a type alone gets wrong (a computed status). The test parses each with the record
// schema, so an example can never drift from the shape the API returns.

/** The part of a ResourceSpec (lib/records/define.ts) the document reads; every concrete spec fits it. */
export interface DocSpec {
  name: string;
  path: string;
  record: z.ZodType;
  createBody?: z.ZodType;
  updateBody?: z.ZodType;
  example: Record<string, unknown>;
  yearScope?: unknown;
}

export const EXAMPLE_TIMESTAMP = '2026-03-02T15:04:05.123Z';

function isNullable(s: JsonSchema): boolean {
  if (Array.isArray(s.type)) return s.type.includes('null');
  return (s.anyOf ?? []).some((a) => a.type === 'null');
}

function placeholder(s: JsonSchema): unknown {
  if (isNullable(s)) return null;
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.type === 'integer' || s.type === 'number') return 0;
  if (s.type === 'boolean') return false;
  if (s.format === 'date-time') return EXAMPLE_TIMESTAMP;
  if (s.format === 'date') return '2026-03-02';
  if (s.type === 'array') return [];
  return '';
}

const SERVER_FIELDS: Record<string, unknown> = {
  id: 42,
  user_id: 7,
  created_at: EXAMPLE_TIMESTAMP,
  updated_at: EXAMPLE_TIMESTAMP,
  deleted_at: null,
};

/** A whole record as GET returns it, from the create example. */
export function recordExample(
  spec: DocSpec,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const store = new SchemaStore();
  const schema = resolveRef(store.convert(spec.record, 'output'), store.schemas);
  const known = { ...SERVER_FIELDS, ...spec.example, ...overrides };
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    out[key] = key in known ? known[key] : placeholder(typeof prop === 'object' ? prop : {});
  }
  return out;
}

/** A PATCH example: the last two fields of the create example (any subset of a valid body is valid). */
export function patchExample(spec: DocSpec): Record<string, unknown> {
  const entries = Object.entries(spec.example);
  return Object.fromEntries(spec.createBody ? entries.slice(-2) : entries);
}
