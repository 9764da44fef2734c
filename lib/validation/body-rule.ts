import type { z } from 'zod';
import { SERVER_OWNED_FIELDS } from './common';

// The one rule for what a JSON request body may hold (spec/decisions.md §5, docs/api-guide.md §5), used by
// the endpoint pipeline (lib/http/route.ts), the record layer (lib/records/service.ts) and the OpenAPI
// document (lib/http/openapi/document.ts). Every field is declared, at every depth, so an unknown one is 400
// naming it (Stripe's way) and never dropped in silence; the server-owned fields (`id`, `user_id`, the
// timestamps) at the top level are ignored. A body schema that would let an unknown field through (a plain
// z.object strips it, a z.looseObject keeps it unchecked) is refused when its route is built, so no new
// schema can drop fields: build bodies with z.strictObject (recordBody in ./common.ts, or a record's definition: lib/records/record.ts).

export { SERVER_OWNED_FIELDS };

type Schema = z.core.$ZodType;

/** The parts of a zod definition this walk reads; each kind of schema has only some of them. */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: readonly Schema[];
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
  items?: readonly Schema[];
  rest?: Schema | null;
  getter?: () => Schema;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Unknown keys refused: z.strictObject's catchall is `never` (strip and loose have none or `unknown`). */
const isStrict = (def: Def) => def.catchall !== undefined && defOf(def.catchall).type === 'never';

function walk(schema: Schema, path: string, seen: Set<Schema>, out: string[]): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: Schema | null | undefined, p = path) => s && walk(s, p, seen, out);
  if (def.type === 'object') {
    if (!isStrict(def)) out.push(path || '(the body)');
    for (const [key, field] of Object.entries(def.shape ?? {})) inner(field, at(path, key));
    return;
  }
  // Wrappers (optional, nullable, default, readonly, catch...) and a pipe's two sides hold the same field.
  inner(def.innerType);
  inner(def.in);
  inner(def.out);
  inner(def.left);
  inner(def.right);
  inner(def.getter?.());
  for (const option of def.options ?? []) inner(option);
  inner(def.element, `${path}[]`);
  for (const item of def.items ?? []) inner(item, `${path}[]`);
  inner(def.rest, `${path}[]`);
  // A map's keys are data (z.record); the objects it holds are held to the rule.
  inner(def.valueType, `${path}.*`);
}

/** Where `schema` takes an object that does not refuse unknown fields, as dotted paths (`state_lines[]`). */
export function looseObjectPaths(schema: Schema): string[] {
  const out: string[] = [];
  walk(schema, '', new Set(), out);
  return out;
}

/** The object at the top of a body schema, through its wrappers and pipes, if it is one. */
function topShape(schema: Schema): Record<string, Schema> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  const next = def.innerType ?? def.in;
  return next ? topShape(next) : undefined;
}

/**
 * Throws when `schema` breaks the body rule: an object at any depth that would take an unknown field, or a
 * top-level field named like a server-owned one (the pipeline drops those before parsing). `where` names
 * the operation in the message: 'POST /api/v1/expenses'.
 */
export function assertStrictBody(schema: Schema, where: string): void {
  const loose = looseObjectPaths(schema);
  if (loose.length > 0) {
    throw new Error(
      `${where}: the body schema lets unknown fields through at ${loose.join(', ')}. Build every object ` +
        'of a body with z.strictObject (recordBody, lib/validation/common.ts, or a record definition), so that an ' +
        'unknown field is refused with 400 instead of dropped.',
    );
  }
  const owned = SERVER_OWNED_FIELDS.filter((key) => key in (topShape(schema) ?? {}));
  if (owned.length > 0) {
    throw new Error(
      `${where}: the body schema declares ${owned.join(', ')}, which every body ignores (the server sets ` +
        'them): rename the field.',
    );
  }
}

/** The body without its top-level server-owned fields: they are ignored, never refused. */
export function withoutServerOwned(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const key of SERVER_OWNED_FIELDS) delete copy[key];
  return copy;
}

/**
 * The fields of a body sent to an operation that takes none (a restore, a delete, "mark all read"), less
 * the server-owned ones: each is an unknown field, refused like any other. An empty object, a body that is
 * not a JSON object, or none at all is nothing to refuse: clients that send `{}` by default keep working.
 */
export function fieldsOfUnwantedBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(withoutServerOwned(body) as object);
}
