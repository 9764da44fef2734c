import type { HttpMethod, JsonSchema, OpenApiDocument, OperationObject } from '@/lib/http/openapi/types';

// Readings of the document for the /docs page: operations grouped by tag, and a schema as table rows.

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

type Schemas = Record<string, JsonSchema>;

const COMPONENT_REF = '#/components/schemas/';
const refName = (ref: string) => ref.split('/').pop() ?? ref;
const asSchema = (s: unknown): JsonSchema => (typeof s === 'object' && s !== null ? (s as JsonSchema) : {});

/** Resolves a `#/components/schemas/X` reference (one level at a time) against a schema table. */
function resolveRef(schema: JsonSchema, schemas: Schemas): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref?.startsWith(COMPONENT_REF) && hops < 10; hops++) {
    const target = schemas[current.$ref.slice(COMPONENT_REF.length)];
    if (!target) break;
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

/** A short type label: `integer`, `string (date)`, `TaxHome or null`, `array of Expense`. */
export function typeLabel(s: JsonSchema): string {
  if (s.$ref) return refName(s.$ref);
  if (s.anyOf) return s.anyOf.map(typeLabel).join(' or ');
  if (Array.isArray(s.type)) return s.type.join(' or ');
  if (s.type === 'array') return `array of ${typeLabel(asSchema(s.items))}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.format && s.type === 'string') return `string (${s.format})`;
  return s.type ?? 'any';
}

/**
 * "Integer, 1 to 200; default 100": a one-line reading of a schema's type, range, values and default; after
 * a description the reading goes on in lower case ("Page size; integer, 1 to 200; default 100").
 */
function describeValue(s: JsonSchema): string {
  const parts: string[] = [];
  const add = (text: string) =>
    parts.push(parts.length > 0 ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
  if (s.description) parts.push(s.description);
  if (s.enum && s.enum.length > 16)
    add(`One of ${s.enum.length} values (${s.enum.slice(0, 4).join(', ')}, …)`);
  else if (s.enum) add(`One of ${s.enum.map((v) => String(v)).join(', ')}`);
  else if (s.type === 'integer' || s.type === 'number') {
    const kind = s.type === 'integer' ? 'Integer' : 'Number';
    const n = (v: number) => (Math.abs(v) >= 10_000 ? v.toLocaleString('en-US') : String(v));
    if (s.minimum !== undefined && s.maximum !== undefined)
      add(`${kind}, ${n(s.minimum)} to ${n(s.maximum)}`);
    else if (s.minimum !== undefined) add(`${kind}, ${n(s.minimum)} and up`);
    else add(kind);
  }
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join('; ');
}

/** Ranges and lengths a type label leaves out. */
function limits(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    out.push(`length ${s.minLength ?? 0} to ${s.maxLength ?? '∞'}`);
  }
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  return out;
}

/** One line of notes: description, enum, range, default. */
export function notesOf(s: JsonSchema, schemas: Schemas): string {
  const inner = s.anyOf?.find((a) => a.type !== 'null');
  const target = inner
    ? { ...resolveRef(inner, schemas), description: s.description ?? inner.description }
    : s;
  return [describeValue({ ...target, default: s.default ?? target.default }), ...limits(target)]
    .filter(Boolean)
    .join('; ');
}

function objectOf(s: JsonSchema, schemas: Schemas): JsonSchema | undefined {
  const resolved = resolveRef(s, schemas);
  if (resolved.type === 'object' && resolved.properties) return resolved;
  const inner = resolved.anyOf?.find((a) => a.type !== 'null');
  return inner ? objectOf(inner, schemas) : undefined;
}

/** The fields of an object schema, nested objects flattened with dotted names (contract_a.state). */
export function fieldRows(schema: JsonSchema, schemas: Schemas, prefix = '', depth = 0): FieldRow[] {
  const obj = objectOf(schema, schemas);
  if (!obj) return [];
  const required = new Set(obj.required ?? []);
  return Object.entries(obj.properties ?? {}).flatMap(([key, raw]) => {
    const prop = asSchema(raw);
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      type: typeLabel(prop),
      required: required.has(key),
      notes: notesOf(prop, schemas),
    };
    const nested =
      depth < 1 && !prop.$ref?.endsWith('/Error') ? fieldRows(prop, schemas, `${name}.`, depth + 1) : [];
    return [row, ...nested];
  });
}

/**
 * The fields of a form-exploded query object (each sent as its own `?key=`), one row each: required when
 * every alternative of the object requires it.
 */
export function explodedFields(schema: JsonSchema, schemas: Schemas): FieldRow[] {
  const variants = (schema.anyOf ?? schema.oneOf ?? [schema]).map((v) => resolveRef(asSchema(v), schemas));
  return Object.entries(variants[0]?.properties ?? {}).map(([name, raw]) => {
    const prop = asSchema(raw);
    const required = variants.every((v) => (v.required ?? []).includes(name));
    return { name, type: typeLabel(prop), required, notes: notesOf(prop, schemas) };
  });
}

export interface DocOperation {
  method: HttpMethod;
  path: string;
  op: OperationObject;
}

/** Operations grouped by their first tag, in the document's tag order. */
export function operationsByTag(
  doc: OpenApiDocument,
): { tag: string; description?: string; ops: DocOperation[] }[] {
  const all: DocOperation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([m, op]) => ({ method: m.toUpperCase() as HttpMethod, path, op })),
  );
  return doc.tags
    .map((t) => ({
      tag: t.name,
      description: t.description,
      ops: all.filter((o) => o.op.tags[0] === t.name),
    }))
    .filter((g) => g.ops.length > 0);
}

export const anchorOf = (op: OperationObject) => `op-${op.operationId}`;
export const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
