import { z } from 'zod';
import type { JsonSchema, ParameterObject } from './types';

// zod → JSON Schema 2020-12 (= OpenAPI 3.1 Schema Objects). Schemas with `.meta({ id })` are hoisted into
// components.schemas and referenced; request bodies use the input side of a schema (what the client
// sends), responses the output side (what the server returns), and query and path parameters the parsed
// side (`limit` is an integer from 1 to 200, although it travels as text).

type Io = 'input' | 'output';

const SAFE = Number.MAX_SAFE_INTEGER;
const COMPONENT_REF = '#/components/schemas/';

/** Drops zod's noise (±2^53 bounds, a date format's long regex) and whole-object examples (see exampleOf). */
function tidy({ jsonSchema: s }: { jsonSchema: JsonSchema }): void {
  if (s.minimum === -SAFE) delete s.minimum;
  if (s.maximum === SAFE) delete s.maximum;
  if ((s.format === 'date' || s.format === 'date-time') && s.pattern) delete s.pattern;
  if ('example' in s) {
    s.examples = [s.example];
    delete s.example;
  }
  if (s.examples?.some((e) => typeof e === 'object' && e !== null)) delete s.examples;
}

const pointRefs = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENT_REF}`)) as T;

/** The first example a schema was given with `.meta({ examples: [...] })`, shown as its media example. */
export function exampleOf(schema: z.ZodType | undefined): unknown {
  const examples = schema && z.globalRegistry.get(schema)?.examples;
  return Array.isArray(examples) ? examples[0] : undefined;
}

/** A described parameter schema: the parsed side where it is representable, else what is sent. */
function parameterSchema(input: unknown, output: unknown): JsonSchema {
  const inSide = typeof input === 'object' && input !== null ? (input as JsonSchema) : {};
  const outSide = typeof output === 'object' && output !== null ? (output as JsonSchema) : {};
  return outSide.type || outSide.enum || outSide.$ref ? outSide : inSide;
}

/** Collects the named schemas of every conversion so the document lists each once. */
export class SchemaStore {
  readonly schemas: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const raw = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      override: tidy,
    });
    const { $schema: _dialect, $defs, ...root } = raw;
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

  /**
   * Each key of a query or path object as a parameter. A query object whose keys are alternatives (an
   * `anyOf` of required keys: /per-diem takes a zip or a state) is one form-exploded object parameter, so
   * the alternatives stay in its schema; the wire format is the same `?zip=…` either way.
   */
  parameters(obj: z.ZodType, where: 'query' | 'path', docs: Record<string, string> = {}): ParameterObject[] {
    const input = this.convert(obj, 'input');
    const output = this.convert(obj, 'output');
    const required = new Set(input.required ?? []);
    const props = Object.entries(input.properties ?? {}).map(([name, schema]) => {
      const chosen = parameterSchema(schema, output.properties?.[name]);
      return { name, schema: chosen, description: docs[name] ?? chosen.description };
    });
    const alternatives = input.anyOf ?? input.oneOf;
    if (where === 'query' && alternatives) {
      const properties = Object.fromEntries(
        props.map((p) => [p.name, { ...p.schema, ...(p.description && { description: p.description }) }]),
      );
      // Each alternative as a whole object, so generated clients type it as a union of objects.
      const variants = alternatives.map((alt) => ({
        type: 'object' as const,
        properties,
        required: [...new Set([...required, ...((alt as JsonSchema).required ?? [])])],
      }));
      const schema: JsonSchema = input.oneOf ? { oneOf: variants } : { anyOf: variants };
      const described = input.description ? { description: input.description } : {};
      const name = input.title ?? 'query';
      return [{ name, in: 'query', required: true, style: 'form', explode: true, schema, ...described }];
    }
    return props.map(({ name, schema, description }) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema,
      ...(description && { description }),
    }));
  }
}

export const componentRef = (id: string) => ({ $ref: `${COMPONENT_REF}${id}` });
