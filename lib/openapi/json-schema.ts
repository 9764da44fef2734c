import { z } from 'zod';
import type { JsonSchema, ParameterObject } from './types';

// zod → JSON Schema 2020-12 (= OpenAPI 3.1 Schema Objects). Schemas with `.meta({ id })` are hoisted into
// components.schemas and referenced; request bodies and query strings use the input side of a schema
// (what the client sends), responses the output side (what the server returns).

export type Io = 'input' | 'output';

const SAFE = Number.MAX_SAFE_INTEGER;
const COMPONENT_REF = '#/components/schemas/';

/** Drops zod's noise (±2^53 integer bounds, the long regex behind a date format) and uses `examples`. */
function tidy({ jsonSchema: s }: { jsonSchema: JsonSchema }): void {
  if (s.minimum === -SAFE) delete s.minimum;
  if (s.maximum === SAFE) delete s.maximum;
  if ((s.format === 'date' || s.format === 'date-time') && s.pattern) delete s.pattern;
  if ('example' in s) {
    s.examples = [s.example];
    delete s.example;
  }
}

function toRaw(schema: z.ZodType, io: Io): JsonSchema {
  return z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', override: tidy });
}

function pointRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENT_REF}`)) as T;
}

/** Collects the named schemas of every conversion so the document lists each once. */
export class SchemaStore {
  readonly schemas: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const { $schema: _dialect, $defs, ...root } = toRaw(schema, io);
    for (const [id, def] of Object.entries($defs ?? {})) this.add(id, pointRefs(def));
    return pointRefs(root);
  }

  add(id: string, schema: JsonSchema): void {
    const existing = this.schemas[id];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas share the OpenAPI id "${id}"`);
    }
    this.schemas[id] = schema;
  }

  /** Each key of a query or path object as a parameter; ranges and defaults come from the output side. */
  parameters(
    obj: z.ZodObject,
    where: 'query' | 'path',
    docs: Record<string, string> = {},
  ): ParameterObject[] {
    const input = this.convert(obj, 'input');
    const output = this.convert(obj, 'output');
    const required = new Set(input.required ?? []);
    return Object.entries(input.properties ?? {}).map(([name, schema]) => {
      const out = output.properties?.[name];
      const described = docs[name] ?? describeValue(typeof out === 'object' ? out : {});
      const param: ParameterObject = {
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: typeof schema === 'object' ? schema : {},
      };
      return described ? { ...param, description: described } : param;
    });
  }
}

/** "Integer, 1 to 200; default 100": a one-line reading of a schema's type, range, values and default. */
export function describeValue(s: JsonSchema): string {
  const parts: string[] = [];
  if (s.description) parts.push(s.description);
  if (s.enum && s.enum.length > 16)
    parts.push(`One of ${s.enum.length} values (${s.enum.slice(0, 4).join(', ')}, …)`);
  else if (s.enum) parts.push(`One of ${s.enum.map((v) => String(v)).join(', ')}`);
  else if (s.type === 'integer' || s.type === 'number') {
    const kind = s.type === 'integer' ? 'Integer' : 'Number';
    const n = (v: number) => (Math.abs(v) >= 10_000 ? v.toLocaleString('en-US') : String(v));
    if (s.minimum !== undefined && s.maximum !== undefined)
      parts.push(`${kind}, ${n(s.minimum)} to ${n(s.maximum)}`);
    else if (s.minimum !== undefined) parts.push(`${kind}, ${n(s.minimum)} and up`);
    else parts.push(kind);
  }
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join('; ');
}

export const componentRef = (id: string) => ({ $ref: `${COMPONENT_REF}${id}` });

/** Resolves a `#/components/schemas/X` reference (one level at a time) against a schema table. */
export function resolveRef(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref?.startsWith(COMPONENT_REF) && hops < 10; hops++) {
    const target = schemas[current.$ref.slice(COMPONENT_REF.length)];
    if (!target) break;
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}
